import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FX_BANK_LIST_ROLES, FX_BANK_VIEWERS, FX_PREPARERS } from '../../../../contracts/api/fx-deal.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { FilterChip } from '../../../ui/filter-chip.tsx';
import { namedOptions, SelectField } from '../../../ui/select-field.tsx';
import { useTableQuery } from '../../../ui/paged-table/use-table-query.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useFxList, useFxStatuses } from '../api/fx-deals.ts';
import { FxTable } from '../components/fx-table.tsx';
import { FILTER_NAMES, fxFilterOf } from '../fx-list-filter.ts';
import '../../../ui/buttons.css';
import '../../../ui/toggles.css';
import '../components/fx-deals.css';

/**
 * /exchange-sum — clients: their organisation's buy and sell requests, with "Buy" and "Sell" for
 * preparers; the bank's currency staff: every organisation's sent requests (the processing queue).
 * /exchange/sell/list (moderator) is the same list read-only, opening /exchange/sell/document.
 */
export function FxListScreen({ bankList = false }: { bankList?: boolean }) {
  const { t } = useTranslation('fxdeals');
  const { user } = useSession();
  const role = user?.role ?? '';
  const bank = roleAllowed(role, [...FX_BANK_VIEWERS, ...FX_BANK_LIST_ROLES]);
  const { query, update } = useTableQuery(FILTER_NAMES);
  const filter = fxFilterOf(query.filters, bank);
  const list = useFxList(query.page, filter);
  const statuses = useFxStatuses();
  const preparer = roleAllowed(role, FX_PREPARERS);
  return (
    <div className="cb-page" data-testid="fx-list">
      <div className="cb-fx-head">
        <h1>{t(bankList ? 'bankTitle' : bank ? 'queueTitle' : 'title')}</h1>
        {preparer && !bankList ? (
          <div className="cb-fx-head__actions">
            <Link
              to="/exchange-sum/buy-add"
              className="cb-button cb-button--primary"
              data-testid="fx-buy-add"
            >
              {t('actions.buy')}
            </Link>
            <Link
              to="/exchange-sum/sell-add"
              className="cb-button cb-button--secondary"
              data-testid="fx-sell-add"
            >
              {t('actions.sell')}
            </Link>
          </div>
        ) : null}
      </div>
      <div className="cb-fx-filters">
        <div className="cb-toggles" role="group" aria-label={t('fields.type')}>
          {(['', 'buy', 'sell'] as const).map((type) => (
            <button
              key={type || 'all'}
              type="button"
              className="cb-toggle cb-fx-tab"
              aria-pressed={(filter.type ?? '') === type}
              data-testid={`fx-tab-${type || 'all'}`}
              onClick={() => update({ filters: { type } })}
            >
              {t(`tabs.${type || 'all'}`)}
            </button>
          ))}
        </div>
        <SelectField
          id="fx-status"
          testId="fx-status-filter"
          label={t('fields.status')}
          emptyLabel={t('tabs.all')}
          value={filter.status_id === undefined ? '' : String(filter.status_id)}
          options={namedOptions(statuses.data)}
          onChange={(status_id) => update({ filters: { status_id } })}
        />
        {bank ? (
          <TextField
            label={t('fields.organizationSearch')}
            value={query.filters['organization'] ?? ''}
            maxLength={100}
            testId="fx-organization-filter"
            onChange={(organization) => update({ filters: { organization } })}
          />
        ) : null}
      </div>
      {filter.import_file ? (
        <FilterChip
          label={t('importFile.notice')}
          removeLabel={t('importFile.all')}
          testId="fx-import-file"
          onRemove={() => update({ filters: { import_file: '' } })}
        />
      ) : null}
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="fx-as-of" />
      <FxTable
        list={list.data?.data}
        loading={list.isFetching}
        query={query}
        onQuery={update}
        bank={bank}
        {...(bankList ? { openPath: (d) => `/exchange/sell/document?id=${d.id}` } : {})}
      />
    </div>
  );
}

export function FxClientListScreen() {
  return <FxListScreen />;
}

export function FxBankListScreen() {
  return <FxListScreen bankList />;
}
