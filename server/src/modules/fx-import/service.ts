/**
 * Currency payment import and exchange import (issue 21; contracts/api/fx-import.ts): the soum
 * import's file handling (core/import-parse.ts, core/import-repository.ts; the same tables with
 * kind 'currency' or 'exchange', the same statuses, duplicate question and limits) with each kind's
 * documents (kinds.ts). An upload is read at once (a refused file stores nothing), stored with its
 * rows, and judged in the background (queue.ts); error rows are fixed in place and judged again by
 * the same rules. Every change is audited in its transaction; refusals by the routes after rollback.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  IMPORT_STATUS,
  type ImportFile,
  type ImportUploadAnswer,
} from '../../../../contracts/api/uzs-import.ts';
import type { FxImportEditBody, FxImportErrorRow } from '../../../../contracts/api/fx-import.ts';
import { pageMeta } from '../../../../contracts/envelope.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { buildExportFile } from '../../core/export-files.ts';
import { parseImportFile, type ParseFailure } from '../../core/import-parse.ts';
import * as repo from '../../core/import-repository.ts';
import { importFileView, importRowErrors } from '../../core/import-views.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import type { DocKind } from './kinds.ts';

/** A refusal of the file as a whole: 422 with the reason on `content`. */
export function fileRefused(key: ParseFailure | 'import.signed' | 'import.rowFixed'): ApiError {
  return ApiError.rejected([{ attribute: 'content', key }], key);
}

function newUpidFile(): string {
  return randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase();
}

/** The documents a file's rows became (import_rows.payment_id holds the document's id). */
async function documentsOf(tx: Db, fileId: number): Promise<number[]> {
  return repo.documentIdsOfFile(tx, fileId);
}

export function createFxImportService(db: Db, clock: Clock, kind: DocKind) {
  const columns = kind.layout.columns;

  function fieldsOf(stored: Readonly<Record<string, string>>): Record<string, string> {
    return Object.fromEntries(columns.map((c) => [c, stored[c] ?? '']));
  }

  async function fileOut(tx: Db, row: repo.FileRow, actor: Actor): Promise<ImportFile> {
    const [out] = await filesOut(tx, [row], actor);
    if (out === undefined) throw ApiError.notFound();
    return out;
  }

  /** The files with their delete flags: two queries for the page (documents, and which are signed). */
  async function filesOut(tx: Db, rows: readonly repo.FileRow[], actor: Actor): Promise<ImportFile[]> {
    const docs = await repo.documentIdsOfFiles(
      tx,
      rows.map((r) => r.id),
    );
    const signed = await kind.signedIds(tx, [...docs.values()].flat());
    return rows.map((r) =>
      importFileView(
        r,
        kind.kind,
        kind.writers,
        actor,
        (docs.get(r.id) ?? []).filter((id) => signed.has(id)).length,
      ),
    );
  }

  function toErrorRow(row: repo.RowRecord, file: repo.FileRow, actor: Actor): FxImportErrorRow {
    const errors = importRowErrors(row.errors as repo.StoredProblem[] | null, actor.lang);
    return {
      id: row.id,
      upid_file: file.upidFile,
      row_no: row.rowNo,
      version: row.version,
      fields: fieldsOf(row.fields),
      error_text: errors.map((e) => e.message).join('; '),
      errors,
      isEdit: roleAllowed(actor.session.role, kind.writers) && row.state === 2,
    };
  }

  return {
    kind,

    async read(fileName: string, content: string) {
      const bytes = Buffer.from(content, 'base64');
      const parsed = await parseImportFile(fileName, bytes, kind.layout);
      if (!parsed.ok) throw fileRefused(parsed.key);
      return { bytes, rows: parsed.rows };
    },

    async store(
      tx: Db,
      actor: Actor,
      input: {
        fileName: string;
        bytes: Buffer;
        rows: readonly { rowNo: number; fields: Record<string, string> }[];
        confirmDuplicate: boolean;
      },
    ): Promise<ImportUploadAnswer> {
      const org = actor.session.organizationId;
      if (org === null) throw ApiError.forbidden();
      const sha256 = createHash('sha256').update(input.bytes).digest('hex');
      const earlier = await repo.findDuplicate(tx, org, kind.kind, sha256);
      if (earlier !== null && !input.confirmDuplicate) {
        return { file: null, duplicate_of: await fileOut(tx, earlier, actor) };
      }
      const now = clock.now();
      const id = await repo.insertFile(tx, {
        upidFile: newUpidFile(),
        kind: kind.kind,
        organizationId: org,
        userId: actor.session.userId,
        fileName: input.fileName,
        sha256,
        size: input.bytes.length,
        content: input.bytes,
        totalRows: input.rows.length,
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertRows(tx, id, input.rows);
      await auditActor(tx, now, actor, kind.audit.upload, {
        fileId: id,
        fileName: input.fileName,
        rows: input.rows.length,
        sha256,
        duplicateOf: earlier?.id ?? null,
      });
      const stored = await repo.fileById(tx, id);
      if (stored === null) throw ApiError.notFound();
      return { file: importFileView(stored, kind.kind, kind.writers, actor, 0), duplicate_of: null };
    },

    async files(actor: Actor, status: number | undefined, page: { page: number; pageSize: number }) {
      const scope = await actor.readScope();
      const { rows, total } = await repo.listFiles(db, scope, kind.kind, status, page);
      return { list: await filesOut(db, rows, actor), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    async queue(actor: Actor): Promise<ImportFile[]> {
      const rows = await repo.unfinishedFiles(db, await actor.readScope(), kind.kind);
      return filesOut(db, rows, actor);
    },

    async file(actor: Actor, upid: string): Promise<ImportFile> {
      const file = await repo.fileByUpid(db, await actor.readScope(), kind.kind, upid);
      if (file === null) throw ApiError.notFound();
      return fileOut(db, file, actor);
    },

    async errors(actor: Actor, upid: string, page: { page: number; pageSize: number }) {
      const file = await repo.fileByUpid(db, await actor.readScope(), kind.kind, upid);
      if (file === null) throw ApiError.notFound();
      const { rows, total } = await repo.errorRows(db, file.id, page);
      return {
        list: rows.map((r) => toErrorRow(r, file, actor)),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    async errorRow(actor: Actor, id: number): Promise<FxImportErrorRow> {
      const found = await repo.rowWithFile(db, await actor.readScope(), kind.kind, id);
      if (found === null || found.row.state !== 2) throw ApiError.notFound();
      return toErrorRow(found.row, found.file, actor);
    },

    /**
     * A fixed error row: judged again by the same rules; valid → the document made by the fixer,
     * the row done and the file's totals updated; invalid → 422 per field, nothing stored.
     */
    async edit(tx: Db, actor: Actor, body: FxImportEditBody) {
      const scope = await scopeOf(tx, actor.session);
      const found = await repo.rowWithFile(tx, scope, kind.kind, body.id, true);
      if (found === null) throw ApiError.notFound();
      const { row, file } = found;
      if (row.state !== 2) throw fileRefused('import.rowFixed');
      if (row.version !== body.version) {
        throw new ApiError({ http: 412, status: 'error', message: 'version.changed' });
      }
      const fields = fieldsOf(body.fields);
      const verdict = await kind.create(
        tx,
        { organizationId: file.organizationId, userId: actor.session.userId },
        fields,
      );
      if (!verdict.ok) throw ApiError.rejected(verdict.problems);
      const now = clock.now();
      await repo.updateRow(tx, row.id, {
        state: 1,
        fields,
        errors: null,
        paymentId: verdict.id,
        version: row.version + 1,
      });
      await repo.addProgress(
        tx,
        file.id,
        { done: 0, errors: -1, payments: 1, amount: verdict.hundredths },
        file.status,
        now,
      );
      await auditActor(tx, now, actor, kind.audit.edit, {
        fileId: file.id,
        rowId: row.id,
        documentIds: [verdict.id],
      });
      const updated = await repo.fileById(tx, file.id);
      if (updated === null) throw ApiError.notFound();
      return { document_id: verdict.id, file: await fileOut(tx, updated, actor) };
    },

    /** Deletes a file while none of its documents is signed; its unsigned documents go with it. */
    async remove(tx: Db, actor: Actor, upid: string): Promise<null> {
      const scope = await scopeOf(tx, actor.session);
      const file = await repo.fileByUpid(tx, scope, kind.kind, upid, true);
      if (file === null) throw ApiError.notFound();
      const removed = await kind.remove(tx, file.organizationId, await documentsOf(tx, file.id));
      if (removed === null) throw fileRefused('import.signed');
      await repo.deleteFile(tx, file.id);
      await auditActor(tx, clock.now(), actor, kind.audit.delete, {
        fileId: file.id,
        fileName: file.fileName,
        documentIds: removed,
      });
      return null;
    },

    /** The template: a header row (label and [key]) and one example row with the caller's accounts. */
    async template(actor: Actor): Promise<Buffer> {
      const example = await kind.example(actor);
      return buildExportFile('excel', {
        title: t(actor.lang, kind.sheet),
        headers: columns.map((c) => `${t(actor.lang, `fxImport.column.${c}` as MessageKey)} [${c}]`),
        rows: [columns.map((c) => example[c] ?? '')],
      });
    },
  };
}

export type FxImportService = ReturnType<typeof createFxImportService>;
export { IMPORT_STATUS };
