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
import { endpoint } from './endpoint.ts';

export const CARD_FILES = [1, 2] as const;
export type CardFile = (typeof CARD_FILES)[number];

export const RESERVATION_REASONS = ['currency_purchase', 'court_order', 'tax_order', 'guarantee'] as const;
export type ReservationReason = (typeof RESERVATION_REASONS)[number];

/** One account's card file in figures. */
export interface KartotekaSummaryRow {
  readonly account: string;
  readonly mfo: string;
  readonly name: string;
  readonly organization_name: string;
  readonly currency: string;
  readonly file1_count: number;
  readonly file1_sum: string;
  readonly file2_count: number;
  /** What card file 2 still owes (amount − paid). */
  readonly file2_sum: string;
  readonly reservations: number;
  readonly reserved: string;
}

export interface KartotekaDocument {
  readonly id: number;
  readonly file: CardFile;
  readonly account: string;
  readonly mfo: string;
  readonly currency: string;
  readonly doc_number: string;
  readonly doc_date: string;
  /** The day it was put into the card file. */
  readonly placed_on: string;
  /** Order of debiting (1 first, civil code art. 289). */
  readonly priority: number;
  readonly claimant_name: string;
  readonly claimant_inn: string;
  readonly claimant_account: string;
  readonly claimant_mfo: string;
  readonly purpose: string;
  readonly amount: string;
  readonly paid: string;
  readonly remaining: string;
}

export interface Reservation {
  readonly id: number;
  readonly account: string;
  readonly mfo: string;
  readonly currency: string;
  readonly reason: ReservationReason;
  readonly reason_name: string;
  readonly reference: string;
  readonly reserved_on: string;
  readonly purpose: string;
  readonly amount: string;
}

/** An optional account filter: both account and mfo, or neither (one alone is 422). */
const accountFilter = { account: zAccount().optional(), mfo: zMfo().optional() };

export const kartotekaSummary = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'kartoteka/summary',
  access: ACCOUNT_READERS,
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
});

/** Reservations on the accounts (/kartoteka/customer-reservation). */
export const kartotekaReservations = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'kartoteka/reservations',
  access: ACCOUNT_READERS,
  body: z.strictObject(accountFilter),
});

export type KartotekaFilter = { account?: string; mfo?: string };

/** Only one of account and mfo given (a 422 on the missing one; the screen never sends that). */
export function filterProblem(filter: KartotekaFilter): 'account' | 'mfo' | null {
  if (filter.account !== undefined && filter.mfo === undefined) return 'mfo';
  if (filter.mfo !== undefined && filter.account === undefined) return 'account';
  return null;
}
