import { currentLanguage } from '../lib/i18n.ts';
import { formatMoney } from './format.ts';
import './money.css';

/** An amount in the language's digit grouping with its currency. */
export function Money({ value, currency }: { value: string; currency: string }) {
  return <span className="cb-money">{formatMoney(value, currency, currentLanguage())}</span>;
}

/** A 25/27-digit account in groups (ledger code, currency, the rest) so it can be read aloud. */
export function AccountNumber({ number }: { number: string }) {
  return (
    <span className="cb-account-number" aria-label={number}>
      {`${number.slice(0, 5)} ${number.slice(5, 8)} ${number.slice(8)}`}
    </span>
  );
}
