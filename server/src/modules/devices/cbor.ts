/**
 * The subset of CBOR (RFC 8949) that WebAuthn registration needs: unsigned and negative integers,
 * byte and text strings, arrays, maps, false/true/null. Definite lengths only (authenticators
 * encode attestation objects canonically); anything else throws, so a malformed object is refused.
 */
export type CborValue =
  number | Uint8Array | string | boolean | null | CborValue[] | Map<CborValue, CborValue>;

export class CborError extends Error {
  override readonly name = 'CborError';
}

interface Decoded {
  readonly value: CborValue;
  readonly end: number;
}

const MAX_DEPTH = 16;

function length(bytes: Uint8Array, info: number, at: number): { n: number; end: number } {
  if (info < 24) return { n: info, end: at };
  const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
  if (size === 0) throw new CborError(`unsupported length encoding ${info}`);
  if (at + size > bytes.length) throw new CborError('truncated');
  let n = 0;
  for (let i = 0; i < size; i++) n = n * 256 + (bytes[at + i] ?? 0);
  if (!Number.isSafeInteger(n)) throw new CborError('length too large');
  return { n, end: at + size };
}

function item(bytes: Uint8Array, at: number, depth: number): Decoded {
  if (depth > MAX_DEPTH) throw new CborError('nested too deeply');
  const first = bytes[at];
  if (first === undefined) throw new CborError('truncated');
  const major = first >> 5;
  const info = first & 0x1f;
  if (major === 7) {
    if (info === 20) return { value: false, end: at + 1 };
    if (info === 21) return { value: true, end: at + 1 };
    if (info === 22) return { value: null, end: at + 1 };
    throw new CborError(`unsupported simple value ${info}`);
  }
  const { n, end } = length(bytes, info, at + 1);
  switch (major) {
    case 0:
      return { value: n, end };
    case 1:
      return { value: -1 - n, end };
    case 2:
    case 3: {
      if (end + n > bytes.length) throw new CborError('truncated');
      const slice = bytes.slice(end, end + n);
      return {
        value: major === 2 ? slice : new TextDecoder('utf-8', { fatal: true }).decode(slice),
        end: end + n,
      };
    }
    case 4: {
      const list: CborValue[] = [];
      let next = end;
      for (let i = 0; i < n; i++) {
        const d = item(bytes, next, depth + 1);
        list.push(d.value);
        next = d.end;
      }
      return { value: list, end: next };
    }
    case 5: {
      const map = new Map<CborValue, CborValue>();
      let next = end;
      for (let i = 0; i < n; i++) {
        const k = item(bytes, next, depth + 1);
        const v = item(bytes, k.end, depth + 1);
        if (map.has(k.value)) throw new CborError('duplicate map key');
        map.set(k.value, v.value);
        next = v.end;
      }
      return { value: map, end: next };
    }
    default:
      throw new CborError(`unsupported major type ${major}`);
  }
}

/** The first item of `bytes` and where it ends (authData carries a COSE key followed by more). */
export function decodeFirst(bytes: Uint8Array, at = 0): Decoded {
  return item(bytes, at, 0);
}

/** Exactly one item: trailing bytes are an error. */
export function decode(bytes: Uint8Array): CborValue {
  const { value, end } = item(bytes, 0, 0);
  if (end !== bytes.length) throw new CborError('trailing bytes');
  return value;
}
