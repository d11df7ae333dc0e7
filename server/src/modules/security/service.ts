/**
 * Sign-in rules (docs/architecture.md §3, docs/decisions.md): the per-address rate limit (routes),
 * captcha (unless CAPTCHA=off), then the locks, then the password. A wrong username and a wrong
 * password get the same answer after the same work (a dummy scrypt runs for unknown usernames), and
 * count towards the same locks, so nothing tells whether a username exists.
 * Locks (issue 19 point 1), so that a stranger cannot lock a user out of their own account:
 *  - per username AND address: 10 failures in 30 minutes lock that username for that address only,
 *    30 minutes; the user signs in from their own address as usual;
 *  - per username from every address (the account guard, LOGIN_ACCOUNT_GUARD, 30): past it, for 30
 *    minutes only addresses the user signed in from successfully in the last 90 days may still try
 *    (a spread-out guessing attack then needs the user's own address).
 * Attempts are audited; refusals by a lock and captcha failures as sampled noise (audit-noise.ts).
 */
import { randomUUID } from 'node:crypto';
import type {
  CaptchaData,
  ChangePasswordData,
  LockoutData,
  LoginData,
} from '../../../../contracts/api/security.ts';
import { PASSWORD_MIN_LENGTH, brokenPasswordRules } from '../../../../contracts/password-rules.ts';
import { tashkentDateTime } from '../../time-format.ts';
import { maintenanceRefusal, managesSiteMode } from '../../plugins/site-mode.ts';
import { readSiteMode } from '../../plugins/site-mode-repository.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { recordNoise } from '../../plugins/audit-noise.ts';
import { SESSION_ABSOLUTE_MS, hashToken, newSessionToken, type AuthSession } from '../../plugins/auth.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import type { Db } from '../../db/client.ts';
import { EVERY_ADDRESS } from '../../db/schema/security.ts';
import type { AppDeps } from '../../plugins/router.ts';
import { CAPTCHA_MAX_LIVE, CAPTCHA_TTL_MS, drawCaptcha, hashCaptchaAnswer } from './captcha.ts';
import { loadCurrentUser } from './current-user-service.ts';
import { containsOrganization, isCommonPassword } from './common-passwords.ts';
import { hashPassword, verifyDummyPassword, verifyPassword } from './password.ts';
import * as repo from './repository.ts';
import { countryOf, describeUserAgent } from './user-agent.ts';

export const MAX_FAILURES = 10;
export const LOCK_MS = 30 * 60 * 1000;
/** Failures further apart than this start a new count. */
const FAILURE_WINDOW_MS = LOCK_MS;
/** While the account guard holds, addresses the user signed in from within this time may still try. */
export const KNOWN_ADDRESS_MS = 90 * 86_400_000;

export interface ClientMeta {
  readonly ip: string;
  readonly userAgent: string;
}

export interface Credentials {
  readonly username: string;
  readonly password: string;
  readonly code: string;
  readonly captchaId: string;
}

export interface PasswordChange {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/** A password change that passed every check, ready to write. */
export interface CheckedPasswordChange {
  readonly userId: number;
  /** The lower-cased username whose failure count is cleared. */
  readonly key: string;
  readonly audit: { userId: number; username: string; organizationId: number | null; ip: string };
  readonly passwordHash: string;
}

export interface ResetRequestInput {
  readonly full_name: string;
  readonly client_number: string;
  readonly phone: string;
  readonly code: string;
  readonly captchaId: string;
}

export function lockedError(until: Date): ApiError {
  const data: LockoutData = { lockedUntil: until.toISOString() };
  return new ApiError({
    http: 429,
    status: 'error',
    message: 'login.locked',
    params: { until: tashkentDateTime(until) },
    data,
  });
}

/**
 * Refuses (429) while `username` is locked for wrong passwords from `ip`: no other way in (a quick
 * unlock with a passkey) gets round the lock.
 */
export async function refuseWhileLocked(db: Db, username: string, ip: string, now: Date): Promise<void> {
  const until = await repo.lockedUntil(db, username, ip, now);
  if (until !== null) throw lockedError(until);
}

/** Ends every session of the user (blocking a user); in the caller's transaction. */
export function endSessionsOf(tx: Db, userId: number, now: Date): Promise<void> {
  return repo.revokeUserSessions(tx, userId, now);
}

/** A password set by someone else (a multiclient user's temporary one), hashed as sign-in checks it. */
export function hashUserPassword(password: string, cost: number): Promise<string> {
  return hashPassword(password, cost);
}

/** Clears every count and lock of the lower-cased username (an admin's clear-lockout). */
export function clearSignInFailures(tx: Db, username: string): Promise<void> {
  return repo.clearFailures(tx, username);
}

const invalidCredentials = () => new ApiError({ http: 401, status: 'error', message: 'login.invalid' });
const invalidCaptcha = () =>
  ApiError.rejected([{ attribute: 'code', key: 'captcha.invalid' }], 'captcha.invalid');

export function createSecurityService({ db, clock, config }: AppDeps) {
  async function checkCaptcha(captchaId: string, code: string): Promise<boolean> {
    if (!config.captcha) return true;
    return repo.consumeCaptcha(db, captchaId, hashCaptchaAnswer(code), clock.now());
  }

  /**
   * Counts a failure for the username from `ip` and from every address; returns the lock end when
   * this failure locks the username for `ip`. Reaching the account guard starts it (audited).
   */
  async function registerFailure(username: string, ip: string): Promise<Date | null> {
    const now = clock.now();
    const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
    const until = new Date(now.getTime() + LOCK_MS);
    const everywhere = await repo.countFailure(db, username, EVERY_ADDRESS, now, windowStart);
    if (everywhere >= config.loginAccountGuard) {
      await repo.lock(db, username, EVERY_ADDRESS, until);
      await recordAudit(db, {
        at: now,
        action: 'login.lockout',
        username,
        ip,
        detail: { scope: 'account-guard', lockedUntil: until },
      });
    }
    const failures = await repo.countFailure(db, username, ip, now, windowStart);
    if (failures < MAX_FAILURES) return null;
    await repo.lock(db, username, ip, until);
    return until;
  }

  /** The lock that refuses this attempt: of the username for this address, or the account guard. */
  async function lockFor(username: string, ip: string): Promise<{ until: Date; scope: string } | null> {
    const now = clock.now();
    const own = await repo.lockedUntil(db, username, ip, now);
    if (own !== null) return { until: own, scope: 'address' };
    const guard = await repo.lockedUntil(db, username, EVERY_ADDRESS, now);
    if (guard === null) return null;
    const user = await repo.findUserByUsername(db, username);
    const known =
      user !== undefined &&
      (await repo.signedInFrom(db, user.id, ip, new Date(now.getTime() - KNOWN_ADDRESS_MS)));
    return known ? null : { until: guard, scope: 'account-guard' };
  }

  return {
    async newCaptcha(): Promise<CaptchaData> {
      const now = clock.now();
      const picture = await drawCaptcha();
      const captchaId = randomUUID();
      await repo.insertCaptcha(
        db,
        captchaId,
        hashCaptchaAnswer(picture.answer),
        new Date(now.getTime() + CAPTCHA_TTL_MS),
        now,
        CAPTCHA_MAX_LIVE,
      );
      return { code: picture.dataUrl, captchaId };
    },

    async login(input: Credentials, meta: ClientMeta): Promise<LoginData> {
      const key = input.username.toLowerCase();
      const base = { username: input.username, ip: meta.ip };
      if (!(await checkCaptcha(input.captchaId, input.code))) {
        await recordNoise(db, { ...base, at: clock.now(), action: 'login.captcha-failure' });
        throw invalidCaptcha();
      }
      const locked = await lockFor(key, meta.ip);
      if (locked !== null) {
        await recordNoise(db, {
          ...base,
          at: clock.now(),
          action: 'login.locked',
          kind: locked.scope,
          detail: { lockedUntil: locked.until, scope: locked.scope },
        });
        throw lockedError(locked.until);
      }

      const user = await repo.findUserByUsername(db, key);
      const valid =
        user === undefined
          ? await verifyDummyPassword(input.password, config.passwordHashCost)
          : await verifyPassword(input.password, user.passwordHash);
      const now = clock.now();
      const { os, browser } = describeUserAgent(meta.userAgent);
      const history = { ip: meta.ip, os, browser, country: countryOf(meta.ip), at: now };

      if (user === undefined || !valid) {
        const lockedNow = await registerFailure(key, meta.ip);
        if (user !== undefined)
          await repo.insertLoginHistory(db, { ...history, userId: user.id, success: false });
        await recordAudit(db, {
          ...base,
          at: now,
          userId: user?.id ?? null,
          action: 'login.failure',
          // Recorded for the bank's investigators only; the answer never says which one it was.
          detail: { reason: user === undefined ? 'unknown-username' : 'wrong-password' },
        });
        if (lockedNow === null) throw invalidCredentials();
        await recordAudit(db, {
          ...base,
          at: now,
          userId: user?.id ?? null,
          action: 'login.lockout',
          detail: { scope: 'address', lockedUntil: lockedNow },
        });
        throw lockedError(lockedNow);
      }

      // Blocked by an admin (users/block): told only after the right password, so a blocked
      // username is not revealed to someone guessing; no session is made.
      if (user.blockedAt !== null) {
        await db.transaction(async (tx) => {
          await repo.insertLoginHistory(tx, { ...history, userId: user.id, success: false });
          await recordAudit(tx, { ...base, at: now, userId: user.id, action: 'login.blocked' });
        });
        throw new ApiError({ http: 403, status: 'error', message: 'login.blocked' });
      }

      // Maintenance (/site-mode): only those who manage the mode sign in, to switch it back.
      const mode = await readSiteMode(db);
      if (mode.maintenance && !managesSiteMode(user.role)) {
        await recordAudit(db, {
          ...base,
          at: now,
          userId: user.id,
          action: 'access.refused',
          detail: { http: 503, reason: 'maintenance', method: 'POST', endpoint: '/api/v2/security/login' },
        });
        throw maintenanceRefusal(mode);
      }

      const organizations = await repo.organizationsOf(db, user.id);
      const organizationId = organizations[0]?.id ?? null;
      const token = newSessionToken();
      await db.transaction(async (tx) => {
        // Only this address's count: the account guard keeps counting a guessing attack elsewhere.
        await repo.clearAddressFailures(tx, key, meta.ip);
        await repo.insertSession(tx, {
          tokenHash: hashToken(token),
          userId: user.id,
          organizationId,
          now,
          absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
        await repo.insertLoginHistory(tx, { ...history, userId: user.id, success: true });
        await recordAudit(tx, { ...base, at: now, userId: user.id, organizationId, action: 'login.success' });
      });
      return { ...(await loadCurrentUser(db, user.id, organizationId)), accessToken: token };
    },

    async logout(session: AuthSession, meta: ClientMeta): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.revokeSession(tx, session.sessionId, now);
        await recordAudit(tx, {
          at: now,
          action: 'logout',
          userId: session.userId,
          username: session.username,
          organizationId: session.organizationId,
          ip: meta.ip,
        });
      });
    },

    /**
     * Checks a password change and hashes the new password; failures are counted and audited here,
     * outside the change's transaction, so a refused attempt still counts towards the lock.
     */
    async checkPasswordChange(
      session: AuthSession,
      input: PasswordChange,
      meta: ClientMeta,
    ): Promise<CheckedPasswordChange> {
      const key = session.username.toLowerCase();
      const audit = {
        userId: session.userId,
        username: session.username,
        organizationId: session.organizationId,
        ip: meta.ip,
      };
      const locked = await repo.lockedUntil(db, key, meta.ip, clock.now());
      if (locked !== null) throw lockedError(locked);
      const user = await repo.findUserById(db, session.userId);
      if (user === undefined) throw ApiError.unauthenticated();

      // A live session is not proof of knowing the password: wrong guesses count towards the lock.
      if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
        const lockedNow = await registerFailure(key, meta.ip);
        await recordAudit(db, {
          ...audit,
          at: clock.now(),
          action: 'password.change-failure',
          detail: { reason: 'old-password' },
        });
        if (lockedNow !== null) throw lockedError(lockedNow);
        throw ApiError.rejected([{ attribute: 'oldPassword', key: 'password.oldWrong' }]);
      }

      const problems: FieldProblem[] = brokenPasswordRules(input.newPassword, user.username).map((rule) => ({
        attribute: 'newPassword',
        key: `password.rule.${rule}`,
        params: { min: PASSWORD_MIN_LENGTH },
      }));
      if (problems.length === 0 && isCommonPassword(input.newPassword))
        problems.push({ attribute: 'newPassword', key: 'password.common' });
      if (
        problems.length === 0 &&
        containsOrganization(input.newPassword, await repo.organizationsOf(db, user.id))
      )
        problems.push({ attribute: 'newPassword', key: 'password.organization' });
      if (input.newPassword === input.oldPassword)
        problems.push({ attribute: 'newPassword', key: 'password.sameAsOld' });
      if (input.newPassword !== input.confirmPassword) {
        problems.push({ attribute: 'confirmPassword', key: 'password.mismatch' });
      }
      if (problems.length > 0) {
        await recordAudit(db, {
          ...audit,
          at: clock.now(),
          action: 'password.change-failure',
          detail: { reason: 'rules', problems: problems.map((p) => p.key) },
        });
        throw ApiError.rejected(problems);
      }

      return {
        userId: user.id,
        key,
        audit,
        passwordHash: await hashPassword(input.newPassword, config.passwordHashCost),
      };
    },

    /** Applies a checked change in the caller's transaction: every session of the user is revoked, this one included (spec 1 §4). */
    async applyPasswordChange(tx: Db, change: CheckedPasswordChange): Promise<ChangePasswordData> {
      const now = clock.now();
      await repo.setPassword(tx, change.userId, change.passwordHash);
      await repo.revokeUserSessions(tx, change.userId, now);
      await repo.clearFailures(tx, change.key);
      await recordAudit(tx, { ...change.audit, at: now, action: 'password.change' });
      return { success: true };
    },

    /** Stores the request for staff; the answer is the same whatever was sent (no enumeration). */
    async requestReset(input: ResetRequestInput, meta: ClientMeta): Promise<void> {
      if (!(await checkCaptcha(input.captchaId, input.code))) throw invalidCaptcha();
      const now = clock.now();
      await db.transaction(async (tx) => {
        const id = await repo.insertResetRequest(tx, {
          fullName: input.full_name,
          clientNumber: input.client_number,
          phone: input.phone,
          createdAt: now,
          ip: meta.ip,
        });
        await recordAudit(tx, {
          at: now,
          action: 'password.reset-request',
          ip: meta.ip,
          detail: { requestId: id },
        });
      });
    },
  };
}
