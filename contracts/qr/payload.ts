/**
 * The payment request a phone banking app scans (issue 26, /qr): an EMV® merchant-presented QR
 * payload (EMVCo QRCPS-MPM), the format Uzbek bank apps read. Each field is ID (2 digits), length
 * (2 digits, characters) and value; the last field is a CRC-16/CCITT-FALSE over everything before
 * it including "6304". Static codes (point of initiation 11) may leave the amount to the payer;
 * dynamic codes (12) carry a fixed amount, an expiry and are paid once. The beneficiary's account
 * is in merchant account template 26 (GUID uz.corpbank, MFO, account, INN); the reference the
 * incoming payment must quote is in additional data 62 (05 reference label, 08 purpose); the expiry
 * of a dynamic code is in the unreserved template 80 (00 GUID, 01 expiry ISO time).
 */

export const QR_GUID = 'uz.corpbank';
export const QR_METHODS = ['static', 'dynamic'] as const;
export type QrMethod = (typeof QR_METHODS)[number];

export interface QrPaymentRequest {
  readonly method: QrMethod;
  readonly mfo: string;
  readonly account: string;
  readonly inn: string;
  readonly name: string;
  /** Soums with two decimals ("150000.00"), or null when the payer enters it (static only). */
  readonly amount: string | null;
  readonly reference: string;
  readonly purpose: string;
  /** ISO time, dynamic codes only. */
  readonly expiresAt: string | null;
}

/** The UTF-8 bytes of `text` (contracts run in browser and server alike, with no DOM or Node types). */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return bytes;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of utf8(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  const length = [...value].length;
  if (length > 99) throw new Error(`QR field ${id} longer than 99 characters`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** The name field holds at most 25 characters (EMV), so a longer name is cut. */
function cut(text: string, max: number): string {
  return [...text].slice(0, max).join('');
}

export function encodeQrPayload(r: QrPaymentRequest): string {
  const parts = [
    field('00', '01'),
    field('01', r.method === 'static' ? '11' : '12'),
    field('26', field('00', QR_GUID) + field('01', r.mfo) + field('02', r.account) + field('03', r.inn)),
    field('52', '0000'),
    field('53', '860'),
    ...(r.amount === null ? [] : [field('54', r.amount)]),
    field('58', 'UZ'),
    field('59', cut(r.name, 25)),
    field('60', 'Tashkent'),
    field('62', field('05', r.reference) + field('08', cut(r.purpose, 70))),
    ...(r.expiresAt === null ? [] : [field('80', field('00', QR_GUID) + field('01', r.expiresAt))]),
  ];
  const body = `${parts.join('')}6304`;
  return body + crc16(body);
}

/** The fields of a TLV string by ID; null when the string is not well formed. */
export function readFields(text: string): Map<string, string> | null {
  const chars = [...text];
  const fields = new Map<string, string>();
  let i = 0;
  while (i < chars.length) {
    if (i + 4 > chars.length) return null;
    const id = chars.slice(i, i + 2).join('');
    const len = Number(chars.slice(i + 2, i + 4).join(''));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(len)) return null;
    if (i + 4 + len > chars.length) return null;
    fields.set(id, chars.slice(i + 4, i + 4 + len).join(''));
    i += 4 + len;
  }
  return fields;
}

/** Decodes a payload issued by encodeQrPayload; null when it is not one (or its CRC is wrong). */
export function decodeQrPayload(
  payload: string,
): (QrPaymentRequest & { readonly nameOnCode: string }) | null {
  if (payload.length < 8 || !payload.slice(-8).startsWith('6304')) return null;
  if (crc16(payload.slice(0, -4)) !== payload.slice(-4)) return null;
  const top = readFields(payload);
  if (top === null || top.get('00') !== '01') return null;
  const account = readFields(top.get('26') ?? '');
  const extra = readFields(top.get('62') ?? '');
  if (account === null || extra === null || account.get('00') !== QR_GUID) return null;
  const initiation = top.get('01');
  if (initiation !== '11' && initiation !== '12') return null;
  const expiry = top.has('80') ? readFields(top.get('80') ?? '') : null;
  const name = top.get('59') ?? '';
  return {
    method: initiation === '11' ? 'static' : 'dynamic',
    mfo: account.get('01') ?? '',
    account: account.get('02') ?? '',
    inn: account.get('03') ?? '',
    name,
    nameOnCode: name,
    amount: top.get('54') ?? null,
    reference: extra.get('05') ?? '',
    purpose: extra.get('08') ?? '',
    expiresAt: expiry?.get('01') ?? null,
  };
}
