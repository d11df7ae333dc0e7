/** HTTP side of activated devices and the heads' approval inbox (contracts/api/devices.ts). */
import {
  deviceAdminList,
  deviceAdminRevoke,
  deviceList,
  devicePaymentSign,
  deviceRegister,
  deviceRegisterOptions,
  deviceRevoke,
  deviceUnlock,
  deviceUnlockOptions,
  headsInbox,
} from '../../../../contracts/api/devices.ts';
import { ok } from '../../plugins/errors.ts';
import { byAddress, byUser, type AppDeps, type Router } from '../../plugins/router.ts';
import { pushAwaitingSignature } from '../push/awaiting-signature-service.ts';
import { auditFourEyes, createUzsPaymentService } from '../uzs-payment/service.ts';
import { createDeviceService } from './service.ts';

export function registerDeviceRoutes(router: Router, { db, clock, config }: AppDeps): void {
  const service = createDeviceService(db, clock, createUzsPaymentService(db, clock));

  router.route(deviceList, async (ctx) => ok(await service.list(ctx.actor)));
  router.route(deviceAdminList, async ({ query }) => ok(await service.adminList(query.username)));
  router.route(headsInbox, async (ctx) => ok(await service.inbox(ctx.actor)));
  // Challenges are written, so options run in a transaction too (no Idempotency-Key: each call is new).
  router.route(
    deviceRegisterOptions,
    (ctx) => ctx.commit(async (tx) => ok(await service.registerOptions(tx, ctx.actor, config.webauthn))),
    [byUser('passkeyUser'), byAddress('passkeyIp')],
  );
  router.route(
    deviceRegister,
    (ctx) => ctx.commit(async (tx) => ok(await service.register(tx, ctx.actor, config.webauthn, ctx.body))),
    [byUser('passkeyUser'), byAddress('passkeyIp')],
  );
  router.route(deviceRevoke, (ctx) =>
    ctx.commit(async (tx) => ok(await service.revoke(tx, ctx.actor, ctx.body.id, false))),
  );
  router.route(deviceAdminRevoke, (ctx) =>
    ctx.commit(async (tx) => ok(await service.revoke(tx, ctx.actor, ctx.body.id, true))),
  );
  // Public (the locked session may have failed the idle rule); the bearer token names the session.
  router.publicRoute(
    deviceUnlockOptions,
    async ({ request }) =>
      ok(
        await db.transaction((tx) =>
          service.unlockOptions(tx, request.headers.authorization, config.webauthn, request.ip),
        ),
      ),
    [byAddress('passkeyIp')],
  );
  router.publicRoute(
    deviceUnlock,
    async ({ request, body }) =>
      ok(
        await db.transaction((tx) =>
          service.unlock(tx, request.headers.authorization, config.webauthn, body.assertion, request.ip),
        ),
      ),
    [byAddress('passkeyIp')],
  );
  router.route(devicePaymentSign, async (ctx) => {
    const actor = ctx.actor;
    const answer = await auditFourEyes({ db, clock }, actor, 'passkey', () =>
      ctx.commit(async (tx) => ok(await service.sign(tx, actor, config.webauthn, ctx.body))),
    );
    // A B signature by phone leaves the payment to the A signers: they hear of it (modules/push).
    pushAwaitingSignature({ db, config }, [ctx.body.payment_id], ctx.session.userId, (line) =>
      ctx.request.log.warn(line),
    );
    return answer;
  });
}
