/**
 * Overdue-debt upload rules (contracts/api/overdue-upload.ts, docs/decisions.md "Overdue-debt
 * upload"). Upload: the file is read before any transaction (an unreadable file, or a report date
 * in the future or before the newest applied one, stores nothing: 422), then judged against the
 * contracts and kept with its preview rows — `preview` when every row is right, `invalid` otherwise.
 * Apply: one transaction, serialised across nodes, that writes the figures exactly once; an applied
 * upload answers itself unchanged; a preview another apply made out of date (superseded), or whose
 * contracts' figures differ from those it was checked against, is refused with 409.
 */
import { createHash } from 'node:crypto';
import { bankDay } from '../../../../contracts/bank-calendar.ts';
import type { Language, Paged } from '../../../../contracts/envelope.ts';
import { pageMeta } from '../../../../contracts/envelope.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import {
  OVERDUE_FILE_COLUMNS,
  OVERDUE_UPLOADERS,
  type OverdueAmounts,
  type OverdueUpload,
  type OverdueUploadRow,
  type OverdueUploadStatus,
  type OverdueRowKind,
} from '../../../../contracts/api/overdue-upload.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { buildExportFile } from '../../core/export-files.ts';
import type { ParsedRow } from '../../core/import-parse.ts';
import { isIsoDate } from '../../../../contracts/validation/date.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { auditActor } from '../../plugins/audit.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { isoWithOffset, TASHKENT_UTC_OFFSET_HOURS } from '../../time-format.ts';
import { buildPreview, namedIdns, readOverdueFile, sameFigures, type Figures } from './parse.ts';
import * as repo from './repository.ts';

const at5 = (d: Date) => isoWithOffset(d, TASHKENT_UTC_OFFSET_HOURS);

function amounts(f: readonly (bigint | null)[]): OverdueAmounts | null {
  if (f.some((v) => v === null)) return null;
  const [a = 0n, b = 0n, c = 0n, d = 0n] = f as bigint[];
  return {
    receivableOverdue1: fromMinor(a),
    payableOverdue1: fromMinor(b),
    receivableOverdue2: fromMinor(c),
    payableOverdue2: fromMinor(d),
  };
}

const conflict = (key: MessageKey) => new ApiError({ http: 409, status: 'error', message: key });

export function uploadOut(u: repo.UploadRecord, session: AuthSession): OverdueUpload {
  const writer = roleAllowed(session.role, OVERDUE_UPLOADERS);
  return {
    id: u.id,
    file_name: u.fileName,
    sha256: u.sha256,
    report_date: u.reportDate,
    status: u.status as OverdueUploadStatus,
    uploaded_by: u.uploadedByName,
    uploaded_at: at5(u.uploadedAt),
    applied_by: u.appliedByName,
    applied_at: u.appliedAt === null ? null : at5(u.appliedAt),
    rows: u.rowCount,
    changed: u.changed,
    unchanged: u.unchanged,
    cleared: u.cleared,
    errors: u.errors,
    isApply: writer && u.status === 'preview',
    isDiscard: writer && (u.status === 'preview' || u.status === 'invalid'),
  };
}

function rowOut(r: repo.UploadRowRecord, lang: Language): OverdueUploadRow {
  return {
    id: r.id,
    row_no: r.rowNo,
    idn: r.idn,
    kind: r.kind as OverdueRowKind,
    contractorUzName: r.contractorUzName,
    currCode: r.currCode,
    old: amounts([r.oldReceivable1, r.oldPayable1, r.oldReceivable2, r.oldPayable2]),
    new: amounts([r.newReceivable1, r.newPayable1, r.newReceivable2, r.newPayable2]),
    errors: r.errors.map((e) => ({
      column: e.column,
      message: t(lang, e.key as MessageKey, e.params ?? {}),
    })),
  };
}

export interface ListPage {
  readonly page: number;
  readonly pageSize: number;
  readonly sort?: string;
}

function paged<T>(rows: readonly T[], total: number, page: ListPage): Paged<T> {
  return { list: rows, _meta: pageMeta(total, page.page, page.pageSize) };
}

function noSort(page: ListPage): void {
  if (page.sort !== undefined) throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
}

export function createOverdueUploadService(db: Db, clock: Clock) {
  async function found(on: Db, id: number, lock = false): Promise<repo.UploadRecord> {
    const upload = await repo.findUpload(on, id, lock);
    if (upload === null) throw ApiError.notFound();
    return upload;
  }

  return {
    /** Reads and checks the file and its date; nothing is stored when this refuses. */
    async read(fileName: string, content: string, reportDate: string) {
      const bytes = Buffer.from(content, 'base64');
      const parsed = await readOverdueFile(fileName, bytes);
      if (!parsed.ok) throw ApiError.rejected([{ attribute: 'content', key: parsed.key }], parsed.key);
      if (!isIsoDate(reportDate))
        throw ApiError.rejected([{ attribute: 'report_date', key: 'field.invalid' }]);
      if (reportDate > bankDay(clock.now())) {
        throw ApiError.rejected([{ attribute: 'report_date', key: 'overdue.reportDateFuture' }]);
      }
      return { bytes, rows: parsed.rows };
    },

    async store(
      tx: Db,
      actor: Actor,
      input: { fileName: string; reportDate: string; bytes: Buffer; rows: readonly ParsedRow[] },
    ): Promise<OverdueUpload> {
      const newest = await repo.newestApplied(tx);
      if (newest !== null && input.reportDate < newest.reportDate) {
        throw ApiError.rejected([
          { attribute: 'report_date', key: 'overdue.reportDateOld', params: { date: newest.reportDate } },
        ]);
      }
      const contracts = await repo.contractsFor(tx, namedIdns(input.rows));
      const preview = buildPreview(input.rows, contracts);
      const at = clock.now();
      const sha256 = createHash('sha256').update(input.bytes).digest('hex');
      const id = await repo.insertUpload(
        tx,
        {
          fileName: input.fileName,
          sha256,
          reportDate: input.reportDate,
          uploadedBy: actor.session.userId,
          uploadedAt: at,
        },
        preview,
      );
      await auditActor(tx, at, actor, 'eisvo.overdue-upload', {
        id,
        fileName: input.fileName,
        sha256,
        reportDate: input.reportDate,
        ...preview.counts,
      });
      return uploadOut(await found(tx, id), actor.session);
    },

    async list(session: AuthSession, page: ListPage): Promise<Paged<OverdueUpload>> {
      noSort(page);
      const { rows, total } = await repo.listUploads(db, page);
      return paged(
        rows.map((u) => uploadOut(u, session)),
        total,
        page,
      );
    },

    async info(session: AuthSession, id: number): Promise<OverdueUpload> {
      return uploadOut(await found(db, id), session);
    },

    async rows(
      actor: Actor,
      id: number,
      filter: repo.RowFilter,
      page: ListPage,
    ): Promise<Paged<OverdueUploadRow>> {
      noSort(page);
      await found(db, id);
      const { rows, total } = await repo.uploadRows(db, id, filter, page);
      return paged(
        rows.map((r) => rowOut(r, actor.lang)),
        total,
        page,
      );
    },

    async apply(tx: Db, actor: Actor, id: number): Promise<OverdueUpload> {
      await repo.lockApplies(tx);
      const upload = await found(tx, id, true);
      // Exactly once: applying an applied upload again answers it as it is.
      if (upload.status === 'applied') return uploadOut(upload, actor.session);
      if (upload.status !== 'preview') throw conflict('overdue.notPreview');
      const rows = await repo.applicableRows(tx, id);
      const current = await repo.currentFigures(
        tx,
        rows.flatMap((r) => (r.contractId === null ? [] : [r.contractId])),
      );
      const checked = new Set<number>();
      for (const r of rows) {
        if (r.contractId === null) continue;
        checked.add(r.contractId);
        const old: Figures = [
          r.oldReceivable1 ?? 0n,
          r.oldPayable1 ?? 0n,
          r.oldReceivable2 ?? 0n,
          r.oldPayable2 ?? 0n,
        ];
        const now = current.get(r.contractId);
        if (now === undefined || !sameFigures(old, now)) throw conflict('overdue.stale');
      }
      // A contract that has figures now but had none when the file was checked.
      for (const contractId of current.keys()) {
        if (!checked.has(contractId)) throw conflict('overdue.stale');
      }
      const written = await repo.writeFigures(tx, id);
      const at = clock.now();
      await repo.markApplied(tx, id, actor.session.userId, at);
      const superseded = await repo.supersedeOthers(tx, id);
      await auditActor(tx, at, actor, 'eisvo.overdue-apply', {
        id,
        reportDate: upload.reportDate,
        contracts: written,
        superseded,
      });
      return uploadOut(await found(tx, id), actor.session);
    },

    async discard(tx: Db, actor: Actor, id: number): Promise<OverdueUpload> {
      const upload = await found(tx, id, true);
      if (upload.status === 'discarded' || upload.status === 'superseded') {
        return uploadOut(upload, actor.session);
      }
      if (upload.status === 'applied') throw conflict('overdue.notDiscardable');
      await repo.markDiscarded(tx, id);
      await auditActor(tx, clock.now(), actor, 'eisvo.overdue-discard', { id, status: upload.status });
      return uploadOut(await found(tx, id), actor.session);
    },

    async asOf() {
      const newest = await repo.newestApplied(db);
      return {
        report_date: newest?.reportDate ?? null,
        applied_at: newest?.appliedAt ? at5(newest.appliedAt) : null,
      };
    },

    /** The template: the header (label and [key]) and the current register, one row per contract. */
    async template(lang: Language): Promise<Buffer> {
      const contracts = await repo.contractsFor(db, []);
      return buildExportFile('excel', {
        title: t(lang, 'overdue.template.sheet'),
        headers: OVERDUE_FILE_COLUMNS.map((c) => `${t(lang, `overdue.column.${c}` as MessageKey)} [${c}]`),
        rows: contracts
          .sort((a, b) => a.idn.localeCompare(b.idn))
          .map((c) => [c.idn, ...c.figures.map((v) => fromMinor(v))]),
      });
    },
  };
}
