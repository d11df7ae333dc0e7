/**
 * Headers on every answer, API or file, and Fastify's own refusals (docs/architecture.md §3). The CSP allows no inline script;
 * inline styles are allowed because Ionic's components set them. connect-src names the local
 * signing client's two bridges (spec 1 §7.4): 8181 and 6210 unless SIGNER_*_PORT move them; the
 * browser learns the same ports from page/signer-config (modules/signing-keys). When push is
 * configured (FIREBASE_API_KEY …), it also names the two Google endpoints the firebase messaging SDK
 * calls to get a push token (installations and FCM registrations); otherwise nothing more.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Where the browser's firebase messaging SDK connects when getting or deleting a token. */
export const FIREBASE_CONNECT_SOURCES = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
] as const;

export function contentSecurityPolicy({
  signerWsPort,
  signerHttpPort,
  firebaseWeb,
}: Pick<Config, 'signerWsPort' | 'signerHttpPort' | 'firebaseWeb'>): string {
  const firebase = firebaseWeb === null ? '' : ` ${FIREBASE_CONNECT_SOURCES.join(' ')}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self' ws://127.0.0.1:${signerWsPort} http://127.0.0.1:${signerHttpPort}${firebase}`,
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/** URL prefixes answered by the API; never cached, never served the app. */
export const API_PREFIXES = ['/api/', '/newchat/', '/tgb/'] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}

/** Two years, the preload lists' minimum: once a browser has seen the site over https, never http. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The headers of every answer. One function, because Fastify answers some requests without running
 * the onRequest hooks (a malformed URL, a broken HTTP request): app.ts sends those through it too.
 * (@fastify/helmet was weighed: it sets the same through the same hook, so the framework's own
 * errors would still need this; one list in one place is simpler.)
 */
export function securityHeaders(config: Config, url: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-permitted-cross-domain-policies': 'none',
    // Production runs behind TLS; the demo and tests on plain http must not pin localhost to https.
    ...(config.production ? { 'strict-transport-security': HSTS } : {}),
    // Answers carry account data and tokens: no browser or proxy may keep them.
    ...(isApiPath(url) ? { 'cache-control': 'no-store' } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders(config, request.url));
  });
}
