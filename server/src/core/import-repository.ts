/**
 * Drizzle access for imports (db/schema/imports.ts). Reads take the caller's organisations, so a
 * file or row of another organisation is simply not found. The queue's claim is one statement
 * with FOR UPDATE SKIP LOCKED: two nodes (or two timers) never hold the same file at once.
 */
import { and, asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { IMPORT_STATUS, type ImportKind } from '../../../contracts/api/uzs-import.ts';
import type { Db } from '../db/client.ts';
import { importFiles, importRows } from '../db/schema/imports.ts';
import type { Scope } from '../plugins/scope-repository.ts';

export type FileRecord = typeof importFiles.$inferSelect;
export type FileInsert = typeof importFiles.$inferInsert;
export type RowRecord = typeof importRows.$inferSelect;
export type StoredProblem = { attribute: string; key: string; params?: Record<string, string> };

/** Every column but the file's bytes (lists and the queue never need them). */
const fileColumns = {
  id: importFiles.id,
  upidFile: importFiles.upidFile,
  kind: importFiles.kind,
  organizationId: importFiles.organizationId,
  userId: importFiles.userId,
  status: importFiles.status,
  fileName: importFiles.fileName,
  sha256: importFiles.sha256,
  size: importFiles.size,
  totalRows: importFiles.totalRows,
  doneRows: importFiles.doneRows,
  errorRows: importFiles.errorRows,
  paymentRows: importFiles.paymentRows,
  amountPayment: importFiles.amountPayment,
  errorKey: importFiles.errorKey,
  version: importFiles.version,
  createdAt: importFiles.createdAt,
  updatedAt: importFiles.updatedAt,
};
export type FileRow = Omit<FileRecord, 'content'>;

function fileScope(scope: Scope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length === 0 ? sql`false` : inArray(importFiles.organizationId, [...scope]);
}

export async function insertFile(db: Db, values: FileInsert): Promise<number> {
  const [row] = await db.insert(importFiles).values(values).returning({ id: importFiles.id });
  if (row === undefined) throw new Error('import file insert returned nothing');
  return row.id;
}

const ROW_BATCH = 2000;

/** A file's rows, a few thousand per statement as one JSON parameter (bound parameters per row are far slower). */
export async function insertRows(
  db: Db,
  fileId: number,
  rows: readonly { rowNo: number; fields: Record<string, string> }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROW_BATCH) {
    const batch = rows.slice(i, i + ROW_BATCH).map((r) => ({ row_no: r.rowNo, fields: r.fields }));
    await db.execute(sql`
      insert into import_rows (file_id, row_no, fields)
      select ${fileId}, row_no, fields
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(row_no int, fields jsonb)`);
  }
}

/** The organisation's latest import of the same bytes (kind and SHA-256), if any. */
export async function findDuplicate(db: Db, organizationId: number, kind: ImportKind, sha256: string) {
  const [row] = await db
    .select(fileColumns)
    .from(importFiles)
    .where(
      and(
        eq(importFiles.organizationId, organizationId),
        eq(importFiles.kind, kind),
        eq(importFiles.sha256, sha256),
      ),
    )
    .orderBy(desc(importFiles.id))
    .limit(1);
  return row ?? null;
}

export async function fileByUpid(
  db: Db,
  scope: Scope,
  kind: ImportKind,
  upid: string,
  lock = false,
): Promise<FileRow | null> {
  const query = db
    .select(fileColumns)
    .from(importFiles)
    .where(and(eq(importFiles.upidFile, upid), eq(importFiles.kind, kind), fileScope(scope)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function fileById(db: Db, id: number, lock = false): Promise<FileRow | null> {
  const query = db.select(fileColumns).from(importFiles).where(eq(importFiles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listFiles(
  db: Db,
  scope: Scope,
  kind: ImportKind,
  status: number | undefined,
  page: { page: number; pageSize: number },
): Promise<{ rows: FileRow[]; total: number }> {
  const where = and(
    eq(importFiles.kind, kind),
    fileScope(scope),
    status === undefined ? undefined : eq(importFiles.status, status),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(fileColumns)
      .from(importFiles)
      .where(where)
      .orderBy(desc(importFiles.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(importFiles).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The caller's files still waiting or in progress. */
export async function unfinishedFiles(db: Db, scope: Scope, kind: ImportKind): Promise<FileRow[]> {
  return db
    .select(fileColumns)
    .from(importFiles)
    .where(
      and(
        eq(importFiles.kind, kind),
        fileScope(scope),
        inArray(importFiles.status, [IMPORT_STATUS.awaiting, IMPORT_STATUS.inProgress]),
      ),
    )
    .orderBy(desc(importFiles.id))
    .limit(50);
}

/**
 * The queue's claim: the oldest waiting or in-progress file of the kind that no other transaction
 * holds, locked until this transaction ends (FOR UPDATE SKIP LOCKED).
 */
export async function claimFile(db: Db, kind: ImportKind): Promise<FileRow | null> {
  const [row] = await db
    .select(fileColumns)
    .from(importFiles)
    .where(
      and(
        inArray(importFiles.status, [IMPORT_STATUS.awaiting, IMPORT_STATUS.inProgress]),
        eq(importFiles.kind, kind),
      ),
    )
    .orderBy(asc(importFiles.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function pendingRows(db: Db, fileId: number, limit: number): Promise<RowRecord[]> {
  return db
    .select()
    .from(importRows)
    .where(and(eq(importRows.fileId, fileId), eq(importRows.state, 0)))
    .orderBy(asc(importRows.rowNo))
    .limit(limit);
}

/** Rows that became payments: state 1 with their payment ids, in one statement. */
export async function markPaid(db: Db, rows: readonly { id: number; paymentId: number }[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = `{${rows.map((r) => r.id).join(',')}}`;
  const payments = `{${rows.map((r) => r.paymentId).join(',')}}`;
  await db.execute(sql`
    update import_rows set state = 1, payment_id = d.payment_id
    from unnest(${ids}::int[], ${payments}::int[]) as d(id, payment_id)
    where import_rows.id = d.id`);
}

/** Rows with problems: state 2 with their problems, in one statement. */
export async function markErrors(
  db: Db,
  rows: readonly { id: number; problems: readonly StoredProblem[] }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update import_rows set state = 2, errors = d.errors::jsonb
    from jsonb_to_recordset(${JSON.stringify(
      rows.map((r) => ({ id: r.id, errors: JSON.stringify(r.problems) })),
    )}::jsonb) as d(id int, errors text)
    where import_rows.id = d.id`);
}

export async function updateFile(db: Db, id: number, values: Partial<FileInsert>): Promise<void> {
  await db.update(importFiles).set(values).where(eq(importFiles.id, id));
}

/** Adds a batch's outcome to the file's counters. */
export async function addProgress(
  db: Db,
  id: number,
  add: { done: number; errors: number; payments: number; amount: bigint },
  status: number,
  at: Date,
): Promise<void> {
  await db
    .update(importFiles)
    .set({
      doneRows: sql`${importFiles.doneRows} + ${add.done}`,
      errorRows: sql`${importFiles.errorRows} + ${add.errors}`,
      paymentRows: sql`${importFiles.paymentRows} + ${add.payments}`,
      amountPayment: sql`${importFiles.amountPayment} + ${add.amount.toString()}::bigint`,
      status,
      version: sql`${importFiles.version} + 1`,
      updatedAt: at,
    })
    .where(eq(importFiles.id, id));
}

export async function errorRows(
  db: Db,
  fileId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: RowRecord[]; total: number }> {
  const where = and(eq(importRows.fileId, fileId), eq(importRows.state, 2));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(importRows)
      .where(where)
      .orderBy(asc(importRows.rowNo))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(importRows).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** One row with its file, within the caller's organisations (locked for a fix when asked). */
export async function rowWithFile(
  db: Db,
  scope: Scope,
  kind: ImportKind,
  rowId: number,
  lock = false,
): Promise<{ row: RowRecord; file: FileRow } | null> {
  const query = db
    .select({ row: importRows, file: fileColumns })
    .from(importRows)
    .innerJoin(importFiles, eq(importFiles.id, importRows.fileId))
    .where(and(eq(importRows.id, rowId), eq(importFiles.kind, kind), fileScope(scope)));
  const [found] = lock ? await query.for('update') : await query;
  return found ?? null;
}

export async function updateRow(db: Db, id: number, values: Partial<typeof importRows.$inferInsert>) {
  await db.update(importRows).set(values).where(eq(importRows.id, id));
}

export async function deleteFile(db: Db, id: number): Promise<void> {
  await db.delete(importRows).where(eq(importRows.fileId, id));
  await db.delete(importFiles).where(eq(importFiles.id, id));
}

/** Per file, the ids of the documents its rows became (one query for a page of files). */
export async function documentIdsOfFiles(db: Db, fileIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (fileIds.length === 0) return out;
  const rows = await db
    .select({ fileId: importRows.fileId, id: importRows.paymentId })
    .from(importRows)
    .where(and(inArray(importRows.fileId, [...fileIds]), eq(importRows.state, 1)))
    .orderBy(asc(importRows.id));
  for (const r of rows) {
    if (r.id === null) continue;
    const list = out.get(r.fileId) ?? [];
    list.push(r.id);
    out.set(r.fileId, list);
  }
  return out;
}

/** The ids of the documents a file's rows became (kinds without a file column on the document). */
export async function documentIdsOfFile(db: Db, fileId: number): Promise<number[]> {
  const rows = await db
    .select({ id: importRows.paymentId })
    .from(importRows)
    .where(and(eq(importRows.fileId, fileId), eq(importRows.state, 1)))
    .orderBy(asc(importRows.id));
  return rows.map((r) => r.id).filter((id): id is number => id !== null);
}

/**
 * A condition for a document list: the document is one a file of this kind made (the file's
 * upid_file, of the document's own organisation). For kinds without a file column on the
 * document (currency, exchange: the id is on the import row); the list's own scope still applies.
 */
export function madeByImportFile(
  kind: ImportKind,
  upidFile: string,
  documentId: AnyColumn,
  organizationId: AnyColumn,
): SQL {
  return sql`${documentId} in (select r.payment_id from ${importRows} r join ${importFiles} f on f.id = r.file_id
    where f.upid_file = ${upidFile} and f.kind = ${kind} and f.organization_id = ${organizationId}
    and r.state = 1 and r.payment_id is not null)`;
}
