/**
 * The registry forms' own checks, the same patterns the server holds (contracts/api/terminals.ts),
 * so a mistyped id is shown under its field before anything is sent.
 */
import {
  ACCOUNT_PATTERN,
  INN_PATTERN,
  MCC_PATTERN,
  MERCHANT_ID_PATTERN,
  MFO_PATTERN,
  TERMINAL_CODE_PATTERN,
  commissionFromText,
} from '../../../contracts/api/terminals.ts';

export interface TerminalDraft {
  code: string;
  merchant_id: string;
  name: string;
  address: string;
  model: string;
  commission: string;
  status: string;
}

export type TerminalField = keyof TerminalDraft;

export function terminalProblems(d: TerminalDraft): Partial<Record<TerminalField, string>> {
  const p: Partial<Record<TerminalField, string>> = {};
  if (!TERMINAL_CODE_PATTERN.test(d.code.trim().toUpperCase())) p.code = 'code';
  if (!MERCHANT_ID_PATTERN.test(d.merchant_id.trim())) p.merchant_id = 'merchant_id';
  if (!d.name.trim()) p.name = 'required';
  if (!d.address.trim()) p.address = 'required';
  if (!d.model.trim()) p.model = 'required';
  if (commissionFromText(d.commission) === null) p.commission = 'commission';
  return p;
}

export interface MerchantDraft {
  merchant_id: string;
  name: string;
  inn: string;
  mfo: string;
  account: string;
  mcc: string;
  status: string;
}

export type MerchantField = keyof MerchantDraft;

const MERCHANT_PATTERNS: Partial<Record<MerchantField, RegExp>> = {
  merchant_id: MERCHANT_ID_PATTERN,
  inn: INN_PATTERN,
  mfo: MFO_PATTERN,
  account: ACCOUNT_PATTERN,
  mcc: MCC_PATTERN,
};

export function merchantProblems(d: MerchantDraft): Partial<Record<MerchantField, string>> {
  const p: Partial<Record<MerchantField, string>> = {};
  for (const [field, pattern] of Object.entries(MERCHANT_PATTERNS) as [MerchantField, RegExp][])
    if (!pattern.test(d[field].trim())) p[field] = field;
  if (!d.name.trim()) p.name = 'required';
  return p;
}

/** Digits only, at most `max` of them (ids typed with spaces or dashes). */
export function digitsMask(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
