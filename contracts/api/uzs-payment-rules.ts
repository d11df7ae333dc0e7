/**
 * The field rules of a soum payment (spec 2 §5, issue 5), judged by the server after the request's
 * shape (contracts/api/uzs-payment.ts) and by the client form with the same schema. A module of its
 * own so that the screens that only read payments do not load zod with them (docs/architecture.md §5).
 */
import { z } from 'zod';
import { digitsOfLength, maxLength, required } from '../validation/generic.ts';
import { zAccount, zAmount, zCardNumberOrToken, zDate, zInn, zMfo, zText } from '../validation/zod.ts';
import {
  UZS_CURRENCY,
  UZS_DESCRIPTION_MAX,
  UZS_NAME_MAX,
  UZS_NUMBER_MAX,
  UZS_TYPE,
  UZS_TYPE_FIELDS,
  type UzsTypeField,
  type UzsTypeId,
} from './uzs-payment.ts';

/** A field that may be left blank: blank (or absent) → null, otherwise judged by `schema`. */
function blankOr<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
        ? null
        : value,
    schema.nullable(),
  );
}

const pinfl = zText([digitsOfLength(14)]);
const common = {
  number: zText([required, maxLength(UZS_NUMBER_MAX)]),
  date: zDate(),
  account: zAccount(),
  mfo: zMfo(),
  r_account: zAccount(),
  r_mfo: zMfo(),
  r_name: zText([required, maxLength(UZS_NAME_MAX)]),
  r_inn: blankOr(zInn()),
  r_account_25: blankOr(zAccount('budgetIncome')),
  r_account_27: blankOr(zAccount('budgetRecipient')),
  r_inn_27: blankOr(zInn()),
  corp_card: blankOr(zCardNumberOrToken()),
  r_pinfl: blankOr(pinfl),
  sum: zAmount({ currency: UZS_CURRENCY }),
  code: zText([required, digitsOfLength(5)]),
  description: zText([required, maxLength(UZS_DESCRIPTION_MAX)]),
  second_signature: z.boolean().optional().default(false),
};

/** A type's own fields as required ones (in `common` they may be blank). */
const requiredTypeField = {
  r_inn: zInn(),
  r_account_27: zAccount('budgetRecipient'),
  r_inn_27: zInn(),
  r_account_25: zAccount('budgetIncome'),
  corp_card: zCardNumberOrToken(),
} satisfies Record<UzsTypeField, z.ZodType>;

type FieldsOf<T extends UzsTypeId> = (typeof UZS_TYPE_FIELDS)[T][number];

/** The form rules of one type: the common fields with the type's own (UZS_TYPE_FIELDS) required. */
function rulesOfType<T extends 1 | 2 | 3 | 4>(type: T) {
  const own = Object.fromEntries(
    UZS_TYPE_FIELDS[type].map((field: UzsTypeField) => [field, requiredTypeField[field]]),
  ) as Pick<typeof requiredTypeField, FieldsOf<T>>;
  // Spread after `common`: the type's fields keep their place in `common`, so issues come in form order.
  return z.object({ ...common, ...own, type: z.literal(type) });
}

/**
 * The field rules of a payment (spec 2 §5, issue 5): sum ≥ 1 UZS; accounts 25/27 digits; mfo 5
 * digits; inn 9; purpose code 5 digits (the server also checks it is in the list for the type and
 * that the mfo exists); purpose text required; per type: 1 recipient inn; 2 budget recipient
 * account (27) and its inn; 3 budget income account (25); 4 the corporate card (16 digits). Output:
 * normalised values (sum with two places, blanks → null). Both client form and server use it; one
 * object per type so every problem of a form is reported at once.
 */
export const uzsPaymentRules = z.discriminatedUnion('type', [
  rulesOfType(UZS_TYPE.ordinary),
  rulesOfType(UZS_TYPE.budget),
  rulesOfType(UZS_TYPE.budgetIncome),
  rulesOfType(UZS_TYPE.corpCard),
]);
export type UzsPaymentValues = z.output<typeof uzsPaymentRules>;
