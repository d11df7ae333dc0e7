import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EISVO_BANK_ROLES, type OverdueDebtRow } from '../../../../contracts/api/eisvo.ts';
import { OVERDUE_UPLOADERS } from '../../../../contracts/api/overdue-upload.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { currencyLetterCode } from '../../../../contracts/currency-codes.ts';
import { formatClock, formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { useOverdueAsOf } from '../api/overdue-upload.ts';
import { useOverdueDebtList } from '../api/post-overdue-debt-list.ts';
import { AsOf } from '../components/contract-route.tsx';
import { cellText } from '../components/section-columns.tsx';
import { UploadForm, UploadHistory, UploadPreview } from './overdue-upload-parts.tsx';
import '../components/eisvo.css';

const NO_FILTERS: readonly string[] = [];
const MONEY = ['receivableOverdue1', 'payableOverdue1', 'receivableOverdue2', 'payableOverdue2'] as const;

/**
 * /upload-information-on-overdue-debt (spec 1 §2.2: any signed-in user; in the menu of cur_head_bank,
 * spec 3 §2.1). The bank's EISVO roles see every organisation's contracts with an overdue part, a
 * client its own organisation's (the server decides; docs/decisions.md). Everyone sees the date the
 * figures are as of; cur_head_bank uploads the register (a preview, then apply); the bank's EISVO
 * roles see the history of uploads and open any of them (`?upload=<id>`).
 */
export function OverdueDebtScreen() {
  const { t } = useTranslation('eisvo');
  const { user } = useSession();
  const bank = roleAllowed(user?.role ?? '', EISVO_BANK_ROLES);
  const uploader = roleAllowed(user?.role ?? '', OVERDUE_UPLOADERS);
  const language = currentLanguage();
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get('upload') ?? '') || null;
  const open = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('upload');
        else next.set('upload', String(id));
        return next;
      }),
    [setParams],
  );
  const asOf = useOverdueAsOf().data?.data;
  const { query, update } = useTableQuery(NO_FILTERS);
  const list = useOverdueDebtList(query.page);
  const total = list.data?.data._meta.totalCount;
  // Export-all: page 1 with the page size equal to the total count.
  const all = useOverdueDebtList(1, total ?? 1, total !== undefined && total > 0);
  const columns = useMemo<Column<OverdueDebtRow>[]>(
    () => [
      {
        key: 'contractorUzName',
        label: t('fields.contractorUzName'),
        value: (r) => r.contractorUzName,
        card: 'title',
      },
      {
        key: 'idn',
        label: t('fields.idn'),
        value: (r) => r.idn,
        render: (r) => (
          <Link to={`/eisvo/${r.idn}`} className="cb-num">
            {r.idn}
          </Link>
        ),
        card: 'field',
      },
      { key: 'docNo', label: t('fields.docNo'), value: (r) => r.docNo },
      { key: 'contractorForName', label: t('fields.contractorForName'), value: (r) => r.contractorForName },
      {
        key: 'currCode',
        label: t('fields.currCode'),
        value: (r) => currencyLetterCode(r.currCode),
        card: 'field',
      },
      ...MONEY.map((field): Column<OverdueDebtRow> => ({
        key: field,
        label: t(`fields.${field}`),
        value: (r) => cellText(r[field], true, language),
        numeric: true,
        card: 'field',
      })),
    ],
    [t, language],
  );
  return (
    <div className="cb-page">
      <h1>{t('overdue.title')}</h1>
      <p className="cb-muted">{bank ? t('overdue.hint') : t('overdue.hintOwn')}</p>
      <p className="cb-muted" data-testid="overdue-as-of">
        {asOf?.report_date
          ? t('overdue.asOf', {
              date: formatDate(asOf.report_date),
              at: asOf.applied_at === null ? '' : formatClock(asOf.applied_at),
            })
          : asOf
            ? t('overdue.noUpload')
            : null}
      </p>
      <AsOf answer={list.data} />
      {uploader ? <UploadForm onUploaded={(u) => open(u.id)} /> : null}
      {bank && opened !== null ? <UploadPreview key={opened} id={opened} onClose={() => open(null)} /> : null}
      <h2>{t('overdue.listTitle')}</h2>
      <div className="cb-eisvo__tools">
        <span className="cb-muted">{t('export.all')}:</span>
        <ExportMenu
          title={t('overdue.title')}
          columns={columns}
          rows={all.data?.data.list}
          testId="overdue-export-all"
        />
      </div>
      <PagedTable
        caption={t('overdue.title')}
        columns={columns}
        rows={list.data?.data.list}
        meta={list.data?.data._meta}
        loading={list.isFetching}
        rowKey={(r) => r.idn}
        query={query}
        onQuery={update}
        testId="overdue-table"
      />
      {bank ? <UploadHistory onOpen={open} /> : null}
    </div>
  );
}
