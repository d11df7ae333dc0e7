/**
 * Demo currency buy/sell requests (issue 20): the bank's reservation account 22613, and requests of
 * the demo organisations that hold a USD account in every status — more than a page for the main
 * organisation — with their logs, real EDS signatures by the organisation's head and the ledger
 * movements each status implies (reservation, release, execution), written by the ledger's rules.
 */
import { sign } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  FX_DEAL_SIGNING_HEADER,
  FX_SIGNED_FIELDS,
  FX_STATUS,
  fxSignableContent,
  soumEquivalent,
} from '../../../../contracts/api/fx-deal.ts';
import { fromCurrencyMinor } from '../../../../contracts/currency-codes.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import { batchMessageFor, documentDigest } from '../../../../contracts/signing/signed-document.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { currencyRates } from '../schema/accounts-history.ts';
import { fxDealLogs, fxDealSignatures, fxDeals } from '../schema/fx-deals.ts';
import { accounts } from '../schema/payments.ts';
import { signingKeys, users } from '../schema/users.ts';
import { DEMO_ORGANIZATIONS, type OrgKey } from './demo-data.ts';
import { demoOrganizations, firstSoumAccount } from './demo-lookups.ts';
import { ledgerBatch } from './ledger-batch.ts';
import { claimSeedStep, seedStepDone, type SeedContext } from './seed-step.ts';

const STEP = 'fx-deals-v1';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The bank's reservation account for currency purchases (spec 2 §9), head office. */
export const RESERVATION_ACCOUNT = { number: '2261300000000000000100873', mfo: '00873' };

const S = FX_STATUS;

/** Per organisation: its preparer and signer, and how many requests of each status. */
const PLAN: readonly { org: OrgKey; preparer: string; signer: string; statuses: readonly number[] }[] = [
  {
    org: 'main',
    preparer: 'accountant',
    signer: 'head',
    statuses: [1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 5, 5, 5, 5, 5, 6, 6, 7, 7, 1, 2, 3, 4, 5, 5],
  },
  { org: 'samarqand', preparer: 'accountant_org2', signer: 'head_org2', statuses: [1, 2, 3, 4, 5, 5, 6, 7] },
  { org: 'fargona', preparer: 'accountant_org3', signer: 'head_org3', statuses: [1, 3, 4, 5, 6, 7] },
];

const BUY_PURPOSES = [
  'Toʻquv dastgohlari importi uchun toʻlov, shartnoma № TTI-2026/14',
  'Ehtiyot qismlar importi, shartnoma № 88/2026',
  'Xorijiy hamkorga xizmatlar uchun toʻlov, kontrakt № 5-IT',
  'Xom ashyo (paxta tolasi boʻyoqlari) importi, shartnoma № 31',
];
const SELL_SOURCES = [
  'Ip-kalava eksportidan tushgan tushum, kontrakt № EX-2026/07',
  'Tayyor mato eksporti boʻyicha valyuta tushumi',
  'Xorijiy xaridordan oldindan toʻlov',
];
const RETURN_REASONS = [
  'Kontrakt nusxasi ilova qilinmagan, iltimos qoʻshing.',
  'Maqsad koʻrsatilmagan kontraktga mos emas.',
];
const REJECT_REASONS = ['Kontrakt muddati tugagan.', 'Valyuta operatsiyasi kodi notoʻgʻri.'];

export async function seedFxDeals(db: Db, { clock }: SeedContext): Promise<boolean> {
  if (await seedStepDone(db, STEP)) return false;
  const now = clock.now();
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, STEP))) return false;
    const [reservation] = await tx
      .insert(accounts)
      .values({
        number: RESERVATION_ACCOUNT.number,
        mfo: RESERVATION_ACCOUNT.mfo,
        name: 'Valyuta xaridi uchun zaxiralangan mablagʻlar',
        kind: 'clearing',
        glCode: '22613',
        openingDate: '2024-05-01',
      })
      .returning();
    const positions = await tx
      .select()
      .from(accounts)
      .where(and(isNull(accounts.organizationId), eq(accounts.kind, 'correspondent')))
      .orderBy(desc(accounts.openingBalance), accounts.id);
    const soumPosition = positions.find((a) => a.currency === 'UZS');
    const usdPosition = positions.find((a) => a.currency === 'USD');
    const [usdRate] = await tx
      .select()
      .from(currencyRates)
      .where(eq(currencyRates.code, 'USD'))
      .orderBy(desc(currencyRates.day))
      .limit(1);
    if (
      reservation === undefined ||
      soumPosition === undefined ||
      usdPosition === undefined ||
      usdRate === undefined
    )
      return false;

    const people = await tx
      .select({
        id: users.id,
        username: users.username,
        fullName: users.fullName,
        serial: signingKeys.serialNumber,
        privateKey: signingKeys.privateKey,
      })
      .from(users)
      .leftJoin(signingKeys, eq(signingKeys.userId, users.id))
      .where(inArray(users.username, ['cur_manager', ...PLAN.flatMap((p) => [p.preparer, p.signer])]));
    const person = new Map(people.map((p) => [p.username, p]));
    const officer = person.get('cur_manager')?.id ?? null;
    const orgs = await demoOrganizations(tx);
    const ledger = ledgerBatch();
    const logs: (typeof fxDealLogs.$inferInsert)[] = [];
    const signatures: (typeof fxDealSignatures.$inferInsert)[] = [];
    /** The requests are inserted in one statement; each one's logs, signature and postings follow. */
    const pending: {
      values: typeof fxDeals.$inferInsert;
      then: (row: typeof fxDeals.$inferSelect) => Promise<void>;
    }[] = [];
    const sellRate = usdRate.clientSell;
    const buyRate = usdRate.clientBuy;

    for (const plan of PLAN) {
      const inn = DEMO_ORGANIZATIONS.find((o) => o.key === plan.org)?.inn;
      const org = orgs.find((o) => o.inn === inn);
      const preparer = person.get(plan.preparer);
      const signer = person.get(plan.signer);
      if (org === undefined || preparer === undefined || signer === undefined) continue;
      const soum = await firstSoumAccount(tx, org.id);
      const [usd] = await tx
        .select()
        .from(accounts)
        .where(
          and(
            eq(accounts.organizationId, org.id),
            eq(accounts.currency, 'USD'),
            eq(accounts.kind, 'current'),
            eq(accounts.state, 'open'),
          ),
        )
        .orderBy(asc(accounts.id))
        .limit(1);
      if (soum === undefined || usd === undefined) continue;
      // Spend at most a fifth of what the soum account holds on reservations, a tenth of the USD on sales.
      let soumBudget = soum.balance / 5n;
      let usdBudget = usd.balance / 10n;
      const count = plan.statuses.length;
      for (const [i, status] of plan.statuses.entries()) {
        const type = i % 3 === 2 ? 'sell' : 'buy';
        const daysAgo = Math.floor(((count - i) * 20) / count);
        const at = (hours: number) =>
          new Date(now.getTime() - daysAgo * DAY_MS + hours * 3_600_000 - 10 * 3_600_000);
        const whole = BigInt(1_000 + ((i * 7_919 + org.id * 131) % 40) * 500);
        let amount = whole * 100n;
        const limit =
          type === 'buy' ? sellRate + BigInt(((i % 4) + 1) * 2_500) : buyRate - BigInt(((i % 3) + 1) * 2_000);
        let reserve = type === 'buy' ? soumEquivalent(amount, limit, 'USD') : 0n;
        const needsMoney = status !== S.created;
        if (needsMoney && type === 'buy' && reserve > soumBudget) {
          amount = ((soumBudget / 4n) * 100n) / limit;
          amount -= amount % 100n;
          reserve = soumEquivalent(amount, limit, 'USD');
        }
        if (needsMoney && type === 'sell' && amount > usdBudget / 2n) amount = (usdBudget / 2n / 100n) * 100n;
        if (amount <= 0n) continue;
        if (needsMoney && type === 'buy') soumBudget -= reserve;
        if (type === 'sell' && status === S.executed) usdBudget -= amount;
        const purpose =
          (type === 'buy' ? BUY_PURPOSES : SELL_SOURCES)[
            i % (type === 'buy' ? BUY_PURPOSES.length : SELL_SOURCES.length)
          ] ?? '';
        const execRate =
          type === 'buy' ? limit - BigInt(((i % 5) + 1) * 1_500) : limit + BigInt(((i % 4) + 1) * 1_000);
        const execSoum = soumEquivalent(amount, execRate, 'USD');
        const reason =
          status === S.returned
            ? (RETURN_REASONS[i % 2] ?? null)
            : status === S.rejected
              ? (REJECT_REASONS[i % 2] ?? null)
              : null;
        pending.push({
          values: {
            organizationId: org.id,
            clientReference: `seed-fx-${org.id}-${i}`,
            type,
            number: String(i + 1),
            date: tashkentDate(at(0)),
            statusId: status,
            currency: 'USD',
            amount,
            rateLimit: limit,
            purpose,
            soumAccountId: soum.id,
            fxAccountId: usd.id,
            reserved:
              type === 'buy' && (status === S.signed || status === S.sent || status === S.accepted)
                ? reserve
                : 0n,
            execRate: status === S.executed ? execRate : null,
            execSoum: status === S.executed ? execSoum : null,
            returnedSoum: status === S.executed && type === 'buy' ? reserve - execSoum : null,
            reason,
            createdBy: preparer.id,
            createdAt: at(0),
            updatedAt: at(3),
            sentAt: status >= S.sent ? at(2) : null,
            executedAt: status === S.executed ? at(4) : null,
          },
          then: async (row) => {
            logs.push({
              dealId: row.id,
              userId: preparer.id,
              action: 'create',
              statusId: S.created,
              version: 1,
              at: at(0),
            });
            if (status === S.created) return;
            const deal = {
              id: row.id,
              version: 1,
              type,
              number: row.number,
              date: row.date,
              currency: 'USD',
              amount: fromCurrencyMinor(amount, 'USD'),
              rate_limit: fromMinor(limit),
              purpose,
              soum_account: soum.number,
              soum_mfo: soum.mfo,
              fx_account: usd.number,
              fx_mfo: usd.mfo,
            } as const;
            const digest = await documentDigest(FX_SIGNED_FIELDS, fxSignableContent(deal));
            const message = batchMessageFor(FX_DEAL_SIGNING_HEADER, [{ id: row.id, version: 1, digest }]);
            if (
              signer.privateKey !== null &&
              signer.serial !== null &&
              status !== S.returned &&
              status !== S.rejected
            ) {
              signatures.push({
                dealId: row.id,
                userId: signer.id,
                keySerial: signer.serial,
                version: 1,
                digest,
                cipher: sign('sha256', Buffer.from(message, 'utf8'), signer.privateKey).toString('base64'),
                message,
                signerVersion: '3.4.3',
                signedAt: at(1),
              });
            }
            logs.push({
              dealId: row.id,
              userId: signer.id,
              action: 'sign',
              statusId: S.signed,
              version: 1,
              at: at(1),
            });
            const detail = (purposeText: string, counterparty: typeof reservation) => ({
              docNumber: `FX-${row.number}`,
              counterpartyName: 'CorpBank',
              counterpartyAccount: counterparty.number,
              counterpartyMfo: counterparty.mfo,
              counterpartyInn: null,
              purpose: purposeText,
            });
            if (type === 'buy') {
              ledger.move(
                soum.id,
                reservation.id,
                reserve,
                at(1),
                detail(`Valyuta xaridi uchun zaxira, ariza № ${row.number}`, reservation),
              );
              logs.push({
                dealId: row.id,
                userId: signer.id,
                action: 'reserve',
                statusId: S.signed,
                version: 1,
                comment: fromMinor(reserve),
                at: at(1),
              });
            }
            if (status === S.signed) return;
            logs.push({
              dealId: row.id,
              userId: preparer.id,
              action: 'send',
              statusId: S.sent,
              version: 1,
              at: at(2),
            });
            if (status === S.sent) return;
            if (status !== S.returned && status !== S.rejected) {
              logs.push({
                dealId: row.id,
                userId: officer,
                action: 'accept',
                statusId: S.accepted,
                version: 1,
                at: at(3),
              });
            }
            if (status === S.returned || status === S.rejected) {
              if (type === 'buy') {
                ledger.move(
                  reservation.id,
                  soum.id,
                  reserve,
                  at(3),
                  detail(`Zaxira qaytarildi, ariza № ${row.number}`, reservation),
                );
                logs.push({
                  dealId: row.id,
                  userId: officer,
                  action: 'release',
                  statusId: status,
                  version: 1,
                  comment: fromMinor(reserve),
                  at: at(3),
                });
              }
              logs.push({
                dealId: row.id,
                userId: officer,
                action: status === S.returned ? 'return' : 'reject',
                statusId: status,
                version: 1,
                comment: reason,
                at: at(3),
              });
              return;
            }
            if (status !== S.executed) return;
            const text = `Konversiya, ariza № ${row.number}, kurs ${fromMinor(execRate)}`;
            if (type === 'buy') {
              ledger.move(reservation.id, soumPosition.id, execSoum, at(4), detail(text, soumPosition));
              if (reserve > execSoum)
                ledger.move(reservation.id, soum.id, reserve - execSoum, at(4), detail(text, reservation));
              ledger.move(usdPosition.id, usd.id, amount, at(4), detail(text, usdPosition));
            } else {
              ledger.move(usd.id, usdPosition.id, amount, at(4), detail(text, usdPosition));
              ledger.move(soumPosition.id, soum.id, execSoum, at(4), detail(text, soumPosition));
            }
            logs.push({
              dealId: row.id,
              userId: officer,
              action: 'execute',
              statusId: S.executed,
              version: 1,
              comment: fromMinor(execRate),
              at: at(4),
            });
          },
        });
      }
    }
    if (pending.length > 0) {
      const rows = await tx
        .insert(fxDeals)
        .values(pending.map((p) => p.values))
        .returning();
      const byReference = new Map(rows.map((r) => [r.clientReference, r]));
      for (const p of pending) {
        const row = byReference.get(p.values.clientReference);
        if (row !== undefined) await p.then(row);
      }
    }
    await ledger.write(tx);
    if (logs.length > 0) await tx.insert(fxDealLogs).values(logs);
    if (signatures.length > 0) await tx.insert(fxDealSignatures).values(signatures);
    return true;
  });
}
