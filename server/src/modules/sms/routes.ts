/** HTTP side of one-time SMS codes (contracts/api/sms.ts, spec 1 §7.2). */
import { checkSmsCode, sendSms, smsDemoOutbox } from '../../../../contracts/api/sms.ts';
import { ok } from '../../plugins/errors.ts';
import { byAddress, byUser, type AppDeps, type Router } from '../../plugins/router.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { smsSenderFor, type SmsLog } from './sender.ts';
import { createSmsService, type SmsActor } from './service.ts';

function actorOf(session: AuthSession, ip: string): SmsActor {
  return { userId: session.userId, username: session.username, organizationId: session.organizationId, ip };
}

export function registerSmsRoutes(router: Router, { db, clock, config }: AppDeps, log: SmsLog): void {
  const service = createSmsService(clock, smsSenderFor(config, log));

  // Besides the daily cap per user and purpose (service.ts): a burst limit per user and address.
  router.route(
    sendSms,
    ({ body, session, request, lang, commit }) =>
      commit(async (tx) => ok(await service.send(tx, actorOf(session, request.ip), body.purpose, lang))),
    [byUser('smsUser'), byAddress('smsIp')],
  );
  router.route(
    checkSmsCode,
    async ({ body, session, request }) =>
      ok(await service.check(db, actorOf(session, request.ip), body.purpose, body.code)),
    [byAddress('smsIp')],
  );
  router.route(smsDemoOutbox, async ({ query }) => ok(await service.outbox(db, query.username)));
}
