import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DateRangeInput } from '../../../ui/inputs/date-inputs.tsx';
import { Money } from '../../../ui/money.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { accountKey } from '../inc-filter.ts';
import '../../../ui/fields.css';

/**
 * A report's period, kept in the address (?from=&to=); a new period drops `resets` from it (by
 * default the page, so the list starts again at page 1).
 */
export function PeriodFilter({
  from,
  to,
  problem,
  testId,
  resets = ['page'],
}: {
  from: string;
  to: string;
  problem: string | null;
  testId: string;
  resets?: readonly string[];
}) {
  const { t } = useTranslation('reports');
  const [, setSearch] = useSearchParams();
  return (
    <>
      <DateRangeInput
        label={t('inc.period')}
        value={{ from, to }}
        testId={testId}
        onChange={(value, rangeProblem) => {
          if (rangeProblem || !value.from || !value.to) return;
          setSearch(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('from', value.from);
              next.set('to', value.to);
              for (const name of resets) next.delete(name);
              return next;
            },
            { replace: true },
          );
        }}
      />
      {problem === 'statement.tooLong' ? (
        <p className="cb-field__error" role="alert">
          {t('inc.tooLong')}
        </p>
      ) : null}
    </>
  );
}

/** A report's account filter: one of the caller's accounts (`number:mfo` in the address) or all. */
export function AccountFilter({
  id,
  label,
  accounts,
  account,
  mfo,
  onChange,
}: {
  id: string;
  label: string;
  accounts: readonly { number: string; mfo: string; currency: string }[] | undefined;
  account: string | undefined;
  mfo: string | undefined;
  onChange: (account: string) => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <SelectField
      id={id}
      testId={id}
      label={label}
      emptyLabel={t('inc.allAccounts')}
      value={account && mfo ? accountKey(account, mfo) : ''}
      options={(accounts ?? []).map((a) => ({
        value: accountKey(a.number, a.mfo),
        label: `${a.number} · ${a.currency}`,
      }))}
      onChange={onChange}
    />
  );
}

/** Label–amount pairs of a report's totals (wrapping, never wider than the screen). */
export function TotalsList({
  testId,
  items,
}: {
  testId: string;
  items: readonly { key: string; label: string; value: string; currency?: string }[];
}) {
  return (
    <dl className="cb-journal-totals" data-testid={testId} aria-live="polite">
      {items.map((item) => (
        <div key={item.key} data-testid={`${testId}-${item.key}`}>
          <dt>{item.label}</dt>
          <dd>{item.currency ? <Money value={item.value} currency={item.currency} /> : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
