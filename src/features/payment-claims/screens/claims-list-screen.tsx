import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UZS_PREPARERS } from '../../../../contracts/api/uzs-payment.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { namedOptions, SelectField } from '../../../ui/select-field.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { useClaimList, useClaimStatuses } from '../api/claims.ts';
import { claimFilterOf, CLAIM_FILTER_NAMES, type ClaimDirection } from '../claim-filter.ts';
import { ClaimTable } from '../components/claim-table.tsx';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../../../ui/toggles.css';
import '../components/claims.css';

const DIRECTIONS: readonly ClaimDirection[] = ['incoming', 'outgoing'];

/** /payments-required — incoming and outgoing claims (side and status in the address). */
export function ClaimsListScreen() {
  const { t } = useTranslation('claims');
  const { user } = useSession();
  const { query, update } = useTableQuery(CLAIM_FILTER_NAMES);
  const filter = claimFilterOf(query.filters);
  const list = useClaimList(query);
  const statuses = useClaimStatuses();
  const preparer = roleAllowed(user?.role ?? '', UZS_PREPARERS);
  return (
    <div className="cb-page" data-testid="claims-list">
      <div className="cb-claim-head">
        <h1>{t('title')}</h1>
        {preparer ? (
          <Link
            to="/payments-required/create"
            className="cb-button cb-button--primary"
            data-testid="claim-create"
          >
            {t('create')}
          </Link>
        ) : null}
      </div>
      <div className="cb-toggles" role="group" aria-label={t('title')}>
        {DIRECTIONS.map((direction) => (
          <button
            key={direction}
            type="button"
            className="cb-toggle cb-claim-tab"
            aria-pressed={filter.direction === direction}
            data-testid={`claims-tab-${direction}`}
            onClick={() => update({ filters: { direction, status_id: '' } })}
          >
            {t(`tabs.${direction}`)}
          </button>
        ))}
      </div>
      <SelectField
        id="claims-status"
        testId="claims-status"
        label={t('fields.status')}
        emptyLabel={t('filters.all')}
        value={filter.status_id === undefined ? '' : String(filter.status_id)}
        options={namedOptions(statuses.data)}
        onChange={(status_id) => update({ filters: { status_id } })}
      />
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="claims-as-of" />
      <ClaimTable
        direction={filter.direction}
        list={list.data?.data}
        loading={list.isFetching}
        query={query}
        onQuery={update}
      />
    </div>
  );
}
