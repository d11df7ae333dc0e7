/**
 * Activated devices (issue 6). Activation: a verified SMS code of purpose 'device-activation' is
 * spent in the same transaction that stores the passkey, so one code activates one device. The
 * relying party comes from configuration only (config.webauthn: WEBAUTHN_RP_ID / WEBAUTHN_ORIGINS),
 * never from the request's Host header. Passkey signatures go through the soum-payment state machine
 * (uzs-payment service signPasskey) with sign_type 'passkey' and the credential id as key serial.
 */
import { randomBytes } from 'node:crypto';
import {
  WEBAUTHN_CHALLENGE_SECONDS,
  type AssertionBody,
  type DeviceRegisterOptions,
  type DeviceRow,
  type DeviceUnlockOptions,
  type HeadsInboxData,
  type InboxAccount,
  type InboxTotal,
} from '../../../../contracts/api/devices.ts';
import type { LoginData } from '../../../../contracts/api/security.ts';
import { UZS_BATCH_MAX } from '../../../../contracts/api/uzs-payment.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { resumableSession, resumeSession } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { loadCurrentUser } from '../security/current-user-service.ts';
import { refuseWhileLocked } from '../security/service.ts';
import { consumeVerifiedCode } from '../sms/service.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import type { Actor, createUzsPaymentService } from '../uzs-payment/service.ts';
import { checkDeviceAssertion, webauthnFailure } from './assertion.ts';
import * as repo from './repository.ts';
import {
  digestChallenge,
  fromBase64url,
  toBase64url,
  verifyRegistration,
  type RelyingParty,
} from './webauthn.ts';

type UzsService = ReturnType<typeof createUzsPaymentService>;

function toDeviceRow(d: repo.DeviceRecord, username?: string): DeviceRow {
  return {
    id: d.id,
    name: d.name,
    credential_id: d.credentialId,
    created_at: d.createdAt.toISOString(),
    last_used_at: d.lastUsedAt?.toISOString() ?? null,
    revoked_at: d.revokedAt?.toISOString() ?? null,
    ...(username === undefined ? {} : { username }),
  };
}

export function createDeviceService(db: Db, clock: Clock, uzs: UzsService) {
  async function audit(tx: Db, actor: Actor, action: AuditAction, detail: Record<string, unknown>) {
    await auditActor(tx, clock.now(), actor, action, detail);
  }

  async function newChallenge(tx: Db, userId: number, purpose: 'register' | 'unlock'): Promise<string> {
    const challenge = toBase64url(randomBytes(32));
    await repo.addChallenge(tx, {
      userId,
      purpose,
      challenge,
      expiresAt: new Date(clock.now().getTime() + WEBAUTHN_CHALLENGE_SECONDS * 1000),
    });
    return challenge;
  }

  const checkAssertion = (
    tx: Db,
    userId: number,
    assertion: AssertionBody,
    challenge: Uint8Array,
    rp: RelyingParty,
  ) => checkDeviceAssertion(tx, clock, userId, assertion, challenge, rp);

  /** The challenge an assertion or attestation signed, read from its clientDataJSON ('' if none). */
  function signedChallenge(clientDataJson: string): string {
    try {
      const client = JSON.parse(Buffer.from(clientDataJson, 'base64url').toString('utf8')) as {
        challenge?: unknown;
      };
      return typeof client.challenge === 'string' ? client.challenge : '';
    } catch {
      return '';
    }
  }

  /** The session a quick unlock would resume; anything else is the ordinary 401 (sign in again). */
  async function lockedSession(tx: Db, authorization: string | undefined, ip: string) {
    const session = await resumableSession(tx, clock, authorization);
    if (session === null) throw ApiError.unauthenticated();
    // Locked for wrong passwords from this address (security/service.ts): no passkey way round it.
    await refuseWhileLocked(tx, session.username.toLowerCase(), ip, clock.now());
    return session;
  }

  return {
    async unlockOptions(
      tx: Db,
      authorization: string | undefined,
      rp: RelyingParty,
      ip: string,
    ): Promise<DeviceUnlockOptions> {
      const session = await lockedSession(tx, authorization, ip);
      const active = (await repo.userDevices(tx, session.userId)).filter((d) => d.revokedAt === null);
      if (active.length === 0)
        throw ApiError.rejected([{ attribute: 'assertion', key: 'device.unknown' }], 'device.unknown');
      return {
        challenge: await newChallenge(tx, session.userId, 'unlock'),
        rp_id: rp.rpId,
        credentials: active.map((d) => d.credentialId),
        timeout: WEBAUTHN_CHALLENGE_SECONDS * 1000,
      };
    },

    /** Resumes the locked session after a passkey assertion over an unlock challenge of its user. */
    async unlock(
      tx: Db,
      authorization: string | undefined,
      rp: RelyingParty,
      assertion: AssertionBody,
      ip: string,
    ): Promise<LoginData> {
      const session = await lockedSession(tx, authorization, ip);
      const challenge = signedChallenge(assertion.client_data_json);
      if (!(await repo.useChallenge(tx, session.userId, 'unlock', challenge, clock.now())))
        throw ApiError.rejected(
          [{ attribute: 'challenge', key: 'device.challenge.expired' }],
          'device.challenge.expired',
        );
      const device = await checkAssertion(tx, session.userId, assertion, fromBase64url(challenge), rp);
      await resumeSession(tx, session.sessionId, clock.now());
      await auditActor(tx, clock.now(), { session, ip }, 'device.unlock', { deviceId: device.id });
      return {
        ...(await loadCurrentUser(tx, session.userId, session.organizationId)),
        accessToken: session.token,
      };
    },

    async registerOptions(tx: Db, actor: Actor, rp: RelyingParty): Promise<DeviceRegisterOptions> {
      const own = await repo.userDevices(tx, actor.session.userId);
      return {
        challenge: await newChallenge(tx, actor.session.userId, 'register'),
        rp: { id: rp.rpId, name: 'CorpBank' },
        user: {
          id: toBase64url(new TextEncoder().encode(`corpbank-user-${actor.session.userId}`)),
          name: actor.session.username,
          displayName: actor.session.fullName,
        },
        exclude: own.filter((d) => d.revokedAt === null).map((d) => d.credentialId),
        timeout: WEBAUTHN_CHALLENGE_SECONDS * 1000,
      };
    },

    async register(
      tx: Db,
      actor: Actor,
      rp: RelyingParty,
      body: { name: string; credential_id: string; client_data_json: string; attestation_object: string },
    ): Promise<DeviceRow> {
      // The challenge the browser signed is read from clientDataJSON, then spent for this user.
      const challenge = signedChallenge(body.client_data_json);
      if (!(await repo.useChallenge(tx, actor.session.userId, 'register', challenge, clock.now())))
        throw ApiError.rejected(
          [{ attribute: 'challenge', key: 'device.challenge.expired' }],
          'device.challenge.expired',
        );
      let credential;
      try {
        credential = verifyRegistration(
          { clientDataJSON: body.client_data_json, attestationObject: body.attestation_object },
          fromBase64url(challenge),
          rp,
        );
      } catch (error) {
        throw webauthnFailure(error);
      }
      if (credential.credentialId !== body.credential_id)
        throw ApiError.rejected([{ attribute: 'credential_id', key: 'device.webauthn.failed' }]);
      if ((await repo.lockCredential(tx, credential.credentialId)) !== null)
        throw ApiError.rejected(
          [{ attribute: 'credential_id', key: 'device.duplicate' }],
          'device.duplicate',
        );
      await consumeVerifiedCode(tx, clock, actor.session.userId, 'device-activation');
      const device = await repo.insertDevice(tx, {
        userId: actor.session.userId,
        name: body.name,
        credentialId: credential.credentialId,
        publicKey: credential.publicKeyPem,
        algorithm: credential.algorithm,
        signCount: credential.signCount,
        createdAt: clock.now(),
      });
      await audit(tx, actor, 'device.register', { deviceId: device.id, name: body.name });
      return toDeviceRow(device);
    },

    async list(actor: Actor): Promise<DeviceRow[]> {
      return (await repo.userDevices(db, actor.session.userId)).map((d) => toDeviceRow(d));
    },

    async adminList(username: string): Promise<DeviceRow[]> {
      return (await repo.devicesOfUsername(db, username)).map((r) => toDeviceRow(r.device, r.username));
    },

    /** Revokes a device: own devices for users, any for admins; another user's id answers 404. */
    async revoke(tx: Db, actor: Actor, id: number, asAdmin: boolean): Promise<DeviceRow> {
      const device = await repo.findDevice(tx, id);
      if (device === null || (!asAdmin && device.userId !== actor.session.userId)) throw ApiError.notFound();
      if (device.revokedAt !== null) return toDeviceRow(device);
      const now = clock.now();
      await repo.updateDevice(tx, id, { revokedAt: now, revokedBy: actor.session.userId });
      await audit(tx, actor, 'device.revoke', { deviceId: id, ownerId: device.userId, asAdmin });
      return toDeviceRow({ ...device, revokedAt: now, revokedBy: actor.session.userId });
    },

    async sign(
      tx: Db,
      actor: Actor,
      rp: RelyingParty,
      body: { payment_id: number; version: number; assertion: AssertionBody },
    ) {
      return uzs.signPasskey(tx, actor, body.payment_id, body.version, async (digest) => {
        const device = await checkAssertion(
          tx,
          actor.session.userId,
          body.assertion,
          digestChallenge(digest),
          rp,
        );
        return {
          keySerial: `passkey:${device.credentialId}`,
          cipher: body.assertion.signature,
          message: JSON.stringify({
            client_data_json: body.assertion.client_data_json,
            authenticator_data: body.assertion.authenticator_data,
          }),
        };
      });
    },

    /**
     * What awaits the caller's signature in every organisation they act for (scopeOf), newest
     * first, totals per currency, account headroom.
     */
    async inbox(actor: Actor): Promise<HeadsInboxData> {
      const page = await uzs.list(
        actor,
        { awaiting: 'sign' },
        { page: 1, pageSize: UZS_BATCH_MAX, sort: '-id' },
      );
      const rows = [...page.list];
      const totals = new Map<string, { count: number; sum: bigint }>();
      const byAccount = new Map<string, bigint>();
      for (const row of rows) {
        const minor = toMinor(row.sum);
        const total = totals.get(row.currency) ?? { count: 0, sum: 0n };
        totals.set(row.currency, { count: total.count + 1, sum: total.sum + minor });
        byAccount.set(row.account, (byAccount.get(row.account) ?? 0n) + minor);
      }
      const scope = await scopeOf(db, actor.session);
      const balances = await repo.accountBalances(db, scope, [...byAccount.keys()]);
      const accounts: InboxAccount[] = balances.map((b) => {
        const awaiting = byAccount.get(b.number) ?? 0n;
        return {
          account: b.number,
          currency: b.currency,
          balance: fromMinor(b.balance),
          awaiting: fromMinor(awaiting),
          headroom: fromMinor(b.balance - awaiting),
        };
      });
      const organizationId = actor.session.organizationId;
      const totalsList: InboxTotal[] = [...totals].map(([currency, t]) => ({
        currency,
        count: t.count,
        sum: fromMinor(t.sum),
      }));
      const edsOnly: number[] = [];
      for (const id of new Set(rows.map((r) => r.organization_id)))
        if (await uzs.organizationEdsOnly(id)) edsOnly.push(id);
      return {
        rows,
        totals: totalsList,
        accounts,
        eds_only: organizationId === null ? false : await uzs.organizationEdsOnly(organizationId),
        eds_only_organizations: edsOnly,
      };
    },
  };
}
