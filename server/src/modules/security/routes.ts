/** HTTP side of the security calls (contracts/api/security.ts); rules live in service.ts. */
import type { FastifyRequest } from 'fastify';
import {
  changePassword,
  forgot,
  getCaptcha,
  login,
  logout,
  passwordRules,
} from '../../../../contracts/api/security.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES } from '../../../../contracts/password-rules.ts';
import { t } from '../../i18n.ts';
import { ok } from '../../plugins/errors.ts';
import { byAddress, type AppDeps, type Router } from '../../plugins/router.ts';
import { createSecurityService, type ClientMeta } from './service.ts';

/** Long enough for any real browser; a longer header is noise and would only bloat the rows. */
const MAX_USER_AGENT = 512;

function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT) };
}

export function registerSecurityRoutes(router: Router, deps: AppDeps): void {
  const service = createSecurityService(deps);

  // Rate limits (plugins/rate-limit.ts, config.ts): per client address; the per-account side of
  // sign-in is the lock per username and address and the account guard (service.ts).
  router.publicRoute(getCaptcha, async () => ok(await service.newCaptcha()), [byAddress('captchaIp')]);

  router.publicRoute(login, async ({ body, request }) => ok(await service.login(body, clientMeta(request))), [
    byAddress('loginIp'),
  ]);

  // Logout and a password change end sessions: this node forgets the sessions it keeps once the
  // change committed (plugins/session-cache.ts), so the ended session is refused at once here.
  router.route(logout, async ({ session, request }) => {
    await service.logout(session, clientMeta(request)).finally(() => router.forgetSessions());
    return { status: 'success' };
  });

  router.route(passwordRules, async () => ok({ minLength: PASSWORD_MIN_LENGTH, rules: PASSWORD_RULES }));

  router.route(changePassword, async ({ body, session, request, lang, commit }) => {
    const change = await service.checkPasswordChange(session, body, clientMeta(request));
    return commit(async (tx) =>
      ok(await service.applyPasswordChange(tx, change), t(lang, 'password.changed')),
    ).finally(() => router.forgetSessions());
  });

  router.publicRoute(
    forgot,
    async ({ body, request, lang }) => {
      await service.requestReset(body, clientMeta(request));
      return { status: 'success', message: t(lang, 'forgot.accepted') };
    },
    [
      byAddress('resetIp'),
      { limit: 'resetAccount', key: ({ body }) => `client:${body.client_number.trim()}` },
    ],
  );
}
