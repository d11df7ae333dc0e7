import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UZS_CURRENCY } from '../../../../contracts/api/uzs-payment.ts';
import { AmountInput } from '../../../ui/inputs/amount-input.tsx';
import { DateRangeInput } from '../../../ui/inputs/date-inputs.tsx';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { SearchBox } from '../../../ui/search-box.tsx';
import { namedOptions, SelectField } from '../../../ui/select-field.tsx';
import { useUzsStatuses } from '../api/get-status-list.ts';
import { useUzsTypes } from '../api/get-type-list.ts';
import '../../../ui/toggles.css';

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
      className={current === value ? 'cb-toggle cb-pay-quick--on' : 'cb-toggle'}
      aria-pressed={current === value}
      data-testid={`quick-${value || 'all'}`}
      onClick={() => onQuery({ filters: { awaiting: value } })}
    >
      {label}
    </button>
  );
  return (
    <div className="cb-toggles" role="group" aria-label={t('filters.quick')}>
      {chip('', t('filters.all'))}
      {options.map((option) => chip(option, t(`filters.awaiting.${option}`)))}
    </div>
  );
}

/** Dates, status, type, amount range and recipient, all kept in the query string. */
export function PaymentFilters({
  query,
  onQuery,
  extra,
}: {
  query: TableQuery;
  onQuery: (change: Partial<TableQuery>) => void;
  /** More filters of a list (the bank's: organisation and number), in the same grid. */
  extra?: ReactNode;
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
        <SelectField
          id="pay-filter-status"
          testId="filter-status"
          label={t('fields.status')}
          emptyLabel={t('filters.allStatuses')}
          value={f['status_id'] ?? ''}
          options={namedOptions(statuses.data)}
          onChange={(status_id) => set({ status_id })}
        />
        <SelectField
          id="pay-filter-type"
          testId="filter-type"
          label={t('fields.typeName')}
          emptyLabel={t('filters.allTypes')}
          value={f['type'] ?? ''}
          options={namedOptions(types.data)}
          onChange={(type) => set({ type })}
        />
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
        {extra}
      </div>
    </details>
  );
}
