import { randomUUID } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverdueDebtRow, ContractDetail } from '../../../../contracts/api/eisvo.ts';
import type { OverdueUpload, OverdueUploadRow } from '../../../../contracts/api/overdue-upload.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { eisvoContracts } from '../../db/schema/eisvo.ts';
import { eisvoOverdueUploadRows, eisvoOverdueUploads } from '../../db/schema/overdue-upload.ts';
import { DEMO_CONTRACTS, demoIdn } from '../../db/seed/eisvo-data.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let head: string;
let manager: string;
let accountant: string;

const idnOf = (key: string) => {
  const index = DEMO_CONTRACTS.findIndex((c) => c.key === key);
  const contract = DEMO_CONTRACTS[index];
  if (!contract) throw new Error(key);
  return demoIdn(contract, index + 1);
};
const MACHINES = idnOf('main-de-machines'); // payable1 125000.00
const YARN = idnOf('main-cn-yarn'); // receivable1 86400.00, receivable2 12000.00
const FRUIT = idnOf('samarqand-kz-fruit'); // receivable1 45200.00
const LINE = idnOf('samarqand-it-line'); // payable1 61230.00, payable2 8400.00
const DYES = idnOf('main-tr-dyes'); // none

const HEADER = 'idn;receivable_overdue1;payable_overdue1;receivable_overdue2;payable_overdue2';
const b64 = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\n'), 'utf8').toString('base64');

/** The register as seeded, with the changes given (a line per contract). */
const register = (changes: Record<string, string> = {}) =>
  [
    changes[MACHINES] ?? `${MACHINES};;125000.00;;`,
    changes[YARN] ?? `${YARN};86400;;12000;`,
    changes[FRUIT] ?? `${FRUIT};45 200,00;;;`,
    changes[LINE] ?? `${LINE};;61230;;8400`,
  ].filter((l) => l !== '');

beforeAll(async () => {
  h = await createHarness();
  head = await h.login('cur_head_bank');
  manager = await h.login('cur_manager');
  accountant = await h.login('accountant');
});
afterAll(() => h.close());

const post = <T>(token: string, path: string, body: object, key: string | null = randomUUID()) =>
  h.call<T>('POST', `eisvo/overdue-debt/${path}`, {
    token,
    body,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
const upload = (token: string, content: string, extra: object = {}, key?: string) =>
  post<OverdueUpload>(
    token,
    'upload',
    {
      file_name: 'register.csv',
      content,
      report_date: h.bankDay(0),
      ...extra,
    },
    key,
  );
const apply = (token: string, id: number, key?: string) => post<OverdueUpload>(token, 'apply', { id }, key);
const rows = (token: string, id: number, filter = 'all') =>
  post<Paged<OverdueUploadRow>>(token, 'upload-rows?pageSize=100', { id, filter }, null);
const overdueList = async (token = head) =>
  (await h.call<Paged<OverdueDebtRow>>('POST', 'eisvo/overdue-debt/list?pageSize=100', { token, body: {} }))
    .body.data?.list ?? [];
const uploadCount = async () =>
  (await h.db.select({ id: eisvoOverdueUploads.id }).from(eisvoOverdueUploads)).length;
const audits = async (action: string) =>
  h.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

describe('overdue-debt upload: seed and reads', () => {
  it('has one upload of every status in the history, the newest first', async () => {
    const list = await post<Paged<OverdueUpload>>(manager, 'uploads', {}, null);
    expect(list.http).toBe(200);
    const statuses = list.body.data?.list.map((u) => u.status);
    expect(statuses).toEqual(['preview', 'invalid', 'discarded', 'applied', 'superseded']);
    // A reader, not the uploader: no actions.
    expect(list.body.data?.list.every((u) => !u.isApply && !u.isDiscard)).toBe(true);
    const own = await post<Paged<OverdueUpload>>(head, 'uploads', {}, null);
    expect(own.body.data?.list[0]).toMatchObject({ status: 'preview', isApply: true, isDiscard: true });
    const asOf = await h.call<{ report_date: string | null }>('GET', 'eisvo/overdue-debt/as-of', {
      token: accountant,
    });
    expect(asOf.http).toBe(200);
    expect(asOf.body.data?.report_date).toBe(h.bankDay(15));
  });

  it('answers the template with the current register', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v2/eisvo/overdue-debt/template',
      headers: { authorization: `Bearer ${head}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(String(sheet?.getRow(1).getCell(1).value)).toMatch(/\[idn\]$/);
    expect(sheet?.actualRowCount).toBe(5);
  });
});

describe('overdue-debt upload: roles', () => {
  it('refuses every other role with 403, audited, and stores nothing', async () => {
    const before = await uploadCount();
    for (const token of [manager, accountant]) {
      expect((await upload(token, b64(...register()))).http).toBe(403);
      expect((await apply(token, 1)).http).toBe(403);
      expect((await post(token, 'discard', { id: 1 })).http).toBe(403);
    }
    expect((await post(accountant, 'uploads', {}, null)).http).toBe(403);
    expect(await uploadCount()).toBe(before);
    const refused = await audits('access.refused');
    expect(
      refused.some(
        (a) => (a.detail as { endpoint?: string }).endpoint === '/api/v2/eisvo/overdue-debt/upload',
      ),
    ).toBe(true);
  });
});

describe('overdue-debt upload: bad files', () => {
  it('stores nothing for an unreadable file or a report date in the future, and audits the refusal', async () => {
    const before = await uploadCount();
    const damaged = await upload(head, Buffer.from('PK\u0003\u0004 broken').toString('base64'), {
      file_name: 'register.xlsx',
    });
    expect(damaged.http).toBe(422);
    expect(damaged.body.validation?.[0]?.attribute).toBe('content');
    const txt = await upload(head, b64(...register()), { file_name: 'register.txt' });
    expect(txt.http).toBe(422);
    const future = await upload(head, b64(...register()), { report_date: h.bankDay(-2) });
    expect(future.http).toBe(422);
    expect(future.body.validation?.[0]?.attribute).toBe('report_date');
    const older = await upload(head, b64(...register()), { report_date: h.bankDay(30) });
    expect(older.http).toBe(422);
    expect(await uploadCount()).toBe(before);
    expect((await audits('eisvo.overdue-refused')).length).toBeGreaterThanOrEqual(4);
  });

  it('keeps a file with row errors as invalid, with row and column, and never applies it', async () => {
    const up = await upload(head, b64(...register(), `12345;1;;;`, `${YARN};1;;;`, `${DYES};-1;;;`), {
      file_name: 'errors.csv',
    });
    expect(up.http).toBe(200);
    expect(up.body.data).toMatchObject({ status: 'invalid', errors: 3, isApply: false, isDiscard: true });
    const id = up.body.data?.id ?? 0;
    const errs = (await rows(manager, id, 'errors')).body.data?.list ?? [];
    expect(errs.map((r) => [r.row_no, r.errors.map((e) => e.column)])).toEqual([
      [6, ['idn']],
      [7, ['idn']],
      [8, ['receivable_overdue1']],
    ]);
    expect(errs[1]?.errors[0]?.message).toBe('Контракт уже указан в строке 3.');
    const refused = await apply(head, id);
    expect(refused.http).toBe(409);
    expect((await post<OverdueUpload>(head, 'discard', { id })).body.data?.status).toBe('discarded');
  });
});

describe('overdue-debt upload: preview and apply', () => {
  it('previews old → new, applies exactly once, and the list and detail show the new figures', async () => {
    const contractsBefore = await h.db.select().from(eisvoContracts);
    const up = await upload(
      head,
      b64(
        ...register({
          [MACHINES]: `${MACHINES};;98 000,50;;`,
          [FRUIT]: '',
        }),
        `${DYES};1500;;;`,
      ),
    );
    expect(up.http).toBe(200);
    const preview = up.body.data;
    expect(preview).toMatchObject({
      status: 'preview',
      rows: 4,
      changed: 2,
      unchanged: 2,
      cleared: 1,
      errors: 0,
      isApply: true,
    });
    expect(preview?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const id = preview?.id ?? 0;
    // Nothing changed yet.
    expect(await h.db.select().from(eisvoContracts)).toEqual(contractsBefore);
    const changes = (await rows(head, id, 'changes')).body.data?.list ?? [];
    expect(changes.map((r) => [r.idn, r.kind])).toEqual([
      [MACHINES, 'changed'],
      [DYES, 'changed'],
      [FRUIT, 'cleared'],
    ]);
    expect(changes[0]).toMatchObject({
      old: { payableOverdue1: '125000.00' },
      new: { payableOverdue1: '98000.50' },
    });

    const key = randomUUID();
    const applied = await apply(head, id, key);
    expect(applied.http).toBe(200);
    expect(applied.body.data).toMatchObject({
      status: 'applied',
      isApply: false,
      applied_by: expect.any(String),
    });
    // The same key again: the stored answer. A new key: the upload as it is, nothing written twice.
    const replay = await apply(head, id, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data).toEqual(applied.body.data);
    const again = await apply(head, id);
    expect(again.http).toBe(200);
    expect(again.body.data).toEqual(applied.body.data);
    expect(
      (await audits('eisvo.overdue-apply')).filter((a) => (a.detail as { id: number }).id === id),
    ).toHaveLength(1);

    const list = await overdueList();
    const byIdn = new Map(list.map((r) => [r.idn, r]));
    expect(byIdn.get(MACHINES)?.payableOverdue1).toBe('98000.50');
    expect(byIdn.get(DYES)?.receivableOverdue1).toBe('1500.00');
    expect(byIdn.has(FRUIT)).toBe(false);
    const detail = await h.call<ContractDetail>('GET', `eisvo/contract/detail/${MACHINES}`, {
      token: accountant,
    });
    expect(detail.body.data?.payableOverdue1).toBe('98000.50');
    // The client sees its own organisation's list with the new figures too.
    expect((await overdueList(accountant)).map((r) => r.idn).sort()).toEqual([DYES, MACHINES, YARN].sort());

    // The seeded preview was made before: superseded, and refused.
    const history = (await post<Paged<OverdueUpload>>(head, 'uploads', {}, null)).body.data?.list ?? [];
    const seededPreview = history.find((u) => u.file_name === 'overdue-register-5.xlsx');
    expect(seededPreview?.status).toBe('superseded');
    expect((await apply(head, seededPreview?.id ?? 0)).http).toBe(409);
    const asOf = await h.call<{ report_date: string }>('GET', 'eisvo/overdue-debt/as-of', { token: head });
    expect(asOf.body.data?.report_date).toBe(h.bankDay(0));
  });

  it('refuses (409) a preview whose contracts changed since it was checked, changing nothing', async () => {
    const first = (await upload(head, b64(`${MACHINES};;1;;`, `${YARN};;;;`, `${LINE};;;;`, `${DYES};;;;`)))
      .body.data;
    const second = (await upload(head, b64(`${MACHINES};;2;;`))).body.data;
    // Someone else's change to a contract after both were checked.
    await h.db.update(eisvoContracts).set({ payableOverdue1: 777n }).where(eq(eisvoContracts.idn, MACHINES));
    const stale = await apply(head, first?.id ?? 0);
    expect(stale.http).toBe(409);
    expect(stale.body.message).toBeTruthy();
    const [machines] = await h.db.select().from(eisvoContracts).where(eq(eisvoContracts.idn, MACHINES));
    expect(machines?.payableOverdue1).toBe(777n);
    expect(
      (await post<OverdueUpload>(head, 'upload-info', { id: first?.id ?? 0 }, null)).body.data?.status,
    ).toBe('preview');
    const refused = await audits('eisvo.overdue-refused');
    expect(refused.some((a) => (a.detail as { http?: number; id?: number }).http === 409)).toBe(true);

    // A fresh file of the same register applies; the other previews become superseded.
    const fresh = (await upload(head, b64(`${MACHINES};;3;;`))).body.data;
    expect((await apply(head, fresh?.id ?? 0)).body.data?.status).toBe('applied');
    const statuses = await h.db
      .select({ id: eisvoOverdueUploads.id, status: eisvoOverdueUploads.status })
      .from(eisvoOverdueUploads)
      .where(inArray(eisvoOverdueUploads.id, [first?.id ?? 0, second?.id ?? 0]));
    expect(statuses.map((s) => s.status)).toEqual(['superseded', 'superseded']);
    const stored = await h.db
      .select()
      .from(eisvoOverdueUploadRows)
      .where(eq(eisvoOverdueUploadRows.uploadId, fresh?.id ?? 0));
    expect(stored.some((r) => r.kind === 'cleared')).toBe(true);
  });

  it('reads an xlsx file the same way', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('r');
    sheet.addRow([
      'Contract idn [idn]',
      'x [receivable_overdue1]',
      'y [payable_overdue1]',
      'z [receivable_overdue2]',
      'w [payable_overdue2]',
    ]);
    sheet.addRow([MACHINES, 0, 3, 0, 0]);
    sheet.addRow([YARN, 10.5, 0, 0, 0]);
    const content = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    const up = await upload(head, content, { file_name: 'register.xlsx' });
    expect(up.http).toBe(200);
    expect(up.body.data).toMatchObject({ status: 'preview', rows: 2, changed: 1, unchanged: 1, errors: 0 });
  });
});
