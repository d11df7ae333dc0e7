/**
 * The list filters of /uzs-payments kept in the query string (spec 2 §9: list state in the URL),
 * turned into the list call's filter body. Values the contract would refuse are left out rather
 * than sent, so a hand-edited address never makes the list fail.
 */
import {
  UZS_STATUS_IDS,
  UZS_TYPE_IDS,
  type UzsPaymentFilter,
  type UzsStatusId,
  type UzsTypeId,
} from '../../../contracts/api/uzs-payment.ts';
import { isMoneyString } from '../../../contracts/money.ts';

export const FILTER_NAMES = [
  'date_from',
  'date_to',
  'status_id',
  'type',
  'sum_from',
  'sum_to',
  'recipient',
  'awaiting',
  'import_file',
] as const;

const AWAITING = ['sign', 'send', 'approve', 'auth'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function filterOf(filters: Readonly<Record<string, string>>): UzsPaymentFilter {
  const out: { -readonly [K in keyof UzsPaymentFilter]: UzsPaymentFilter[K] } = {};
  const { date_from, date_to, status_id, type, sum_from, sum_to, recipient, awaiting, import_file } = filters;
  if (date_from && DATE.test(date_from)) out.date_from = date_from;
  if (date_to && DATE.test(date_to)) out.date_to = date_to;
  const status = Number(status_id);
  if ((UZS_STATUS_IDS as readonly number[]).includes(status)) out.status_id = status as UzsStatusId;
  const typeId = Number(type);
  if ((UZS_TYPE_IDS as readonly number[]).includes(typeId)) out.type = typeId as UzsTypeId;
  if (sum_from && isMoneyString(sum_from)) out.sum_from = sum_from;
  if (sum_to && isMoneyString(sum_to)) out.sum_to = sum_to;
  if (recipient) out.recipient = recipient.slice(0, 100);
  if (awaiting && (AWAITING as readonly string[]).includes(awaiting))
    out.awaiting = awaiting as (typeof AWAITING)[number];
  if (import_file && /^[A-Z0-9]{20}$/.test(import_file)) out.import_file = import_file;
  return out;
}
