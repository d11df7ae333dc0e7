import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { IMPORT_STATUS } from '../../../../contracts/api/uzs-import.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import {
  IMPORT_KINDS_UI,
  useImportErrors,
  useImportFile,
  type AnyErrorRow,
  type ImportKindConfig,
} from '../api/import-api.ts';
import { ImportStatusChip } from './import-screen.tsx';
import { kindAmount, useKindText } from './kind-text.ts';
import './imports.css';

/**
 * /uzs-import/errors/:upid_file, /currency-import/errors/:upid_file (and /exchange-import?upid_file=)
 * — a file's totals and its error rows (phone cards, desktop table).
 */
export function ImportErrorsScreen({
  kind = IMPORT_KINDS_UI.uzs,
  upidFile,
}: {
  kind?: ImportKindConfig;
  upidFile?: string;
}) {
  const { t } = useTranslation('imports');
  const kt = useKindText(kind);
  const navigate = useNavigate();
  const language = currentLanguage();
  const params = useParams();
  const upid = upidFile ?? params['upid_file'] ?? '';
  const { query, update } = useTableQuery([]);
  const file = useImportFile(kind, upid);
  const working =
    file.data?.status === IMPORT_STATUS.awaiting || file.data?.status === IMPORT_STATUS.inProgress;
  const errors = useImportErrors(kind, upid, query, working);
  const { title, account, amount } = kind.rowFields;
  const label = (c: string) => t(`${kind.columnLabels}.${c}` as 'columns.number');

  const columns = useMemo<Column<AnyErrorRow>[]>(
    () => [
      {
        key: 'row_no',
        label: t('fields.row_no'),
        value: (r) => String(r.row_no),
        numeric: true,
        card: 'field',
      },
      {
        key: title,
        label: label(title),
        value: (r) => r.fields[title] || t('blank'),
        card: 'title',
      },
      { key: account, label: label(account), value: (r) => r.fields[account] ?? '' },
      {
        key: amount,
        label: label(amount),
        value: (r) => kindAmount(kind, r.fields[amount] ?? '', language),
        numeric: true,
        card: 'field',
      },
      {
        key: 'error_text',
        label: t('fields.error_text'),
        value: (r) => r.error_text,
        render: (r) => <span className="cb-field__error">{r.error_text}</span>,
        card: 'field',
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- label follows kind and t
    [t, language, kind],
  );
  const actions = useMemo<RowAction<AnyErrorRow>[]>(
    () => [
      {
        id: 'edit',
        flag: 'isEdit',
        label: t('actions.fix'),
        run: (r) => navigate(kind.editPath(r.id, r.upid_file)),
      },
    ],
    [t, navigate, kind],
  );

  if (file.isError) {
    return (
      <div className="cb-page">
        <h1>{t('errorsTitle')}</h1>
        <p role="alert">{t('notFound')}</p>
        <Link to={kind.listPath}>{t('back')}</Link>
      </div>
    );
  }
  return (
    <div className="cb-page">
      <Link to={kind.listPath} className="cb-imports__back">
        {t('back')}
      </Link>
      <h1>{file.data ? file.data.file_name : t('errorsTitle')}</h1>
      {file.data ? (
        <dl className="cb-imports__totals" data-testid="import-totals">
          <div>
            <dt>{t('fields.status')}</dt>
            <dd>
              <ImportStatusChip file={file.data} />
            </dd>
          </div>
          <div>
            <dt>{t('fields.total')}</dt>
            <dd data-testid="import-total">{file.data.error_info.total}</dd>
          </div>
          <div>
            <dt>{t('fields.payments')}</dt>
            <dd data-testid="import-payments">{file.data.payments}</dd>
          </div>
          <div>
            <dt>{t('fields.errors')}</dt>
            <dd data-testid="import-errors">{file.data.error_info.error}</dd>
          </div>
          <div>
            <dt>{t('fields.amount_payment')}</dt>
            <dd>{kindAmount(kind, file.data.amount_payment, language)}</dd>
          </div>
          {file.data.isPayments ? (
            <div>
              <dt>{t('fields.documents')}</dt>
              <dd>
                <Link to={kind.filePath(file.data.upid_file)} data-testid="import-file-documents">
                  {kt('fileDocuments')}
                </Link>
              </dd>
            </div>
          ) : null}
          {file.data.error_message ? (
            <div>
              <dt>{t('fields.error_text')}</dt>
              <dd role="alert">{file.data.error_message}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <SkeletonLines lines={3} />
      )}
      <PagedTable
        caption={t('errorsTitle')}
        columns={columns}
        rows={errors.data?.list}
        meta={errors.data?._meta}
        loading={errors.isFetching}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={actions}
        testId="import-errors-table"
      />
    </div>
  );
}
