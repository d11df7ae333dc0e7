/**
 * Who is calling, resolved once by the router before any handler of a signed-in call runs
 * (docs/architecture.md §2): the session, the client address, the language answers are written
 * in, the device the call came from, and the organisations the caller acts for. Every module's
 * service takes this one type; none builds its own from the request.
 */
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../contracts/envelope.ts';
import type { Db } from '../db/client.ts';
import type { AuthSession } from '../plugins/auth.ts';
import { scopeOf, type Scope } from '../plugins/scope-repository.ts';

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
   * The organisations the caller acts for (null: every one, bank staff); read from the database on
   * first use and kept for the rest of the call, so a handler that never needs it costs no query.
   */
  scope(): Promise<Scope>;
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

export function actorOf(db: Db, request: FastifyRequest, session: AuthSession, lang: Language): Actor {
  const header = request.headers['user-agent'];
  const device = deviceOf(Array.isArray(header) ? header[0] : header);
  let scope: Promise<Scope> | null = null;
  return {
    session,
    ip: request.ip,
    lang,
    icon: device.icon,
    os: device.os,
    scope: () => (scope ??= scopeOf(db, session)),
  };
}
