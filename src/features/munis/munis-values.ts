/**
 * The utility payment form's values and their check: the supplier's declared fields by the same
 * munisFieldProblems the server calls (contracts/api/munis.ts), the amount and purpose by the
 * contract's rules. Also the list's filter kept in the query string and the area's paths.
 */
import {
  MUNIS_STATUS_IDS,
  isMunisAmount,
  munisFieldProblems,
  type MunisCreateBody,
  type MunisPayment,
  type MunisStatusId,
  type MunisSupplier,
  type MunisTemplate,
} from '../../../contracts/api/munis.ts';
import type { ValidationMessage } from '../../../contracts/validation/messages.ts';

export interface MunisFormValues {
  readonly supplier_id: string;
  readonly settlement_id: string;
  readonly debit_account: string;
  readonly amount: string;
  readonly purpose: string;
  readonly fields: Readonly<Record<string, string>>;
}

export const EMPTY_MUNIS_VALUES: MunisFormValues = {
  supplier_id: '',
  settlement_id: '',
  debit_account: '',
  amount: '',
  purpose: '',
  fields: {},
};

export type MunisProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'amount' }
  | { readonly kind: 'rule'; readonly message: ValidationMessage };

/** Every problem by attribute (`supplier_id`, `amount`, `fields.subscriber_id`, …); empty when fine. */
export function checkMunisValues(
  values: MunisFormValues,
  supplier: MunisSupplier | undefined,
): Record<string, MunisProblem> {
  const problems: Record<string, MunisProblem> = {};
  for (const key of ['supplier_id', 'settlement_id', 'debit_account', 'purpose'] as const)
    if (values[key].trim() === '') problems[key] = { kind: 'required' };
  const amount = normalAmount(values.amount);
  if (amount === '') problems['amount'] = { kind: 'required' };
  else if (!isMunisAmount(amount)) problems['amount'] = { kind: 'amount' };
  if (supplier !== undefined) {
    const declared = Object.fromEntries(
      Object.entries(values.fields).filter(([name]) => supplier.fields.some((f) => f.name === name)),
    );
    for (const p of munisFieldProblems(supplier.fields, declared))
      problems[p.attribute] = { kind: 'rule', message: p.message };
  }
  return problems;
}

/** "1 250,5" → "1250.5": spaces out, a decimal comma read as a point. */
export function normalAmount(value: string): string {
  return value.replace(/[\s\u00a0]/g, '').replace(',', '.');
}

/** The body the form sends: only the supplier's declared fields, the amount normalised. */
export function createBodyOf(
  values: MunisFormValues,
  supplier: MunisSupplier | undefined,
  clientReference: string,
): MunisCreateBody {
  const fields: Record<string, string> = {};
  for (const decl of supplier?.fields ?? []) {
    const value = (values.fields[decl.name] ?? '').trim();
    if (value !== '') fields[decl.name] = value;
  }
  return {
    client_reference: clientReference,
    supplier_id: Number(values.supplier_id),
    settlement_id: Number(values.settlement_id),
    debit_account: values.debit_account,
    amount: normalAmount(values.amount),
    purpose: values.purpose.trim(),
    fields,
  };
}

export function munisValuesOf(p: MunisPayment | MunisTemplate): MunisFormValues {
  return {
    supplier_id: String(p.supplier_id),
    settlement_id: String(p.settlement_id),
    debit_account: p.debit_account,
    amount: p.amount,
    purpose: p.purpose,
    fields: p.fields,
  };
}

export const MUNIS_FILTER_NAMES = ['status_id'] as const;

export function munisFilterOf(filters: Readonly<Record<string, string>>): { status_id?: MunisStatusId } {
  const status = Number(filters['status_id']);
  return MUNIS_STATUS_IDS.includes(status as MunisStatusId) ? { status_id: status as MunisStatusId } : {};
}

export const munisDetailPath = (id: number): string => `/munis/details/${id}`;
export const munisPrintPath = (id: number): string => `/munis/print/${id}`;
export const munisPayPath = (supplierId: number, settlementId: number): string =>
  `/munis/add/${supplierId}/${settlementId}`;
