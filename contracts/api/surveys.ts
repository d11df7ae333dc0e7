/**
 * Surveys (spec 3 §2.7, §3.9, §6; spec 2 §9; issue 27). A client answers a short survey (score 1–10,
 * comment, products used, credit or non-credit client) offered at most once per period
 * (contracts/nps.ts surveyPeriod) after a completed action: once the organisation has sent a payment
 * this period, `survey/pending` answers the prompt the home screen shows. Bank staff read the answers
 * (/rating: admin, user_head_office, msb_user), NPS overall and per product (/nps-rating, its detail
 * and add-product: the same roles) and, admin only, NPS by branch, the comments
 * ("recommendations"), NPS by product and the upload of survey results from an xlsx file (checked
 * whole, nothing stored when one row is wrong). Paths are not shown in the spec and are designed here.
 */
import { z } from 'zod';
import { CLIENT_ROLES } from '../roles.ts';
import { NPS_CATEGORIES, SURVEY_SCORE_MAX, SURVEY_SCORE_MIN } from '../nps.ts';
import { zDate } from '../validation/zod.ts';
import { noData, pagedOf } from './answers.ts';
import { dbId, dbIdParam } from './ids.ts';
import { endpoint } from './endpoint.ts';
import { pageQuery } from './paging.ts';

export const RATING_ROLES = ['admin', 'user_head_office', 'msb_user'] as const;
export const NPS_ADMIN_ROLES = ['admin'] as const;

export const SURVEY_COMMENT_MAX = 1000;
export const SURVEY_PRODUCTS_MAX = 20;
export const SURVEY_PRODUCT_NAME_MAX = 120;
export const SURVEY_SEARCH_MAX = 100;
/** The survey takes about three minutes (spec 2 §9): said on the prompt. */
export const SURVEY_MINUTES = 3;
export const CREDIT_TYPES = ['credit', 'non_credit'] as const;
export const SURVEY_SOURCES = ['app', 'upload'] as const;

/** Columns of the survey results file, in this order; the header row names them. */
export const SURVEY_UPLOAD_COLUMNS = ['inn', 'date', 'score', 'comment', 'credit_type', 'products'] as const;
export type SurveyUploadColumn = (typeof SURVEY_UPLOAD_COLUMNS)[number];
export const SURVEY_UPLOAD_MAX_ROWS = 5_000;
export const SURVEY_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const SURVEY_UPLOAD_MAX_ERRORS = 200;

const idParams = z.strictObject({ id: dbIdParam });
const score = z.number().int().min(SURVEY_SCORE_MIN).max(SURVEY_SCORE_MAX);

export const surveyProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
  name_uz: z.string(),
  active: z.boolean(),
});
export type SurveyProduct = z.output<typeof surveyProductSchema>;

// ---- the client's survey ----

export const surveyPendingSchema = z.object({
  pending: z.boolean(),
  /** YYYY-MM of the period the survey is for. */
  period: z.string(),
  minutes: z.number().int(),
  products: z.array(surveyProductSchema),
});
export type SurveyPending = z.output<typeof surveyPendingSchema>;

export const surveyPending = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'survey/pending',
  access: CLIENT_ROLES,
  response: surveyPendingSchema,
});

export const surveyAnswerBody = z.strictObject({
  score,
  comment: z.string().trim().max(SURVEY_COMMENT_MAX).default(''),
  product_ids: z.array(dbId).max(SURVEY_PRODUCTS_MAX).default([]),
  credit_type: z.enum(CREDIT_TYPES),
});
export type SurveyAnswerBody = z.input<typeof surveyAnswerBody>;

export const surveyAnswer = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'survey/answer',
  access: CLIENT_ROLES,
  idempotent: 'optional',
  body: surveyAnswerBody,
  response: z.object({ id: z.number().int(), period: z.string() }),
});

/** "Not now": the prompt is not offered again this period. */
export const surveyDecline = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'survey/decline',
  access: CLIENT_ROLES,
  idempotent: 'optional',
  response: noData,
});

// ---- ratings (answers) ----

export const dateRange = z
  .strictObject({ date_from: zDate(), date_to: zDate() })
  .refine((r) => r.date_from <= r.date_to, { path: ['date_to'], message: 'dateRange.order' });
export type DateRange = z.input<typeof dateRange>;

export const ratingFilter = z
  .strictObject({
    date_from: zDate(),
    date_to: zDate(),
    category: z.enum(NPS_CATEGORIES).optional(),
    branch_mfo: z
      .string()
      .regex(/^[0-9]{5}$/)
      .optional(),
    product_id: dbId.optional(),
    source: z.enum(SURVEY_SOURCES).optional(),
    /** Organisation name, TIN or comment text. */
    text: z.string().trim().max(SURVEY_SEARCH_MAX).optional(),
    /** Only answers with a comment (the recommendations). */
    with_comment: z.boolean().optional(),
  })
  .refine((r) => r.date_from <= r.date_to, { path: ['date_to'], message: 'dateRange.order' });
export type RatingFilter = z.input<typeof ratingFilter>;

export const ratingRowSchema = z.object({
  id: z.number().int(),
  /** ISO date-time the answer was given (uploaded answers: the date in the file, at noon). */
  answered_at: z.string(),
  organization_name: z.string(),
  inn: z.string(),
  branch_mfo: z.string(),
  branch_name: z.string(),
  score: z.number().int(),
  category: z.enum(NPS_CATEGORIES),
  comment: z.string(),
  credit_type: z.enum(CREDIT_TYPES),
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  source: z.enum(SURVEY_SOURCES),
  period: z.string(),
  /** Who answered (app) or uploaded (file). */
  user_name: z.string(),
  isView: z.boolean(),
});
export type RatingRow = z.output<typeof ratingRowSchema>;

export const ratingList = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'rating/list',
  access: RATING_ROLES,
  query: pageQuery,
  body: ratingFilter,
  response: pagedOf(ratingRowSchema),
});

export const ratingView = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'rating/view/:id',
  access: RATING_ROLES,
  params: idParams,
  response: ratingRowSchema,
});

// ---- NPS ----

export const npsFigureSchema = z.object({
  total: z.number().int(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  /** null: no answers in the period (not 0). */
  nps: z.number().nullable(),
});
export type NpsFigure = z.output<typeof npsFigureSchema>;

export const npsSummarySchema = npsFigureSchema.extend({
  /** Answers per score 1..10 (index 0 = score 1). */
  distribution: z.array(z.number().int()).length(SURVEY_SCORE_MAX),
});
export type NpsSummary = z.output<typeof npsSummarySchema>;

export const npsSummary = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'nps/summary',
  access: RATING_ROLES,
  body: dateRange,
  response: npsSummarySchema,
});

export const npsBranchRowSchema = npsFigureSchema.extend({ branch_mfo: z.string(), branch_name: z.string() });
export type NpsBranchRow = z.output<typeof npsBranchRowSchema>;

export const npsByBranch = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'nps/branch',
  access: NPS_ADMIN_ROLES,
  body: dateRange,
  response: z.array(npsBranchRowSchema),
});

export const npsProductRowSchema = npsFigureSchema.extend({
  product_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
});
export type NpsProductRow = z.output<typeof npsProductRowSchema>;

/** NPS per product over the period (readers of /nps-rating see it there; /nps-rating/products charts it). */
export const npsByProduct = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'nps/products',
  access: RATING_ROLES,
  body: dateRange,
  response: z.array(npsProductRowSchema),
});

// ---- survey products (/nps-rating/:id, /nps-rating/add-product) ----

export const surveyProductBody = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{2,40}$/),
  name_ru: z.string().trim().min(1).max(SURVEY_PRODUCT_NAME_MAX),
  name_en: z.string().trim().min(1).max(SURVEY_PRODUCT_NAME_MAX),
  name_uz: z.string().trim().min(1).max(SURVEY_PRODUCT_NAME_MAX),
  active: z.boolean(),
});
export type SurveyProductBody = z.input<typeof surveyProductBody>;

export const surveyProductViewSchema = surveyProductSchema.extend({
  summary: npsSummarySchema,
  isEdit: z.boolean(),
});
export type SurveyProductView = z.output<typeof surveyProductViewSchema>;

export const surveyProductView = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'nps/product/view/:id',
  access: RATING_ROLES,
  params: idParams,
  body: dateRange,
  response: surveyProductViewSchema,
});

export const surveyProductCreate = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'nps/product/create',
  access: RATING_ROLES,
  idempotent: 'optional',
  body: surveyProductBody,
  response: surveyProductSchema,
});

export const surveyProductUpdate = endpoint({
  method: 'PUT',
  base: '/api/v2/',
  path: 'nps/product/update/:id',
  access: RATING_ROLES,
  idempotent: 'optional',
  params: idParams,
  body: surveyProductBody,
  response: surveyProductSchema,
});

// ---- upload of survey results (admin) ----

export const npsUpload = endpoint({
  method: 'POST',
  base: '/api/v2/',
  path: 'nps/upload',
  access: NPS_ADMIN_ROLES,
  idempotent: 'required',
  bodyLimit: Math.ceil((SURVEY_UPLOAD_MAX_BYTES * 4) / 3) + 4096,
  body: z.strictObject({
    file_name: z
      .string()
      .regex(/\.xlsx$/i)
      .max(200),
    content_base64: z
      .string()
      .min(1)
      .max(Math.ceil((SURVEY_UPLOAD_MAX_BYTES * 4) / 3) + 4),
  }),
  response: z.object({ total: z.number().int(), upload_id: z.number().int() }),
});
