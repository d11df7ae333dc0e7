/**
 * Soum payment import (issue 21; contracts/api/uzs-import.ts). An upload is read at once
 * (parse.ts; a refused file stores nothing), then stored as a file with its rows in one
 * transaction; the queue (queue.ts) judges the rows in batches in the background. The rules and
 * the payments are the soum payment module's own (its public service: judgeImported,
 * createImported, removeImported), so an imported row is judged exactly as the form's save and
 * becomes an ordinary soum payment in Entered, linked to its file. Every change is audited in its
 * transaction; refusals are audited by the routes after the rollback.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  IMPORT_STATUS,
  IMPORT_WRITERS,
  UZS_IMPORT_COLUMNS,
  type ImportEditBody,
  type ImportErrorRow,
  type ImportFile,
  type ImportKind,
  type ImportUploadAnswer,
  type UzsImportFields,
} from '../../../../contracts/api/uzs-import.ts';
import { pageMeta, type Language } from '../../../../contracts/envelope.ts';
import { toMinor } from '../../../../contracts/money.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { buildExportFile } from '../../core/export-files.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import { cardToken } from '../../core/card-token.ts';
import { cardNumberDigits } from '../../../../contracts/validation/card.ts';
import { createUzsPaymentService } from '../uzs-payment/service.ts';
import { parseImportFile, type ParseFailure } from './parse.ts';
import * as repo from './repository.ts';
import { importFileView, importRowErrors } from '../../core/import-views.ts';

const KIND: ImportKind = 'uzs';

/** A refusal of the file as a whole: 422 with the reason on `content`. */
export function fileRefused(key: ParseFailure | 'import.signed' | 'import.rowFixed'): ApiError {
  return ApiError.rejected([{ attribute: 'content', key }], key);
}

/** The rules' input of a row: its cells, the type as a number when it is one. */
export function ruleInput(fields: Readonly<Record<string, string>>): Record<string, unknown> {
  const type = fields['type'] ?? '';
  return { ...fields, type: /^\d{1,2}$/.test(type) ? Number(type) : type, second_signature: false };
}

/**
 * A row's card column as it may be kept (issue 23: card numbers never stored in clear): 16 digits
 * become their token at once (the save's rules accept a token, the payment gets the card's mask;
 * an unknown card is refused as uzs.card.unknown like a typed one). Other text is kept as read.
 */
export function protectRowCard(fields: Record<string, string>): Record<string, string> {
  const raw = fields['corp_card'];
  if (raw === undefined) return fields;
  const digits = cardNumberDigits(raw);
  if (!/^\d{16}$/.test(digits)) return fields;
  return { ...fields, corp_card: cardToken(digits) };
}

function carriesCard(rows: readonly { fields: Record<string, string> }[]): boolean {
  return rows.some((r) => (r.fields['corp_card'] ?? '').trim() !== '');
}

function newUpidFile(): string {
  return randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase();
}

function fieldsOf(stored: Readonly<Record<string, string>>): UzsImportFields {
  return Object.fromEntries(UZS_IMPORT_COLUMNS.map((c) => [c, stored[c] ?? ''])) as UzsImportFields;
}

export function createUzsImportService(db: Db, clock: Clock) {
  const payments = createUzsPaymentService(db, clock);

  async function filesOut(tx: Db, rows: readonly repo.FileRow[], actor: Actor): Promise<ImportFile[]> {
    const signed = await payments.signedOfFiles(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => importFileView(r, KIND, IMPORT_WRITERS, actor, signed.get(r.id) ?? 0));
  }

  function toErrorRow(row: repo.RowRecord, file: repo.FileRow, actor: Actor): ImportErrorRow {
    const errors = importRowErrors(row.errors as repo.StoredProblem[] | null, actor.lang);
    return {
      id: row.id,
      upid_file: file.upidFile,
      row_no: row.rowNo,
      version: row.version,
      fields: fieldsOf(row.fields),
      r_pinfl: row.fields['r_pinfl'] ?? '',
      error_text: errors.map((e) => e.message).join('; '),
      errors,
      isEdit: roleAllowed(actor.session.role, IMPORT_WRITERS) && row.state === 2,
    };
  }

  async function fileOf(tx: Db, actor: Actor, upid: string, lock = false): Promise<repo.FileRow> {
    const scope = await scopeOf(tx, actor.session);
    const file = await repo.fileByUpid(tx, scope, KIND, upid, lock);
    if (file === null) throw ApiError.notFound();
    return file;
  }

  return {
    /**
     * Reads the upload (outside any transaction: parsing may take a second): the rows, or a 422
     * refusal naming why, nothing stored.
     */
    async read(fileName: string, content: string) {
      const bytes = Buffer.from(content, 'base64');
      const parsed = await parseImportFile(fileName, bytes);
      if (!parsed.ok) throw fileRefused(parsed.key);
      return { bytes, rows: parsed.rows };
    },

    /** Stores the file and its rows (status awaiting); or, for a known file not confirmed, only says so. */
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
      const earlier = await repo.findDuplicate(tx, org, KIND, sha256);
      if (earlier !== null && !input.confirmDuplicate) {
        const [duplicate] = await filesOut(tx, [earlier], actor);
        return { file: null, duplicate_of: duplicate ?? null };
      }
      const now = clock.now();
      const id = await repo.insertFile(tx, {
        upidFile: newUpidFile(),
        kind: KIND,
        organizationId: org,
        userId: actor.session.userId,
        fileName: input.fileName,
        sha256,
        size: input.bytes.length,
        // The original bytes are never read back; a file with card numbers is not kept at all (issue 23).
        content: carriesCard(input.rows) ? Buffer.alloc(0) : input.bytes,
        totalRows: input.rows.length,
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertRows(
        tx,
        id,
        input.rows.map((r) => ({ ...r, fields: protectRowCard(r.fields) })),
      );
      await auditActor(tx, now, actor, 'uzs-import.upload', {
        fileId: id,
        fileName: input.fileName,
        rows: input.rows.length,
        sha256,
        duplicateOf: earlier?.id ?? null,
      });
      const stored = await repo.fileById(tx, id);
      if (stored === null) throw ApiError.notFound();
      return { file: importFileView(stored, KIND, IMPORT_WRITERS, actor, 0), duplicate_of: null };
    },

    async files(actor: Actor, status: number | undefined, page: { page: number; pageSize: number }) {
      const scope = await actor.readScope();
      const { rows, total } = await repo.listFiles(db, scope, KIND, status, page);
      return { list: await filesOut(db, rows, actor), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    async queue(actor: Actor): Promise<ImportFile[]> {
      const rows = await repo.unfinishedFiles(db, await actor.readScope(), KIND);
      return filesOut(db, rows, actor);
    },

    async file(actor: Actor, upid: string): Promise<ImportFile> {
      const file = await repo.fileByUpid(db, await actor.readScope(), KIND, upid);
      if (file === null) throw ApiError.notFound();
      const [out] = await filesOut(db, [file], actor);
      if (out === undefined) throw ApiError.notFound();
      return out;
    },

    async errors(actor: Actor, upid: string, page: { page: number; pageSize: number }) {
      const file = await repo.fileByUpid(db, await actor.readScope(), KIND, upid);
      if (file === null) throw ApiError.notFound();
      const { rows, total } = await repo.errorRows(db, file.id, page);
      return {
        list: rows.map((r) => toErrorRow(r, file, actor)),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    async errorRow(actor: Actor, id: number): Promise<ImportErrorRow> {
      const found = await repo.rowWithFile(db, await actor.readScope(), KIND, id);
      if (found === null || found.row.state !== 2) throw ApiError.notFound();
      return toErrorRow(found.row, found.file, actor);
    },

    /**
     * A fixed error row: judged again by the same rules; valid → a payment in Entered made by the
     * fixer, the row done and the file's totals updated; invalid → 422 per field, nothing stored.
     */
    async edit(tx: Db, actor: Actor, body: ImportEditBody) {
      const scope = await scopeOf(tx, actor.session);
      const found = await repo.rowWithFile(tx, scope, KIND, body.id, true);
      if (found === null) throw ApiError.notFound();
      const { row, file } = found;
      if (row.state !== 2) throw fileRefused('import.rowFixed');
      if (row.version !== body.version) {
        throw new ApiError({ http: 412, status: 'error', message: 'version.changed' });
      }
      const fields = fieldsOf(protectRowCard(body.fields));
      const [verdict] = await payments.judgeImported(tx, file.organizationId, [ruleInput(fields)]);
      if (verdict === undefined) throw ApiError.notFound();
      if (!verdict.ok) throw ApiError.rejected(verdict.problems);
      const [paymentId] = await payments.createImported(
        tx,
        { organizationId: file.organizationId, userId: actor.session.userId, icon: actor.icon },
        file.id,
        [verdict],
      );
      if (paymentId === undefined) throw ApiError.notFound();
      const now = clock.now();
      await repo.updateRow(tx, row.id, {
        state: 1,
        fields,
        errors: null,
        paymentId,
        version: row.version + 1,
      });
      await repo.addProgress(
        tx,
        file.id,
        { done: 0, errors: -1, payments: 1, amount: toMinor(verdict.values.sum) },
        file.status,
        now,
      );
      await auditActor(tx, now, actor, 'uzs-import.edit', {
        fileId: file.id,
        rowId: row.id,
        paymentIds: [paymentId],
      });
      const updated = await repo.fileById(tx, file.id);
      if (updated === null) throw ApiError.notFound();
      const [out] = await filesOut(tx, [updated], actor);
      if (out === undefined) throw ApiError.notFound();
      return { payment_id: paymentId, file: out };
    },

    /** Deletes a file while none of its payments is signed; its unsigned payments go with it. */
    async remove(tx: Db, actor: Actor, upid: string): Promise<null> {
      const file = await fileOf(tx, actor, upid, true);
      const removed = await payments.removeImported(tx, file.organizationId, file.id);
      if (removed === null) throw fileRefused('import.signed');
      await repo.deleteFile(tx, file.id);
      await auditActor(tx, clock.now(), actor, 'uzs-import.delete', {
        fileId: file.id,
        fileName: file.fileName,
        paymentIds: removed,
      });
      return null;
    },

    statusList(lang: Language) {
      return Object.values(IMPORT_STATUS).map((id) => ({
        id,
        name: t(lang, `import.status.${id}` as MessageKey),
      }));
    },

    /** The template: a header row (label and [key]) and one example row with the caller's account. */
    async template(actor: Actor): Promise<Buffer> {
      const [account] = await payments.accounts(actor).catch(() => []);
      const today = clock.now().toISOString().slice(0, 10).split('-').reverse().join('.');
      const example: Record<string, string> = {
        number: '1',
        date: today,
        type: '1',
        account: account?.number ?? '',
        mfo: account?.mfo ?? '',
        r_account: '20208000900100001010',
        r_mfo: '00873',
        r_name: 'OOO «Namuna»',
        r_inn: '301234567',
        sum: '1500000.00',
        code: '00668',
        description: 'Toʻlov shartnoma boʻyicha',
      };
      return buildExportFile('excel', {
        title: t(actor.lang, 'import.template.sheet'),
        headers: UZS_IMPORT_COLUMNS.map((c) => `${t(actor.lang, `import.column.${c}` as MessageKey)} [${c}]`),
        rows: [UZS_IMPORT_COLUMNS.map((c) => example[c] ?? '')],
      });
    },
  };
}

export type UzsImportService = ReturnType<typeof createUzsImportService>;
export type { FieldProblem };
