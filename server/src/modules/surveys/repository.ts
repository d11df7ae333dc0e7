/**
 * Drizzle access for surveys (db/schema/surveys.ts). Answers are read with their organisation and
 * its branch (organizations.mfo → banks); NPS figures are counted in SQL per category and the score
 * itself is computed in contracts/nps.ts, so the edges (no answers → null) are one rule everywhere.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../../contracts/envelope.ts';
import { PASSIVE_MIN, PROMOTER_MIN } from '../../../../contracts/nps.ts';
import type { Db } from '../../db/client.ts';
import { banks, organizations } from '../../db/schema/reference.ts';
import { paymentsSentSince } from './trigger-repository.ts';
import {
  surveyDeclines,
  surveyProducts,
  surveyResponseProducts,
  surveyResponses,
  surveyUploads,
} from '../../db/schema/surveys.ts';
import { users } from '../../db/schema/users.ts';

export { paymentsSentSince };

export interface Range {
  readonly start: Date;
  readonly end: Date;
}

export interface AnswerFilter extends Range {
  readonly category?: 'promoter' | 'passive' | 'detractor';
  readonly branchMfo?: string;
  readonly productId?: number;
  readonly source?: 'app' | 'upload';
  readonly text?: string;
  readonly withComment?: boolean;
}

export interface ProductRecord {
  readonly id: number;
  readonly code: string;
  readonly nameRu: string;
  readonly nameEn: string;
  readonly nameUz: string;
  readonly active: boolean;
}

export interface AnswerRecord {
  readonly id: number;
  readonly answeredAt: Date;
  readonly organizationName: string;
  readonly inn: string;
  readonly branchMfo: string;
  readonly branchName: string;
  readonly score: number;
  readonly comment: string;
  readonly creditType: string;
  readonly source: string;
  readonly period: string;
  readonly userName: string;
  readonly products: { id: number; name: string }[];
}

export interface Counts {
  readonly promoters: number;
  readonly passives: number;
  readonly detractors: number;
}

const productColumns = {
  id: surveyProducts.id,
  code: surveyProducts.code,
  nameRu: surveyProducts.nameRu,
  nameEn: surveyProducts.nameEn,
  nameUz: surveyProducts.nameUz,
  active: surveyProducts.active,
};

export function productName(p: ProductRecord, lang: Language): string {
  return lang === 'en' ? p.nameEn : lang === 'uz' ? p.nameUz : p.nameRu;
}

function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function categoryCondition(category: AnswerFilter['category']): SQL | undefined {
  if (category === 'promoter') return gte(surveyResponses.score, PROMOTER_MIN);
  if (category === 'passive')
    return and(gte(surveyResponses.score, PASSIVE_MIN), lt(surveyResponses.score, PROMOTER_MIN));
  if (category === 'detractor') return lt(surveyResponses.score, PASSIVE_MIN);
  return undefined;
}

function where(filter: AnswerFilter): SQL | undefined {
  const text = filter.text?.trim();
  return and(
    gte(surveyResponses.answeredAt, filter.start),
    lt(surveyResponses.answeredAt, filter.end),
    categoryCondition(filter.category),
    filter.branchMfo === undefined ? undefined : eq(organizations.mfo, filter.branchMfo),
    filter.source === undefined ? undefined : eq(surveyResponses.source, filter.source),
    filter.productId === undefined
      ? undefined
      : sql`exists (select 1 from "survey_response_products" rp where rp."response_id" = ${surveyResponses.id} and rp."product_id" = ${filter.productId})`,
    filter.withComment ? sql`${surveyResponses.comment} <> ''` : undefined,
    text
      ? or(
          ilike(organizations.name, containing(text)),
          ilike(organizations.inn, containing(text)),
          ilike(surveyResponses.comment, containing(text)),
        )
      : undefined,
  );
}

const answerColumns = {
  id: surveyResponses.id,
  answeredAt: surveyResponses.answeredAt,
  organizationName: organizations.name,
  inn: organizations.inn,
  branchMfo: organizations.mfo,
  branchName: banks.name,
  score: surveyResponses.score,
  comment: surveyResponses.comment,
  creditType: surveyResponses.creditType,
  source: surveyResponses.source,
  period: surveyResponses.period,
  userName: sql<string>`coalesce(${users.fullName}, '')`,
  uploadedBy: surveyUploads.uploadedBy,
};

function answersFrom(db: Db) {
  return db
    .select(answerColumns)
    .from(surveyResponses)
    .innerJoin(organizations, eq(organizations.id, surveyResponses.organizationId))
    .innerJoin(banks, eq(banks.mfo, organizations.mfo))
    .leftJoin(surveyUploads, eq(surveyUploads.id, surveyResponses.uploadId))
    .leftJoin(users, sql`${users.id} = coalesce(${surveyResponses.userId}, ${surveyUploads.uploadedBy})`);
}

async function withProducts(
  db: Db,
  rows: Omit<AnswerRecord, 'products'>[],
  lang: Language,
): Promise<AnswerRecord[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ responseId: surveyResponseProducts.responseId, ...productColumns })
    .from(surveyResponseProducts)
    .innerJoin(surveyProducts, eq(surveyProducts.id, surveyResponseProducts.productId))
    .where(
      inArray(
        surveyResponseProducts.responseId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(surveyProducts.id));
  return rows.map((r) => ({
    ...r,
    products: links
      .filter((l) => l.responseId === r.id)
      .map((l) => ({ id: l.id, name: productName(l, lang) })),
  }));
}

export async function listAnswers(
  db: Db,
  filter: AnswerFilter,
  page: { page: number; pageSize: number; sort?: string },
  lang: Language,
): Promise<{ rows: AnswerRecord[]; total: number }> {
  const sortColumn =
    page.sort?.replace(/^-/, '') === 'score' ? surveyResponses.score : surveyResponses.answeredAt;
  // Newest first unless asked otherwise.
  const direction = page.sort === undefined || page.sort.startsWith('-') ? desc : asc;
  const [rows, [total]] = await Promise.all([
    answersFrom(db)
      .where(where(filter))
      .orderBy(direction(sortColumn), direction(surveyResponses.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ n: count() })
      .from(surveyResponses)
      .innerJoin(organizations, eq(organizations.id, surveyResponses.organizationId))
      .where(where(filter)),
  ]);
  return { rows: await withProducts(db, rows, lang), total: total?.n ?? 0 };
}

export async function findAnswer(db: Db, id: number, lang: Language): Promise<AnswerRecord | null> {
  const rows = await answersFrom(db).where(eq(surveyResponses.id, id));
  const [row] = await withProducts(db, rows, lang);
  return row ?? null;
}

const countColumns = {
  promoters: sql<number>`count(*) filter (where ${surveyResponses.score} >= ${PROMOTER_MIN})`.mapWith(Number),
  passives:
    sql<number>`count(*) filter (where ${surveyResponses.score} >= ${PASSIVE_MIN} and ${surveyResponses.score} < ${PROMOTER_MIN})`.mapWith(
      Number,
    ),
  detractors: sql<number>`count(*) filter (where ${surveyResponses.score} < ${PASSIVE_MIN})`.mapWith(Number),
};

/** Answers per score 1..10 in the range (optionally of one product). */
export async function distribution(db: Db, range: Range, productId?: number): Promise<number[]> {
  const rows = await db
    .select({ score: surveyResponses.score, n: count() })
    .from(surveyResponses)
    .innerJoin(organizations, eq(organizations.id, surveyResponses.organizationId))
    .where(where({ ...range, productId }))
    .groupBy(surveyResponses.score);
  const out = Array.from({ length: 10 }, () => 0);
  for (const r of rows) out[r.score - 1] = r.n;
  return out;
}

export async function countsByBranch(
  db: Db,
  range: Range,
): Promise<(Counts & { branchMfo: string; branchName: string })[]> {
  return db
    .select({ branchMfo: organizations.mfo, branchName: banks.name, ...countColumns })
    .from(surveyResponses)
    .innerJoin(organizations, eq(organizations.id, surveyResponses.organizationId))
    .innerJoin(banks, eq(banks.mfo, organizations.mfo))
    .where(where(range))
    .groupBy(organizations.mfo, banks.name)
    .orderBy(asc(organizations.mfo));
}

/** Every product (inactive ones too: their past answers still count), with its counts in the range. */
export async function countsByProduct(db: Db, range: Range): Promise<(Counts & ProductRecord)[]> {
  const counts = await db
    .select({ productId: surveyResponseProducts.productId, ...countColumns })
    .from(surveyResponseProducts)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyResponseProducts.responseId))
    .innerJoin(organizations, eq(organizations.id, surveyResponses.organizationId))
    .where(where(range))
    .groupBy(surveyResponseProducts.productId);
  const products = await listProducts(db);
  return products.map((p) => {
    const c = counts.find((x) => x.productId === p.id);
    return { ...p, promoters: c?.promoters ?? 0, passives: c?.passives ?? 0, detractors: c?.detractors ?? 0 };
  });
}

export async function listProducts(db: Db, activeOnly = false): Promise<ProductRecord[]> {
  return db
    .select(productColumns)
    .from(surveyProducts)
    .where(activeOnly ? eq(surveyProducts.active, true) : undefined)
    .orderBy(asc(surveyProducts.id));
}

export async function findProduct(db: Db, id: number): Promise<ProductRecord | null> {
  const [row] = await db.select(productColumns).from(surveyProducts).where(eq(surveyProducts.id, id));
  return row ?? null;
}

export async function productCodeTaken(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: surveyProducts.id })
    .from(surveyProducts)
    .where(eq(surveyProducts.code, code));
  return row !== undefined && row.id !== exceptId;
}

export type ProductValues = Omit<ProductRecord, 'id'>;

export async function insertProduct(db: Db, values: ProductValues, at: Date): Promise<ProductRecord> {
  const [row] = await db
    .insert(surveyProducts)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning(productColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateProduct(
  db: Db,
  id: number,
  values: ProductValues,
  at: Date,
): Promise<ProductRecord | null> {
  const [row] = await db
    .update(surveyProducts)
    .set({ ...values, updatedAt: at })
    .where(eq(surveyProducts.id, id))
    .returning(productColumns);
  return row ?? null;
}

/** Product ids among `ids` that exist and are active. */
export async function activeProductIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: surveyProducts.id })
    .from(surveyProducts)
    .where(and(inArray(surveyProducts.id, [...ids]), eq(surveyProducts.active, true)));
  return new Set(rows.map((r) => r.id));
}

/** Product ids by code (the upload's `products` column), active or not. */
export async function productIdsByCode(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: surveyProducts.id, code: surveyProducts.code }).from(surveyProducts);
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** The user answered or declined in the period. */
export async function askedInPeriod(db: Db, userId: number, period: string): Promise<boolean> {
  const [answered] = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(
      and(
        eq(surveyResponses.userId, userId),
        eq(surveyResponses.period, period),
        eq(surveyResponses.source, 'app'),
      ),
    );
  if (answered) return true;
  const [declined] = await db
    .select({ userId: surveyDeclines.userId })
    .from(surveyDeclines)
    .where(and(eq(surveyDeclines.userId, userId), eq(surveyDeclines.period, period)));
  return declined !== undefined;
}

export interface NewAnswer {
  readonly organizationId: number;
  readonly userId: number | null;
  readonly uploadId: number | null;
  readonly source: 'app' | 'upload';
  readonly period: string;
  readonly score: number;
  readonly comment: string;
  readonly creditType: string;
  readonly answeredAt: Date;
  readonly productIds: readonly number[];
}

export async function insertAnswers(db: Db, answers: readonly NewAnswer[]): Promise<number[]> {
  if (answers.length === 0) return [];
  const ids: number[] = [];
  // In chunks: a 5 000-row file stays well under the bind-parameter limit of one statement.
  for (let i = 0; i < answers.length; i += 500) {
    const chunk = answers.slice(i, i + 500);
    const rows = await db
      .insert(surveyResponses)
      .values(chunk.map(({ productIds: _p, ...a }) => a))
      .returning({ id: surveyResponses.id });
    const links = rows.flatMap((r, k) =>
      [...new Set(chunk[k]?.productIds ?? [])].map((productId) => ({ responseId: r.id, productId })),
    );
    if (links.length > 0) await db.insert(surveyResponseProducts).values(links);
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

export async function insertDecline(db: Db, userId: number, period: string, at: Date): Promise<void> {
  await db.insert(surveyDeclines).values({ userId, period, at }).onConflictDoNothing();
}

export async function insertUpload(
  db: Db,
  values: { fileName: string; rows: number; uploadedBy: number; uploadedAt: Date },
): Promise<number> {
  const [row] = await db.insert(surveyUploads).values(values).returning({ id: surveyUploads.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Organisation ids by TIN (the upload's `inn` column). */
export async function organizationIdsByInn(db: Db, inns: readonly string[]): Promise<Map<string, number>> {
  if (inns.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, inn: organizations.inn })
    .from(organizations)
    .where(inArray(organizations.inn, [...new Set(inns)]));
  return new Map(rows.map((r) => [r.inn, r.id]));
}
