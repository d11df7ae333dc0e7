/** Pieces every screen of kept account data shows: money, account numbers and "as of". */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/dates.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { useOnline } from '../offline/online.ts';
import './account-bits.css';
import { formatMoney } from './format.ts';

export function Money({ value, currency }: { value: string; currency: string }) {
  return <span className="cb-acc-money">{formatMoney(value, currency, currentLanguage())}</span>;
}

/**
 * "Offline: as of <time>": for an answer read from the encrypted cache (its `asOf`), and, while
 * offline, for one still held in memory since it was fetched (`fetchedAt`, the query's update time).
 */
export function AsOf({
  asOf,
  fetchedAt,
  testId = 'accounts-as-of',
}: {
  asOf: number | undefined;
  fetchedAt: number;
  testId?: string;
}) {
  const { t } = useTranslation('offline');
  const online = useOnline();
  const at = asOf ?? (online ? undefined : fetchedAt);
  if (at === undefined) return null;
  return (
    <p className="cb-acc-asof" role="status" data-testid={testId}>
      {t('asOf', { time: formatDateTime(new Date(at)) })}
    </p>
  );
}

/** A 25/27-digit account in groups (ledger code, currency, the rest) so it can be read aloud. */
export function AccountNumber({ number }: { number: string }) {
  return (
    <span className="cb-acc-number" aria-label={number}>
      {`${number.slice(0, 5)} ${number.slice(5, 8)} ${number.slice(8)}`}
    </span>
  );
}
