/**
 * What a signature over a bank document covers — one scheme for every signed kind (soum payments,
 * currency payments, transfers between own accounts, buy/sell requests, conversions …). Isomorphic:
 * the client builds the message the local signing client signs; the server rebuilds it from the
 * current rows and verifies the signature against it, so both must produce the very same bytes.
 *
 * - canonicalText: a fixed-order, `\n`-joined `key=value` text of a document's signed fields.
 *   Absent values are empty; a value's own backslashes and line breaks are escaped (`\\`, `\n`,
 *   `\r`) so no value can forge another line. Each kind's field list starts with id and version:
 *   an edit bumps the version, so a signature never applies to content it did not cover.
 * - documentDigest: SHA-256 hex of that text's UTF-8 bytes (WebCrypto: Node 20 and browsers).
 * - batchMessageFor: the kind's header line (e.g. `CORPBANK-PAYMENTS-V1`), then one
 *   `id:version:digest` line per document, ids ascending — the exact text the signing client signs.
 *   The header names the kind, so a signature over one kind can never be replayed as another.
 * - passkeyChallengeHex: a passkey signs the same batch message: its WebAuthn challenge is the
 *   SHA-256 of the message (32 bytes), so the phone needs no server challenge and can sign offline.
 */

export type SignedValue = string | number | boolean | null;

/** A document's signed content: the values of its kind's field list. */
export type SignedContentOf<F extends string> = { readonly [K in F]: SignedValue };

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

function fieldText(value: SignedValue): string {
  if (value === null) return '';
  return escapeValue(String(value));
}

export function canonicalText<F extends string>(fields: readonly F[], content: SignedContentOf<F>): string {
  return fields.map((field) => `${field}=${fieldText(content[field])}`).join('\n');
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

export function documentDigest<F extends string>(
  fields: readonly F[],
  content: SignedContentOf<F>,
): Promise<string> {
  return sha256Hex(canonicalText(fields, content));
}

export function batchMessageFor(header: string, entries: readonly SignedEntry[]): string {
  const lines = [...entries]
    .sort((a, b) => a.id - b.id)
    .map((entry) => `${entry.id}:${entry.version}:${entry.digest}`);
  return [header, ...lines].join('\n');
}

const ENTRY_LINE = /^([1-9]\d{0,15}):([1-9]\d{0,15}):([0-9a-f]{64})$/;

/**
 * The entries of a batch message with this header, or null when it is not one (other header,
 * malformed line, ids not strictly ascending). The server reads which versions the signer saw from it.
 */
export function parseBatchMessageFor(header: string, message: string): SignedEntry[] | null {
  const [first, ...lines] = message.split('\n');
  if (first !== header || lines.length === 0) return null;
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

/** The message the signing client signs for these documents of one kind (their current content). */
export async function signingMessageFor<F extends string>(
  header: string,
  fields: readonly F[],
  documents: readonly (SignedContentOf<F> & { readonly id: number; readonly version: number })[],
): Promise<string> {
  const entries = await Promise.all(
    documents.map(async (d) => ({ id: d.id, version: d.version, digest: await documentDigest(fields, d) })),
  );
  return batchMessageFor(header, entries);
}

/** The WebAuthn challenge (hex of 32 bytes) of a passkey signature over a batch message. */
export function passkeyChallengeHex(message: string): Promise<string> {
  return sha256Hex(message);
}
