/**
 * Seed step demo-qr-v1 (after demo-accounts-v1 and demo-credits-ledger-v1): for the main demo
 * organisation 26 QR payment requests (more than a page) and for the Samarqand one 4, on their
 * first soum account — static codes with several receipts, dynamic codes paid, waiting and expired —
 * and the incoming credits that paid them: ledger legs from the correspondent account whose purpose
 * quotes the code's reference, as another bank's client would send them.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import { encodeQrPayload } from '../../../../contracts/qr/payload.ts';
import type { Db } from '../client.ts';
import { accounts } from '../schema/payments.ts';
import { qrCodes } from '../schema/services.ts';
import { users } from '../schema/users.ts';
import { demoOrganizations, firstSoumAccount } from './demo-lookups.ts';
import { ledgerBatch } from './ledger-batch.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const QR_STEP = 'demo-qr-v1';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

const PURPOSES = [
  'Gazlama uchun toʻlov',
  'Ip-kalava yetkazib berish',
  'Tikuv xizmatlari uchun',
  'Doʻkon savdosi, kassa',
  'Ulgurji buyurtma avansi',
  'Namuna mahsulotlar uchun',
] as const;

const PAYERS = [
  { name: 'MChJ «Chorsu Savdo»', account: '2020800030455112200100450', mfo: '00450', inn: '304551122' },
  { name: 'YaTT Karimov Anvar', account: '2021800040711873300100421', mfo: '00421', inn: '407118733' },
  { name: 'OOO «Andijon Moda»', account: '2020800030699001200101023', mfo: '01023', inn: '306990012' },
  { name: 'XK «Nukus Tekstil»', account: '2020800030288114500100873', mfo: '00873', inn: '302881145' },
] as const;

export async function seedQr(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, QR_STEP)) return false;
  const now = clock.now().getTime();
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, QR_STEP))) return false;
    const orgs = await demoOrganizations(tx);
    const [correspondent] = await tx
      .select()
      .from(accounts)
      .where(eq(accounts.kind, 'correspondent'))
      .orderBy(asc(accounts.id))
      .limit(1);
    const people = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, ['accountant', 'head_org2']));
    const author = (name: string) => people.find((p) => p.username === name)?.id;
    if (correspondent === undefined) return true;
    const ledger = ledgerBatch();
    const rows: (typeof qrCodes.$inferInsert)[] = [];
    let serial = 0;
    for (const [index, org] of orgs.slice(0, 2).entries()) {
      const account = await firstSoumAccount(tx, org.id);
      const createdBy = author(index === 0 ? 'accountant' : 'head_org2');
      if (account === undefined || createdBy === undefined) continue;
      const count = index === 0 ? 26 : 4;
      for (let i = 0; i < count; i += 1) {
        serial += 1;
        const reference = `QRDEMO${String(serial).padStart(4, '0')}`;
        const kind = i % 4; // 0 static, 1 dynamic paid, 2 dynamic waiting, 3 dynamic expired
        const method = kind === 0 ? 'static' : 'dynamic';
        const createdAt = new Date(now - (i * 2 + 1) * DAY_MS - (i % 5) * 37 * MINUTE_MS);
        const amount = kind === 0 && i % 8 === 0 ? null : BigInt(150_000 + ((i * 73_500) % 2_400_000)) * 100n;
        const expiresAt =
          kind === 0
            ? null
            : kind === 2
              ? new Date(now + (i + 1) * DAY_MS)
              : new Date(createdAt.getTime() + 2 * DAY_MS);
        const purpose = PURPOSES[i % PURPOSES.length] ?? PURPOSES[0];
        rows.push({
          organizationId: org.id,
          accountId: account.id,
          reference,
          method,
          amount,
          purpose,
          expiresAt,
          payload: encodeQrPayload({
            method,
            mfo: account.mfo,
            account: account.number,
            inn: org.inn,
            name: org.name,
            amount: amount === null ? null : fromMinor(amount),
            reference,
            purpose: `${reference} ${purpose}`,
            expiresAt: expiresAt?.toISOString() ?? null,
          }),
          createdBy,
          createdAt,
        });
        const receipts = kind === 0 ? 1 + (i % 3) : kind === 1 ? 1 : 0;
        for (let k = 0; k < receipts; k += 1) {
          const payer = PAYERS[(i + k) % PAYERS.length] ?? PAYERS[0];
          const paid = amount ?? BigInt(50_000 + k * 12_500) * 100n;
          ledger.move(
            correspondent.id,
            account.id,
            paid,
            new Date(createdAt.getTime() + (k + 1) * 3 * 60 * MINUTE_MS),
            {
              docNumber: String(7100 + serial * 3 + k),
              counterpartyName: payer.name,
              counterpartyAccount: payer.account,
              counterpartyMfo: payer.mfo,
              counterpartyInn: payer.inn,
              purpose: `${reference} ${purpose}`,
            },
          );
        }
      }
    }
    await tx.insert(qrCodes).values(rows);
    await ledger.write(tx);
    return true;
  });
}
