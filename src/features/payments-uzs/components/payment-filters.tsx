import { useTranslation } from 'react-i18next';
import { UZS_CURRENCY } from '../../../../contracts/api/uzs-payment.ts';
import { AmountInput } from '../../../ui/inputs/amount-input.tsx';
import { DateRangeInput } from '../../../ui/inputs/date-inputs.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { useUzsStatuses } from '../api/get-status-list.ts';
import { useUzsTypes } from '../api/get-type-list.ts';

/** Quick filter chips: everything, or only what waits for this user (the server's flags decide). */
export function QuickFilters({
  query,
  onQuery,
  options,
}: {
  query: TableQuery;
  onQuery: (change: Partial<TableQuery>) => void;
  options: readonly ('sign' | 'send' | 'approve' | 'auth')[];
}) {
  const { t } = useTranslation('payments');
  const current = query.filters['awaiting'] ?? '';
  const chip = (value: string, label: string) => (
    <button
      key={value || 'all'}
      type="button"
      className={current === value ? 'cb-pay-quick cb-pay-quick--on' : 'cb-pay-quick'}
      aria-pressed={current === value}
      data-testid={`quick-${value || 'all'}`}
      onClick={() => onQuery({ filters: { awaiting: value } })}
    >
      {label}
    </button>
  );
  return (
    <div className="cb-pay-quicks" role="group" aria-label={t('filters.quick')}>
      {chip('', t('filters.all'))}
      {options.map((option) => chip(option, t(`filters.awaiting.${option}`)))}
    </div>
  );
}

/** Dates, status, type, amount range and recipient, all kept in the query string. */
export function PaymentFilters({
  query,
  onQuery,
}: {
  query: TableQuery;
  onQuery: (change: Partial<TableQuery>) => void;
}) {
  const { t } = useTranslation('payments');
  const statuses = useUzsStatuses();
  const types = useUzsTypes();
  const f = query.filters;
  const set = (filters: Record<string, string>) => onQuery({ filters });
  return (
    <details className="cb-pay-filters" open={Object.keys(f).some((k) => k !== 'awaiting') || undefined}>
      <summary data-testid="filters-toggle">{t('filters.title')}</summary>
      <div className="cb-pay-filters__grid">
        <DateRangeInput
          label={t('filters.dates')}
          value={{ from: f['date_from'] ?? '', to: f['date_to'] ?? '' }}
          testId="filter-dates"
          onChange={(range, problem) => {
            if (!problem) set({ date_from: range.from, date_to: range.to });
          }}
        />
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="pay-filter-status">
            {t('fields.status')}
          </label>
          <select
            id="pay-filter-status"
            className="cb-select"
            data-testid="filter-status"
            value={f['status_id'] ?? ''}
            onChange={(event) => set({ status_id: event.target.value })}
          >
            <option value="">{t('filters.allStatuses')}</option>
            {(statuses.data ?? []).map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="cb-field">
          <label className="cb-field__label" htmlFor="pay-filter-type">
            {t('fields.typeName')}
          </label>
          <select
            id="pay-filter-type"
            className="cb-select"
            data-testid="filter-type"
            value={f['type'] ?? ''}
            onChange={(event) => set({ type: event.target.value })}
          >
            <option value="">{t('filters.allTypes')}</option>
            {(types.data ?? []).map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <AmountInput
          label={t('filters.sumFrom')}
          currency={UZS_CURRENCY}
          rules={[]}
          value={f['sum_from'] ?? ''}
          testId="filter-sum-from"
          onChange={(value, problem) => {
            if (!problem) set({ sum_from: value });
          }}
        />
        <AmountInput
          label={t('filters.sumTo')}
          currency={UZS_CURRENCY}
          rules={[]}
          value={f['sum_to'] ?? ''}
          testId="filter-sum-to"
          onChange={(value, problem) => {
            if (!problem) set({ sum_to: value });
          }}
        />
        <SearchBox
          label={t('filters.recipient')}
          value={f['recipient'] ?? ''}
          onSearch={(recipient) => set({ recipient })}
          testId="filter-recipient"
        />
      </div>
    </details>
  );
}
