/**
 * Surveys (contracts/api/surveys.ts). The client's survey is due when the caller's organisation sent
 * a payment in the last SURVEY_TRIGGER_DAYS days and the caller neither answered nor declined in
 * this period (contracts/nps.ts surveyPeriod); an answer outside that, a second answer (also two at
 * once: a unique index), or an unknown product is refused with 422 and nothing stored. Staff read
 * every organisation's answers (bank-wide). The upload is checked whole — fields, organisation by
 * TIN, product codes — and stored in one transaction, or refused listing each bad row.
 */
import {
  SURVEY_MINUTES,
  SURVEY_UPLOAD_MAX_ERRORS,
  type NpsBranchRow,
  type NpsFigure,
  type NpsProductRow,
  type NpsSummary,
  type RatingRow,
  type SurveyPending,
  type SurveyProduct,
  type SurveyProductView,
} from '../../../../contracts/api/surveys.ts';
import { bankDay, bankDayRange } from '../../../../contracts/bank-calendar.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import { npsCategory, npsOf, surveyPeriod, type NpsCounts } from '../../../../contracts/nps.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import * as repo from './repository.ts';
import { checkRows, readSheet, type RowProblem } from './upload-file.ts';

/** A payment sent this many days back still makes the survey due (the "completed action"). */
export const SURVEY_TRIGGER_DAYS = 30;
const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

export function rangeOf(from: string, to: string): repo.Range {
  const range = bankDayRange(from, to);
  if (range.end.getTime() - range.start.getTime() > MAX_DAYS * DAY_MS) {
    throw ApiError.rejected([{ attribute: 'date_to', key: 'survey.periodTooLong' }]);
  }
  return range;
}

/** Only the figure's own fields: answers are checked against the contract field for field. */
function figure(c: NpsCounts): NpsFigure {
  const counts = { promoters: c.promoters, passives: c.passives, detractors: c.detractors };
  return { ...counts, total: c.promoters + c.passives + c.detractors, nps: npsOf(counts) };
}

function toProduct(p: repo.ProductRecord): SurveyProduct {
  return {
    id: p.id,
    code: p.code,
    name_ru: p.nameRu,
    name_en: p.nameEn,
    name_uz: p.nameUz,
    active: p.active,
  };
}

function toRow(a: repo.AnswerRecord): RatingRow {
  return {
    id: a.id,
    answered_at: new Date(a.answeredAt).toISOString(),
    organization_name: a.organizationName,
    inn: a.inn,
    branch_mfo: a.branchMfo,
    branch_name: a.branchName,
    score: a.score,
    category: npsCategory(a.score),
    comment: a.comment,
    credit_type: a.creditType as RatingRow['credit_type'],
    products: a.products,
    source: a.source as RatingRow['source'],
    period: a.period,
    user_name: a.userName,
    isView: true,
  };
}

function rowProblems(problems: readonly RowProblem[], lang: Language): FieldProblem[] {
  return problems.slice(0, SURVEY_UPLOAD_MAX_ERRORS).map((p): FieldProblem =>
    p.column === 'file'
      ? { attribute: 'file', key: p.key }
      : {
          attribute: `rows.${p.line}.${p.column}`,
          key: 'survey.rowProblem',
          params: { line: p.line, problem: t(lang, p.key) },
        },
  );
}

export function createSurveysService(db: Db, clock: Clock) {
  function organizationOf(actor: Actor): number {
    const id = actor.session.actingOrganizationId ?? actor.session.organizationId;
    // Client roles always work for an organisation; without one there is nothing to ask about.
    if (id === null || id === undefined) throw ApiError.forbidden();
    return id;
  }

  async function due(tx: Db, actor: Actor, period: string): Promise<boolean> {
    if (await repo.askedInPeriod(tx, actor.session.userId, period)) return false;
    const since = new Date(clock.now().getTime() - SURVEY_TRIGGER_DAYS * DAY_MS);
    return repo.paymentsSentSince(tx, organizationOf(actor), since);
  }

  async function summary(range: repo.Range, productId?: number): Promise<NpsSummary> {
    const dist = await repo.distribution(db, range, productId);
    const counts = {
      detractors: dist.slice(0, 6).reduce((a, b) => a + b, 0),
      passives: dist.slice(6, 8).reduce((a, b) => a + b, 0),
      promoters: dist.slice(8).reduce((a, b) => a + b, 0),
    };
    return { ...figure(counts), distribution: dist };
  }

  return {
    async pending(actor: Actor): Promise<SurveyPending> {
      const period = surveyPeriod(clock.now());
      const pending = await due(db, actor, period);
      const products = pending ? (await repo.listProducts(db, true)).map(toProduct) : [];
      return { pending, period, minutes: SURVEY_MINUTES, products };
    },

    async answer(
      tx: Db,
      actor: Actor,
      body: { score: number; comment: string; product_ids: number[]; credit_type: string },
    ): Promise<{ id: number; period: string }> {
      const now = clock.now();
      const period = surveyPeriod(now);
      if (!(await due(tx, actor, period)))
        throw ApiError.rejected([{ attribute: 'score', key: 'survey.notDue' }]);
      const wanted = [...new Set(body.product_ids)];
      const known = await repo.activeProductIds(tx, wanted);
      const unknown = wanted.findIndex((id) => !known.has(id));
      if (unknown >= 0) {
        throw ApiError.rejected([{ attribute: `product_ids.${unknown}`, key: 'survey.unknownProduct' }]);
      }
      const [id] = await repo.insertAnswers(tx, [
        {
          organizationId: organizationOf(actor),
          userId: actor.session.userId,
          uploadId: null,
          source: 'app',
          period,
          score: body.score,
          comment: body.comment,
          creditType: body.credit_type,
          answeredAt: now,
          productIds: wanted,
        },
      ]);
      if (id === undefined) throw new Error('no answer stored');
      await auditActor(tx, now, actor, 'survey.answer', { answerId: id, period, score: body.score });
      return { id, period };
    },

    async decline(tx: Db, actor: Actor): Promise<null> {
      const now = clock.now();
      const period = surveyPeriod(now);
      if (!(await due(tx, actor, period)))
        throw ApiError.rejected([{ attribute: 'score', key: 'survey.notDue' }]);
      await repo.insertDecline(tx, actor.session.userId, period, now);
      await auditActor(tx, now, actor, 'survey.decline', { period });
      return null;
    },

    async list(
      actor: Actor,
      filter: {
        date_from: string;
        date_to: string;
        category?: repo.AnswerFilter['category'];
        branch_mfo?: string;
        product_id?: number;
        source?: 'app' | 'upload';
        text?: string;
        with_comment?: boolean;
      },
      page: { page: number; pageSize: number; sort?: string },
    ): Promise<Paged<RatingRow>> {
      const field = page.sort?.replace(/^-/, '');
      if (field !== undefined && field !== 'score' && field !== 'answered_at') {
        throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
      }
      const { rows, total } = await repo.listAnswers(
        db,
        {
          ...rangeOf(filter.date_from, filter.date_to),
          category: filter.category,
          branchMfo: filter.branch_mfo,
          productId: filter.product_id,
          source: filter.source,
          text: filter.text,
          withComment: filter.with_comment,
        },
        page,
        actor.lang,
      );
      return { list: rows.map(toRow), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    async view(actor: Actor, id: number): Promise<RatingRow> {
      const row = await repo.findAnswer(db, id, actor.lang);
      if (row === null) throw ApiError.notFound();
      return toRow(row);
    },

    summary: (from: string, to: string) => summary(rangeOf(from, to)),

    async byBranch(from: string, to: string): Promise<NpsBranchRow[]> {
      const rows = await repo.countsByBranch(db, rangeOf(from, to));
      return rows.map((r) => ({ branch_mfo: r.branchMfo, branch_name: r.branchName, ...figure(r) }));
    },

    async byProduct(actor: Actor, from: string, to: string): Promise<NpsProductRow[]> {
      const rows = await repo.countsByProduct(db, rangeOf(from, to));
      return rows.map((r) => ({
        product_id: r.id,
        code: r.code,
        name: repo.productName(r, actor.lang),
        active: r.active,
        ...figure(r),
      }));
    },

    async product(id: number, from: string, to: string): Promise<SurveyProductView> {
      const range = rangeOf(from, to);
      const product = await repo.findProduct(db, id);
      if (product === null) throw ApiError.notFound();
      return { ...toProduct(product), summary: await summary(range, id), isEdit: true };
    },

    async createProduct(tx: Db, actor: Actor, values: repo.ProductValues): Promise<SurveyProduct> {
      if (await repo.productCodeTaken(tx, values.code)) {
        throw ApiError.rejected([{ attribute: 'code', key: 'survey.codeTaken' }]);
      }
      const product = await repo.insertProduct(tx, values, clock.now());
      await auditActor(tx, clock.now(), actor, 'survey.product-create', { productId: product.id, values });
      return toProduct(product);
    },

    async updateProduct(
      tx: Db,
      actor: Actor,
      id: number,
      values: repo.ProductValues,
    ): Promise<SurveyProduct> {
      const before = await repo.findProduct(tx, id);
      if (before === null) throw ApiError.notFound();
      if (await repo.productCodeTaken(tx, values.code, id)) {
        throw ApiError.rejected([{ attribute: 'code', key: 'survey.codeTaken' }]);
      }
      const product = await repo.updateProduct(tx, id, values, clock.now());
      if (product === null) throw ApiError.notFound();
      await auditActor(tx, clock.now(), actor, 'survey.product-update', {
        productId: id,
        before,
        after: values,
      });
      return toProduct(product);
    },

    async upload(
      tx: Db,
      actor: Actor,
      fileName: string,
      base64: string,
    ): Promise<{ total: number; upload_id: number }> {
      const table = await readSheet(Buffer.from(base64, 'base64'));
      if (table === null) throw ApiError.rejected([{ attribute: 'file', key: 'survey.uploadUnreadable' }]);
      const now = clock.now();
      const { rows, problems } = checkRows(table, bankDay(now));
      // One after the other: a transaction is one connection.
      const orgs = await repo.organizationIdsByInn(
        tx,
        rows.map((r) => r.inn),
      );
      const codes = await repo.productIdsByCode(tx);
      const all = [...problems];
      for (const r of rows) {
        if (!orgs.has(r.inn)) all.push({ line: r.line, column: 'inn', key: 'survey.unknownInn' });
        if (r.productCodes.some((c) => !codes.has(c))) {
          all.push({ line: r.line, column: 'products', key: 'survey.unknownProductCode' });
        }
      }
      if (all.length > 0) {
        all.sort((a, b) => a.line - b.line);
        throw ApiError.rejected(rowProblems(all, actor.lang));
      }
      const uploadId = await repo.insertUpload(tx, {
        fileName,
        rows: rows.length,
        uploadedBy: actor.session.userId,
        uploadedAt: now,
      });
      await repo.insertAnswers(
        tx,
        rows.map((r) => ({
          organizationId: orgs.get(r.inn) ?? 0,
          userId: null,
          uploadId,
          source: 'upload' as const,
          period: r.date.slice(0, 7),
          score: r.score,
          comment: r.comment,
          creditType: r.creditType,
          // Noon in Tashkent: the file gives a day, not a moment.
          answeredAt: new Date(`${r.date}T12:00:00+05:00`),
          productIds: r.productCodes.map((c) => codes.get(c) ?? 0),
        })),
      );
      await auditActor(tx, now, actor, 'survey.upload', { uploadId, fileName, total: rows.length });
      return { total: rows.length, upload_id: uploadId };
    },
  };
}
