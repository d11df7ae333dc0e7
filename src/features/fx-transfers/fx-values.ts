/**
 * The transfer form's values, their check (the contract's amount rule with the debit currency's
 * ISO 4217 exponent, the server's too) and amounts shown with the currency's own decimals.
 */
import {
  currencyExponent,
  isFxAmount,
  type FxAccount,
  type FxCreateBody,
  type FxTransfer,
} from '../../../contracts/api/fx-transfer.ts';

export interface FxFormValues {
  readonly debit_account: string;
  readonly credit_account: string;
  readonly amount: string;
  readonly purpose: string;
}

export type FxProblem = 'required' | 'amount';

export type FxCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly problems: Partial<Record<keyof FxFormValues, FxProblem>> };

export const EMPTY_FX_VALUES: FxFormValues = {
  debit_account: '',
  credit_account: '',
  amount: '',
  purpose: '',
};

export function fxValuesOf(transfer: FxTransfer): FxFormValues {
  return {
    debit_account: transfer.debit_account,
    credit_account: transfer.credit_account,
    amount: transfer.amount,
    purpose: transfer.purpose,
  };
}

/** The amount as typed, with a decimal comma read as a point and spaces dropped. */
export function normalAmount(text: string): string {
  return text.replace(/[\s\u00a0]/g, '').replace(',', '.');
}

/** Whether the amount is positive with at most the currency's decimals. */
export function amountOk(text: string, currency: string): boolean {
  const amount = normalAmount(text);
  return isFxAmount(amount, currencyExponent(currency)) && /[1-9]/.test(amount);
}

export function checkFxValues(values: FxFormValues, debitCurrency: string | null): FxCheck {
  const problems: Partial<Record<keyof FxFormValues, FxProblem>> = {};
  if (values.debit_account === '') problems.debit_account = 'required';
  if (values.credit_account === '') problems.credit_account = 'required';
  if (values.purpose.trim() === '') problems.purpose = 'required';
  if (values.amount.trim() === '') problems.amount = 'required';
  else if (debitCurrency !== null && !amountOk(values.amount, debitCurrency)) problems.amount = 'amount';
  return Object.keys(problems).length === 0 ? { ok: true } : { ok: false, problems };
}

export function createBodyOf(values: FxFormValues, clientReference: string): FxCreateBody {
  return {
    client_reference: clientReference,
    debit_account: values.debit_account,
    credit_account: values.credit_account,
    amount: normalAmount(values.amount),
    purpose: values.purpose.trim(),
  };
}

/** The accounts a transfer may credit: the organisation's other foreign-currency accounts. */
export function creditChoices(accounts: readonly FxAccount[], debit: string): FxAccount[] {
  return accounts.filter((a) => a.number !== debit);
}

/** "1 234 567.50 USD": whole units grouped by thin spaces, the decimals as the server wrote them. */
export function formatFxAmount(amount: string | null, currency: string): string {
  if (amount === null) return '—';
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${grouped}${fraction === undefined ? '' : `.${fraction}`}\u00a0${currency}`;
}

/** An account short enough for a card: its balance-account digits, its last eight, its currency. */
export function shortAccount(number: string, currency: string): string {
  return `${number.slice(0, 5)}…${number.slice(-8)} ${currency}`;
}
