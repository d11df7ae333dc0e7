/**
 * One-time SMS codes (contracts/api/sms.ts): 6 digits, stored as a salted HMAC, valid 5 minutes,
 * 5 tries, a new code 60 s after the previous one at the earliest; a new code replaces the
 * previous one of the same purpose. In any 24 hours a user gets at most SMS_DAILY_CODES codes and
 * SMS_DAILY_TRIES tries per purpose (429 `sms.dailyLimit`), so codes cannot be guessed by volume. A flow that needs the second factor calls `consumeVerifiedCode`
 * inside its own transaction: the verified code is spent together with the change it allowed.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_DAILY_CODES,
  SMS_DAILY_TRIES,
  SMS_MAX_TRIES,
  SMS_RESEND_SECONDS,
  type CheckSmsCodeData,
  type SendSmsData,
  type SmsOutboxRow,
  type SmsPurpose,
} from '../../../../contracts/api/sms.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';
import type { SmsSender } from './sender.ts';
import type { Actor } from '../../core/actor.ts';

/** How long a verified code may wait for the flow that spends it. */
export const SMS_VERIFIED_TTL_SECONDS = 300;

function hashCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code).digest('base64url');
}

export function codeHash(code: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}$${hashCode(code, salt)}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash);
  const actual = Buffer.from(hashCode(code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** 998901112233 → 998 90 *** ** 33 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 12) return `*** ${digits.slice(-2)}`;
  return `${digits.slice(0, 3)} ${digits.slice(3, 5)} *** ** ${digits.slice(-2)}`;
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
const DAY_MS = 24 * 60 * 60 * 1000;

/** Codes of the user and purpose sent in the 24 hours before `now`: how many, their tries, the oldest. */
async function lastDay(db: Db, userId: number, purpose: SmsPurpose, now: Date) {
  const row = await repo.codesSince(db, userId, purpose, new Date(now.getTime() - DAY_MS));
  return { codes: row?.codes ?? 0, tries: row?.tries ?? 0, oldest: row?.oldest ? new Date(row.oldest) : now };
}

function dailyLimit(oldest: Date, now: Date): ApiError {
  const wait = seconds(oldest.getTime() + DAY_MS - now.getTime());
  return new ApiError({
    http: 429,
    status: 'error',
    message: 'sms.dailyLimit',
    params: { hours: Math.max(1, Math.ceil(wait / 3600)) },
    data: { resend_in: wait },
  });
}

function rejected(key: 'sms.wrongCode' | 'sms.expired' | 'sms.tooManyTries', n?: number): ApiError {
  return ApiError.rejected([{ attribute: 'code', key, params: n === undefined ? {} : { n } }], key);
}

/** A refusal by the daily cap is audited: a burst of them is someone guessing. */
function refusal(db: Db, actor: Actor, purpose: SmsPurpose, cap: 'tries', at: Date) {
  return recordAudit(db, {
    at,
    action: 'sms.dailyLimit',
    userId: actor.session.userId,
    username: actor.session.username,
    organizationId: actor.session.organizationId,
    ip: actor.ip,
    detail: { purpose, cap },
  });
}

export function createSmsService(clock: Clock, sender: SmsSender | null) {
  async function send(tx: Db, actor: Actor, purpose: SmsPurpose, lang: Language): Promise<SendSmsData> {
    if (sender === null) throw new ApiError({ http: 503, status: 'error', message: 'sms.unavailable' });
    // The user row is locked so two sends at once cannot both pass the resend check.
    const user = await repo.lockUserPhone(tx, actor.session.userId);
    if (user?.phone == null || user.phone === '')
      throw ApiError.rejected([{ attribute: 'phone', key: 'sms.noPhone' }], 'sms.noPhone');
    const now = clock.now();
    const lastSentAt = await repo.lastCodeCreatedAt(tx, actor.session.userId, purpose);
    if (lastSentAt !== undefined) {
      const wait = seconds(lastSentAt.getTime() + SMS_RESEND_SECONDS * 1000 - now.getTime());
      if (wait > 0)
        throw new ApiError({
          http: 429,
          status: 'error',
          message: 'sms.resendTooSoon',
          params: { seconds: wait },
          data: { resend_in: wait },
        });
    }
    const day = await lastDay(tx, actor.session.userId, purpose, now);
    // Refused sends are not audited here: the throw rolls this transaction back. The router audits
    // nothing for a 429 either; the tries cap below, outside a transaction, is audited.
    if (day.codes >= SMS_DAILY_CODES) throw dailyLimit(day.oldest, now);
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    // Only the newest code of a purpose counts: older open ones are closed.
    await repo.closeOpenCodes(tx, actor.session.userId, purpose, now);
    await repo.insertCode(tx, {
      userId: actor.session.userId,
      purpose,
      codeHash: codeHash(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    });
    const text = t(lang, 'sms.text', { code, purpose: t(lang, `sms.purpose.${purpose}`) });
    await sender.send(tx, {
      userId: actor.session.userId,
      username: actor.session.username,
      phone: user.phone,
      purpose,
      text,
      at: now,
    });
    await recordAudit(tx, {
      at: now,
      action: 'sms.send',
      userId: actor.session.userId,
      username: actor.session.username,
      organizationId: actor.session.organizationId,
      ip: actor.ip,
      detail: { purpose },
    });
    return { phone: maskPhone(user.phone), expires_in: SMS_CODE_TTL_SECONDS, resend_in: SMS_RESEND_SECONDS };
  }

  /**
   * Checks a code. Not in a request transaction: a wrong try must stay counted although the call
   * answers 422, so each try is claimed by one atomic update before the comparison.
   */
  async function check(db: Db, actor: Actor, purpose: SmsPurpose, code: string): Promise<CheckSmsCodeData> {
    const now = clock.now();
    const latestId = await repo.latestCodeId(db, actor.session.userId, purpose);
    if (latestId === undefined) throw rejected('sms.expired');
    const day = await lastDay(db, actor.session.userId, purpose, now);
    if (day.tries >= SMS_DAILY_TRIES) {
      await refusal(db, actor, purpose, 'tries', now);
      throw dailyLimit(day.oldest, now);
    }
    const claimed = await repo.claimTry(db, latestId, now, SMS_MAX_TRIES);
    if (claimed === undefined) {
      const row = await repo.codeById(db, latestId);
      const spent = row !== undefined && row.tries >= SMS_MAX_TRIES && row.verifiedAt === null;
      throw rejected(spent ? 'sms.tooManyTries' : 'sms.expired');
    }
    if (!codeMatches(code, claimed.codeHash)) {
      const left = SMS_MAX_TRIES - claimed.tries;
      throw left > 0 ? rejected('sms.wrongCode', left) : rejected('sms.tooManyTries');
    }
    await repo.markVerified(db, latestId, now);
    await recordAudit(db, {
      at: now,
      action: 'sms.verify',
      userId: actor.session.userId,
      username: actor.session.username,
      organizationId: actor.session.organizationId,
      ip: actor.ip,
      detail: { purpose },
    });
    return { verified: true };
  }

  async function outbox(db: Db, username: string | undefined): Promise<SmsOutboxRow[]> {
    const rows = await repo.demoOutbox(db, username);
    return rows.map((r) => ({
      id: r.id,
      username: r.username,
      phone: r.phone,
      purpose: r.purpose as SmsPurpose,
      text: r.text,
      created_at: r.createdAt.toISOString(),
    }));
  }

  return { send, check, outbox };
}

/**
 * Spends the caller's verified code of `purpose` inside the flow's transaction; without one
 * (never verified, already spent, verified too long ago) the flow is refused with 403.
 */
export async function consumeVerifiedCode(
  tx: Db,
  clock: Clock,
  userId: number,
  purpose: SmsPurpose,
): Promise<void> {
  const now = clock.now();
  const verifiedAfter = new Date(now.getTime() - SMS_VERIFIED_TTL_SECONDS * 1000);
  const spent = await repo.spendVerifiedCode(tx, userId, purpose, now, verifiedAfter);
  if (!spent) throw ApiError.forbidden(undefined, 'sms.notVerified');
}
