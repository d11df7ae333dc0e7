/**
 * Key check and renewal calls (contracts/api/signing.ts, contracts/api/sms.ts). Proving the key is
 * always: a fresh server challenge, signed by the local client, posted with the client's version.
 */
import { keyChallenge, testStyx, testStyxToUpdate, type KeyInfo } from '../../../../contracts/api/signing.ts';
import { checkSmsCode, sendSms, type SendSmsData, type SmsPurpose } from '../../../../contracts/api/sms.ts';
import { callApi, dataOf } from '../../../lib/api-client.ts';
import type { SigningClient } from '../../../lib/signing-client.ts';

async function proveKey(
  client: SigningClient,
  endpoint: typeof testStyx | typeof testStyxToUpdate,
): Promise<KeyInfo> {
  const { challenge } = dataOf(await callApi(keyChallenge, { body: {} }));
  const signed = await client.signMessage(challenge);
  const body = { sign_cipher: signed.signature, version: signed.version };
  return dataOf(await callApi(endpoint, { body })).key_info;
}

/** page/test-styx: the inserted key against the registered one. */
export function checkKey(client: SigningClient): Promise<KeyInfo> {
  return proveKey(client, testStyx);
}

/** page/test-styx-to-update: renews the key (needs a verified 'key-renewal' SMS code first). */
export function renewKey(client: SigningClient): Promise<KeyInfo> {
  return proveKey(client, testStyxToUpdate);
}

export async function postSendSms(purpose: SmsPurpose): Promise<SendSmsData> {
  return dataOf(await callApi(sendSms, { body: { purpose } }));
}

export async function postCheckSmsCode(purpose: SmsPurpose, code: string): Promise<void> {
  dataOf(await callApi(checkSmsCode, { body: { purpose, code } }));
}
