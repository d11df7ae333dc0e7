/** HTTP side of the registration of accounts (contracts/api/registration-account.ts). */
import {
  registrationCompleteStep,
  registrationData,
  registrationList,
  registrationParameterCreate,
  registrationParameters,
  registrationParameterUpdate,
  registrationReject,
  registrationSaveData,
  registrationStepCreate,
  registrationStepOptions,
  registrationSteps,
  registrationStepUpdate,
  registrationTake,
  registrationView,
} from '../../../../contracts/api/registration-account.ts';
import type { Actor } from '../../core/actor.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import { createRegistrationService } from './service.ts';

export function registerRegistrationRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createRegistrationService(db, clock);
  /** A refused change rolls back; its audit row is written afterwards, so every refusal is on record. */
  const audited = async <T>(actor: Actor, action: string, subject: unknown, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      await service.auditRefusal(actor, action, subject, error);
      throw error;
    }
  };

  router.route(registrationList, async (ctx) => ok(await service.list(ctx.actor, ctx.body, ctx.query)));
  router.route(registrationView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));
  router.route(registrationData, async (ctx) => ok(await service.data(ctx.actor, ctx.query.id)));
  router.route(registrationStepOptions, async (ctx) => ok(await service.stepOptions(ctx.actor)));
  router.route(registrationTake, (ctx) =>
    audited(ctx.actor, 'take', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.take(tx, ctx.actor, ctx.body.id, seen)));
    }),
  );
  router.route(registrationSaveData, (ctx) =>
    audited(ctx.actor, 'data', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.saveData(tx, ctx.actor, ctx.body, seen)));
    }),
  );
  router.route(registrationCompleteStep, (ctx) =>
    audited(ctx.actor, 'complete-step', { id: ctx.body.id, step: ctx.body.step_id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) =>
        ok(await service.completeStep(tx, ctx.actor, ctx.body.id, ctx.body.step_id, seen)),
      );
    }),
  );
  router.route(registrationReject, (ctx) =>
    audited(ctx.actor, 'reject', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) =>
        ok(await service.reject(tx, ctx.actor, ctx.body.id, ctx.body.reason, seen)),
      );
    }),
  );

  router.route(registrationSteps, async (ctx) => ok(await service.steps(ctx.actor)));
  router.route(registrationStepCreate, (ctx) =>
    audited(ctx.actor, 'step-create', null, () =>
      ctx.commit(async (tx) => ok(await service.stepCreate(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(registrationStepUpdate, (ctx) =>
    audited(ctx.actor, 'step-update', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.stepUpdate(tx, ctx.actor, ctx.body, seen)));
    }),
  );
  router.route(registrationParameters, async (ctx) => ok(await service.parameters(ctx.actor)));
  router.route(registrationParameterCreate, (ctx) =>
    audited(ctx.actor, 'parameter-create', { code: ctx.body.code }, () =>
      ctx.commit(async (tx) => ok(await service.parameterCreate(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(registrationParameterUpdate, (ctx) =>
    audited(ctx.actor, 'parameter-update', { id: ctx.body.id }, () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.parameterUpdate(tx, ctx.actor, ctx.body, seen)));
    }),
  );
}
