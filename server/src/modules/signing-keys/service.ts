/**
 * Key check and renewal (contracts/api/signing.ts, spec 1 §7.4). The server issues a challenge,
 * the local client signs it, and the signature is verified with the caller's registered public key
 * (signing_keys): only the holder of the registered token can pass. Renewal also spends an SMS code
 * verified for 'key-renewal' and moves valid_to, in one transaction with its audit row.
 */
import { randomBytes, verify } from 'node:crypto';
import {
  KEY_CHALLENGE_PREFIX,
  KEY_CHALLENGE_TTL_SECONDS,
  KEY_RENEWAL_VALIDITY_DAYS,
  KEY_RENEWAL_WINDOW_DAYS,
  RECOMMENDED_SIGNER_VERSION,
  type KeyChallengeData,
  type KeyInfo,
  type KeyInfoData,
  type KeyStatus,
  type SignerVersion,
} from '../../../../contracts/api/signing.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import { tashkentDate } from '../../time-format.ts';
import { consumeVerifiedCode } from '../sms/service.ts';
import * as repo from './repository.ts';
import type { Actor } from '../../core/actor.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SignedInput {
  readonly sign_cipher: string;
  readonly version: SignerVersion;
}

/** Verifies a base64 DER ECDSA (SHA-256) signature; anything malformed is simply not valid. */
export function signatureValid(message: string, cipher: string, publicKeyPem: string): boolean {
  try {
    return verify('sha256', Buffer.from(message, 'utf8'), publicKeyPem, Buffer.from(cipher, 'base64'));
  } catch {
    return false;
  }
}

export function createSigningKeyService(clock: Clock) {
  async function challenge(tx: Db, actor: Actor): Promise<KeyChallengeData> {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + KEY_CHALLENGE_TTL_SECONDS * 1000);
    const text = [
      KEY_CHALLENGE_PREFIX,
      `user:${actor.session.username}`,
      `nonce:${randomBytes(16).toString('hex')}`,
      `issued:${now.toISOString()}`,
    ].join('\n');
    await repo.insertChallenge(tx, {
      userId: actor.session.userId,
      challenge: text,
      createdAt: now,
      expiresAt,
    });
    return { challenge: text, expires_at: expiresAt.toISOString() };
  }

  /** Spends the caller's newest open challenge; 422 when there is none (expired or used). */
  async function takeChallenge(tx: Db, userId: number): Promise<string> {
    const now = clock.now();
    const open = await repo.lockNewestOpenChallenge(tx, userId, now);
    if (open === undefined)
      throw ApiError.rejected(
        [{ attribute: 'sign_cipher', key: 'signingKey.noChallenge' }],
        'signingKey.noChallenge',
      );
    await repo.markChallengeUsed(tx, open.id, now);
    return open.challenge;
  }

  function keyInfo(
    key: repo.RegisteredKey,
    version: SignerVersion,
    lang: Language,
    now = clock.now(),
  ): KeyInfo {
    const daysLeft = Math.floor((key.validTo.getTime() - now.getTime()) / DAY_MS);
    const status: KeyStatus =
      key.validTo.getTime() <= now.getTime()
        ? 'expired'
        : daysLeft <= KEY_RENEWAL_WINDOW_DAYS
          ? 'expiring'
          : 'valid';
    const renewable = status !== 'valid';
    const outdated = version !== RECOMMENDED_SIGNER_VERSION;
    const messages = [
      status === 'expired' ? t(lang, 'signingKey.expired') : null,
      status === 'expiring' ? t(lang, 'signingKey.expiring', { days: daysLeft }) : null,
      outdated ? t(lang, 'signingKey.oldClient', { version, recommended: RECOMMENDED_SIGNER_VERSION }) : null,
    ].filter((m): m is string => m !== null);
    return {
      status,
      error_message: messages.length > 0 ? messages.join(' ') : null,
      recommended_key_version: renewable
        ? tashkentDate(new Date(now.getTime() + KEY_RENEWAL_VALIDITY_DAYS * DAY_MS))
        : null,
      recommended_browser_version: outdated ? RECOMMENDED_SIGNER_VERSION : null,
      key_data: {
        serial_number: key.serialNumber,
        owner: key.owner,
        valid_from: key.validFrom.toISOString(),
        valid_to: key.validTo.toISOString(),
        days_left: daysLeft,
        renewable,
      },
    };
  }

  function invalid(lang: Language, key: 'signingKey.noKey' | 'signingKey.invalidSignature'): KeyInfo {
    return {
      status: 'invalid',
      error_message: t(lang, key),
      recommended_key_version: null,
      recommended_browser_version: null,
      key_data: null,
    };
  }

  /** page/test-styx: whether the signature is the registered key's, and that key's state. */
  async function check(tx: Db, actor: Actor, input: SignedInput, lang: Language): Promise<KeyInfoData> {
    const challengeText = await takeChallenge(tx, actor.session.userId);
    const key = await repo.registeredKeyOf(tx, actor.session.userId);
    if (key === null) return { key_info: invalid(lang, 'signingKey.noKey') };
    if (!signatureValid(challengeText, input.sign_cipher, key.publicKey))
      return { key_info: invalid(lang, 'signingKey.invalidSignature') };
    return { key_info: keyInfo(key, input.version, lang) };
  }

  /** page/test-styx-to-update: renews an expiring or expired key after a verified SMS code. */
  async function renew(tx: Db, actor: Actor, input: SignedInput, lang: Language): Promise<KeyInfoData> {
    const challengeText = await takeChallenge(tx, actor.session.userId);
    const key = await repo.registeredKeyOf(tx, actor.session.userId);
    if (key === null)
      throw ApiError.rejected([{ attribute: 'sign_cipher', key: 'signingKey.noKey' }], 'signingKey.noKey');
    if (!signatureValid(challengeText, input.sign_cipher, key.publicKey))
      throw ApiError.rejected(
        [{ attribute: 'sign_cipher', key: 'signingKey.invalidSignature' }],
        'signingKey.invalidSignature',
      );
    if (keyInfo(key, input.version, lang).status === 'valid')
      throw ApiError.rejected(
        [{ attribute: 'sign_cipher', key: 'signingKey.notRenewable' }],
        'signingKey.notRenewable',
      );
    await consumeVerifiedCode(tx, clock, actor.session.userId, 'key-renewal');
    const now = clock.now();
    const validTo = new Date(now.getTime() + KEY_RENEWAL_VALIDITY_DAYS * DAY_MS);
    await repo.setKeyValidTo(tx, actor.session.userId, validTo);
    await recordAudit(tx, {
      at: now,
      action: 'signing-key.renew',
      userId: actor.session.userId,
      username: actor.session.username,
      organizationId: actor.session.organizationId,
      ip: actor.ip,
      detail: {
        serialNumber: key.serialNumber,
        previousValidTo: key.validTo.toISOString(),
        validTo: validTo.toISOString(),
        clientVersion: input.version,
      },
    });
    return { key_info: keyInfo({ ...key, validTo }, input.version, lang, now) };
  }

  return { challenge, check, renew };
}
