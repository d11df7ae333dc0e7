/**
 * The proof behind a signature over a batch message of a signed document kind
 * (contracts/signing/signed-document.ts): EDS — the signing client's signature over the message
 * with the caller's usable key — or a passkey from the caller's activated, unrevoked phone whose
 * assertion's challenge is the SHA-256 of that message (passkeyChallengeHex). The services rebuild
 * the message from the current rows before asking for the proof, so either proof is bound to the
 * documents' digests at their current versions, and an edit (version + 1) voids it.
 */
import type { AssertionBody } from '../../../../contracts/api/devices.ts';
import { passkeyChallengeHex } from '../../../../contracts/signing/signed-document.ts';
import type { Clock } from '../../clock.ts';
import { usableSigningKey, verifyEdsSignature } from '../../core/eds-signature-repository.ts';
import type { Db } from '../../db/client.ts';
import type { MessageKey } from '../../i18n.ts';
import { ApiError } from '../../plugins/errors.ts';
import { checkDeviceAssertion } from './assertion.ts';
import { anyEdsOnly } from './repository.ts';
import { digestChallenge, type RelyingParty } from './webauthn.ts';

/** What a signature row stores of its proof. */
export interface SignatureEvidence {
  readonly signType: 'eds' | 'passkey';
  /** The EDS key's serial, or `passkey:<credential id>`. */
  readonly keySerial: string;
  /** The EDS signature (base64), or the assertion's signature, client data and authenticator data (JSON). */
  readonly cipher: string;
  /** The signing client's version, or `webauthn`. */
  readonly signerVersion: string;
}

/**
 * Proves the caller signed `message` (the batch message rebuilt from the documents, which belong to
 * `organizationIds`); throws the 422/403 of the failure. Nothing is stored here but the device's counter.
 */
export type SignatureProver = (
  tx: Db,
  userId: number,
  message: string,
  organizationIds: readonly number[],
) => Promise<SignatureEvidence>;

export interface EdsMessages {
  readonly noKey: MessageKey;
  readonly invalid: MessageKey;
}

export function edsProver(
  cipher: string,
  signerVersion: string,
  clock: Clock,
  keys: EdsMessages,
): SignatureProver {
  return async (tx, userId, message) => {
    const key = await usableSigningKey(tx, userId, clock.now());
    if (key === null) throw ApiError.rejected([{ attribute: 'sign_cipher', key: keys.noKey }]);
    if (!verifyEdsSignature(message, cipher, key.publicKey))
      throw ApiError.rejected([{ attribute: 'sign_cipher', key: keys.invalid }]);
    return { signType: 'eds', keySerial: key.serialNumber, cipher, signerVersion };
  };
}

/** A passkey: refused (403) where an organisation of the documents takes EDS signatures only. */
export function passkeyProver(assertion: AssertionBody, clock: Clock, rp: RelyingParty): SignatureProver {
  return async (tx, userId, message, organizationIds) => {
    if (await anyEdsOnly(tx, organizationIds))
      throw ApiError.forbidden({ organizations: [...new Set(organizationIds)] }, 'device.signature.edsOnly');
    const challenge = digestChallenge(await passkeyChallengeHex(message));
    const device = await checkDeviceAssertion(tx, clock, userId, assertion, challenge, rp);
    return {
      signType: 'passkey',
      keySerial: `passkey:${device.credentialId}`,
      cipher: JSON.stringify({
        signature: assertion.signature,
        client_data_json: assertion.client_data_json,
        authenticator_data: assertion.authenticator_data,
      }),
      signerVersion: 'webauthn',
    };
  };
}
