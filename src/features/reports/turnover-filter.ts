import {
  TURNOVER_FIELDS,
  TURNOVER_MAX_ACCOUNTS,
  type TurnoverField,
} from '../../../contracts/api/reports.ts';

/**
 * What /export-turnover keeps in its address besides the range (?from=&to=), so a reload, the back
 * button or a shared link shows the same choice: `acc` once per chosen account (`<number>:<mfo>`,
 * as on /inc-payment-list), `fields` the chosen columns comma-separated (absent: every column) and
 * `show=1` once the preview was asked for.
 */
export interface TurnoverChoice {
  /** `<number>:<mfo>` keys, in the order chosen. */
  readonly accounts: readonly string[];
  /** null: every column the server offers. */
  readonly fields: readonly TurnoverField[] | null;
  readonly show: boolean;
}

const ACCOUNT_KEY = /^\d{20,27}:\d{5}$/;

function isField(value: string): value is TurnoverField {
  return (TURNOVER_FIELDS as readonly string[]).includes(value);
}

/** The choice the address describes; malformed accounts and unknown columns are left out. */
export function turnoverChoiceFromSearch(search: URLSearchParams): TurnoverChoice {
  const accounts = [...new Set(search.getAll('acc').filter((key) => ACCOUNT_KEY.test(key)))].slice(
    0,
    TURNOVER_MAX_ACCOUNTS,
  );
  const raw = search.get('fields');
  const fields = raw === null ? null : [...new Set(raw.split(',').filter(isField))];
  return { accounts, fields, show: search.get('show') === '1' };
}

/**
 * The address of a choice, keeping the parameters it does not own (the range). `all` is every
 * column offered: choosing them all writes no `fields`.
 */
export function turnoverSearch(
  current: URLSearchParams,
  choice: TurnoverChoice,
  all: readonly TurnoverField[],
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('acc');
  for (const key of choice.accounts) next.append('acc', key);
  const everything = choice.fields === null || all.every((f) => choice.fields?.includes(f));
  if (everything) next.delete('fields');
  else next.set('fields', (choice.fields ?? []).join(','));
  if (choice.show) next.set('show', '1');
  else next.delete('show');
  return next;
}
