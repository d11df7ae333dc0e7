import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WAGE_STATUS_IDS, type WageStatusId } from '../../../../contracts/api/wage.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useWageCardTypes, useWageOrders, useWageStatuses } from '../api/wage-api.ts';
import { OrderTable } from '../components/order-table.tsx';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../components/wage.css';

const FILTERS = ['status'] as const;

function statusOf(value: string | undefined): WageStatusId | undefined {
  const n = Number(value);
  return WAGE_STATUS_IDS.includes(n as WageStatusId) ? (n as WageStatusId) : undefined;
}

/** /wage — the salary project: a tile per card type (to its accounts), then the card orders, 20 per page. */
export function WageListScreen() {
  const { t } = useTranslation('wage');
  const { query, update } = useTableQuery(FILTERS);
  const status = statusOf(query.filters['status']);
  const types = useWageCardTypes();
  const list = useWageOrders(query.page, status === undefined ? {} : { status });
  const statuses = useWageStatuses();
  const empty = list.isSuccess && list.data.data.list.length === 0;
  return (
    <div className="cb-page" data-testid="wage-list">
      <div className="cb-wage-head">
        <h1>{t('title')}</h1>
      </div>
      <h2>{t('cardTypes')}</h2>
      {types.isPending ? (
        <SkeletonLines lines={2} />
      ) : (types.data?.data ?? []).length === 0 ? (
        <EmptyState text={t('noContracts')} />
      ) : (
        <ul className="cb-wage-tiles" data-testid="wage-tiles">
          {(types.data?.data ?? []).map((type) => (
            <li key={type.cardCode}>
              <Link
                to={`/wage/accounts/${type.cardCode}`}
                className="cb-wage-tile"
                data-testid={`wage-tile-${type.cardCode}`}
              >
                <strong>{type.cardCodeName}</strong>
                <span>
                  {t('tile.transit')} {type.gl_code} · {type.currency}
                </span>
                <span>{t('tile.counts', { contracts: type.contracts, cards: type.cards })}</span>
                <span>{t('tile.open', { n: type.open_orders })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('orders')}</h2>
      <div className="cb-wage-filters">
        <SelectField
          id="wage-filter-status"
          testId="wage-filter-status"
          label={t('fields.status')}
          emptyLabel={t('all')}
          value={status === undefined ? '' : String(status)}
          options={(statuses.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(value) => update({ filters: { status: value } })}
        />
      </div>
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="wage-as-of" />
      {empty ? (
        <EmptyState
          text={status !== undefined ? t('emptyFiltered') : t('empty')}
          {...(status !== undefined
            ? { action: { label: t('resetFilters'), run: () => update({ filters: { status: '' } }) } }
            : {})}
        />
      ) : (
        <OrderTable list={list.data?.data} loading={list.isFetching} query={query} onQuery={update} />
      )}
    </div>
  );
}
