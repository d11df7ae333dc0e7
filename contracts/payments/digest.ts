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
 * - batchMessage: `CORPBANK-PAYMENTS-V1`, then one `id:version:digest` line per payment, ids
 *   ascending — the exact text the signing client signs (`key_data.data` of uzs-payment/sign).
 */

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
  readonly corp_card: string | null;
  /** Decimal string with two places ("1500000.00"). */
  readonly sum: string;
  readonly currency: string;
  readonly code: string;
  readonly description: string;
  readonly second_signature: boolean;
}

export const BATCH_MESSAGE_HEADER = 'CORPBANK-PAYMENTS-V1';

/** One line of a batch message. */
export interface SignedEntry {
  readonly id: number;
  readonly version: number;
  /** SHA-256 hex, lower case. */
  readonly digest: string;
}

function escapeValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

function fieldText(value: string | number | boolean | null): string {
  if (value === null) return '';
  return escapeValue(String(value));
}

export function canonicalContent(payment: SignableContent): string {
  return SIGNED_FIELDS.map((field) => `${field}=${fieldText(payment[field])}`).join('\n');
}

interface WebCrypto {
  readonly subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
}
interface TextEncoderLike {
  encode(text: string): Uint8Array;
}
// contracts compile without DOM or Node types; both runtimes provide these globals.
const runtime = globalThis as unknown as {
  readonly crypto: WebCrypto;
  readonly TextEncoder: new () => TextEncoderLike;
};

export async function sha256Hex(text: string): Promise<string> {
  const bytes = new runtime.TextEncoder().encode(text);
  const hash = new Uint8Array(await runtime.crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function paymentDigest(payment: SignableContent): Promise<string> {
  return sha256Hex(canonicalContent(payment));
}

export function batchMessage(entries: readonly SignedEntry[]): string {
  const lines = [...entries]
    .sort((a, b) => a.id - b.id)
    .map((entry) => `${entry.id}:${entry.version}:${entry.digest}`);
  return [BATCH_MESSAGE_HEADER, ...lines].join('\n');
}

/** The message the signing client signs for these payments (their current content). */
export async function signingMessage(payments: readonly SignableContent[]): Promise<string> {
  const entries = await Promise.all(
    payments.map(async (p) => ({ id: p.id, version: p.version, digest: await paymentDigest(p) })),
  );
  return batchMessage(entries);
}

const ENTRY_LINE = /^([1-9]\d{0,15}):([1-9]\d{0,15}):([0-9a-f]{64})$/;

/**
 * The entries of a batch message, or null when it is not one (wrong header, malformed line, ids not
 * strictly ascending). The server reads which versions the signer saw from it.
 */
export function parseBatchMessage(message: string): SignedEntry[] | null {
  const [header, ...lines] = message.split('\n');
  if (header !== BATCH_MESSAGE_HEADER || lines.length === 0) return null;
  const entries: SignedEntry[] = [];
  for (const line of lines) {
    const match = ENTRY_LINE.exec(line);
    if (!match) return null;
    const entry = { id: Number(match[1]), version: Number(match[2]), digest: match[3] ?? '' };
    const previous = entries.at(-1);
    if (previous !== undefined && previous.id >= entry.id) return null;
    entries.push(entry);
  }
  return entries;
}
