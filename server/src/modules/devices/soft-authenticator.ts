/**
 * A software passkey for the server tests: makes "none" attestations and assertions exactly as a
 * platform authenticator does (ES256, UP and UV flags, a signature counter), with a minimal CBOR
 * encoder of what an attestation object holds.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}

type Encodable = number | string | Uint8Array | Map<Encodable, Encodable>;

export function encodeCbor(value: Encodable): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(encodeCbor(k), encodeCbor(v));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface SoftAuthenticatorOptions {
  readonly rpId: string;
  readonly origin: string;
  /** false: the authenticator does not verify the user (UV flag clear). */
  readonly userVerified?: boolean;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;

  constructor(private readonly options: SoftAuthenticatorOptions) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private flags(attested: boolean): number {
    return 0x01 | (this.options.userVerified === false ? 0 : 0x04) | (attested ? 0x40 : 0);
  }

  private authData(attested: boolean): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter, 0);
    const base = Buffer.concat([sha256(this.options.rpId), Buffer.from([this.flags(attested)]), count]);
    if (!attested) return base;
    const jwk = this.publicKey.export({ format: 'jwk' });
    const cose = new Map<Encodable, Encodable>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length, 0);
    return Buffer.concat([base, Buffer.alloc(16), idLength, this.credentialId, encodeCbor(cose)]);
  }

  private clientData(type: string, challenge: Uint8Array): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge: b64url(challenge), origin: this.options.origin, crossOrigin: false }),
    );
  }

  /** The body fields of devices/register for a challenge given by devices/register-options. */
  create(challengeB64url: string) {
    const attestation = encodeCbor(
      new Map<Encodable, Encodable>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(true)],
      ]),
    );
    return {
      credential_id: this.id,
      client_data_json: b64url(this.clientData('webauthn.create', Buffer.from(challengeB64url, 'base64url'))),
      attestation_object: b64url(attestation),
    };
  }

  /** An assertion over `challenge` (the counter moves forward unless `keepCounter`). */
  get(challenge: Uint8Array, keepCounter = false) {
    if (!keepCounter) this.counter += 1;
    const authData = this.authData(false);
    const clientData = this.clientData('webauthn.get', challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      credential_id: this.id,
      client_data_json: b64url(clientData),
      authenticator_data: b64url(authData),
      signature: b64url(signature),
    };
  }
}
