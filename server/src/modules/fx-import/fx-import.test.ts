import { randomUUID, sign } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FX_STATUS, type FxPaymentSaveBody } from '../../../../contracts/api/currency-payment.ts';
import {
  FX_DEAL_SIGNING_HEADER,
  FX_SIGNED_FIELDS as FX_DEAL_SIGNED_FIELDS,
  FX_STATUS as DEAL_STATUS,
  fxSignableContent,
  type FxFormData,
  type FxSaveBody,
  type FxView,
} from '../../../../contracts/api/fx-deal.ts';
import {
  CURRENCY_IMPORT_COLUMNS,
  EXCHANGE_IMPORT_COLUMNS,
  type FxImportErrorRow,
} from '../../../../contracts/api/fx-import.ts';
import {
  IMPORT_STATUS,
  type ImportFile,
  type ImportUploadAnswer,
} from '../../../../contracts/api/uzs-import.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { signingMessageFor } from '../../../../contracts/signing/signed-document.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { currencyPayments } from '../../db/schema/currency-payments.ts';
import { fxDeals } from '../../db/schema/fx-deals.ts';
import { importFiles, importRows } from '../../db/schema/imports.ts';
import { signingKeys, users } from '../../db/schema/users.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createFxKit, type FxKit } from '../currency-payment/testing.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';
import { parseImportFile } from '../../core/import-parse.ts';
import { runFxImportQueue } from './queue.ts';
import { currencyKind, exchangeKind } from './kinds.ts';

let h: Harness;
let fx: FxKit;
let kit: Kit;

beforeAll(async () => {
  h = await createHarness();
  fx = createFxKit(h);
  kit = createKit(h);
});
afterAll(async () => h.close());

const run = () => runFxImportQueue(h.db, h.clock, [currencyKind(h.db, h.clock), exchangeKind(h.db, h.clock)]);

function csv(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
  tag = randomUUID(),
): Buffer {
  const cell = (v: unknown) => (v === undefined || v === null ? '' : String(v).replace(/;/g, ','));
  const lines = rows.map((r) => columns.map((c) => cell(r[c])).join(';'));
  // A last row with only a tag: each file's SHA-256 differs unless a test wants the same bytes.
  return Buffer.from(`${columns.join(';')}\n${lines.join('\n')}\n${tag}\n`);
}

async function upload(
  kind: 'currency' | 'exchange',
  username: string,
  name: string,
  bytes: Buffer,
  extra = {},
) {
  const path = kind === 'currency' ? 'export/currency-import' : 'export/import-exchange-to-save';
  return fx.post<ImportUploadAnswer>(username, path, {
    file_name: name,
    content: bytes.toString('base64'),
    ...extra,
  });
}
const info = (kind: string, username: string, upid: string) =>
  fx.post<ImportFile>(username, `export/${kind}-import-file-error-info`, { upid_file: upid });
const errorList = (kind: string, username: string, upid: string) =>
  fx.post<Paged<FxImportErrorRow>>(username, `export/${kind}-import-file-error-list`, { upid_file: upid });

async function currencyBodies(n: number): Promise<FxPaymentSaveBody[]> {
  const out: FxPaymentSaveBody[] = [];
  for (let i = 0; i < n; i += 1)
    out.push(await fx.body('accountant', { number: String(500 + i), amount: `${100 + i}.00` }));
  return out;
}

async function docsOfFile(fileId: number): Promise<number[]> {
  const rows = await h.db
    .select({ id: importRows.paymentId })
    .from(importRows)
    .where(and(eq(importRows.fileId, fileId), eq(importRows.state, 1)));
  return rows.map((r) => r.id ?? 0);
}

async function fileCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(importFiles);
  return row?.n ?? 0;
}

describe('the demo seed', () => {
  it('gives each kind a processed file with rows to fix, a failed one and one awaiting the queue', async () => {
    for (const kind of ['currency', 'exchange'] as const) {
      const files = await fx.post<Paged<ImportFile>>('accountant', `export/${kind}-import-files`, {});
      const list = files.body.data?.list ?? [];
      expect(list.map((f) => f.status).sort()).toEqual(
        expect.arrayContaining([IMPORT_STATUS.awaiting, IMPORT_STATUS.processed, IMPORT_STATUS.error]),
      );
      const processed = list.find((f) => f.status === IMPORT_STATUS.processed);
      const errors = (await errorList(kind, 'accountant', processed?.upid_file ?? '')).body.data?.list ?? [];
      expect(errors).toHaveLength(3);
      expect(errors.every((e) => e.error_text !== '' && e.isEdit)).toBe(true);
    }
  });
});

describe('currency payment import', () => {
  it('makes currency payments in Created from valid rows and lists the rest with per-field errors', async () => {
    const valid = await currencyBodies(2);
    const badBic = { ...(await fx.body('accountant')), beneficiary_bank_bic: 'XX1' };
    const yenPlaces = { ...(await fx.body('accountant')), amount: '10.123' };
    const badCharges = { ...(await fx.body('accountant')), charges: 'ALL' };
    const up = await upload(
      'currency',
      'accountant',
      'fx.csv',
      csv(CURRENCY_IMPORT_COLUMNS, [...valid, badBic, yenPlaces, badCharges]),
    );
    expect(up.http).toBe(200);
    const file = up.body.data?.file;
    if (file == null) throw new Error('no file');
    expect(file).toMatchObject({
      kind: 'currency',
      status: IMPORT_STATUS.awaiting,
      error_info: { total: 6 },
    });

    await run();
    const after = (await info('currency', 'accountant', file.upid_file)).body.data;
    expect(after).toMatchObject({
      status: IMPORT_STATUS.processed,
      error_info: { total: 6, error: 4 },
      payments: 2,
      amount_payment: '201.00',
      isDelete: true,
    });
    const ids = await docsOfFile(file.id);
    const made = await h.db.select().from(currencyPayments).where(inArray(currencyPayments.id, ids));
    expect(made.map((p) => p.statusId)).toEqual([FX_STATUS.created, FX_STATUS.created]);
    // An ordinary currency payment: its view shows the import in its history.
    const view = await fx.view('accountant', ids[0] ?? 0);
    expect(view.logs.map((l) => l.action)).toContain('import');

    const errors = (await errorList('currency', 'accountant', file.upid_file)).body.data?.list ?? [];
    expect(errors.map((e) => e.row_no)).toEqual([4, 5, 6, 7]);
    expect(errors[0]?.errors.map((e) => e.attribute)).toContain('beneficiary_bank_bic');
    expect(errors[1]?.errors.map((e) => e.attribute)).toContain('amount');
    expect(errors[2]?.errors.map((e) => e.attribute)).toContain('charges');
    expect(errors[0]?.error_text).not.toBe('');
  });

  it('judges a row as the form: the save refuses exactly what the import lists', async () => {
    const cases: Partial<FxPaymentSaveBody>[] = [
      { beneficiary_bank_bic: 'XX1' },
      { amount: '10.123' },
      { beneficiary_account: 'DE00 0000 0000 0000 0000 00' },
      { partner_country: 'ZZ' },
      { account: '20208840000000000001' },
    ];
    const bodies = await Promise.all(cases.map((c) => fx.body('accountant', c)));
    const up = await upload('currency', 'accountant', 'rules.csv', csv(CURRENCY_IMPORT_COLUMNS, bodies));
    await run();
    const errors =
      (await errorList('currency', 'accountant', up.body.data?.file?.upid_file ?? '')).body.data?.list ?? [];
    for (const [i, body] of bodies.entries()) {
      const saved = await fx.post<unknown>('accountant', 'currency-payment/save', body);
      expect(saved.http).toBe(422);
      const formFields = (saved.body as { errors?: { attribute?: string; field?: string }[] }).errors;
      const imported = errors[i]?.errors.map((e) => e.attribute) ?? [];
      expect(imported.length).toBeGreaterThan(0);
      if (formFields !== undefined)
        expect(imported.sort()).toEqual(formFields.map((f) => f.attribute ?? f.field ?? '').sort());
    }
  });

  it('a fixed row becomes a payment and the totals update; a wrong fix stores nothing', async () => {
    const badBic = { ...(await fx.body('accountant')), beneficiary_bank_bic: 'XX1', amount: '40.00' };
    const up = await upload('currency', 'accountant', 'fix.csv', csv(CURRENCY_IMPORT_COLUMNS, [badBic]));
    const upid = up.body.data?.file?.upid_file ?? '';
    await run();
    const [row] = (await errorList('currency', 'accountant', upid)).body.data?.list ?? [];
    if (row === undefined) throw new Error('no error row');
    const wrong = await fx.post('accountant', 'export/currency-import-edit', {
      id: row.id,
      version: row.version,
      fields: { ...row.fields, beneficiary_bank_bic: 'YY2' },
    });
    expect(wrong.http).toBe(422);
    expect((await info('currency', 'accountant', upid)).body.data?.payments).toBe(0);
    const fixed = await fx.post<{ document_id: number; file: ImportFile }>(
      'accountant',
      'export/currency-import-edit',
      {
        id: row.id,
        version: row.version,
        fields: { ...row.fields, beneficiary_bank_bic: 'COBADEFFXXX' },
      },
    );
    expect(fixed.http).toBe(200);
    expect(fixed.body.data?.file).toMatchObject({
      payments: 1,
      error_info: { error: 1 },
      amount_payment: '40.00',
    });
    const stale = await fx.post('accountant', 'export/currency-import-edit', {
      id: row.id,
      version: row.version,
      fields: row.fields,
    });
    expect([412, 422]).toContain(stale.http);
  });

  it('asks before the same file twice; a retried upload with the same key imports once', async () => {
    const bytes = csv(CURRENCY_IMPORT_COLUMNS, await currencyBodies(1));
    const before = await fileCount();
    const key = randomUUID();
    const first = await upload('currency', 'accountant', 'same.csv', bytes, {});
    expect(first.http).toBe(200);
    const body = { file_name: 'again.csv', content: bytes.toString('base64') };
    const asked = await fx.post<ImportUploadAnswer>('accountant', 'export/currency-import', body, {
      'idempotency-key': key,
    });
    expect(asked.body.data).toMatchObject({
      file: null,
      duplicate_of: { upid_file: first.body.data?.file?.upid_file },
    });
    const confirmed = { ...body, confirm_duplicate: true };
    const once = await fx.post<ImportUploadAnswer>('accountant', 'export/currency-import', confirmed, {
      'idempotency-key': randomUUID(),
    });
    const replay = { 'idempotency-key': randomUUID() };
    const a = await fx.post<ImportUploadAnswer>(
      'accountant',
      'export/currency-import',
      { ...confirmed, file_name: 'r.csv' },
      replay,
    );
    const b = await fx.post<ImportUploadAnswer>(
      'accountant',
      'export/currency-import',
      { ...confirmed, file_name: 'r.csv' },
      replay,
    );
    expect(once.http).toBe(200);
    expect(b.body.data?.file?.id).toBe(a.body.data?.file?.id);
    expect(await fileCount()).toBe(before + 3);
  });

  it('every client role reads, only preparers upload; another organisation gets 404; refusals audited', async () => {
    const up = await upload(
      'currency',
      'accountant',
      'scope.csv',
      csv(CURRENCY_IMPORT_COLUMNS, await currencyBodies(1)),
    );
    const upid = up.body.data?.file?.upid_file ?? '';
    expect((await info('currency', 'passive_user', upid)).http).toBe(200);
    expect((await info('currency', 'head_org2', upid)).http).toBe(404);
    expect(
      (await fx.post('accountant_org2', 'export/currency-import-delete', { upid_file: upid })).http,
    ).toBe(404);
    expect((await upload('currency', 'passive_user', 'x.csv', Buffer.from('a;b;c\n'))).http).toBe(403);
    const before = await fileCount();
    const xls = await upload('currency', 'accountant', 'old.xls', Buffer.from('abcd'));
    expect(xls.http).toBe(422);
    expect(await fileCount()).toBe(before);
    const audited = await h.db.select().from(auditLog).where(eq(auditLog.action, 'currency-import.refused'));
    expect(audited.length).toBeGreaterThan(0);
  });

  it('deletes a file with its unsigned payments; refuses once one is signed', async () => {
    const up = await upload(
      'currency',
      'accountant',
      'del.csv',
      csv(CURRENCY_IMPORT_COLUMNS, await currencyBodies(1)),
    );
    const file = up.body.data?.file;
    if (file == null) throw new Error('no file');
    await run();
    const [id] = await docsOfFile(file.id);
    const signed = await fx.sign('head', [id ?? 0]);
    expect(signed.http).toBe(200);
    expect((await info('currency', 'accountant', file.upid_file)).body.data?.isDelete).toBe(false);
    const refused = await fx.post('accountant', 'export/currency-import-delete', {
      upid_file: file.upid_file,
    });
    expect(refused.http).toBe(422);

    const other = await upload(
      'currency',
      'accountant',
      'del2.csv',
      csv(CURRENCY_IMPORT_COLUMNS, await currencyBodies(2)),
    );
    const otherFile = other.body.data?.file;
    if (otherFile == null) throw new Error('no file');
    await run();
    const ids = await docsOfFile(otherFile.id);
    const removed = await fx.post('accountant', 'export/currency-import-delete', {
      upid_file: otherFile.upid_file,
    });
    expect(removed.http).toBe(200);
    expect(await h.db.select().from(currencyPayments).where(inArray(currencyPayments.id, ids))).toHaveLength(
      0,
    );
  });

  it('serves xlsx templates that read back as one example row of each kind', async () => {
    for (const [path, layout] of [
      ['import-currency-fields', currencyKind(h.db, h.clock).layout],
      ['import-exchange-fields', exchangeKind(h.db, h.clock).layout],
    ] as const) {
      const template = await h.app.inject({
        method: 'GET',
        url: `/api/v2/export/${path}`,
        headers: { authorization: `Bearer ${await kit.token('accountant')}` },
      });
      expect(template.statusCode).toBe(200);
      const parsed = await parseImportFile('t.xlsx', template.rawPayload, layout);
      expect(parsed.ok && parsed.rows.length).toBe(1);
    }
  });
});

describe('exchange import', () => {
  async function dealBody(overrides: Partial<FxSaveBody> = {}): Promise<Record<string, unknown>> {
    const form = (await kit.get<FxFormData>('accountant', 'exchange-sum/form-data')).body.data;
    const usd = form?.fx_accounts.find((a) => a.currency === 'USD');
    const rate = form?.currencies.find((c) => c.code === 'USD')?.client_sell ?? '0';
    const soum = await kit.accountOf('301245678', '001');
    return {
      type: 'buy',
      currency: 'USD',
      amount: '1500.00',
      rate_limit: fromMinor(toMinor(rate) + 5_000n),
      purpose: 'Toʻquv dastgohlari importi',
      soum_account: soum,
      soum_mfo: '00873',
      fx_account: usd?.account ?? '',
      fx_mfo: usd?.mfo ?? '',
      ...overrides,
    };
  }

  it('makes buy/sell requests in Created; a bad row is fixed into a request', async () => {
    const rows = [
      await dealBody(),
      await dealBody({ amount: '15.123' }),
      await dealBody({ rate_limit: '1.00' }),
    ];
    const up = await upload('exchange', 'accountant', 'deals.csv', csv(EXCHANGE_IMPORT_COLUMNS, rows));
    expect(up.http).toBe(200);
    const file = up.body.data?.file;
    if (file == null) throw new Error('no file');
    await run();
    const after = (await info('exchange', 'accountant', file.upid_file)).body.data;
    expect(after).toMatchObject({
      status: IMPORT_STATUS.processed,
      payments: 1,
      error_info: { total: 4, error: 3 },
    });
    const ids = await docsOfFile(file.id);
    const made = await h.db.select().from(fxDeals).where(inArray(fxDeals.id, ids));
    expect(made.map((d) => d.statusId)).toEqual([DEAL_STATUS.created]);
    const errors = (await errorList('exchange', 'accountant', file.upid_file)).body.data?.list ?? [];
    expect(errors[0]?.errors.map((e) => e.attribute)).toEqual(['amount']);
    expect(errors[1]?.errors.map((e) => e.attribute)).toEqual(['rate_limit']);
    const row = errors[0];
    if (row === undefined) throw new Error('no row');
    const fixed = await fx.post<{ document_id: number; file: ImportFile }>(
      'accountant',
      'export/exchange-import-edit',
      {
        id: row.id,
        version: row.version,
        fields: { ...row.fields, amount: '15.12' },
      },
    );
    expect(fixed.http).toBe(200);
    expect(fixed.body.data?.file).toMatchObject({ payments: 2, error_info: { error: 2 } });
  });

  it('admits the exchange roles only: accountant_simple gets 403; another organisation 404', async () => {
    const up = await upload(
      'exchange',
      'accountant',
      'scope.csv',
      csv(EXCHANGE_IMPORT_COLUMNS, [await dealBody()]),
    );
    const upid = up.body.data?.file?.upid_file ?? '';
    expect((await info('exchange', 'accountant_simple', upid)).http).toBe(403);
    expect((await info('exchange', 'head_org2', upid)).http).toBe(404);
    expect((await info('exchange', 'accountant_sign', upid)).http).toBe(200);
  });
});

describe('signing a file’s documents together (the lists’ import_file filter)', () => {
  async function dealSignBody(username: string, ids: readonly number[]) {
    const deals = await Promise.all(
      ids.map(async (id) => (await kit.get<FxView>(username, `exchange-sum/view?id=${id}`)).body.data?.deal),
    );
    const data = await signingMessageFor(
      FX_DEAL_SIGNING_HEADER,
      FX_DEAL_SIGNED_FIELDS,
      deals.map((d) => {
        if (d === undefined) throw new Error('no deal');
        return fxSignableContent(d);
      }),
    );
    const [key] = await h.db
      .select({ privateKey: signingKeys.privateKey })
      .from(signingKeys)
      .innerJoin(users, eq(users.id, signingKeys.userId))
      .where(eq(users.username, username));
    if (key?.privateKey == null) throw new Error(`no key for ${username}`);
    return {
      sign_cipher: sign('sha256', Buffer.from(data, 'utf8'), key.privateKey).toString('base64'),
      sign_type: 'eds',
      key_data: { data, version: '3.4.3', deal_ids: [...ids] },
    };
  }

  it('currency: lists exactly the file’s payments, none for another organisation, and signs them in one batch', async () => {
    const up = await upload(
      'currency',
      'accountant',
      'batch.csv',
      csv(CURRENCY_IMPORT_COLUMNS, await currencyBodies(3)),
    );
    const file = up.body.data?.file;
    if (file == null) throw new Error('no file');
    await run();
    const made = await docsOfFile(file.id);
    expect(made).toHaveLength(3);
    const listed = await fx.post<Paged<{ id: number; isSign: boolean }>>(
      'head',
      'currency-payment/list?pageSize=50',
      { import_file: file.upid_file },
    );
    expect(listed.body.data?.list.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      [...made].sort((a, b) => a - b),
    );
    expect(listed.body.data?.list.every((p) => p.isSign)).toBe(true);
    const other = await fx.post<Paged<{ id: number }>>('head_org2', 'currency-payment/list', {
      import_file: file.upid_file,
    });
    expect(other.http).toBe(200);
    expect(other.body.data?.list).toEqual([]);
    // An exchange file's id lists no currency payments (the kind is part of the filter).
    expect(
      (await fx.post<Paged<{ id: number }>>('head', 'currency-payment/list', { import_file: 'A'.repeat(20) }))
        .body.data?.list,
    ).toEqual([]);
    expect((await fx.post('head', 'currency-payment/list', { import_file: 'bad' })).http).toBe(400);

    const signed = await fx.sign('head', made);
    expect(signed.http).toBe(200);
    const rows = await h.db.select().from(currencyPayments).where(inArray(currencyPayments.id, made));
    expect(rows.every((r) => r.statusId !== FX_STATUS.created)).toBe(true);
  });

  it('currency: a batch with one payment that may no longer be signed signs none of them', async () => {
    const up = await upload(
      'currency',
      'accountant',
      'batch2.csv',
      csv(CURRENCY_IMPORT_COLUMNS, await currencyBodies(2)),
    );
    const file = up.body.data?.file;
    if (file == null) throw new Error('no file');
    await run();
    const made = await docsOfFile(file.id);
    const body = await fx.signBody('head', made);
    expect((await fx.sign('head', [made[0] ?? 0])).http).toBe(200);
    const refused = await fx.post('head', 'currency-payment/sign', body);
    expect(refused.http).toBeGreaterThanOrEqual(400);
    const [second] = await h.db
      .select()
      .from(currencyPayments)
      .where(eq(currencyPayments.id, made[1] ?? 0));
    expect(second?.statusId).toBe(FX_STATUS.created);
  });

  it('exchange: lists exactly the file’s requests, none for another organisation, signs all or none', async () => {
    const form = (await kit.get<FxFormData>('accountant', 'exchange-sum/form-data')).body.data;
    const usd = form?.fx_accounts.find((a) => a.currency === 'USD');
    const rate = form?.currencies.find((c) => c.code === 'USD')?.client_sell ?? '0';
    const soum = await kit.accountOf('301245678', '001');
    const deal = (amount: string) => ({
      type: 'buy',
      currency: 'USD',
      amount,
      rate_limit: fromMinor(toMinor(rate) + 5_000n),
      purpose: 'Toʻquv dastgohlari importi',
      soum_account: soum,
      soum_mfo: '00873',
      fx_account: usd?.account ?? '',
      fx_mfo: usd?.mfo ?? '',
    });
    const up = await upload(
      'exchange',
      'accountant',
      'deals-batch.csv',
      csv(EXCHANGE_IMPORT_COLUMNS, [deal('10.00'), deal('11.00'), deal('12.00')]),
    );
    const file = up.body.data?.file;
    if (file == null) throw new Error('no file');
    await run();
    const made = await docsOfFile(file.id);
    expect(made).toHaveLength(3);
    const byId = (a: number, b: number) => a - b;
    const listed = await kit.post<Paged<{ id: number }>>('head', 'exchange-sum/list?pageSize=50', {
      import_file: file.upid_file,
    });
    expect(listed.body.data?.list.map((d) => d.id).sort(byId)).toEqual([...made].sort(byId));
    const other = await kit.post<Paged<{ id: number }>>('head_org2', 'exchange-sum/list', {
      import_file: file.upid_file,
    });
    expect(other.body.data?.list).toEqual([]);
    // A currency file's id lists no requests.
    const currencyFile = (await fx.post<Paged<ImportFile>>('accountant', 'export/currency-import-files', {}))
      .body.data?.list[0];
    const cross = await kit.post<Paged<{ id: number }>>('head', 'exchange-sum/list', {
      import_file: currencyFile?.upid_file ?? '',
    });
    expect(cross.body.data?.list).toEqual([]);

    // All or nothing: the first signed alone, then a batch of all three is refused and signs none.
    const stale = await dealSignBody('head', made);
    expect(
      (await kit.post('head', 'exchange-sum/sign', await dealSignBody('head', [made[0] ?? 0]))).http,
    ).toBe(200);
    expect((await kit.post('head', 'exchange-sum/sign', stale)).http).toBeGreaterThanOrEqual(400);
    const rest = made.slice(1);
    const untouched = await h.db.select().from(fxDeals).where(inArray(fxDeals.id, rest));
    expect(untouched.map((d) => d.statusId)).toEqual([DEAL_STATUS.created, DEAL_STATUS.created]);
    const together = await kit.post('head', 'exchange-sum/sign', await dealSignBody('head', rest));
    expect(together.http).toBe(200);
    const after = await h.db.select().from(fxDeals).where(inArray(fxDeals.id, rest));
    expect(after.every((d) => d.statusId === DEAL_STATUS.signed)).toBe(true);
  });
});
