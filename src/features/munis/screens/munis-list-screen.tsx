import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MUNIS_PREPARERS } from '../../../../contracts/api/munis.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { useMunisList, useMunisStatuses } from '../api/munis-api.ts';
import { MunisTable } from '../components/munis-table.tsx';
import { MUNIS_FILTER_NAMES, munisFilterOf } from '../munis-values.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../components/munis.css';

/** /munis — the organisation's utility and budget payments. */
export function MunisListScreen() {
  const { t } = useTranslation('munis');
  const { user } = useSession();
  const { query, update } = useTableQuery(MUNIS_FILTER_NAMES);
  const filter = munisFilterOf(query.filters);
  const list = useMunisList(query);
  const statuses = useMunisStatuses();
  const preparer = roleAllowed(user?.role ?? '', MUNIS_PREPARERS);
  const filtered = filter.status_id !== undefined;
  const empty = list.isSuccess && list.data.data.list.length === 0;
  return (
    <div className="cb-page" data-testid="munis-list">
      <div className="cb-munis-head">
        <h1>{t('title')}</h1>
        <div className="cb-munis-actions">
          <Link
            to="/munis/generate-template"
            className="cb-button cb-button--secondary"
            data-testid="munis-templates"
          >
            {t('templates.title')}
          </Link>
          {preparer ? (
            <Link to="/munis/add" className="cb-button cb-button--primary" data-testid="munis-create">
              {t('create')}
            </Link>
          ) : null}
        </div>
      </div>
      <div className="cb-munis-filters">
        <SelectField
          id="munis-filter-status"
          testId="munis-filter-status"
          label={t('filters.status')}
          emptyLabel={t('filters.all')}
          value={filter.status_id === undefined ? '' : String(filter.status_id)}
          options={(statuses.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(status_id) => update({ filters: { status_id } })}
        />
      </div>
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="munis-as-of" />
      {empty ? (
        <EmptyState
          text={filtered ? t('emptyFiltered') : t('empty')}
          {...(filtered
            ? { action: { label: t('resetFilters'), run: () => update({ filters: { status_id: '' } }) } }
            : {})}
        />
      ) : (
        <MunisTable list={list.data?.data} loading={list.isFetching} query={query} onQuery={update} />
      )}
    </div>
  );
}
