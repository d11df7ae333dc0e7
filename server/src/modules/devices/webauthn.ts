/**
 * WebAuthn checks with Node's crypto (no third-party library): registration reads the attestation
 * object's authData (CBOR, "none" attestation — the bank trusts the SMS-confirmed user, not the
 * authenticator's make); an assertion is verified against the stored public key. ES256 and RS256.
 * Every check names its failure so the service can answer a precise, localised refusal.
 */
import { createHash, createPublicKey, timingSafeEqual, verify, type JsonWebKey } from 'node:crypto';
import { CborError, decode, decodeFirst, type CborValue } from './cbor.ts';

export const COSE_ES256 = -7;
export const COSE_RS256 = -257;

export type WebauthnFailure =
  | 'malformed'
  | 'type'
  | 'challenge'
  | 'origin'
  | 'rpId'
  | 'userPresent'
  | 'userVerified'
  | 'algorithm'
  | 'signature'
  | 'counter';

export class WebauthnError extends Error {
  override readonly name = 'WebauthnError';
  constructor(readonly failure: WebauthnFailure) {
    super(`webauthn: ${failure}`);
  }
}

export interface RelyingParty {
  readonly rpId: string;
  readonly origins: readonly string[];
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export function fromBase64url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new WebauthnError('malformed');
  return Uint8Array.from(Buffer.from(text, 'base64url'));
}

export function toBase64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

function sha256(bytes: Uint8Array | string): Uint8Array {
  return Uint8Array.from(createHash('sha256').update(bytes).digest());
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

interface ClientData {
  readonly type: string;
  readonly challenge: string;
  readonly origin: string;
}

function clientData(json: Uint8Array, type: string, challenge: Uint8Array, rp: RelyingParty): void {
  let parsed: Partial<ClientData>;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)) as Partial<ClientData>;
  } catch {
    throw new WebauthnError('malformed');
  }
  if (parsed.type !== type) throw new WebauthnError('type');
  if (typeof parsed.challenge !== 'string' || !sameBytes(fromBase64url(parsed.challenge), challenge))
    throw new WebauthnError('challenge');
  if (typeof parsed.origin !== 'string' || !rp.origins.includes(parsed.origin))
    throw new WebauthnError('origin');
}

export interface AuthData {
  readonly rpIdHash: Uint8Array;
  readonly flags: number;
  readonly signCount: number;
  readonly credentialId?: Uint8Array;
  readonly cosePublicKey?: Map<CborValue, CborValue>;
}

export function parseAuthData(bytes: Uint8Array): AuthData {
  if (bytes.length < 37) throw new WebauthnError('malformed');
  const flags = bytes[32] ?? 0;
  const signCount = Buffer.from(bytes.slice(33, 37)).readUInt32BE(0);
  const base = { rpIdHash: bytes.slice(0, 32), flags, signCount };
  if ((flags & FLAG_AT) === 0) return base;
  // attested credential data: aaguid (16), credential id length (2), id, COSE key
  if (bytes.length < 55) throw new WebauthnError('malformed');
  const idLength = Buffer.from(bytes.slice(53, 55)).readUInt16BE(0);
  const credentialId = bytes.slice(55, 55 + idLength);
  if (credentialId.length !== idLength) throw new WebauthnError('malformed');
  try {
    const { value } = decodeFirst(bytes, 55 + idLength);
    if (!(value instanceof Map)) throw new WebauthnError('malformed');
    return { ...base, credentialId, cosePublicKey: value };
  } catch (error) {
    if (error instanceof CborError) throw new WebauthnError('malformed');
    throw error;
  }
}

function checkAuthData(data: AuthData, rp: RelyingParty): void {
  if (!sameBytes(data.rpIdHash, sha256(rp.rpId))) throw new WebauthnError('rpId');
  if ((data.flags & FLAG_UP) === 0) throw new WebauthnError('userPresent');
  if ((data.flags & FLAG_UV) === 0) throw new WebauthnError('userVerified');
}

function bytesOf(map: Map<CborValue, CborValue>, key: number): Uint8Array {
  const value = map.get(key);
  if (!(value instanceof Uint8Array)) throw new WebauthnError('malformed');
  return value;
}

/** COSE_Key (RFC 9053) → SubjectPublicKeyInfo PEM and algorithm. */
export function coseToPem(cose: Map<CborValue, CborValue>): { pem: string; algorithm: number } {
  const kty = cose.get(1);
  const alg = cose.get(3);
  let jwk: JsonWebKey;
  if (kty === 2 && alg === COSE_ES256 && cose.get(-1) === 1) {
    jwk = { kty: 'EC', crv: 'P-256', x: toBase64url(bytesOf(cose, -2)), y: toBase64url(bytesOf(cose, -3)) };
  } else if (kty === 3 && alg === COSE_RS256) {
    jwk = { kty: 'RSA', n: toBase64url(bytesOf(cose, -1)), e: toBase64url(bytesOf(cose, -2)) };
  } else {
    throw new WebauthnError('algorithm');
  }
  try {
    const pem = createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
    return { pem: pem.toString(), algorithm: alg };
  } catch {
    throw new WebauthnError('malformed');
  }
}

export interface RegistrationInput {
  readonly clientDataJSON: string;
  readonly attestationObject: string;
}

export interface RegisteredCredential {
  readonly credentialId: string;
  readonly publicKeyPem: string;
  readonly algorithm: number;
  readonly signCount: number;
}

export function verifyRegistration(
  input: RegistrationInput,
  challenge: Uint8Array,
  rp: RelyingParty,
): RegisteredCredential {
  clientData(fromBase64url(input.clientDataJSON), 'webauthn.create', challenge, rp);
  let attestation: CborValue;
  try {
    attestation = decode(fromBase64url(input.attestationObject));
  } catch (error) {
    if (error instanceof CborError) throw new WebauthnError('malformed');
    throw error;
  }
  if (!(attestation instanceof Map)) throw new WebauthnError('malformed');
  const authBytes = attestation.get('authData');
  if (!(authBytes instanceof Uint8Array)) throw new WebauthnError('malformed');
  const data = parseAuthData(authBytes);
  checkAuthData(data, rp);
  if (data.credentialId === undefined || data.cosePublicKey === undefined)
    throw new WebauthnError('malformed');
  const { pem, algorithm } = coseToPem(data.cosePublicKey);
  return {
    credentialId: toBase64url(data.credentialId),
    publicKeyPem: pem,
    algorithm,
    signCount: data.signCount,
  };
}

export interface AssertionInput {
  readonly clientDataJSON: string;
  readonly authenticatorData: string;
  readonly signature: string;
}

/**
 * Verifies an assertion over `challenge` and answers the authenticator's new counter. A counter
 * that does not move forward (a cloned or replayed authenticator) is refused unless the
 * authenticator does not count at all (both 0, as synced passkeys do).
 */
export function verifyAssertion(
  input: AssertionInput,
  challenge: Uint8Array,
  rp: RelyingParty,
  credential: { readonly publicKeyPem: string; readonly algorithm: number; readonly signCount: number },
): { signCount: number } {
  const clientJson = fromBase64url(input.clientDataJSON);
  clientData(clientJson, 'webauthn.get', challenge, rp);
  const authBytes = fromBase64url(input.authenticatorData);
  const data = parseAuthData(authBytes);
  checkAuthData(data, rp);
  const signed = Buffer.concat([authBytes, sha256(clientJson)]);
  let valid: boolean;
  try {
    valid = verify('sha256', signed, credential.publicKeyPem, fromBase64url(input.signature));
  } catch {
    valid = false;
  }
  if (!valid) throw new WebauthnError('signature');
  if ((data.signCount !== 0 || credential.signCount !== 0) && data.signCount <= credential.signCount)
    throw new WebauthnError('counter');
  return { signCount: data.signCount };
}

/** The challenge of a payment signature: the bytes of its SHA-256 hex digest. */
export function digestChallenge(digestHex: string): Uint8Array {
  return Uint8Array.from(Buffer.from(digestHex, 'hex'));
}
