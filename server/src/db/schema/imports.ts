/**
 * Imports (issue 21): an uploaded file and its rows. The file is the job of a queue kept in the
 * database, so it survives a restart and several nodes share it: a worker claims one waiting file
 * with FOR UPDATE SKIP LOCKED, judges a batch of its pending rows and commits the batch with the
 * file's counters (modules/uzs-import). `kind` names the import (uzs; later currency, exchange).
 * A row's state: 0 pending, 1 became a payment (payment_id), 2 error (errors, the field problems as
 * message keys, translated when read).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './reference.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const importFiles = pgTable(
  'import_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    upidFile: text('upid_file').notNull(),
    kind: text('kind').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(1),
    fileName: text('file_name').notNull(),
    /** Hex SHA-256 of the bytes: the same file again in the organisation is asked about. */
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    totalRows: integer('total_rows').notNull(),
    doneRows: integer('done_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    paymentRows: integer('payment_rows').notNull().default(0),
    amountPayment: bigint('amount_payment', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Message key of a failure of the whole file (status 4). */
    errorKey: text('error_key'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('import_files_upid_unique').on(t.upidFile),
    index('import_files_org_idx').on(t.organizationId, t.kind, t.id),
    index('import_files_org_sha_idx').on(t.organizationId, t.kind, t.sha256),
    // The queue's scan: waiting and in-progress files, oldest first.
    index('import_files_queue_idx')
      .on(t.status, t.id)
      .where(sql`status in (1, 2)`),
    check('import_files_status', sql`${t.status} between 1 and 4`),
    check('import_files_counts', sql`${t.doneRows} <= ${t.totalRows} and ${t.errorRows} <= ${t.doneRows}`),
  ],
);

export const importRows = pgTable(
  'import_rows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => importFiles.id, { onDelete: 'cascade' }),
    /** The row's line in the file (the header is line 1 when there is one). */
    rowNo: integer('row_no').notNull(),
    state: smallint('state').notNull().default(0),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    errors: jsonb('errors').$type<{ attribute: string; key: string; params?: Record<string, string> }[]>(),
    paymentId: integer('payment_id'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('import_rows_file_state_idx').on(t.fileId, t.state, t.rowNo),
    check('import_rows_state', sql`${t.state} between 0 and 2`),
  ],
);
