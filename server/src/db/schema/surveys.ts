/**
 * Surveys (issue 27, contracts/api/surveys.ts): the products a client may say they use, the answers
 * (from the app or uploaded from a file), the products named by each answer, the "not now" of a
 * period and the uploads. An app answer is unique per user and period (the once-per-period rule
 * holds even against two tabs answering at once).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './reference.ts';
import { users } from './users.ts';

export const surveyProducts = pgTable('survey_products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Stable code, used by the upload file's `products` column. */
  code: text('code').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  nameUz: text('name_uz').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const surveyUploads = pgTable('survey_uploads', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fileName: text('file_name').notNull(),
  rows: integer('rows').notNull(),
  uploadedBy: integer('uploaded_by')
    .notNull()
    .references(() => users.id),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
});

export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** Who answered in the app; null for uploaded answers. */
    userId: integer('user_id').references(() => users.id),
    uploadId: integer('upload_id').references(() => surveyUploads.id),
    source: text('source').notNull(),
    /** YYYY-MM (contracts/nps.ts surveyPeriod). */
    period: text('period').notNull(),
    score: smallint('score').notNull(),
    comment: text('comment').notNull().default(''),
    creditType: text('credit_type').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('survey_responses_answered_idx').on(t.answeredAt),
    uniqueIndex('survey_responses_user_period_unique')
      .on(t.userId, t.period)
      .where(sql`${t.source} = 'app'`),
    check('survey_responses_score', sql`${t.score} between 1 and 10`),
    check('survey_responses_source', sql`${t.source} in ('app', 'upload')`),
    check('survey_responses_credit_type', sql`${t.creditType} in ('credit', 'non_credit')`),
    check(
      'survey_responses_origin',
      sql`(${t.source} = 'app' and ${t.userId} is not null) or (${t.source} = 'upload' and ${t.uploadId} is not null)`,
    ),
  ],
);

export const surveyResponseProducts = pgTable(
  'survey_response_products',
  {
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id),
    productId: integer('product_id')
      .notNull()
      .references(() => surveyProducts.id),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.productId] }),
    index('survey_rp_product_idx').on(t.productId),
  ],
);

/** "Not now" for a period: the prompt is not offered again until the next period. */
export const surveyDeclines = pgTable(
  'survey_declines',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    period: text('period').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);
