/**
 * The buy/sell form's values and the checks it runs before sending (the contract's rules: the
 * server runs the same and more, 422 per field), and the save body built from them.
 */
import {
  amountProblem,
  fxDealRules,
  soumEquivalentText,
  type FxDeal,
  type FxDealType,
  type FxSaveBody,
} from '../../../contracts/api/fx-deal.ts';

export interface FxFormValues {
  readonly type: FxDealType;
  readonly currency: string;
  readonly amount: string;
  readonly rate_limit: string;
  readonly purpose: string;
  readonly soum_account: string;
  readonly soum_mfo: string;
  readonly fx_account: string;
  readonly fx_mfo: string;
}

export function emptyFxValues(type: FxDealType): FxFormValues {
  return {
    type,
    currency: 'USD',
    amount: '',
    rate_limit: '',
    purpose: '',
    soum_account: '',
    soum_mfo: '',
    fx_account: '',
    fx_mfo: '',
  };
}

export function fxValuesOf(deal: FxDeal): FxFormValues {
  return {
    type: deal.type,
    currency: deal.currency,
    amount: deal.amount,
    rate_limit: deal.rate_limit,
    purpose: deal.purpose,
    soum_account: deal.soum_account,
    soum_mfo: deal.soum_mfo,
    fx_account: deal.fx_account,
    fx_mfo: deal.fx_mfo,
  };
}

export type FxFieldProblem = 'required' | 'invalid' | 'places';

/** Problems per field (keys of the form's error texts), none when the form may be sent. */
export function checkFxValues(values: FxFormValues): Partial<Record<keyof FxFormValues, FxFieldProblem>> {
  const problems: Partial<Record<keyof FxFormValues, FxFieldProblem>> = {};
  const amount = amountProblem(values.amount, values.currency);
  if (amount !== null) problems.amount = amount;
  const parsed = fxDealRules.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof FxFormValues | undefined;
      if (field === undefined || problems[field] !== undefined) continue;
      const value = values[field];
      problems[field] = typeof value === 'string' && value.trim() === '' ? 'required' : 'invalid';
    }
  }
  if (values.rate_limit.trim() !== '' && soumEquivalentText('1', values.rate_limit, 'UZS') === null) {
    problems.rate_limit = 'invalid';
  }
  return problems;
}

export function fxSaveBodyOf(values: FxFormValues, clientReference: string, id?: number): FxSaveBody {
  return {
    client_reference: clientReference,
    ...(id === undefined ? {} : { id }),
    ...values,
    currency: values.currency.trim().toUpperCase(),
    amount: values.amount.trim(),
    rate_limit: values.rate_limit.trim(),
    purpose: values.purpose.trim(),
  };
}

/** Keeps only digits and one dot, and no more decimals than the currency has. */
export function cleanAmount(text: string, places: number): string {
  const digits = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = digits.split('.');
  if (rest.length === 0 || places === 0) return whole.slice(0, 18);
  return `${whole.slice(0, 18)}.${rest.join('').slice(0, places)}`;
}
