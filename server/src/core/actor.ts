/**
 * Who is calling, resolved once by the router before any handler of a signed-in call runs
 * (docs/architecture.md §2): the session, the client address, the language answers are written
 * in and the device the call came from. Every module's service takes this one type; none builds
 * its own from the request. The organisations the caller acts for are not here as a value on
 * purpose: a change reads them inside its own transaction (plugins/scope-repository.ts
 * `scopeOf(tx, …)`), as on PGlite a read through the app's connection would wait for that very
 * transaction to end. A read outside a transaction may take them from `readScope`, which the node
 * keeps with the session for a few seconds (plugins/session-cache.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../contracts/envelope.ts';
import type { AuthSession } from '../plugins/auth.ts';
import type { Scope } from '../plugins/scope-repository.ts';

export type DeviceIcon = 'android' | 'ios' | 'web';

export interface Actor {
  readonly session: AuthSession;
  /** The client address as the audit log and the rate limits see it (TRUST_PROXY). */
  readonly ip: string;
  readonly lang: Language;
  /** The device kind a payment records as made on (payments.icon). */
  readonly icon: DeviceIcon;
  /** Its operating system when the user agent names one (payments.os). */
  readonly os: string | null;
  /**
   * The organisations the caller acts for, for a read outside any transaction (lists, views): read
   * through the app's connection, kept with the cached session (at most SESSION_CACHE_MS). Never
   * inside a change's transaction: there, `scopeOf(tx, session)`.
   */
  readonly readScope: () => Promise<Scope>;
}

/** The device kind and operating system a user agent names. */
export function deviceOf(userAgent: string | undefined): { icon: DeviceIcon; os: string | null } {
  const ua = userAgent ?? '';
  if (/android/i.test(ua)) return { icon: 'android', os: 'Android' };
  if (/iphone|ipad|ios/i.test(ua)) return { icon: 'ios', os: 'iOS' };
  const os = /windows/i.test(ua)
    ? 'Windows'
    : /mac os/i.test(ua)
      ? 'macOS'
      : /linux/i.test(ua)
        ? 'Linux'
        : null;
  return { icon: 'web', os };
}

export function actorOf(
  request: FastifyRequest,
  session: AuthSession,
  lang: Language,
  readScope: () => Promise<Scope>,
): Actor {
  const header = request.headers['user-agent'];
  const device = deviceOf(Array.isArray(header) ? header[0] : header);
  return { session, ip: request.ip, lang, icon: device.icon, os: device.os, readScope };
}
