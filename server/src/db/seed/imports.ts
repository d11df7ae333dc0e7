/**
 * Seed step demo-uzs-import-v1: two finished soum payment imports of the main demo organisation's
 * accountant, so /uzs-import shows files and an error list at once — one processed with three rows
 * to fix (a short INN, an unknown purpose code, another organisation's account), one that failed as
 * a whole. Only finished files: the queue has nothing to do with them, so no payment appears by
 * itself in the organisation's lists while tests run.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../client.ts';
import { importFiles, importRows } from '../schema/imports.ts';
import { users } from '../schema/users.ts';
import { demoOrganizations, firstSoumAccount } from './demo-lookups.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const IMPORT_STEP = 'demo-uzs-import-v1';
const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedImports(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, IMPORT_STEP)) return false;
  const [main] = await demoOrganizations(db);
  const [accountant] = await db.select().from(users).where(eq(users.username, 'accountant'));
  if (main === undefined || accountant === undefined) return false;
  const account = await firstSoumAccount(db, main.id);
  if (account === undefined) return false;
  const now = clock.now();
  const day = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const date = day(1).toISOString().slice(0, 10);
  const row = (n: number, over: Record<string, string>) => ({
    number: String(300 + n),
    date,
    type: '1',
    account: account.number,
    mfo: account.mfo,
    r_account: '2020800030567123400100450',
    r_mfo: '00450',
    r_name: 'MChJ «Oltin Vodiy Logistika»',
    r_inn: '305671234',
    r_account_25: '',
    r_account_27: '',
    r_inn_27: '',
    corp_card: '',
    r_pinfl: '',
    sum: `${(n + 1) * 175000}.00`,
    code: '00106',
    description: 'Yuk tashish xizmatlari uchun toʻlov',
    ...over,
  });
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, IMPORT_STEP))) return false;
    const file = (
      name: string,
      content: string,
      status: number,
      total: number,
      errors: number,
      at: Date,
    ) => ({
      upidFile: createHash('sha256').update(name).digest('hex').slice(0, 20).toUpperCase(),
      kind: 'uzs',
      organizationId: main.id,
      userId: accountant.id,
      status,
      fileName: name,
      sha256: createHash('sha256').update(content).digest('hex'),
      size: content.length,
      content: Buffer.from(content),
      totalRows: total,
      doneRows: total,
      errorRows: errors,
      errorKey: status === 4 ? 'import.failed' : null,
      createdAt: at,
      updatedAt: at,
    });
    const [processed] = await tx
      .insert(importFiles)
      .values(file('1C_tolovlar_noyabr.csv', 'demo processed', 3, 3, 3, day(1)))
      .returning({ id: importFiles.id });
    await tx.insert(importFiles).values(file('tolovlar_oktyabr.xlsx', 'demo failed', 4, 0, 0, day(6)));
    if (processed === undefined) return false;
    await tx.insert(importRows).values([
      {
        fileId: processed.id,
        rowNo: 2,
        state: 2,
        fields: row(0, { r_inn: '30567' }),
        errors: [{ attribute: 'r_inn', key: 'validation.length.exact', params: { length: '9' } }],
      },
      {
        fileId: processed.id,
        rowNo: 3,
        state: 2,
        fields: row(1, { code: '99999', r_name: 'XK «Buxoro Qurilish Materiallari»' }),
        errors: [{ attribute: 'code', key: 'uzs.code.unknown' }],
      },
      {
        fileId: processed.id,
        rowNo: 4,
        state: 2,
        fields: row(2, { account: '20208000900100001999001001', r_name: 'AJ «Samarqand Don Mahsulotlari»' }),
        errors: [{ attribute: 'account', key: 'uzs.account.notOwn' }],
      },
    ]);
    return true;
  });
}
