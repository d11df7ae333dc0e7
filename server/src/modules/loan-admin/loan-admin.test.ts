import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAN_LIST_COLUMNS, type OverdueCredit } from '../../../../contracts/api/loan-admin.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { credits } from '../../db/schema/credits.ts';
import { notifications } from '../../db/schema/shell.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';

let h: Harness;
let kit: Kit;

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
});
afterAll(async () => h.close());

const header = LOAN_LIST_COLUMNS.join(';');
const good = [
  'KR-TEST-0001;301245678;Aylanma mablagʻlar krediti;UZS;01.03.2026;01.03.2028;22.5;500000000.00;420000000.00;0;3100000.00;0;15.12.2026;21000000.00',
  'KR-TEST-0002;301245678;Investitsiya krediti;USD;2026-01-10;2029-01-10;9,5;250000.00;240000.00;12000.00;1800.00;350.00;;0',
];

function csv(lines: readonly string[]): string {
  return Buffer.from([header, ...lines].join('\r\n'), 'utf8').toString('base64');
}

async function creditCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(credits);
  return row?.n ?? 0;
}

async function upload(fileName: string, content: string) {
  return kit.post<{ total: number; inserted: number; updated: number }>(
    'admin',
    'loan-admin/upload-loan-list',
    {
      file_name: fileName,
      content_base64: content,
    },
  );
}

describe('loan list upload', () => {
  it('imports a good csv and updates by contract number on a second upload', async () => {
    const before = await creditCount();
    const first = await upload('loans.csv', csv(good));
    expect(first.http).toBe(200);
    expect(first.body.data).toEqual({ total: 2, inserted: 2, updated: 0 });
    expect(await creditCount()).toBe(before + 2);
    const again = await upload('loans.csv', csv(good));
    expect(again.body.data).toEqual({ total: 2, inserted: 0, updated: 2 });
    const [row] = await h.db.select().from(credits).where(eq(credits.contractNumber, 'KR-TEST-0002'));
    expect(row).toMatchObject({ rateBp: 950, overduePrincipal: 12_000_00n, currency: 'USD' });
  });

  it('imports a good xlsx', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('loans');
    ws.addRow([...LOAN_LIST_COLUMNS]);
    ws.addRow([
      'KR-XLSX-0001',
      '301245678',
      'Lizing',
      'UZS',
      '2026-02-01',
      '2027-02-01',
      24,
      '100000000.00',
      '90000000.00',
      '0',
      '0',
      '0',
      '',
      '0',
    ]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const answer = await upload('loans.xlsx', bytes.toString('base64'));
    expect(answer.http).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 1, inserted: 1 });
  });

  it('refuses a file with bad rows, listing each, and imports nothing', async () => {
    const before = await creditCount();
    const bad = [
      'KR-BAD-0001;301245678;Kredit;UZS;01.03.2026;01.03.2028;22.5;500000000.00;420000000.00;0;0;0;;0',
      'KR-BAD-0002;999999999;Kredit;UZS;01.03.2026;01.03.2028;22.5;100.00;50.00;0;0;0;;0',
      'KR-BAD-0003;301245678;Kredit;XXX;31.02.2026;01.03.2025;abc;100.00;500.00;0;0;0;;0',
    ];
    const answer = await upload('loans.csv', csv(bad));
    expect(answer.http).toBe(422);
    const attributes = answer.body.validation?.map((v) => v.attribute);
    expect(attributes).toEqual(
      expect.arrayContaining([
        'rows.3.inn',
        'rows.4.currency',
        'rows.4.contract_date',
        'rows.4.rate',
        'rows.4.principal',
      ]),
    );
    expect(answer.body.validation?.[0]?.message).toMatch(/^Row 3/);
    expect(await creditCount()).toBe(before);
    const header = await upload('loans.csv', Buffer.from('a;b;c\n1;2;3').toString('base64'));
    expect(header.http).toBe(422);
    const broken = await upload('loans.xlsx', Buffer.from('not a zip').toString('base64'));
    expect(broken.http).toBe(422);
    expect(await creditCount()).toBe(before);
  });

  it('is for the admin only', async () => {
    const answer = await kit.post('accountant', 'loan-admin/upload-loan-list', {
      file_name: 'loans.csv',
      content_base64: csv(good),
    });
    expect(answer.http).toBe(403);
    expect((await kit.get('head', 'loan-admin/overdue-credits')).http).toBe(403);
  });
});

describe('credit overdue notification', () => {
  it('lists overdue credits and notifies their organisation', async () => {
    const list = await kit.get<Paged<OverdueCredit>>('admin', 'loan-admin/overdue-credits?pageSize=100');
    expect(list.http).toBe(200);
    const overdue = list.body.data?.list ?? [];
    expect(overdue.length).toBeGreaterThan(0);
    const target = overdue.find((c) => c.inn === '301245678');
    expect(target).toBeDefined();
    const [before] = await h.db.select({ n: count() }).from(notifications);
    const sent = await kit.post<{ notified: number }>('admin', 'loan-admin/overdue-notify', {
      ids: [target?.id],
    });
    expect(sent.body.data).toEqual({ notified: 1 });
    const [after] = await h.db.select({ n: count() }).from(notifications);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(1);
    const seen = await kit.get<{ title: string }[]>('accountant', 'notification/all');
    expect(JSON.stringify(seen.body.data)).toContain(target?.contract_number);
    const again = await kit.get<Paged<OverdueCredit>>('admin', 'loan-admin/overdue-credits?pageSize=100');
    expect(again.body.data?.list.find((c) => c.id === target?.id)?.notified_at).not.toBe('');
  });

  it('refuses a credit without overdue debt, sending nothing', async () => {
    const [plain] = await h.db.select().from(credits).where(eq(credits.overduePrincipal, 0n));
    const [before] = await h.db.select({ n: count() }).from(notifications);
    const answer = await kit.post('admin', 'loan-admin/overdue-notify', { ids: [plain?.id] });
    expect([422]).toContain(answer.http);
    const [after] = await h.db.select({ n: count() }).from(notifications);
    expect(after?.n).toBe(before?.n);
  });
});
