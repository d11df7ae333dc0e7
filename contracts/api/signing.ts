/**
 * The local signing client (spec 1 §7.4) as the server sees it: where the browser finds the
 * client's two bridges, and the key check and renewal (page/test-styx, page/test-styx-to-update).
 *
 * A key check proves possession of the registered key: the browser asks for a challenge
 * (page/test-styx-challenge, designed here: the spec's body {sign_cipher, version} names no
 * message), has the local client sign it and sends the signature. The server verifies it with
 * the caller's registered public key (signing_keys) against the caller's newest open challenge;
 * each challenge answers once and lives 5 minutes. Renewal needs a fresh challenge and an SMS code
 * verified for purpose 'key-renewal' (contracts/api/sms.ts), which it consumes.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { CLIENT_ROLES } from '../roles.ts';

/** Versions of the signing client the bank supports; 3.0.1 still works but should be updated. */
export const SIGNER_VERSIONS = ['3.4.3', '3.0.1'] as const;
export type SignerVersion = (typeof SIGNER_VERSIONS)[number];
export const RECOMMENDED_SIGNER_VERSION: SignerVersion = '3.4.3';
/** Production ports of the two bridges (spec 1 §7.4); a demo or e2e server may move them. */
export const DEFAULT_SIGNER_PORTS = { ws: 8181, http: 6210 } as const;

/** Renewal is offered when the key ends within this many days (or has ended). */
export const KEY_RENEWAL_WINDOW_DAYS = 30;
/** A renewed key is valid this long from the renewal. */
export const KEY_RENEWAL_VALIDITY_DAYS = 365;
export const KEY_CHALLENGE_TTL_SECONDS = 300;
/** First line of every key-check challenge, so a challenge can never be mistaken for a payment batch. */
export const KEY_CHALLENGE_PREFIX = 'CORPBANK-KEY-CHECK-V1';

export const signerConfigDataSchema = z.object({
  /** ws://127.0.0.1:<ws_port> */
  ws_port: z.number().int(),
  /** http://127.0.0.1:<http_port> */
  http_port: z.number().int(),
  /**
   * Outside production the bridges are the demo simulator, which holds every demo user's key and
   * answers for the user named in each call (as if that user's token were inserted). null in
   * production: a real client answers for the token in the machine and ignores the name.
   */
  simulator_username: z.string().nullable(),
});
export type SignerConfigData = z.output<typeof signerConfigDataSchema>;

export const signerConfig = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'page/signer-config',
  access: '*',
  response: signerConfigDataSchema,
});

export const keyChallengeDataSchema = z.object({
  /** The exact text the local client signs (signMSG). */
  challenge: z.string(),
  expires_at: z.string(),
});
export type KeyChallengeData = z.output<typeof keyChallengeDataSchema>;

export const keyChallenge = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'page/test-styx-challenge',
  access: CLIENT_ROLES,
  body: z.strictObject({}),
  response: keyChallengeDataSchema,
});

/**
 * valid: signed by the registered key, which is in force beyond the renewal window;
 * expiring: in force but ends within KEY_RENEWAL_WINDOW_DAYS (renewal recommended);
 * expired: past its end (renewal recommended); invalid: the signature is not the registered key's
 * (another token inserted, no open challenge, no key registered).
 */
export const KEY_STATUSES = ['valid', 'expiring', 'expired', 'invalid'] as const;
export type KeyStatus = (typeof KEY_STATUSES)[number];

export const keyDataSchema = z.object({
  serial_number: z.string(),
  owner: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  /** Whole days until valid_to (negative once ended). */
  days_left: z.number().int(),
  /** test-styx-to-update would be accepted (with a verified SMS code). */
  renewable: z.boolean(),
});
export type KeyData = z.output<typeof keyDataSchema>;

export const keyInfoSchema = z.object({
  status: z.enum(KEY_STATUSES),
  /** Localised reason when the status is not valid or the client is outdated; else null. */
  error_message: z.string().nullable(),
  /** The validity end (YYYY-MM-DD) a renewal would give, when renewal is recommended; else null. */
  recommended_key_version: z.string().nullable(),
  /** The client version to install when the caller's is outdated (3.0.1 → 3.4.3); else null. */
  recommended_browser_version: z.enum(SIGNER_VERSIONS).nullable(),
  /** The registered key; null when none is registered or the signature is not its. */
  key_data: keyDataSchema.nullable(),
});
export type KeyInfo = z.output<typeof keyInfoSchema>;

export const keyInfoDataSchema = z.object({ key_info: keyInfoSchema });
export type KeyInfoData = z.output<typeof keyInfoDataSchema>;

const signedBody = z.strictObject({
  /** Base64 of the DER ECDSA signature the local client made over the challenge. */
  sign_cipher: z.string().trim().min(1).max(2000),
  version: z.enum(SIGNER_VERSIONS),
});

export const testStyx = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'page/test-styx',
  access: CLIENT_ROLES,
  body: signedBody,
  response: keyInfoDataSchema,
});

export const testStyxToUpdate = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'page/test-styx-to-update',
  access: CLIENT_ROLES,
  idempotent: 'optional',
  body: signedBody,
  response: keyInfoDataSchema,
});
