/**
 * What a signature over soum payments covers (payments design, "Signing"). Isomorphic: the client
 * builds the message the local signing client signs, the server rebuilds it from the current rows
 * and verifies the signature against it, so both must produce the very same bytes.
 *
 * - canonicalContent: a fixed-order, `\n`-joined `key=value` text of the payment's signed fields.
 *   Absent values are empty; a value's own backslashes and line breaks are escaped (`\\`, `\n`,
 *   `\r`) so no value can forge another line. The version is part of it: an edit bumps the
 *   version, so a signature can never apply to content it did not cover.
 * - paymentDigest: SHA-256 hex of the content's UTF-8 bytes (WebCrypto: Node 20 and browsers).
 * - Content version 2 (issue 23): `corp_card` is the card's TOKEN (HMAC of the number with the
 *   server's card secret, opaque and stable), never the number, which no longer exists anywhere.
 *   The header says V2, so a V1 signature (over the clear number) can never verify against V2.
 * - batchMessage: `CORPBANK-PAYMENTS-V2`, then one `id:version:digest` line per payment, ids
 *   ascending — the exact text the signing client signs (`key_data.data` of uzs-payment/sign).
 *
 * The scheme itself is contracts/signing/signed-document.ts, shared by every signed kind.
 */
import {
  batchMessageFor,
  canonicalText,
  documentDigest,
  parseBatchMessageFor,
  sha256Hex,
  signingMessageFor,
  type SignedEntry,
} from '../signing/signed-document.ts';

export const SIGNED_FIELDS = [
  'id',
  'version',
  'number',
  'date',
  'type',
  'account',
  'mfo',
  'r_account',
  'r_mfo',
  'r_inn',
  'r_name',
  'r_account_25',
  'r_account_27',
  'r_inn_27',
  'corp_card',
  'sum',
  'currency',
  'code',
  'description',
  'second_signature',
] as const;

export type SignedField = (typeof SIGNED_FIELDS)[number];

/** The fields of a payment a signature covers; money as the wire's decimal string. */
export interface SignableContent {
  readonly id: number;
  readonly version: number;
  readonly number: string;
  /** YYYY-MM-DD */
  readonly date: string;
  readonly type: number;
  readonly account: string;
  readonly mfo: string;
  readonly r_account: string;
  readonly r_mfo: string;
  readonly r_inn: string | null;
  readonly r_name: string;
  readonly r_account_25: string | null;
  readonly r_account_27: string | null;
  readonly r_inn_27: string | null;
  /** Type 4: the card's token (content version 2), null otherwise. */
  readonly corp_card: string | null;
  /** Decimal string with two places ("1500000.00"). */
  readonly sum: string;
  readonly currency: string;
  readonly code: string;
  readonly description: string;
  readonly second_signature: boolean;
}

export const BATCH_MESSAGE_HEADER = 'CORPBANK-PAYMENTS-V2';

export type { SignedEntry };
export { sha256Hex };

export function canonicalContent(payment: SignableContent): string {
  return canonicalText(SIGNED_FIELDS, payment);
}

export function paymentDigest(payment: SignableContent): Promise<string> {
  return documentDigest(SIGNED_FIELDS, payment);
}

export function batchMessage(entries: readonly SignedEntry[]): string {
  return batchMessageFor(BATCH_MESSAGE_HEADER, entries);
}

/** The message the signing client signs for these payments (their current content). */
export function signingMessage(payments: readonly SignableContent[]): Promise<string> {
  return signingMessageFor(BATCH_MESSAGE_HEADER, SIGNED_FIELDS, payments);
}

/**
 * The entries of a batch message, or null when it is not one (wrong header, malformed line, ids not
 * strictly ascending). The server reads which versions the signer saw from it.
 */
export function parseBatchMessage(message: string): SignedEntry[] | null {
  return parseBatchMessageFor(BATCH_MESSAGE_HEADER, message);
}
