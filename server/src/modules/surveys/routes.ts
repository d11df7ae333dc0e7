/** HTTP side of surveys (contracts/api/surveys.ts). */
import {
  npsByBranch,
  npsByProduct,
  npsSummary,
  npsUpload,
  ratingList,
  ratingView,
  surveyAnswer,
  surveyDecline,
  surveyPending,
  surveyProductCreate,
  surveyProductUpdate,
  surveyProductView,
} from '../../../../contracts/api/surveys.ts';
import type { Actor } from '../../core/actor.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { createSurveysService } from './service.ts';

export function registerSurveyRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createSurveysService(db, clock);

  /** A refused change rolls back; its audit row is written afterwards, so every refusal is on record. */
  async function audited<T>(actor: Actor, action: string, subject: unknown, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await auditActor(db, clock.now(), actor, 'survey.refused', {
          action,
          subject,
          http: error.http,
          message: error.messageKey,
          fields: error.problems.slice(0, 20).map((p) => p.attribute),
        });
      }
      throw error;
    }
  }

  router.route(surveyPending, async ({ actor }) => ok(await service.pending(actor)));
  router.route(surveyAnswer, ({ body, commit, actor }) =>
    audited(actor, 'answer', { score: body.score }, () =>
      commit(async (tx) => ok(await service.answer(tx, actor, body))),
    ),
  );
  router.route(surveyDecline, ({ commit, actor }) =>
    audited(actor, 'decline', {}, () => commit(async (tx) => ok(await service.decline(tx, actor)))),
  );

  router.route(ratingList, async ({ query, body, actor }) => ok(await service.list(actor, body, query)));
  router.route(ratingView, async ({ params, actor }) => ok(await service.view(actor, params.id)));
  router.route(npsSummary, async ({ body }) => ok(await service.summary(body.date_from, body.date_to)));
  router.route(npsByBranch, async ({ body }) => ok(await service.byBranch(body.date_from, body.date_to)));
  router.route(npsByProduct, async ({ body, actor }) =>
    ok(await service.byProduct(actor, body.date_from, body.date_to)),
  );
  router.route(surveyProductView, async ({ params, body }) =>
    ok(await service.product(params.id, body.date_from, body.date_to)),
  );

  const productValues = (b: {
    code: string;
    name_ru: string;
    name_en: string;
    name_uz: string;
    active: boolean;
  }) => ({
    code: b.code,
    nameRu: b.name_ru,
    nameEn: b.name_en,
    nameUz: b.name_uz,
    active: b.active,
  });
  router.route(surveyProductCreate, ({ body, commit, actor }) =>
    audited(actor, 'product-create', { code: body.code }, () =>
      commit(async (tx) => ok(await service.createProduct(tx, actor, productValues(body)))),
    ),
  );
  router.route(surveyProductUpdate, ({ params, body, commit, actor }) =>
    audited(actor, 'product-update', { id: params.id, code: body.code }, () =>
      commit(async (tx) => ok(await service.updateProduct(tx, actor, params.id, productValues(body)))),
    ),
  );
  router.route(npsUpload, ({ body, commit, actor }) =>
    audited(actor, 'upload', { fileName: body.file_name }, () =>
      commit(async (tx) => ok(await service.upload(tx, actor, body.file_name, body.content_base64))),
    ),
  );
}
