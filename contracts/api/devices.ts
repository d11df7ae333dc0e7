/**
 * Activated phones of signers (issue 6): a device is activated after an SMS code of purpose
 * 'device-activation' (contracts/api/sms.ts) by registering a WebAuthn passkey (platform
 * authenticator, user verification required). A phone then signs a soum payment with an assertion
 * whose challenge is the payment's digest (contracts/payments/digest.ts paymentDigest, its 32 bytes):
 * one assertion per payment, so a bulk sign reports a result per payment and an offline approval
 * covers exactly the version it was made for. Users list and revoke their devices; admins too.
 */
import { z } from 'zod';
import { dbId } from './ids.ts';
import type { UzsPaymentRow } from './uzs-payment.ts';
import { SIGNER_ROLES } from '../roles.ts';
import { endpoint } from './endpoint.ts';

const base = '/api/v2/' as const;
/** Who may activate a phone and sign on it: the payment signers. */
export const DEVICE_ROLES = SIGNER_ROLES;
const ADMINS = ['admin'] as const;

export const DEVICE_NAME_MAX = 60;
/** Registration and unlock challenges live this long. */
export const WEBAUTHN_CHALLENGE_SECONDS = 300;

const b64url = z
  .string()
  .min(1)
  .max(20_000)
  .regex(/^[A-Za-z0-9_-]+$/);
const id = dbId;

export const deviceRegisterOptions = endpoint({
  method: 'POST',
  base,
  path: 'devices/register-options',
  access: DEVICE_ROLES,
  body: z.strictObject({}),
});
/** What navigator.credentials.create needs (binary values base64url). */
export interface DeviceRegisterOptions {
  readonly challenge: string;
  readonly rp: { readonly id: string; readonly name: string };
  readonly user: { readonly id: string; readonly name: string; readonly displayName: string };
  /** Credentials already on this user's active devices (not registered twice). */
  readonly exclude: readonly string[];
  readonly timeout: number;
}

export const deviceRegister = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'devices/register',
  access: DEVICE_ROLES,
  body: z.strictObject({
    name: z.string().trim().min(1).max(DEVICE_NAME_MAX),
    credential_id: b64url,
    client_data_json: b64url,
    attestation_object: b64url,
  }),
});

export interface DeviceRow {
  readonly id: number;
  readonly name: string;
  readonly credential_id: string;
  readonly created_at: string;
  readonly last_used_at: string | null;
  readonly revoked_at: string | null;
  /** Admin list only. */
  readonly username?: string;
}

export const deviceList = endpoint({
  method: 'GET',
  base,
  path: 'devices/list',
  access: DEVICE_ROLES,
});

export const deviceRevoke = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'devices/revoke',
  access: DEVICE_ROLES,
  body: z.strictObject({ id }),
});

export const deviceAdminList = endpoint({
  method: 'GET',
  base,
  path: 'devices/admin-list',
  access: ADMINS,
  query: z.strictObject({ username: z.string().trim().min(1).max(100) }),
});

export const deviceAdminRevoke = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'devices/admin-revoke',
  access: ADMINS,
  body: z.strictObject({ id }),
});

/** An assertion as the browser returns it (binary values base64url). */
export const assertionBody = z.strictObject({
  credential_id: b64url,
  client_data_json: b64url,
  authenticator_data: b64url,
  signature: b64url,
});
export type AssertionBody = z.input<typeof assertionBody>;

/**
 * A passkey signature of one payment: the version the head saw (the assertion's challenge is that
 * version's digest). Stale version → 412 with the current row; EDS-only organisation → 403.
 */
export const devicePaymentSign = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'devices/sign',
  access: DEVICE_ROLES,
  body: z.strictObject({ payment_id: id, version: id, assertion: assertionBody }),
});
export interface DevicePaymentSignData {
  readonly rows: readonly UzsPaymentRow[];
}

/** The approval inbox: what awaits the caller's signature, newest first, with totals and headroom. */
export const headsInbox = endpoint({
  method: 'GET',
  base,
  path: 'devices/inbox',
  access: DEVICE_ROLES,
});
export interface InboxTotal {
  readonly currency: string;
  readonly count: number;
  /** Decimal string. */
  readonly sum: string;
}
export interface InboxAccount {
  readonly account: string;
  readonly currency: string;
  readonly balance: string;
  /** What the awaiting payments from this account add up to. */
  readonly awaiting: string;
  /** balance − awaiting; negative means the account cannot cover all of them. */
  readonly headroom: string;
}
export interface HeadsInboxData {
  readonly rows: readonly UzsPaymentRow[];
  readonly totals: readonly InboxTotal[];
  readonly accounts: readonly InboxAccount[];
  /** Whether the session's organisation refuses passkey signatures (EDS only). */
  readonly eds_only: boolean;
  /** The listed payments' organisations that refuse passkey signatures (their rows cannot be signed here). */
  readonly eds_only_organizations: readonly number[];
}

/**
 * Quick unlock: a session locked by inactivity is resumed with the passkey instead of the password
 * and captcha. Both calls carry the locked session's bearer token (public: that session may have
 * failed the idle rule already). The session keeps its 12 hours from sign-in; a revoked or expired
 * one, a locked-out user, a revoked device or another user's credential get no unlock.
 */
export const deviceUnlockOptions = endpoint({
  method: 'POST',
  base,
  path: 'devices/unlock-options',
  access: 'public',
  body: z.strictObject({}),
});
export interface DeviceUnlockOptions {
  readonly challenge: string;
  readonly rp_id: string;
  /** The user's active credentials (allowCredentials). */
  readonly credentials: readonly string[];
  readonly timeout: number;
}

/** Answers like sign-in (current user and the same access token, now live again). */
export const deviceUnlock = endpoint({
  method: 'POST',
  base,
  path: 'devices/unlock',
  access: 'public',
  body: z.strictObject({ assertion: assertionBody }),
});
