/** Helpers for the letters-of-credit server tests: a valid body, signing as a demo user. */
import { sign } from 'node:crypto';
import {
  LC_HEADER,
  LC_SIGNED_FIELDS,
  type LcRow,
  type LcSaveBody,
} from '../../../../contracts/api/letters-of-credit.ts';
import { signingMessageFor } from '../../../../contracts/signing/signed-document.ts';
import type { Db } from '../../db/client.ts';
import { privateKeyOf } from './repository.ts';

const DAY_MS = 86_400_000;

export function lcBody(account: string, today: string, overrides: Partial<LcSaveBody> = {}): LcSaveBody {
  const day = (n: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
  return {
    type: 'irrevocable',
    account,
    mfo: '00873',
    amount: '12500.00',
    currency: 'USD',
    beneficiary_name: 'HANGZHOU TEXTILE MACHINERY CO LTD',
    beneficiary_address: 'NO 18 QIANTANG RD, HANGZHOU',
    beneficiary_country: 'CN',
    beneficiary_account: 'CN5801000123456789012345',
    beneficiary_bank_name: 'Industrial and Commercial Bank of China',
    beneficiary_bank_swift: 'ICBKCNBJHZH',
    advising_bank_name: 'Bank of China Hangzhou',
    advising_bank_swift: 'BKCHCNBJ910',
    confirming_bank_name: '',
    confirming_bank_swift: '',
    issue_date: day(0),
    expiry_date: day(90),
    expiry_place: 'Hangzhou, China',
    tolerance_plus: 5,
    tolerance_minus: 5,
    port_of_loading: 'Ningbo',
    port_of_discharge: 'Tashkent (Chukursay)',
    latest_shipment_date: day(60),
    incoterms: 'CIP',
    partial_shipments: false,
    transhipment: true,
    payment_terms: 'sight',
    deferred_days: 0,
    presentation_days: 21,
    goods_description: 'Rapier weaving looms, 4 units',
    documents_required: 'Commercial invoice; CMR; certificate of origin; packing list',
    charges: 'SHA',
    confirmation: 'without',
    additional_conditions: '',
    ...overrides,
  };
}

/** The sign call's body for these letters (as the caller sees them), signed with `keyOf`'s key. */
export async function lcSignBody(db: Db, keyOf: string, rows: readonly LcRow[]) {
  const data = await signingMessageFor(LC_HEADER, LC_SIGNED_FIELDS, rows);
  const privateKey = await privateKeyOf(db, keyOf);
  if (privateKey == null) throw new Error(`no key for ${keyOf}`);
  return {
    sign_cipher: sign('sha256', Buffer.from(data, 'utf8'), privateKey).toString('base64'),
    sign_type: 'eds' as const,
    key_data: { data, version: '3.4.3', ids: rows.map((r) => r.id) },
  };
}
