/**
 * Seed step demo-fx-import-v1: currency payment and exchange imports of the main demo
 * organisation's accountant, so /currency-import and /exchange-import show files in every status
 * and error lists at once — per kind one processed file with rows to fix, one that failed as a
 * whole and one awaiting processing whose rows the queue will list as errors (nothing it judges
 * becomes a document: the demo lists of payments and requests do not change by themselves while
 * tests run). One transaction, three batched inserts.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../client.ts';
import { importFiles, importRows } from '../schema/imports.ts';
import { users } from '../schema/users.ts';
import { demoOrganizations, firstCurrentAccount, firstSoumAccount } from './demo-lookups.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const FX_IMPORT_STEP = 'demo-fx-import-v1';
const DAY_MS = 24 * 60 * 60 * 1000;

type Problem = { attribute: string; key: string; params?: Record<string, string> };

export async function seedFxImports(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, FX_IMPORT_STEP)) return false;
  const [main] = await demoOrganizations(db);
  const [accountant] = await db.select().from(users).where(eq(users.username, 'accountant'));
  if (main === undefined || accountant === undefined) return false;
  const usd = await firstCurrentAccount(db, main.id, 'USD');
  const soum = await firstSoumAccount(db, main.id);
  const now = clock.now();
  const day = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const date = day(1).toISOString().slice(0, 10);
  const payment = (n: number, over: Record<string, string>) => ({
    number: String(700 + n),
    date,
    account: usd?.number ?? '',
    amount: `${(n + 1) * 1250}.00`,
    contract_idn: '',
    contract_number: `TX-2026/${40 + n}`,
    contract_date: '2026-03-02',
    operation_code: '11100',
    partner_country: 'TR',
    beneficiary_name: 'ANADOLU TEKSTIL SANAYI AS',
    beneficiary_address: 'ORGANIZE SANAYI BOLGESI 4, BURSA',
    beneficiary_account: 'TR330006100519786457841326',
    beneficiary_bank_bic: 'ISBKTRISXXX',
    beneficiary_bank_name: 'TURKIYE IS BANKASI AS',
    correspondent_bank_bic: '',
    correspondent_bank_name: '',
    charges: 'SHA',
    purpose: 'Paxta ipi uchun toʻlov, invoys 2026-3',
    ...over,
  });
  const deal = (n: number, over: Record<string, string>) => ({
    type: n % 2 === 0 ? 'buy' : 'sell',
    currency: 'USD',
    amount: `${(n + 1) * 2000}.00`,
    rate_limit: '12850.00',
    soum_account: soum?.number ?? '',
    soum_mfo: soum?.mfo ?? '',
    fx_account: usd?.number ?? '',
    fx_mfo: usd?.mfo ?? '',
    purpose: 'Import shartnomasi boʻyicha toʻlov uchun',
    ...over,
  });
  const errorRow = (fields: Record<string, string>, errors: Problem[]) => ({ fields, errors });
  const kinds = {
    currency: {
      processed: [
        errorRow(payment(0, { beneficiary_bank_bic: 'ISBKTR' }), [
          { attribute: 'beneficiary_bank_bic', key: 'fx.rule.bic' },
        ]),
        errorRow(payment(1, { charges: 'ALL', beneficiary_name: 'BURSA IPEK LTD' }), [
          { attribute: 'charges', key: 'field.invalid' },
        ]),
        errorRow(payment(2, { beneficiary_account: 'TR000006100519786457841326' }), [
          { attribute: 'beneficiary_account', key: 'fx.rule.iban' },
        ]),
      ],
      awaiting: [payment(3, { account: '' }), payment(4, { charges: '' })],
      names: ['valyuta_tolovlar_noyabr.xlsx', 'valyuta_oktyabr.csv', 'valyuta_yangi.csv'],
    },
    exchange: {
      processed: [
        errorRow(deal(0, { amount: '2000.125' }), [{ attribute: 'amount', key: 'fxDeal.amount.places' }]),
        errorRow(deal(1, { fx_account: '' }), [{ attribute: 'fx_account', key: 'fxDeal.account.fx' }]),
        errorRow(deal(2, { currency: 'XXX' }), [{ attribute: 'currency', key: 'fxDeal.currency.unknown' }]),
      ],
      awaiting: [deal(3, { type: 'swap' }), deal(4, { soum_account: '' })],
      names: ['konvertatsiya_noyabr.xlsx', 'konvertatsiya_oktyabr.csv', 'konvertatsiya_yangi.csv'],
    },
  } as const;

  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, FX_IMPORT_STEP))) return false;
    const file = (
      kind: string,
      name: string,
      status: number,
      total: number,
      done: number,
      errors: number,
      at: Date,
    ) => ({
      upidFile: createHash('sha256').update(`${kind}:${name}`).digest('hex').slice(0, 20).toUpperCase(),
      kind,
      organizationId: main.id,
      userId: accountant.id,
      status,
      fileName: name,
      sha256: createHash('sha256').update(`demo ${kind} ${name}`).digest('hex'),
      size: name.length,
      content: Buffer.from(`demo ${kind} ${name}`),
      totalRows: total,
      doneRows: done,
      errorRows: errors,
      errorKey: status === 4 ? 'import.failed' : null,
      createdAt: at,
      updatedAt: at,
    });
    const values = Object.entries(kinds).flatMap(([kind, k]) => [
      file(kind, k.names[0], 3, k.processed.length, k.processed.length, k.processed.length, day(1)),
      file(kind, k.names[1], 4, 0, 0, 0, day(5)),
      file(kind, k.names[2], 1, k.awaiting.length, 0, 0, day(0)),
    ]);
    const stored = await tx
      .insert(importFiles)
      .values(values)
      .returning({ id: importFiles.id, kind: importFiles.kind, status: importFiles.status });
    const idOf = (kind: string, status: number) =>
      stored.find((f) => f.kind === kind && f.status === status)?.id ?? 0;
    const rows = Object.entries(kinds).flatMap(([kind, k]) => [
      ...k.processed.map((r, i) => ({
        fileId: idOf(kind, 3),
        rowNo: i + 2,
        state: 2,
        fields: r.fields as Record<string, string>,
        errors: r.errors,
      })),
      ...k.awaiting.map((fields, i) => ({
        fileId: idOf(kind, 1),
        rowNo: i + 2,
        state: 0,
        fields: fields as Record<string, string>,
      })),
    ]);
    await tx.insert(importRows).values(rows);
    return true;
  });
}
