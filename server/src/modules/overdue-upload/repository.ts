/** Drizzle access for overdue-debt uploads, their preview rows and the contracts' overdue figures. */
import { and, count, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eisvoContracts } from '../../db/schema/eisvo.ts';
import { eisvoOverdueUploadRows, eisvoOverdueUploads } from '../../db/schema/overdue-upload.ts';
import { users } from '../../db/schema/users.ts';
import type { Figures, KnownContract, Preview } from './parse.ts';

export type UploadRecord = typeof eisvoOverdueUploads.$inferSelect & {
  readonly uploadedByName: string;
  readonly appliedByName: string | null;
};
export type UploadRowRecord = typeof eisvoOverdueUploadRows.$inferSelect & {
  readonly contractorUzName: string | null;
  readonly currCode: string | null;
};

export interface Page {
  readonly page: number;
  readonly pageSize: number;
}

const hasFigures = or(
  gt(eisvoContracts.receivableOverdue1, sql`0`),
  gt(eisvoContracts.payableOverdue1, sql`0`),
  gt(eisvoContracts.receivableOverdue2, sql`0`),
  gt(eisvoContracts.payableOverdue2, sql`0`),
);

const figuresOf = (c: {
  receivableOverdue1: bigint;
  payableOverdue1: bigint;
  receivableOverdue2: bigint;
  payableOverdue2: bigint;
}): Figures => [c.receivableOverdue1, c.payableOverdue1, c.receivableOverdue2, c.payableOverdue2];

const contractColumns = {
  id: eisvoContracts.id,
  idn: eisvoContracts.idn,
  receivableOverdue1: eisvoContracts.receivableOverdue1,
  payableOverdue1: eisvoContracts.payableOverdue1,
  receivableOverdue2: eisvoContracts.receivableOverdue2,
  payableOverdue2: eisvoContracts.payableOverdue2,
};

/** The contracts a file names and every contract that has overdue figures now. */
export async function contractsFor(db: Db, idns: readonly string[]): Promise<KnownContract[]> {
  const rows = await db
    .select(contractColumns)
    .from(eisvoContracts)
    .where(idns.length === 0 ? hasFigures : or(hasFigures, inArray(eisvoContracts.idn, [...idns])));
  return rows.map((r) => ({ id: r.id, idn: r.idn, figures: figuresOf(r) }));
}

/** The current figures of the contracts given and of every contract that has figures now. */
export async function currentFigures(db: Db, contractIds: readonly number[]): Promise<Map<number, Figures>> {
  const rows = await db
    .select(contractColumns)
    .from(eisvoContracts)
    .where(
      contractIds.length === 0 ? hasFigures : or(hasFigures, inArray(eisvoContracts.id, [...contractIds])),
    )
    .for('update');
  return new Map(rows.map((r) => [r.id, figuresOf(r)]));
}

/** The report date of the newest applied upload, if any. */
export async function newestApplied(
  db: Db,
): Promise<{ id: number; reportDate: string; appliedAt: Date | null } | null> {
  const [row] = await db
    .select({
      id: eisvoOverdueUploads.id,
      reportDate: eisvoOverdueUploads.reportDate,
      appliedAt: eisvoOverdueUploads.appliedAt,
    })
    .from(eisvoOverdueUploads)
    .where(eq(eisvoOverdueUploads.status, 'applied'))
    .orderBy(desc(eisvoOverdueUploads.appliedAt), desc(eisvoOverdueUploads.id))
    .limit(1);
  return row ?? null;
}

export async function insertUpload(
  tx: Db,
  upload: {
    fileName: string;
    sha256: string;
    reportDate: string;
    uploadedBy: number;
    uploadedAt: Date;
  },
  preview: Preview,
  /** Only the demo seed stores an upload's later life (applied, superseded, discarded) at once. */
  history?: { status: string; appliedBy: number | null; appliedAt: Date | null },
): Promise<number> {
  const [row] = await tx
    .insert(eisvoOverdueUploads)
    .values({
      ...upload,
      ...history,
      status: history?.status ?? (preview.counts.errors > 0 ? 'invalid' : 'preview'),
      rowCount: preview.counts.rows,
      changed: preview.counts.changed,
      unchanged: preview.counts.unchanged,
      cleared: preview.counts.cleared,
      errors: preview.counts.errors,
    })
    .returning({ id: eisvoOverdueUploads.id });
  if (row === undefined) throw new Error('overdue upload not stored');
  const values = preview.rows.map((r) => ({
    uploadId: row.id,
    rowNo: r.rowNo,
    idn: r.idn,
    contractId: r.contractId,
    kind: r.kind,
    oldReceivable1: r.old?.[0] ?? null,
    oldPayable1: r.old?.[1] ?? null,
    oldReceivable2: r.old?.[2] ?? null,
    oldPayable2: r.old?.[3] ?? null,
    newReceivable1: r.new?.[0] ?? null,
    newPayable1: r.new?.[1] ?? null,
    newReceivable2: r.new?.[2] ?? null,
    newPayable2: r.new?.[3] ?? null,
    errors: r.errors.map((e) => ({ ...e })),
  }));
  // In slices: one statement's parameters are limited (15 a row).
  for (let i = 0; i < values.length; i += 2000) {
    await tx.insert(eisvoOverdueUploadRows).values(values.slice(i, i + 2000));
  }
  return row.id;
}

const uploader = sql<string>`(select ${users.fullName} from ${users} where ${users.id} = ${eisvoOverdueUploads.uploadedBy})`;
const applier = sql<
  string | null
>`(select ${users.fullName} from ${users} where ${users.id} = ${eisvoOverdueUploads.appliedBy})`;

function selectUploads(db: Db) {
  return db
    .select({
      upload: eisvoOverdueUploads,
      uploadedByName: uploader,
      appliedByName: applier,
    })
    .from(eisvoOverdueUploads);
}

const flatten = (r: {
  upload: typeof eisvoOverdueUploads.$inferSelect;
  uploadedByName: string;
  appliedByName: string | null;
}): UploadRecord => ({ ...r.upload, uploadedByName: r.uploadedByName, appliedByName: r.appliedByName });

export async function findUpload(db: Db, id: number, lock = false): Promise<UploadRecord | null> {
  if (lock) {
    // Lock the row first (a sub-select cannot share FOR UPDATE), then read it with the names.
    await db
      .select({ id: eisvoOverdueUploads.id })
      .from(eisvoOverdueUploads)
      .where(eq(eisvoOverdueUploads.id, id))
      .for('update');
  }
  const [row] = await selectUploads(db).where(eq(eisvoOverdueUploads.id, id));
  return row === undefined ? null : flatten(row);
}

export async function listUploads(db: Db, page: Page): Promise<{ rows: UploadRecord[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    selectUploads(db)
      .orderBy(desc(eisvoOverdueUploads.uploadedAt), desc(eisvoOverdueUploads.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(eisvoOverdueUploads),
  ]);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

export type RowFilter = 'all' | 'changes' | 'errors';

export async function uploadRows(
  db: Db,
  uploadId: number,
  filter: RowFilter,
  page: Page,
): Promise<{ rows: UploadRowRecord[]; total: number }> {
  const kinds: SQL | undefined =
    filter === 'changes'
      ? inArray(eisvoOverdueUploadRows.kind, ['changed', 'cleared'])
      : filter === 'errors'
        ? eq(eisvoOverdueUploadRows.kind, 'error')
        : undefined;
  const where = and(eq(eisvoOverdueUploadRows.uploadId, uploadId), kinds);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: eisvoOverdueUploadRows,
        contractorUzName: eisvoContracts.contractorUzName,
        currCode: eisvoContracts.currCode,
      })
      .from(eisvoOverdueUploadRows)
      .leftJoin(eisvoContracts, eq(eisvoContracts.id, eisvoOverdueUploadRows.contractId))
      .where(where)
      // Errors first, then the file's order; the contracts it leaves out last.
      .orderBy(
        sql`case when ${eisvoOverdueUploadRows.kind} = 'error' then 0 else 1 end`,
        sql`${eisvoOverdueUploadRows.rowNo} nulls last`,
        eisvoOverdueUploadRows.id,
      )
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(eisvoOverdueUploadRows).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.row, contractorUzName: r.contractorUzName, currCode: r.currCode })),
    total: total?.n ?? 0,
  };
}

/** The rows an apply checks and writes: every row that names a contract. */
export async function applicableRows(tx: Db, uploadId: number) {
  return tx
    .select()
    .from(eisvoOverdueUploadRows)
    .where(and(eq(eisvoOverdueUploadRows.uploadId, uploadId), ne(eisvoOverdueUploadRows.kind, 'error')));
}

/** Writes the new figures of the changed and cleared rows to their contracts, in one statement. */
export async function writeFigures(tx: Db, uploadId: number): Promise<number> {
  const r = eisvoOverdueUploadRows;
  const result = await tx
    .update(eisvoContracts)
    .set({
      receivableOverdue1: sql`${r.newReceivable1}`,
      payableOverdue1: sql`${r.newPayable1}`,
      receivableOverdue2: sql`${r.newReceivable2}`,
      payableOverdue2: sql`${r.newPayable2}`,
    })
    .from(r)
    .where(
      and(
        eq(r.uploadId, uploadId),
        eq(r.contractId, eisvoContracts.id),
        inArray(r.kind, ['changed', 'cleared']),
      ),
    )
    .returning({ id: eisvoContracts.id });
  return result.length;
}

/** Serialises applies across nodes (held to the end of the transaction). */
export async function lockApplies(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('eisvo-overdue-apply'))`);
}

export async function markApplied(tx: Db, id: number, by: number, at: Date): Promise<void> {
  await tx
    .update(eisvoOverdueUploads)
    .set({ status: 'applied', appliedBy: by, appliedAt: at })
    .where(eq(eisvoOverdueUploads.id, id));
}

/** Every other waiting preview: an apply made it out of date. Answers their ids. */
export async function supersedeOthers(tx: Db, id: number): Promise<number[]> {
  const rows = await tx
    .update(eisvoOverdueUploads)
    .set({ status: 'superseded' })
    .where(and(eq(eisvoOverdueUploads.status, 'preview'), ne(eisvoOverdueUploads.id, id)))
    .returning({ id: eisvoOverdueUploads.id });
  return rows.map((r) => r.id);
}

export async function markDiscarded(tx: Db, id: number): Promise<void> {
  await tx.update(eisvoOverdueUploads).set({ status: 'discarded' }).where(eq(eisvoOverdueUploads.id, id));
}
