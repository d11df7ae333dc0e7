/** HTTP side of one-time SMS codes (contracts/api/sms.ts, spec 1 §7.2). */
import { checkSmsCode, sendSms, smsDemoOutbox } from '../../../../contracts/api/sms.ts';
import { ok } from '../../plugins/errors.ts';
import { byAddress, byUser, type AppDeps, type Router } from '../../plugins/router.ts';
import { smsSenderFor, type SmsLog } from './sender.ts';
import { createSmsService } from './service.ts';

export function registerSmsRoutes(router: Router, { db, clock, config }: AppDeps, log: SmsLog): void {
  const service = createSmsService(clock, smsSenderFor(config, log));

  // Besides the daily cap per user and purpose (service.ts): a burst limit per user and address.
  router.route(
    sendSms,
    ({ body, lang, commit, actor }) =>
      commit(async (tx) => ok(await service.send(tx, actor, body.purpose, lang))),
    [byUser('smsUser'), byAddress('smsIp')],
  );
  router.route(
    checkSmsCode,
    async ({ body, actor }) => ok(await service.check(db, actor, body.purpose, body.code)),
    [byAddress('smsIp')],
  );
  router.route(smsDemoOutbox, async ({ query }) => ok(await service.outbox(db, query.username)));
}
