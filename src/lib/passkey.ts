/**
 * The browser side of passkeys (WebAuthn, platform authenticator, user verification required).
 * A soum payment signature's challenge is the payment's digest (contracts/payments/digest.ts) as
 * bytes; a currency document's is the SHA-256 of its kind's batch message (passkey-signing.ts). Either
 * way the phone can sign offline: no server challenge is needed, and the server rebuilds the bytes.
 * Shared by the heads' phone and the currency features' sign actions (features never import features).
 */
import type { AssertionBody, DeviceRegisterOptions } from '../../contracts/api/devices.ts';

export function toBase64url(buffer: ArrayBuffer | Uint8Array): string {
  const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && 'PublicKeyCredential' in window && window.isSecureContext;
}

export interface CreatedPasskey {
  readonly credential_id: string;
  readonly client_data_json: string;
  readonly attestation_object: string;
}

export async function createPasskey(options: DeviceRegisterOptions): Promise<CreatedPasskey> {
  const credential = (await navigator.credentials.create({
    publicKey: {
      challenge: fromBase64url(options.challenge),
      rp: options.rp,
      user: { ...options.user, id: fromBase64url(options.user.id) },
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: {
        authenticatorAttachment: 'platform',
        userVerification: 'required',
        residentKey: 'preferred',
      },
      attestation: 'none',
      excludeCredentials: options.exclude.map((id) => ({ type: 'public-key', id: fromBase64url(id) })),
      timeout: options.timeout,
    },
  })) as PublicKeyCredential | null;
  if (credential === null) throw new Error('no credential');
  const response = credential.response as AuthenticatorAttestationResponse;
  return {
    credential_id: toBase64url(credential.rawId),
    client_data_json: toBase64url(response.clientDataJSON),
    attestation_object: toBase64url(response.attestationObject),
  };
}

/** An assertion over `challenge` with this device's credential (the user verifies on the phone). */
export async function assert(
  credentialId: string,
  challenge: Uint8Array<ArrayBuffer>,
): Promise<AssertionBody> {
  const credential = (await navigator.credentials.get({
    publicKey: {
      challenge,
      rpId: location.hostname,
      allowCredentials: [{ type: 'public-key', id: fromBase64url(credentialId), transports: ['internal'] }],
      userVerification: 'required',
      timeout: 120_000,
    },
  })) as PublicKeyCredential | null;
  if (credential === null) throw new Error('no assertion');
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    credential_id: toBase64url(credential.rawId),
    client_data_json: toBase64url(response.clientDataJSON),
    authenticator_data: toBase64url(response.authenticatorData),
    signature: toBase64url(response.signature),
  };
}
