import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { IMPORT_STATUS, type ImportErrorRow } from '../../../../contracts/api/uzs-import.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatMoney } from '../../../ui/format.ts';
import { PagedTable, type Column, type RowAction } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useImportErrors, useImportFile } from '../api/import-api.ts';
import { ImportStatusChip } from './import-screen.tsx';
import './imports.css';

/** /uzs-import/errors/:upid_file — a file's totals and its error rows (phone cards, desktop table). */
export function ImportErrorsScreen() {
  const { t } = useTranslation('imports');
  const navigate = useNavigate();
  const language = currentLanguage();
  const { upid_file: upid = '' } = useParams();
  const { query, update } = useTableQuery([]);
  const file = useImportFile(upid);
  const working =
    file.data?.status === IMPORT_STATUS.awaiting || file.data?.status === IMPORT_STATUS.inProgress;
  const errors = useImportErrors(upid, query, working);

  const columns = useMemo<Column<ImportErrorRow>[]>(
    () => [
      {
        key: 'row_no',
        label: t('fields.row_no'),
        value: (r) => String(r.row_no),
        numeric: true,
        card: 'field',
      },
      {
        key: 'r_name',
        label: t('fields.r_name'),
        value: (r) => r.fields.r_name || t('blank'),
        card: 'title',
      },
      { key: 'r_account', label: t('fields.r_account'), value: (r) => r.fields.r_account },
      {
        key: 'sum',
        label: t('fields.sum'),
        value: (r) =>
          /^\d+(\.\d{1,2})?$/.test(r.fields.sum) ? formatMoney(r.fields.sum, 'UZS', language) : r.fields.sum,
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
    [t, language],
  );
  const actions = useMemo<RowAction<ImportErrorRow>[]>(
    () => [
      {
        id: 'edit',
        flag: 'isEdit',
        label: t('actions.fix'),
        run: (r) => navigate(`/uzs-import/errors/edit?id=${r.id}&upid_file=${r.upid_file}`),
      },
    ],
    [t, navigate],
  );

  if (file.isError) {
    return (
      <div className="cb-page">
        <h1>{t('errorsTitle')}</h1>
        <p role="alert">{t('notFound')}</p>
        <Link to="/uzs-import">{t('back')}</Link>
      </div>
    );
  }
  return (
    <div className="cb-page">
      <Link to="/uzs-import" className="cb-imports__back">
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
            <dd>{formatMoney(file.data.amount_payment, 'UZS', language)}</dd>
          </div>
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
