/**
 * Uploads of overdue-debt information (contracts/api/overdue-upload.ts): one row per uploaded file
 * with its counts and status, and its preview rows — per contract the figures when the file was
 * checked (old) and those the apply writes (new), or what is wrong with a file row. Money in minor
 * units of the contract's currency.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { eisvoContracts } from './eisvo.ts';
import { users } from './users.ts';

export const eisvoOverdueUploads = pgTable(
  'eisvo_overdue_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    appliedBy: integer('applied_by').references(() => users.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    rowCount: integer('row_count').notNull(),
    changed: integer('changed').notNull(),
    unchanged: integer('unchanged').notNull(),
    cleared: integer('cleared').notNull(),
    errors: integer('errors').notNull(),
  },
  (t) => [
    check(
      'eisvo_overdue_uploads_status',
      sql`${t.status} in ('preview', 'invalid', 'applied', 'discarded', 'superseded')`,
    ),
    index('eisvo_overdue_uploads_status_idx').on(t.status, t.id),
  ],
);

export const eisvoOverdueUploadRows = pgTable(
  'eisvo_overdue_upload_rows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => eisvoOverdueUploads.id),
    /** The file's line (header counted); null for a contract the file leaves out (cleared). */
    rowNo: integer('row_no'),
    /** As written in the file (an error row may hold anything up to 100 characters). */
    idn: text('idn').notNull(),
    contractId: integer('contract_id').references(() => eisvoContracts.id),
    kind: text('kind').notNull(),
    oldReceivable1: bigint('old_receivable1', { mode: 'bigint' }),
    oldPayable1: bigint('old_payable1', { mode: 'bigint' }),
    oldReceivable2: bigint('old_receivable2', { mode: 'bigint' }),
    oldPayable2: bigint('old_payable2', { mode: 'bigint' }),
    newReceivable1: bigint('new_receivable1', { mode: 'bigint' }),
    newPayable1: bigint('new_payable1', { mode: 'bigint' }),
    newReceivable2: bigint('new_receivable2', { mode: 'bigint' }),
    newPayable2: bigint('new_payable2', { mode: 'bigint' }),
    /** What is wrong with a file row: `[{ column, key, params? }]` (message keys, localised on read). */
    errors: jsonb('errors')
      .$type<{ column: string; key: string; params?: Record<string, string | number> }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    check('eisvo_overdue_upload_rows_kind', sql`${t.kind} in ('changed', 'unchanged', 'cleared', 'error')`),
    index('eisvo_overdue_upload_rows_upload_idx').on(t.uploadId, t.id),
  ],
);
