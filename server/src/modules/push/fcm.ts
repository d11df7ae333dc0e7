/**
 * Firebase Cloud Messaging HTTP v1 (the legacy `/fcm/send` API was shut down in 2024): one
 * `POST {base}/v1/projects/{projectId}/messages:send` per browser token, authorised by an OAuth2
 * access token that the service account obtains by signing an RS256 JWT assertion (node:crypto) and
 * exchanging it at its token URI. The access token is kept until a minute before it expires.
 * Nothing here throws: every outcome is a value the caller logs.
 */
import { createSign } from 'node:crypto';
import type { FirebaseServiceAccount } from '../../config.ts';

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const JWT_SECONDS = 3600;

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** The signed assertion of RFC 7523 that Google's token endpoint exchanges for an access token. */
export function signedAssertion(account: FirebaseServiceAccount, nowSeconds: number): string {
  const header = { alg: 'RS256', typ: 'JWT', ...(account.privateKeyId ? { kid: account.privateKeyId } : {}) };
  const claims = {
    iss: account.clientEmail,
    sub: account.clientEmail,
    scope: SCOPE,
    aud: account.tokenUri,
    iat: nowSeconds,
    exp: nowSeconds + JWT_SECONDS,
  };
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(account.privateKey);
  return `${unsigned}.${base64url(signature)}`;
}

interface CachedToken {
  readonly value: string;
  readonly expiresAt: number;
}

const tokens = new Map<string, CachedToken>();
const cacheKey = (a: FirebaseServiceAccount) => `${a.tokenUri}|${a.clientEmail}`;

/** Forgets cached access tokens (tests; and after a 401 from FCM). */
export function forgetAccessTokens(account?: FirebaseServiceAccount): void {
  if (account === undefined) tokens.clear();
  else tokens.delete(cacheKey(account));
}

async function accessToken(account: FirebaseServiceAccount, timeoutMs: number): Promise<string> {
  const key = cacheKey(account);
  const cached = tokens.get(key);
  if (cached !== undefined && cached.expiresAt - 60_000 > Date.now()) return cached.value;
  const response = await fetch(account.tokenUri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: signedAssertion(account, Math.floor(Date.now() / 1000)),
    }).toString(),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
  if (typeof body.access_token !== 'string') throw new Error('token endpoint gave no access_token');
  const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
  tokens.set(key, { value: body.access_token, expiresAt: Date.now() + seconds * 1000 });
  return body.access_token;
}

/** sent; gone: the token is no longer registered (delete it); failed: anything else. */
export type SendOutcome = 'sent' | 'gone' | 'failed';

export interface FcmMessage {
  /** Strings only (FCM v1 `data`). */
  readonly data: Readonly<Record<string, string>>;
}

function isUnregistered(status: number, body: unknown): boolean {
  if (status === 404) return true;
  const details = (body as { error?: { details?: unknown[] } } | null)?.error?.details ?? [];
  return details.some((d) => (d as { errorCode?: unknown } | null)?.errorCode === 'UNREGISTERED');
}

/** Where and how patiently to call FCM. */
export interface FcmTarget {
  readonly account: FirebaseServiceAccount;
  readonly apiBase: string;
  /** Each HTTP call to Google gives up after this long (the push is best effort). */
  readonly timeoutMs: number;
}

/** Sends one message per token; answers the outcome per token, in order. */
export async function sendToTokens(
  { account, apiBase, timeoutMs }: FcmTarget,
  tokensToSend: readonly string[],
  message: FcmMessage,
  log: (line: string) => void,
): Promise<SendOutcome[]> {
  if (tokensToSend.length === 0) return [];
  let bearer: string;
  try {
    bearer = await accessToken(account, timeoutMs);
  } catch (error) {
    log(`push: no FCM access token: ${(error as Error).message}`);
    return tokensToSend.map(() => 'failed');
  }
  const url = `${apiBase}/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`;
  return Promise.all(
    tokensToSend.map(async (token): Promise<SendOutcome> => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
          body: JSON.stringify({
            message: {
              token,
              data: message.data,
              // Delivered at once, kept a day when the phone is off.
              webpush: { headers: { Urgency: 'high', TTL: '86400' } },
            },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.ok) return 'sent';
        const body: unknown = await response.json().catch(() => null);
        if (response.status === 401) forgetAccessTokens(account);
        if (isUnregistered(response.status, body)) return 'gone';
        log(`push: FCM answered ${response.status}`);
        return 'failed';
      } catch (error) {
        log(`push: FCM call failed: ${(error as Error).message}`);
        return 'failed';
      }
    }),
  );
}
