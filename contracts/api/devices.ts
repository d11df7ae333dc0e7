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
import { uzsPaymentRowSchema } from './uzs-payment.ts';
import { SIGNER_ROLES } from '../roles.ts';
import { endpoint } from './endpoint.ts';
import { moneyText } from './answers.ts';
import { loginData } from './security.ts';

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

/** What navigator.credentials.create needs (binary values base64url). */
export const deviceRegisterOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.string(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  /** Credentials already on this user's active devices (not registered twice). */
  exclude: z.array(z.string()),
  timeout: z.number().int(),
});
export type DeviceRegisterOptions = z.output<typeof deviceRegisterOptionsSchema>;

export const deviceRegisterOptions = endpoint({
  method: 'POST',
  base,
  path: 'devices/register-options',
  access: DEVICE_ROLES,
  body: z.strictObject({}),
  response: deviceRegisterOptionsSchema,
});

export const deviceRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  credential_id: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** Admin list only. */
  username: z.string().optional(),
});
export type DeviceRow = z.output<typeof deviceRowSchema>;

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
  response: deviceRowSchema,
});

export const deviceList = endpoint({
  method: 'GET',
  base,
  path: 'devices/list',
  access: DEVICE_ROLES,
  response: z.array(deviceRowSchema),
});

export const deviceRevoke = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'devices/revoke',
  access: DEVICE_ROLES,
  body: z.strictObject({ id }),
  response: deviceRowSchema,
});

export const deviceAdminList = endpoint({
  method: 'GET',
  base,
  path: 'devices/admin-list',
  access: ADMINS,
  query: z.strictObject({ username: z.string().trim().min(1).max(100) }),
  response: z.array(deviceRowSchema),
});

export const deviceAdminRevoke = endpoint({
  idempotent: 'required',
  method: 'POST',
  base,
  path: 'devices/admin-revoke',
  access: ADMINS,
  body: z.strictObject({ id }),
  response: deviceRowSchema,
});

/** An assertion as the browser returns it (binary values base64url). */
export const assertionBody = z.strictObject({
  credential_id: b64url,
  client_data_json: b64url,
  authenticator_data: b64url,
  signature: b64url,
});
export type AssertionBody = z.input<typeof assertionBody>;

export const devicePaymentSignDataSchema = z.object({ rows: z.array(uzsPaymentRowSchema) });
export type DevicePaymentSignData = z.output<typeof devicePaymentSignDataSchema>;

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
  response: devicePaymentSignDataSchema,
});

export const inboxTotalSchema = z.object({
  currency: z.string(),
  count: z.number().int(),
  /** Decimal string. */
  sum: moneyText,
});
export type InboxTotal = z.output<typeof inboxTotalSchema>;

export const inboxAccountSchema = z.object({
  account: z.string(),
  currency: z.string(),
  balance: moneyText,
  /** What the awaiting payments from this account add up to. */
  awaiting: moneyText,
  /** balance − awaiting; negative means the account cannot cover all of them. */
  headroom: moneyText,
});
export type InboxAccount = z.output<typeof inboxAccountSchema>;

export const headsInboxDataSchema = z.object({
  rows: z.array(uzsPaymentRowSchema),
  totals: z.array(inboxTotalSchema),
  accounts: z.array(inboxAccountSchema),
  /** Whether the session's organisation refuses passkey signatures (EDS only). */
  eds_only: z.boolean(),
  /** The listed payments' organisations that refuse passkey signatures (their rows cannot be signed here). */
  eds_only_organizations: z.array(z.number().int()),
});
export type HeadsInboxData = z.output<typeof headsInboxDataSchema>;

/** The approval inbox: what awaits the caller's signature, newest first, with totals and headroom. */
export const headsInbox = endpoint({
  method: 'GET',
  base,
  path: 'devices/inbox',
  access: DEVICE_ROLES,
  response: headsInboxDataSchema,
});

export const deviceUnlockOptionsSchema = z.object({
  challenge: z.string(),
  rp_id: z.string(),
  /** The user's active credentials (allowCredentials). */
  credentials: z.array(z.string()),
  timeout: z.number().int(),
});
export type DeviceUnlockOptions = z.output<typeof deviceUnlockOptionsSchema>;

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
  response: deviceUnlockOptionsSchema,
});

/** Answers like sign-in (current user and the same access token, now live again). */
export const deviceUnlock = endpoint({
  method: 'POST',
  base,
  path: 'devices/unlock',
  access: 'public',
  body: z.strictObject({ assertion: assertionBody }),
  response: loginData,
});
