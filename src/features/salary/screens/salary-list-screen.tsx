import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SALARY_STATUS_IDS, type SalaryStatusId } from '../../../../contracts/api/salary.ts';
import { WAGE_CARD_TYPES } from '../../../../contracts/api/wage.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { useSalaryStatements, useSalaryStatuses } from '../api/salary-api.ts';
import { StatementTable } from '../components/statement-table.tsx';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../components/salary.css';

const FILTERS = ['status'] as const;

function statusOf(value: string | undefined): SalaryStatusId | undefined {
  const n = Number(value);
  return SALARY_STATUS_IDS.includes(n as SalaryStatusId) ? (n as SalaryStatusId) : undefined;
}

/** /salary — salary statements: a tile per card type (to its transit accounts), then the statements, 20 per page. */
export function SalaryListScreen() {
  const { t } = useTranslation('salary');
  const { query, update } = useTableQuery(FILTERS);
  const status = statusOf(query.filters['status']);
  const list = useSalaryStatements(query.page, status === undefined ? {} : { status });
  const statuses = useSalaryStatuses();
  const empty = list.isSuccess && list.data.data.list.length === 0;
  return (
    <div className="cb-page" data-testid="salary-list">
      <div className="cb-salary-head">
        <h1>{t('title')}</h1>
      </div>
      <p>{t('intro')}</p>
      <ul className="cb-salary-tiles" data-testid="salary-tiles">
        {WAGE_CARD_TYPES.map((type) => (
          <li key={type.cardCode}>
            <Link
              to={`/salary/accounts/${type.cardCode}`}
              className="cb-salary-tile"
              data-testid={`salary-tile-${type.cardCode}`}
            >
              <strong>{type.name}</strong>
              <span>
                {t('transit')} {type.glCode}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <h2>{t('statements')}</h2>
      <div className="cb-salary-filters">
        <SelectField
          id="salary-filter-status"
          testId="salary-filter-status"
          label={t('fields.status')}
          emptyLabel={t('all')}
          value={status === undefined ? '' : String(status)}
          options={(statuses.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(value) => update({ filters: { status: value } })}
        />
      </div>
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="salary-as-of" />
      {empty ? (
        <EmptyState
          text={status !== undefined ? t('emptyFiltered') : t('empty')}
          {...(status !== undefined
            ? { action: { label: t('resetFilters'), run: () => update({ filters: { status: '' } }) } }
            : {})}
        />
      ) : (
        <StatementTable list={list.data?.data} loading={list.isFetching} query={query} onQuery={update} />
      )}
    </div>
  );
}
