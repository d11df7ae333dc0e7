import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../lib/dates.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PrintView } from '../../../ui/print-view.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useMfo } from '../api/mfo-api.ts';
import { DeleteMfoSheet } from '../components/delete-mfo-sheet.tsx';
import { MfoStateChip } from '../components/mfo-state.tsx';
import '../../../ui/buttons.css';
import './reference.css';

/** /mfo/:id — one bank, printable, with edit and (when nothing names it) delete. */
export function MfoViewScreen() {
  const { t } = useTranslation('reference');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, isPending, isError } = useMfo(id);
  const [deleting, setDeleting] = useState<number | null>(null);
  if (isPending)
    return (
      <div className="cb-page">
        <SkeletonLines lines={4} />
      </div>
    );
  if (isError)
    return (
      <div className="cb-page">
        <EmptyState text={t('missing')} />
        <Link to="/mfo">{t('actions.back')}</Link>
      </div>
    );
  return (
    <div className="cb-page">
      <PrintView testId="mfo-view">
        <h1>{t('viewTitle', { mfo: data.mfo })}</h1>
        <table className="cb-reference-view">
          <tbody>
            <tr>
              <th scope="row">{t('fields.mfo')}</th>
              <td data-testid="mfo-view-code">{data.mfo}</td>
            </tr>
            <tr>
              <th scope="row">{t('fields.name')}</th>
              <td data-testid="mfo-view-name">{data.name}</td>
            </tr>
            <tr>
              <th scope="row">{t('fields.active')}</th>
              <td>
                <MfoStateChip active={data.active} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('fields.in_use')}</th>
              <td>{t(data.in_use ? 'inUse.yes' : 'inUse.no')}</td>
            </tr>
            <tr>
              <th scope="row">{t('fields.updated_at')}</th>
              <td>{formatDateTime(data.updated_at)}</td>
            </tr>
          </tbody>
        </table>
      </PrintView>
      <div className="cb-reference-form__actions cb-no-print">
        {data.isEdit ? (
          <Link to={`/mfo/${data.id}/edit`} className="cb-button cb-button--primary" data-testid="mfo-edit">
            {t('actions.edit')}
          </Link>
        ) : null}
        {data.isDelete ? (
          <button
            type="button"
            className="cb-button cb-button--danger"
            data-testid="mfo-delete"
            onClick={() => setDeleting(data.id)}
          >
            {t('actions.delete')}
          </button>
        ) : null}
        <Link to="/mfo">{t('actions.back')}</Link>
      </div>
      <DeleteMfoSheet
        id={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => navigate('/mfo', { replace: true })}
      />
    </div>
  );
}
