/**
 * Headers on every answer, API or file (architecture.md §3). The CSP allows no inline script;
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

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const policy = contentSecurityPolicy(config);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers({
      'content-security-policy': policy,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
    // Answers carry account data and tokens: no browser or proxy may keep them.
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
}
