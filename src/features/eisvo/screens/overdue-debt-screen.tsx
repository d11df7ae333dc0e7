import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EISVO_BANK_ROLES, type OverdueDebtRow } from '../../../../contracts/api/eisvo.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { currencyLetterCode } from '../../../../contracts/currency-codes.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { ExportMenu } from '../../../ui/export/export-menu.tsx';
import { PagedTable, type Column } from '../../../ui/paged-table/paged-table.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { useOverdueDebtList } from '../api/post-overdue-debt-list.ts';
import { cellText } from '../components/section-columns.tsx';
import '../components/eisvo.css';

const NO_FILTERS: readonly string[] = [];
const MONEY = ['receivableOverdue1', 'payableOverdue1', 'receivableOverdue2', 'payableOverdue2'] as const;

/**
 * /upload-information-on-overdue-debt (spec 1 §2.2: any signed-in user; in the menu of cur_head_bank,
 * spec 3 §2.1). The bank's EISVO roles see every organisation's contracts with an overdue part, a
 * client its own organisation's (the server decides; docs/decisions.md).
 */
export function OverdueDebtScreen() {
  const { t } = useTranslation('eisvo');
  const { user } = useSession();
  const bank = roleAllowed(user?.role ?? '', EISVO_BANK_ROLES);
  const language = currentLanguage();
  const { query, update } = useTableQuery(NO_FILTERS);
  const list = useOverdueDebtList(query.page);
  const total = list.data?._meta.totalCount;
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
      <div className="cb-eisvo__tools">
        <span className="cb-muted">{t('export.all')}:</span>
        <ExportMenu
          title={t('overdue.title')}
          columns={columns}
          rows={all.data?.list}
          testId="overdue-export-all"
        />
      </div>
      <PagedTable
        caption={t('overdue.title')}
        columns={columns}
        rows={list.data?.list}
        meta={list.data?._meta}
        loading={list.isFetching}
        rowKey={(r) => r.idn}
        query={query}
        onQuery={update}
        testId="overdue-table"
      />
    </div>
  );
}
