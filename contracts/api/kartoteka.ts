/**
 * The card file (kartoteka, spec 1 §6.2, spec 2 §2: /kartoteka with customer-needs and
 * customer-reservation; the calls are "not shown", so they are designed here in the accounts style).
 * Card file 1: payment demands on the organisation's account waiting for its acceptance or their
 * due date. Card file 2: demands accepted but unpaid for lack of funds, debited in queue order as
 * money arrives. Reservations: amounts the bank holds on an account (a currency purchase's 22613
 * reservation, a court or tax order); their sum is the account's `reserved`. The planned balance of
 * an account subtracts what card file 2 still owes. Money is decimal strings of minor units.
 */
import { z } from 'zod';
import { zAccount, zMfo } from '../validation/zod.ts';
import { ACCOUNT_READERS } from './accounts.ts';
import { moneyText } from './answers.ts';
import { endpoint } from './endpoint.ts';

export const CARD_FILES = [1, 2] as const;
export type CardFile = (typeof CARD_FILES)[number];

export const RESERVATION_REASONS = ['currency_purchase', 'court_order', 'tax_order', 'guarantee'] as const;
export type ReservationReason = (typeof RESERVATION_REASONS)[number];

/** One account's card file in figures. */
export const kartotekaSummaryRowSchema = z.object({
  account: z.string(),
  mfo: z.string(),
  name: z.string(),
  organization_name: z.string(),
  currency: z.string(),
  file1_count: z.number().int(),
  file1_sum: moneyText,
  file2_count: z.number().int(),
  /** What card file 2 still owes (amount − paid). */
  file2_sum: moneyText,
  reservations: z.number().int(),
  reserved: moneyText,
});
export type KartotekaSummaryRow = z.output<typeof kartotekaSummaryRowSchema>;

export const kartotekaDocumentSchema = z.object({
  id: z.number().int(),
  file: z.literal(CARD_FILES),
  account: z.string(),
  mfo: z.string(),
  currency: z.string(),
  doc_number: z.string(),
  doc_date: z.string(),
  /** The day it was put into the card file. */
  placed_on: z.string(),
  /** Order of debiting (1 first, civil code art. 289). */
  priority: z.number().int(),
  claimant_name: z.string(),
  claimant_inn: z.string(),
  claimant_account: z.string(),
  claimant_mfo: z.string(),
  purpose: z.string(),
  amount: moneyText,
  paid: moneyText,
  remaining: moneyText,
});
export type KartotekaDocument = z.output<typeof kartotekaDocumentSchema>;

export const reservationSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  mfo: z.string(),
  currency: z.string(),
  reason: z.enum(RESERVATION_REASONS),
  reason_name: z.string(),
  reference: z.string(),
  reserved_on: z.string(),
  purpose: z.string(),
  amount: moneyText,
});
export type Reservation = z.output<typeof reservationSchema>;

/** An optional account filter: both account and mfo, or neither (one alone is 422). */
const accountFilter = { account: zAccount().optional(), mfo: zMfo().optional() };

export const kartotekaSummary = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'kartoteka/summary',
  access: ACCOUNT_READERS,
  response: z.array(kartotekaSummaryRowSchema),
});

/** The card-file documents (/kartoteka/customer-needs), oldest priority first. */
export const kartotekaDocuments = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'kartoteka/documents',
  access: ACCOUNT_READERS,
  body: z.strictObject({
    file: z.union([z.literal(1), z.literal(2)]).optional(),
    ...accountFilter,
  }),
  response: z.array(kartotekaDocumentSchema),
});

/** Reservations on the accounts (/kartoteka/customer-reservation). */
export const kartotekaReservations = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'kartoteka/reservations',
  access: ACCOUNT_READERS,
  body: z.strictObject(accountFilter),
  response: z.array(reservationSchema),
});

export type KartotekaFilter = { account?: string; mfo?: string };

/** Only one of account and mfo given (a 422 on the missing one; the screen never sends that). */
export function filterProblem(filter: KartotekaFilter): 'account' | 'mfo' | null {
  if (filter.account !== undefined && filter.mfo === undefined) return 'mfo';
  if (filter.mfo !== undefined && filter.account === undefined) return 'account';
  return null;
}
