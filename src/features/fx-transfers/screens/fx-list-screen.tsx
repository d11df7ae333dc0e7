import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FX_KINDS, FX_PREPARERS } from '../../../../contracts/api/fx-transfer.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { useFxList, useFxStatuses } from '../api/fx-api.ts';
import { FxTable } from '../components/fx-table.tsx';
import { FX_FILTER_NAMES, fxFilterOf } from '../fx-filter.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../components/fx.css';

/** /skv-na-skv — the organisation's transfers between its own foreign-currency accounts. */
export function FxListScreen() {
  const { t } = useTranslation('fxTransfers');
  const { user } = useSession();
  const { query, update } = useTableQuery(FX_FILTER_NAMES);
  const filter = fxFilterOf(query.filters);
  const list = useFxList(query);
  const statuses = useFxStatuses();
  const preparer = roleAllowed(user?.role ?? '', FX_PREPARERS);
  const filtered = filter.status_id !== undefined || filter.kind !== undefined;
  const empty = list.isSuccess && list.data.data.list.length === 0;
  return (
    <div className="cb-page" data-testid="fx-list">
      <div className="cb-fx-head">
        <h1>{t('title')}</h1>
        {preparer ? (
          <Link to="/skv-na-skv/add" className="cb-button cb-button--primary" data-testid="fx-create">
            {t('create')}
          </Link>
        ) : null}
      </div>
      <div className="cb-fx-filters">
        <SelectField
          id="fx-filter-status"
          testId="fx-filter-status"
          label={t('filters.status')}
          emptyLabel={t('filters.all')}
          value={filter.status_id === undefined ? '' : String(filter.status_id)}
          options={(statuses.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(status_id) => update({ filters: { status_id } })}
        />
        <SelectField
          id="fx-filter-kind"
          testId="fx-filter-kind"
          label={t('filters.kind')}
          emptyLabel={t('filters.all')}
          value={filter.kind ?? ''}
          options={FX_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          onChange={(kind) => update({ filters: { kind } })}
        />
      </div>
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="fx-as-of" />
      {empty ? (
        <EmptyState
          text={filtered ? t('emptyFiltered') : t('empty')}
          {...(filtered
            ? {
                action: {
                  label: t('resetFilters'),
                  run: () => update({ filters: { status_id: '', kind: '' } }),
                },
              }
            : {})}
        />
      ) : (
        <FxTable list={list.data?.data} loading={list.isFetching} query={query} onQuery={update} />
      )}
    </div>
  );
}
