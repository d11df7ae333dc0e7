import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_STATUS,
  UZS_IMPORT_COLUMNS,
  type ImportErrorRow,
  type ImportFile,
  type ImportUploadAnswer,
} from '../../../../contracts/api/uzs-import.ts';
import { UZS_STATUS, type UzsPaymentSaveBody } from '../../../../contracts/api/uzs-payment.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { importFiles, importRows } from '../../db/schema/imports.ts';
import { payments } from '../../db/schema/payments.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';
import { parseImportFile } from './parse.ts';
import { processBatch, runImportQueue } from './queue.ts';

let h: Harness;
let kit: Kit;

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
});
afterAll(async () => h.close());

/** A CSV of payment bodies (the template's columns, a header row). */
function csv(bodies: readonly Partial<UzsPaymentSaveBody>[], tag = randomUUID()): Buffer {
  const lines = bodies.map((b) =>
    UZS_IMPORT_COLUMNS.map((c) => {
      const v = (b as Record<string, unknown>)[c];
      return v === undefined || v === null ? '' : String(v);
    }).join(';'),
  );
  // A comment-free unique tail keeps every file's SHA-256 different unless a test wants the same bytes.
  return Buffer.from(`${UZS_IMPORT_COLUMNS.join(';')}\n${lines.join('\n')}\n;;;;;;;;;;;;;;;;${tag}\n`);
}

async function upload(username: string, name: string, bytes: Buffer, extra: Record<string, unknown> = {}) {
  return kit.post<ImportUploadAnswer>(username, 'export/import-payment', {
    file_name: name,
    content: bytes.toString('base64'),
    ...extra,
  });
}

async function info(username: string, upid: string) {
  return kit.post<ImportFile>(username, 'export/import-payment-file-error-info', { upid_file: upid });
}

async function errorList(username: string, upid: string) {
  return kit.post<Paged<ImportErrorRow>>(username, 'export/import-payment-file-error-list', {
    upid_file: upid,
  });
}

async function fileCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(importFiles);
  return row?.n ?? 0;
}

async function paymentsOf(fileId: number) {
  return h.db.select().from(payments).where(eq(payments.importFileId, fileId));
}

async function validBodies(n: number) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      kit.body('main', { number: String(9000 + i), sum: `${1000 + i}.00` }),
    ),
  );
}

describe('upload and processing', () => {
  it('stores a CSV as a waiting file, then the queue makes Entered payments and lists the errors', async () => {
    const valid = await validBodies(3);
    const badInn = { ...(await kit.body('main')), r_inn: '12' };
    const notOwn = { ...(await kit.body('main')), account: '20208000900100001999001001' };
    const up = await upload('accountant', 'payments.csv', csv([...valid, badInn, notOwn]));
    expect(up.http).toBe(200);
    const file = up.body.data?.file;
    expect(file).toMatchObject({ status: IMPORT_STATUS.awaiting, error_info: { total: 6, error: 0 } });
    if (file == null) throw new Error('no file');

    await runImportQueue(h.db, h.clock);
    const after = (await info('accountant', file.upid_file)).body.data;
    // The tag row is an error too (its cells are blank): 3 payments, 3 errors.
    expect(after).toMatchObject({
      status: IMPORT_STATUS.processed,
      statusName: 'Processed',
      error_info: { total: 6, error: 3 },
      done: 6,
      payments: 3,
      amount_payment: '3003.00',
      isDelete: true,
      isListError: true,
    });
    const made = await paymentsOf(file.id);
    expect(made).toHaveLength(3);
    expect(made.every((p) => p.statusId === UZS_STATUS.entered)).toBe(true);
    // They are ordinary soum payments: listed by the soum payment list.
    const listed = await kit.post<Paged<{ id: number }>>('accountant', 'uzs-payment/list?pageSize=500', {});
    const ids = new Set(listed.body.data?.list.map((p) => p.id));
    expect(made.every((p) => ids.has(p.id))).toBe(true);

    const errors = (await errorList('accountant', file.upid_file)).body.data?.list ?? [];
    expect(errors.map((e) => e.row_no)).toEqual([5, 6, 7]);
    expect(errors[0]?.errors.map((e) => e.attribute)).toEqual(['r_inn']);
    expect(errors[1]?.errors.map((e) => e.attribute)).toEqual(['account']);
    expect(errors[0]?.error_text).not.toBe('');
  });

  it('judges a row exactly as the soum payment form saves it', async () => {
    const cases: Partial<UzsPaymentSaveBody>[] = [
      { r_inn: '12' },
      { sum: '0.00' },
      { code: '99999' },
      { r_mfo: '99999' },
      { type: 2, r_account_27: null, r_inn_27: null },
      { description: '' },
      { date: '2026-02-30' },
    ];
    const bodies = await Promise.all(cases.map((c) => kit.body('main', c)));
    const up = await upload('accountant', 'rules.csv', csv(bodies));
    const file = up.body.data?.file;
    if (file == null) throw new Error('no file');
    await runImportQueue(h.db, h.clock);
    const rows = (await errorList('accountant', file.upid_file)).body.data?.list ?? [];
    for (const [i, body] of bodies.entries()) {
      const form = await kit.post('accountant', 'uzs-payment/save', body);
      expect(form.http).toBe(422);
      const row = rows.find((r) => r.row_no === i + 2);
      expect(row?.errors).toEqual(form.body.validation);
    }
  });

  it('asks before importing the same file twice; a retried upload with the same key imports once', async () => {
    const bytes = csv(await validBodies(1));
    const key = randomUUID();
    const first = await upload('accountant', 'same.csv', bytes, {});
    expect(first.body.data?.file).not.toBeNull();
    const before = await fileCount();
    const again = await upload('accountant', 'same.csv', bytes);
    expect(again.body.data).toMatchObject({
      file: null,
      duplicate_of: { upid_file: first.body.data?.file?.upid_file },
    });
    expect(await fileCount()).toBe(before);

    const confirmed = await kit.post<ImportUploadAnswer>(
      'accountant',
      'export/import-payment',
      { file_name: 'same.csv', content: bytes.toString('base64'), confirm_duplicate: true },
      { 'idempotency-key': key },
    );
    const replay = await kit.post<ImportUploadAnswer>(
      'accountant',
      'export/import-payment',
      { file_name: 'same.csv', content: bytes.toString('base64'), confirm_duplicate: true },
      { 'idempotency-key': key },
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data?.file?.id).toBe(confirmed.body.data?.file?.id);
    expect(await fileCount()).toBe(before + 1);
    await runImportQueue(h.db, h.clock);
  });
});

describe('the queue', () => {
  it('resumes after a crash mid-batch and after a restart without making a payment twice', async () => {
    const up = await upload('accountant', 'resume.csv', csv(await validBodies(7)));
    const file = up.body.data?.file;
    if (file == null) throw new Error('no file');
    // A batch that dies after inserting its payments leaves nothing behind.
    await expect(
      processBatch(h.db, h.clock, {
        batchSize: 3,
        afterInsert: async () => {
          throw new Error('node killed');
        },
      }),
    ).rejects.toThrow('node killed');
    expect(await paymentsOf(file.id)).toHaveLength(0);
    // One batch, then the "restart": a fresh run picks up the rest.
    await processBatch(h.db, h.clock, { batchSize: 3 });
    expect((await info('accountant', file.upid_file)).body.data).toMatchObject({
      status: IMPORT_STATUS.inProgress,
      done: 3,
    });
    await runImportQueue(h.db, h.clock, 50, { batchSize: 3 });
    const made = await paymentsOf(file.id);
    expect(made).toHaveLength(7);
    const [linked] = await h.db
      .select({ n: count() })
      .from(importRows)
      .where(and(eq(importRows.fileId, file.id), isNotNull(importRows.paymentId)));
    expect(linked?.n).toBe(7);
    expect((await info('accountant', file.upid_file)).body.data?.status).toBe(IMPORT_STATUS.processed);
  });

  it('two claimers at once never judge a row twice', async () => {
    const a = (await upload('accountant', 'a.csv', csv(await validBodies(5)))).body.data?.file;
    const b = (await upload('accountant', 'b.csv', csv(await validBodies(5)))).body.data?.file;
    if (a == null || b == null) throw new Error('no file');
    await Promise.all([
      runImportQueue(h.db, h.clock, 50, { batchSize: 2 }),
      runImportQueue(h.db, h.clock, 50, { batchSize: 2 }),
    ]);
    expect(await paymentsOf(a.id)).toHaveLength(5);
    expect(await paymentsOf(b.id)).toHaveLength(5);
  });
});

describe('error rows fixed in place', () => {
  it('a fixed row becomes a payment and the totals update; a wrong fix stores nothing', async () => {
    const bad = { ...(await kit.body('main')), r_inn: '12' };
    const file = (await upload('accountant', 'fix.csv', csv([bad]))).body.data?.file;
    if (file == null) throw new Error('no file');
    await runImportQueue(h.db, h.clock);
    const [row] = (await errorList('accountant', file.upid_file)).body.data?.list ?? [];
    if (row === undefined) throw new Error('no error row');
    const wrong = await kit.post('accountant', 'export/edit', {
      id: row.id,
      version: row.version,
      fields: { ...row.fields, r_inn: '13' },
    });
    expect(wrong.http).toBe(422);
    expect(wrong.body.validation?.map((v) => v.attribute)).toEqual(['r_inn']);
    expect(await paymentsOf(file.id)).toHaveLength(0);

    const passive = await kit.post('passive_user', 'export/edit', {
      id: row.id,
      version: row.version,
      fields: { ...row.fields, r_inn: '305671234' },
    });
    expect(passive.http).toBe(403);

    const fixed = await kit.post<{ payment_id: number; file: ImportFile }>('accountant', 'export/edit', {
      id: row.id,
      version: row.version,
      fields: { ...row.fields, r_inn: '305671234' },
    });
    expect(fixed.http).toBe(200);
    expect(fixed.body.data?.file).toMatchObject({ error_info: { total: 2, error: 1 }, payments: 1 });
    const made = await paymentsOf(file.id);
    expect(made.map((p) => p.id)).toEqual([fixed.body.data?.payment_id]);
    expect(made[0]).toMatchObject({ statusId: UZS_STATUS.entered, rInn: '305671234' });
    const again = await kit.post('accountant', 'export/edit', {
      id: row.id,
      version: row.version + 1,
      fields: { ...row.fields, r_inn: '305671234' },
    });
    expect(again.http).toBe(422);
  });
});

describe('delete', () => {
  it('removes a file with its unsigned payments; refuses once one is signed', async () => {
    const file = (await upload('accountant', 'del.csv', csv(await validBodies(2)))).body.data?.file;
    if (file == null) throw new Error('no file');
    await runImportQueue(h.db, h.clock);
    const made = await paymentsOf(file.id);
    const signed = await kit.sign('head', [made[0]?.id ?? 0]);
    expect(signed.http).toBe(200);
    expect((await info('accountant', file.upid_file)).body.data?.isDelete).toBe(false);
    const refused = await kit.post('accountant', 'export/import-payment-delete', {
      upid_file: file.upid_file,
    });
    expect(refused.http).toBe(422);
    expect(await paymentsOf(file.id)).toHaveLength(2);

    const other = (await upload('accountant', 'del2.csv', csv(await validBodies(2)))).body.data?.file;
    if (other == null) throw new Error('no file');
    await runImportQueue(h.db, h.clock);
    const ok = await kit.post('accountant', 'export/import-payment-delete', { upid_file: other.upid_file });
    expect(ok.http).toBe(200);
    expect(await paymentsOf(other.id)).toHaveLength(0);
    expect((await info('accountant', other.upid_file)).http).toBe(404);
  });
});

describe('hostile files, roles and organisations', () => {
  it('lists a file’s payments by its id (to sign them together); another organisation’s file lists none', async () => {
    const up = await upload('accountant', 'filter.csv', csv(await validBodies(2)));
    const file = up.body.data?.file;
    if (file == null) throw new Error('no file');
    await runImportQueue(h.db, h.clock);
    expect((await info('accountant', file.upid_file)).body.data?.isPayments).toBe(true);
    const listed = await kit.post<Paged<{ id: number }>>('accountant', 'uzs-payment/list?pageSize=50', {
      import_file: file.upid_file,
    });
    const made = await paymentsOf(file.id);
    expect(listed.body.data?.list.map((p) => p.id).sort()).toEqual(made.map((p) => p.id).sort());
    const other = await kit.post<Paged<{ id: number }>>('head_org2', 'uzs-payment/list', {
      import_file: file.upid_file,
    });
    expect(other.body.data?.list).toEqual([]);
  });

  it('refuses .xls, 500 columns and a binary renamed .csv with a clear message, storing nothing, audited', async () => {
    const before = await fileCount();
    const xls = await upload('accountant', 'old.xls', Buffer.from('D0CF11E0'));
    expect(xls.http).toBe(422);
    expect(xls.body.message).toContain('.xlsx');
    const wide = await upload('accountant', 'wide.csv', Buffer.from(`${'1;'.repeat(499)}1\n`));
    expect(wide.http).toBe(422);
    const binary = await upload('accountant', 'bin.csv', Buffer.alloc(100, 0));
    expect(binary.http).toBe(422);
    expect(await fileCount()).toBe(before);
    const [audited] = await h.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'uzs-import.refused'));
    expect(audited?.n).toBeGreaterThanOrEqual(3);
  });

  it('lets every client role read, only preparers upload; another organisation gets 404', async () => {
    const file = (await upload('accountant', 'roles.csv', csv(await validBodies(1)))).body.data?.file;
    if (file == null) throw new Error('no file');
    expect((await upload('passive_user', 'p.csv', csv(await validBodies(1)))).http).toBe(403);
    expect((await upload('accountant_sign', 'p.csv', csv(await validBodies(1)))).http).toBe(403);
    expect((await info('passive_user', file.upid_file)).body.data?.isDelete).toBe(false);
    expect((await info('head_org2', file.upid_file)).http).toBe(404);
    expect((await errorList('head_org2', file.upid_file)).http).toBe(404);
    expect(
      (await kit.post('accountant_org2', 'export/import-payment-delete', { upid_file: file.upid_file })).http,
    ).toBe(404);
    expect((await kit.post('admin', 'export/import-payment-files', {})).http).toBe(403);
    const list = await kit.post<Paged<ImportFile>>('head_org2', 'export/import-payment-files', {});
    expect(list.body.data?.list.some((f) => f.id === file.id)).toBe(false);
  });

  it('serves a real xlsx template that reads back as one example row; the status list', async () => {
    const template = await h.app.inject({
      method: 'GET',
      url: '/api/v2/export/import-payment-fields',
      headers: { authorization: `Bearer ${await kit.token('accountant')}` },
    });
    expect(template.statusCode).toBe(200);
    const parsed = await parseImportFile('t.xlsx', template.rawPayload);
    expect(parsed.ok && parsed.rows.length).toBe(1);
    const statuses = await kit.get<{ id: number; name: string }[]>(
      'accountant',
      'export/import-payment-status-list',
    );
    expect(statuses.body.data?.map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('the demo seed', () => {
  it('shows a processed file with three rows to fix and a failed file', async () => {
    const list = await kit.post<Paged<ImportFile>>(
      'accountant',
      'export/import-payment-files?pageSize=100',
      {},
    );
    const processed = list.body.data?.list.find((f) => f.file_name === '1C_tolovlar_noyabr.csv');
    const failed = list.body.data?.list.find((f) => f.file_name === 'tolovlar_oktyabr.xlsx');
    expect(processed).toMatchObject({ status: IMPORT_STATUS.processed, error_info: { total: 3, error: 3 } });
    expect(failed).toMatchObject({
      status: IMPORT_STATUS.error,
      error_message: 'The file could not be processed.',
    });
    const rows = (await errorList('accountant', processed?.upid_file ?? '')).body.data?.list ?? [];
    expect(rows.map((r) => r.errors[0]?.attribute)).toEqual(['r_inn', 'code', 'account']);
    expect(rows[0]?.error_text).toBe('The field must contain 9 characters.');
  });
});
