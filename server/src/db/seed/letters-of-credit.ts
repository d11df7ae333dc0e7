/**
 * Seed step demo-letters-of-credit-v1: letters of credit for the demo organisations with a USD
 * account — more than a page for the main one, every status present, one issued letter expired 5
 * days ago with no documents (the closure job returns its cover on its first run). Covered letters
 * carry their ledger legs (client → cover, cover → correspondent once paid), written in one batch;
 * the signatures of signed letters are marked as seeded (their cipher is not a real EDS signature).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { lcLogs, lcSignatures, lettersOfCredit } from '../schema/letters-of-credit.ts';
import { accounts, ledgerEntries } from '../schema/payments.ts';
import { userOrganizations, users } from '../schema/users.ts';
import { demoOrganizations } from './demo-lookups.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const LC_STEP = 'demo-letters-of-credit-v1';
const DAY_MS = 86_400_000;

const BENEFICIARIES = [
  [
    'HANGZHOU TEXTILE MACHINERY CO LTD',
    'NO 18 QIANTANG RD, HANGZHOU',
    'CN',
    'CN5801000123456789012345',
    'Industrial and Commercial Bank of China',
    'ICBKCNBJHZH',
    'Ningbo',
    'Rapier weaving looms',
  ],
  [
    'ANATOLIA DYE CHEMICALS AS',
    'ORGANIZE SANAYI 4, BURSA',
    'TR',
    'TR330006100519786457841326',
    'Turkiye Is Bankasi AS',
    'ISBKTRIS',
    'Mersin',
    'Reactive textile dyes',
  ],
  [
    'RHEIN SPINNTECHNIK GMBH',
    'INDUSTRIESTR 7, MONCHENGLADBACH',
    'DE',
    'DE89370400440532013000',
    'Commerzbank AG',
    'COBADEFF',
    'Hamburg',
    'Ring spinning frames spare parts',
  ],
  [
    'KOREA PACKAGING SYSTEMS CO',
    '22 GONGDAN-RO, CHANGWON',
    'KR',
    'KR1234567890123456',
    'Kookmin Bank',
    'CZNBKRSE',
    'Busan',
    'Carton packaging line',
  ],
] as const;

type Status = (typeof lettersOfCredit.$inferInsert)['status'];
/** The main organisation's 26 letters: status and how many days ago each was created. */
const MAIN_PLAN: readonly Status[] = [
  'created',
  'created',
  'created',
  'created',
  'signed',
  'signed',
  'signed',
  'sent',
  'sent',
  'sent',
  'rejected',
  'rejected',
  'issued',
  'issued',
  'issued',
  'amended',
  'amended',
  'documents_presented',
  'documents_presented',
  'paid',
  'paid',
  'paid',
  'closed',
  'closed',
  'closed',
  'issued',
];
const OTHER_PLAN: readonly Status[] = ['created', 'signed', 'sent', 'issued', 'paid'];

export async function seedLettersOfCredit(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, LC_STEP)) return false;
  const now = clock.now();
  const day = (offset: number) => tashkentDate(new Date(now.getTime() + offset * DAY_MS));
  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, LC_STEP))) return false;
    const orgs = await demoOrganizations(tx);
    const usd = await tx
      .select()
      .from(accounts)
      .where(
        and(
          inArray(
            accounts.organizationId,
            orgs.map((o) => o.id),
          ),
          eq(accounts.currency, 'USD'),
          eq(accounts.kind, 'current'),
        ),
      );
    const people = await tx
      .select({ id: users.id, role: users.role, org: userOrganizations.organizationId })
      .from(users)
      .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
      .where(
        inArray(
          userOrganizations.organizationId,
          orgs.map((o) => o.id),
        ),
      );
    const bankMfo = usd[0]?.mfo ?? '00873';
    await tx
      .insert(accounts)
      .values([
        {
          number: `22602840000000000001${bankMfo}`,
          mfo: bankMfo,
          name: 'Letters of credit cover USD',
          currency: 'USD',
          kind: 'lc_cover',
          glCode: '22602',
          openingDate: day(-400),
        },
        {
          number: `21302840000000000077${bankMfo}`,
          mfo: bankMfo,
          name: 'Letters of credit correspondent USD',
          currency: 'USD',
          kind: 'correspondent',
          glCode: '21302',
          openingDate: day(-400),
        },
      ])
      .onConflictDoNothing();
    const [coverRow] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.kind, 'lc_cover'), eq(accounts.currency, 'USD'), eq(accounts.mfo, bankMfo)));
    const [corrRow] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.kind, 'correspondent'),
          eq(accounts.currency, 'USD'),
          eq(accounts.mfo, bankMfo),
          eq(accounts.glCode, '21302'),
        ),
      );
    if (coverRow === undefined || corrRow === undefined) return true;

    const legs: (typeof ledgerEntries.$inferInsert)[] = [];
    const delta = new Map<number, bigint>();
    const move = (from: number, to: number, amount: bigint, at: Date): string => {
      const transactionId = randomUUID();
      legs.push({ transactionId, accountId: from, debit: amount, credit: 0n, at });
      legs.push({ transactionId, accountId: to, debit: 0n, credit: amount, at });
      delta.set(from, (delta.get(from) ?? 0n) - amount);
      delta.set(to, (delta.get(to) ?? 0n) + amount);
      return transactionId;
    };

    const pending: { values: typeof lettersOfCredit.$inferInsert; after: (id: number) => void }[] = [];
    const signatures: (typeof lcSignatures.$inferInsert)[] = [];
    const logs: (typeof lcLogs.$inferInsert)[] = [];
    for (const account of usd) {
      const org = orgs.find((o) => o.id === account.organizationId);
      if (org === undefined) continue;
      const main = org.inn === '301245678';
      const plan = main ? MAIN_PLAN : OTHER_PLAN;
      const staff = people.filter((p) => p.org === org.id);
      const preparer = staff.find((p) => p.role === 'accountant') ?? staff[0];
      const signer = staff.find((p) => p.role === 'head' || p.role === 'super_head') ?? preparer;
      if (preparer === undefined || signer === undefined) continue;
      let budget = account.balance / 3n;
      for (const [i, status] of plan.entries()) {
        const b = BENEFICIARIES[i % BENEFICIARIES.length] ?? BENEFICIARIES[0];
        const expired = main && i === plan.length - 1;
        const age = expired ? 100 : 2 + i * 4;
        const created = new Date(now.getTime() - age * DAY_MS);
        const issue = expired
          ? day(-95)
          : status === 'created' || status === 'signed'
            ? day(1 + i)
            : day(-age + 1);
        const expiry = expired ? day(-5) : day(-age + 120);
        let amount = BigInt(1_500 + ((i * 1_379) % 7_000)) * 100n;
        const covered = !['created', 'signed', 'sent', 'rejected'].includes(status ?? '');
        if (covered && amount > budget) amount = budget > 100_00n ? budget / 2n : 100_00n;
        if (covered) budget -= amount;
        pending.push({
          values: {
            organizationId: org.id,
            accountId: account.id,
            status,
            version: status === 'amended' ? 2 : 1,
            type: i % 5 === 3 ? 'irrevocable_confirmed' : 'irrevocable',
            amount,
            currency: 'USD',
            beneficiaryName: b[0],
            beneficiaryAddress: b[1],
            beneficiaryCountry: b[2],
            beneficiaryAccount: b[3],
            beneficiaryBankName: b[4],
            beneficiaryBankSwift: b[5],
            advisingBankName: b[4],
            advisingBankSwift: b[5],
            confirmingBankName: i % 5 === 3 ? 'Commerzbank AG' : '',
            confirmingBankSwift: i % 5 === 3 ? 'COBADEFF' : '',
            issueDate: issue,
            expiryDate: expiry,
            expiryPlace: b[2] === 'CN' ? 'Hangzhou, China' : 'Tashkent, Uzbekistan',
            tolerancePlus: 5,
            toleranceMinus: 5,
            portOfLoading: b[6],
            portOfDischarge: 'Toshkent (Chuqursoy)',
            latestShipmentDate: expired ? day(-20) : day(-age + 90),
            incoterms: i % 2 === 0 ? 'CIP' : 'FCA',
            partialShipments: i % 3 === 0,
            transhipment: true,
            paymentTerms: i % 4 === 1 ? 'deferred' : 'sight',
            deferredDays: i % 4 === 1 ? 60 : 0,
            presentationDays: 21,
            goodsDescription: `${b[7]}, contract No. ${org.inn.slice(-4)}/${String(i + 1).padStart(3, '0')}`,
            documentsRequired:
              'Commercial invoice (3 originals); CMR or bill of lading; certificate of origin; packing list; insurance policy',
            charges: (['SHA', 'OUR', 'BEN'] as const)[i % 3] ?? 'SHA',
            confirmation: i % 5 === 3 ? 'confirm' : 'without',
            additionalConditions:
              i % 2 === 0 ? 'Documents in English. Third-party documents acceptable.' : '',
            coverAmount: ['issued', 'amended', 'documents_presented'].includes(status ?? '') ? amount : 0n,
            documentsAt: ['documents_presented', 'paid', 'closed'].includes(status ?? '')
              ? new Date(created.getTime() + 20 * DAY_MS)
              : null,
            bankComment:
              status === 'rejected'
                ? 'Shartnoma nusxasi taqdim etilmagan'
                : status === 'amended'
                  ? 'Amal qilish muddati uzaytirildi'
                  : '',
            createdBy: preparer.id,
            createdAt: created,
            updatedAt: created,
          },
          after: (id: number) => {
            logs.push({ lcId: id, userId: preparer.id, action: 'create', status: 'created', at: created });
            if (status !== 'created') {
              signatures.push({
                lcId: id,
                userId: signer.id,
                version: 1,
                digest: '',
                keySerial: 'seed',
                cipher: 'seed-demo',
                message: 'seed-demo',
                signedAt: created,
              });
              logs.push({ lcId: id, userId: signer.id, action: 'sign', status: 'signed', at: created });
            }
            if (covered) {
              const at = new Date(created.getTime() + DAY_MS);
              const tIssue = move(account.id, coverRow.id, amount, at);
              logs.push({
                lcId: id,
                userId: null,
                action: 'issue',
                status: 'issued',
                transactionId: tIssue,
                at,
              });
              if (status === 'paid' || status === 'closed') {
                const tPay = move(coverRow.id, corrRow.id, amount, new Date(at.getTime() + 25 * DAY_MS));
                logs.push({
                  lcId: id,
                  userId: null,
                  action: 'pay',
                  status: 'paid',
                  transactionId: tPay,
                  at: new Date(at.getTime() + 25 * DAY_MS),
                });
              }
            }
          },
        });
      }
    }
    const stored = await tx
      .insert(lettersOfCredit)
      .values(pending.map((p) => p.values))
      .returning({ id: lettersOfCredit.id });
    stored.forEach((row, i) => pending[i]?.after(row.id));
    if (signatures.length > 0) await tx.insert(lcSignatures).values(signatures);
    if (logs.length > 0) await tx.insert(lcLogs).values(logs);
    if (legs.length > 0) await tx.insert(ledgerEntries).values(legs);
    for (const [id, change] of delta) {
      await tx
        .update(accounts)
        .set({ balance: sql`${accounts.balance} + ${change}` })
        .where(eq(accounts.id, id));
    }
    return true;
  });
}
