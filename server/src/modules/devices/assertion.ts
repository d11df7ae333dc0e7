/**
 * The check of a passkey assertion from an activated phone, shared by every passkey path (quick
 * unlock, soum payment signature, currency document signature): the credential exists, belongs to
 * the caller and is not revoked; the assertion verifies over the challenge; the counter moves on.
 */
import type { AssertionBody } from '../../../../contracts/api/devices.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { MessageKey } from '../../i18n.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';
import { verifyAssertion, WebauthnError, type RelyingParty } from './webauthn.ts';

export function webauthnFailure(error: unknown): ApiError {
  if (!(error instanceof WebauthnError)) throw error;
  const key: MessageKey =
    error.failure === 'counter'
      ? 'device.webauthn.counter'
      : error.failure === 'userVerified'
        ? 'device.webauthn.userVerified'
        : 'device.webauthn.failed';
  return ApiError.rejected([{ attribute: 'assertion', key, params: { reason: error.failure } }], key);
}

/** The device of a good assertion over `challenge` by `userId`; 422 for every failure of the proof. */
export async function checkDeviceAssertion(
  tx: Db,
  clock: Clock,
  userId: number,
  assertion: AssertionBody,
  challenge: Uint8Array,
  rp: RelyingParty,
): Promise<repo.DeviceRecord> {
  const device = await repo.lockCredential(tx, assertion.credential_id);
  if (device === null || device.userId !== userId || device.revokedAt !== null)
    throw ApiError.rejected([{ attribute: 'assertion', key: 'device.unknown' }], 'device.unknown');
  let signCount: number;
  try {
    ({ signCount } = verifyAssertion(
      {
        clientDataJSON: assertion.client_data_json,
        authenticatorData: assertion.authenticator_data,
        signature: assertion.signature,
      },
      challenge,
      rp,
      { publicKeyPem: device.publicKey, algorithm: device.algorithm, signCount: device.signCount },
    ));
  } catch (error) {
    throw webauthnFailure(error);
  }
  await repo.updateDevice(tx, device.id, { signCount, lastUsedAt: clock.now() });
  return device;
}
