/**
 * Seed step demo-payments-v1 (called by seedDemo in demo.ts): the soum-payments world of
 * payments-data.ts. Like every step it is recorded in seed_steps in the transaction of its rows.
 * Payments are written in their final status with the logs, signatures (made with the signers' demo
 * keys over the canonical digest, exactly as the signing client would) and ledger movements that
 * status implies, so balances agree with the ledger from the start. Submitted payments are left for
 * the processing job, which passes them (or denies the one from the low-balance account).
 */
import { randomUUID, sign } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import { toMinor } from '../../../../contracts/money.ts';
import { batchMessage, paymentDigest } from '../../../../contracts/payments/digest.ts';
import { protectCard } from '../../core/card-token.ts';

/** A demo card as the database keeps it: token and mask, never the number (issue 23). */
function tokenised(pan: string) {
  const { token, mask } = protectCard(pan);
  return { panToken: token, panMask: mask };
}

/** A type-4 payment's card columns: the mask shown, the token signed. */
function corpCardColumns(pan: string) {
  const { token, mask } = protectCard(pan);
  return { corpCard: mask, corpCardToken: token };
}
import { newUpid, signableContent } from '../../modules/uzs-payment/service.ts';
import { needsB } from '../../modules/uzs-payment/state-machine.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import {
  accounts,
  budgetRecipients,
  corporateCards,
  ledgerEntries,
  paymentLogs,
  payments,
  paymentSignatures,
  paymentTemplates,
  purposeCodes,
} from '../schema/payments.ts';
import { banks } from '../schema/reference.ts';
import { signingKeys, userOrganizations, users } from '../schema/users.ts';
import { DEMO_ORGANIZATIONS, type OrgKey } from './demo-data.ts';
import { demoOrganizations } from './demo-lookups.ts';
import {
  ACCOUNTS,
  BUDGET_INCOME_ACCOUNTS,
  BUDGET_RECIPIENTS,
  CARDS,
  DESCRIPTIONS,
  EXTERNAL_RECIPIENTS,
  ORG_PEOPLE,
  OWN_MFOS,
  PAYMENT_BANKS,
  PAYMENT_USERS,
  PAYMENTS_STEP,
  PURPOSE_CODES,
  STATUS_PLAN,
  TREASURY_ACCOUNT,
  TWO_COMPANY_HEAD,
  TREASURY_MFO,
  accountNumber,
  bankAccountNumber,
  pseudoRandom,
  type AccountRole,
} from './payments-data.ts';
import { demoSigningKey } from './signing-key.ts';
import { claimSeedStep, seedStepDone, type SeedContext } from './seed-step.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Person {
  readonly id: number;
  readonly role: string;
  readonly serial: string;
  readonly privateKey: string | null;
}

interface OrgAccount {
  readonly id: number;
  readonly number: string;
  readonly mfo: string;
  readonly balance: bigint;
}

export async function seedPayments(db: Db, { demoPasswordHash, clock }: SeedContext): Promise<boolean> {
  if (await seedStepDone(db, PAYMENTS_STEP)) return false;
  // Before the transaction, so the transaction stays short.
  const passwordHash = await demoPasswordHash();
  const now = clock.now();

  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, PAYMENTS_STEP))) return false;

    await tx
      .insert(banks)
      .values([...PAYMENT_BANKS])
      .onConflictDoNothing();
    await tx.insert(purposeCodes).values(
      PURPOSE_CODES.map((c) => ({
        code: c.code,
        nameRu: c.ru,
        nameEn: c.en,
        nameUz: c.uz,
        types: [...c.types],
      })),
    );
    await tx.insert(budgetRecipients).values([...BUDGET_RECIPIENTS]);

    const orgRows = await demoOrganizations(tx);
    const orgs = new Map<OrgKey, (typeof orgRows)[number]>();
    for (const org of DEMO_ORGANIZATIONS) {
      const row = orgRows.find((r) => r.inn === org.inn);
      if (row !== undefined) orgs.set(org.key, row);
    }

    for (const user of PAYMENT_USERS) {
      const org = orgs.get(user.organization);
      if (org === undefined) continue;
      const [row] = await tx
        .insert(users)
        .values({
          username: user.username,
          fullName: user.fullName,
          role: user.role,
          passwordHash,
          createdAt: new Date(now.getTime() - 90 * DAY_MS),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (row === undefined) continue;
      await tx.insert(userOrganizations).values({ userId: row.id, organizationId: org.id, isDefault: true });
      await tx.insert(signingKeys).values(demoSigningKey(row.id, now, 335));
    }

    // The multiclient also acts for the child organisation, so m-client authorisation can be shown.
    const [multiclient] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'multiclient'));
    const branch = orgs.get('mainBranch');
    if (multiclient !== undefined && branch !== undefined) {
      await tx
        .insert(userOrganizations)
        .values({ userId: multiclient.id, organizationId: branch.id, isDefault: false })
        .onConflictDoNothing();
    }

    // head_org3 heads two companies, so the phone inbox shows payments of both (issue 6).
    const [twoCompanyHead] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, TWO_COMPANY_HEAD.username));
    const second = orgs.get(TWO_COMPANY_HEAD.alsoFor);
    if (twoCompanyHead !== undefined && second !== undefined) {
      // A phone, so the demo can activate a device (its SMS code) and use the phone inbox.
      await tx.update(users).set({ phone: TWO_COMPANY_HEAD.phone }).where(eq(users.id, twoCompanyHead.id));
      await tx
        .insert(userOrganizations)
        .values({ userId: twoCompanyHead.id, organizationId: second.id, isDefault: false })
        .onConflictDoNothing();
    }

    const openingDate = '2015-01-05';
    const clearing = new Map<string, number>();
    for (const mfo of OWN_MFOS) {
      const [row] = await tx
        .insert(accounts)
        .values({
          number: bankAccountNumber('10503', mfo),
          mfo,
          name: 'Kliring hisobvarag‘i',
          kind: 'clearing',
          glCode: '10503',
          openingDate,
        })
        .returning({ id: accounts.id });
      if (row !== undefined) clearing.set(mfo, row.id);
    }
    const [correspondent] = await tx
      .insert(accounts)
      .values({
        number: bankAccountNumber('10301', '00873'),
        mfo: '00873',
        name: 'Vakillik hisobvarag‘i',
        kind: 'correspondent',
        glCode: '10301',
        openingDate,
      })
      .returning({ id: accounts.id });
    if (correspondent === undefined) throw new Error('correspondent account missing');

    // Written in bulk at the end: one statement per table instead of several per payment.
    const signatures: (typeof paymentSignatures.$inferInsert)[] = [];
    const logs: (typeof paymentLogs.$inferInsert)[] = [];
    const legs: (typeof ledgerEntries.$inferInsert)[] = [];
    const deltas = new Map<number, bigint>();
    /** A movement as the processing job makes it: two legs, debits equal credits. */
    const move = (paymentId: number, debit: number, credit: number, amount: bigint, at: Date) => {
      const transactionId = randomUUID();
      legs.push(
        { transactionId, paymentId, accountId: debit, debit: amount, credit: 0n, at },
        { transactionId, paymentId, accountId: credit, debit: 0n, credit: amount, at },
      );
      deltas.set(debit, (deltas.get(debit) ?? 0n) - amount);
      deltas.set(credit, (deltas.get(credit) ?? 0n) + amount);
    };

    const orgAccounts = new Map<string, OrgAccount>();
    for (const a of ACCOUNTS) {
      const org = orgs.get(a.org);
      if (org === undefined) continue;
      const balance = toMinor(a.balance);
      const [row] = await tx
        .insert(accounts)
        .values({
          organizationId: org.id,
          number: accountNumber(a.glCode, org.inn, a.seq, org.mfo),
          mfo: org.mfo,
          name: a.name,
          kind: a.kind,
          state: a.closed === undefined ? 'open' : 'closed',
          glCode: a.glCode,
          openingDate: a.openingDate,
          closingDate: a.closed ?? null,
          openingBalance: balance,
          balance,
        })
        .returning();
      if (row !== undefined) {
        orgAccounts.set(`${a.org}:${a.role}`, { id: row.id, number: row.number, mfo: row.mfo, balance });
      }
    }
    for (const card of CARDS) {
      const account = orgAccounts.get(`${card.org}:card`);
      if (account === undefined) continue;
      await tx
        .insert(corporateCards)
        .values({ accountId: account.id, ...tokenised(card.pan), holder: card.holder, expiry: card.expiry });
    }

    const people = new Map<string, Person>();
    const peopleRows = await tx
      .select({
        id: users.id,
        username: users.username,
        role: users.role,
        serial: signingKeys.serialNumber,
        privateKey: signingKeys.privateKey,
      })
      .from(users)
      .innerJoin(signingKeys, eq(signingKeys.userId, users.id));
    for (const p of peopleRows) people.set(p.username, p);

    const accountOf = (org: OrgKey, role: AccountRole) => orgAccounts.get(`${org}:${role}`);
    let orgIndex = 0;
    for (const org of DEMO_ORGANIZATIONS) {
      orgIndex += 1;
      const orgRow = orgs.get(org.key);
      const team = ORG_PEOPLE[org.key];
      const preparer = people.get(team.preparer);
      const signerA = people.get(team.signerA);
      const signerB = team.signerB === null ? undefined : people.get(team.signerB);
      const main = accountOf(org.key, 'main');
      const second = accountOf(org.key, 'second');
      const card = accountOf(org.key, 'card');
      if (
        orgRow === undefined ||
        preparer === undefined ||
        signerA === undefined ||
        !main ||
        !second ||
        !card
      ) {
        continue;
      }
      const orgCard = CARDS.find((c) => c.org === org.key);
      const others = DEMO_ORGANIZATIONS.filter((o) => o.key !== org.key && o.key !== 'mainBranch');
      const random = pseudoRandom(orgIndex * 7919);
      let deniedSeen = 0;
      let submittedSeen = 0;

      for (const [index, planned] of STATUS_PLAN.entries()) {
        // Signed (B) needs a B signer; organisations without one show the payment as Entered.
        const status = planned === UZS_STATUS.signedB && signerB === undefined ? UZS_STATUS.entered : planned;
        const created = new Date(
          now.getTime() - (STATUS_PLAN.length - index) * DAY_MS * 1.1 - 3_600_000 * (index % 5),
        );
        let payer = index % 4 === 3 ? second : main;
        // Up to a fifteenth of the account, so the seeded debits always fit the balances.
        const least = 150_000_00n;
        const spread = payer.balance / 15n - least;
        let sum = ((least + (BigInt(Math.floor(random() * 1_000_000)) * spread) / 1_000_000n) / 100n) * 100n;
        let errorBank: string | null = null;
        let rejectReason: string | null = null;

        if (status === UZS_STATUS.denied) {
          deniedSeen += 1;
          const closed = accountOf(org.key, 'closed');
          if (deniedSeen === 2 && org.parent !== undefined) {
            rejectReason = 'Shartnoma bo‘yicha hujjatlar taqdim etilmagan, to‘lov rad etildi.';
          } else if (deniedSeen === 2 && closed !== undefined) {
            payer = closed;
            errorBank = 'accountClosed';
          } else {
            const low = accountOf(org.key, 'low') ?? payer;
            payer = low;
            sum = low.balance + BigInt(index) * 500_000_00n;
            errorBank = 'insufficientFunds';
          }
        }
        if (status === UZS_STATUS.submitted) {
          submittedSeen += 1;
          const low = accountOf(org.key, 'low');
          // The job will refuse this one: the low-balance account cannot cover it.
          if (submittedSeen === 2 && low !== undefined) {
            payer = low;
            sum = 2_000_000_00n;
          }
          const closed = accountOf(org.key, 'closed');
          if (submittedSeen === 2 && closed !== undefined) payer = closed;
        }

        const kind = index % 7 === 3 ? 2 : index % 7 === 5 ? 4 : index % 11 === 8 ? 3 : 1;
        const recipient = recipientFor(
          kind,
          index,
          org.key,
          orgRow,
          card,
          orgCard?.pan ?? null,
          others,
          orgs,
          orgAccounts,
        );
        const secondSignature =
          !org.mustSignB && (planned === UZS_STATUS.signedB || (org.key === 'main' && index === 8));
        const facts = { orgMustSignB: org.mustSignB, secondSignature };
        const authorized =
          org.parent !== undefined &&
          status >= UZS_STATUS.signed &&
          !(status === UZS_STATUS.signed && index !== 11) &&
          rejectReason === null;
        const at = (hours: number) => new Date(created.getTime() + hours * 3_600_000);
        const processed = status >= UZS_STATUS.passed || (status === UZS_STATUS.denied && errorBank !== null);

        const [row] = await tx
          .insert(payments)
          .values({
            organizationId: orgRow.id,
            clientReference: randomUUID(),
            number: String(index + 1),
            date: tashkentDate(created),
            type: kind,
            statusId: status,
            accountId: payer.id,
            account: payer.number,
            mfo: payer.mfo,
            ...recipient,
            sum,
            description: (DESCRIPTIONS[recipient.code] ?? DESCRIPTIONS['00102'] ?? '').replace(
              '{n}',
              `${orgIndex}${String(index + 41).padStart(3, '0')}`,
            ),
            secondSignature,
            errorBank,
            rejectReason,
            upid: newUpid(),
            icon: index % 5 === 2 ? 'android' : index % 9 === 4 ? 'ios' : 'web',
            os: index % 5 === 2 ? 'Android' : index % 9 === 4 ? 'iOS' : 'Windows',
            authorizedBy: authorized && multiclient !== undefined ? multiclient.id : null,
            authorizedAt: authorized ? at(5) : null,
            createdBy: preparer.id,
            createdAt: created,
            updatedAt: at(processed ? 7 : 3),
            sentAt: status >= UZS_STATUS.submitted && rejectReason === null ? at(6) : null,
            processedAt: processed ? at(7) : null,
          })
          .returning();
        if (row === undefined) continue;

        logs.push({
          paymentId: row.id,
          userId: preparer.id,
          action: 'create',
          statusId: 1,
          version: 1,
          at: created,
        });
        if (status >= UZS_STATUS.entered) {
          logs.push({
            paymentId: row.id,
            userId: preparer.id,
            action: 'approve',
            statusId: 2,
            version: 1,
            at: at(1),
          });
        }
        const letters = needsB(facts) ? (['B', 'A'] as const) : (['A'] as const);
        const signedLetters =
          status === UZS_STATUS.signedB ? ['B'] : status >= UZS_STATUS.signed ? letters : [];
        const digest = await paymentDigest(signableContent(row));
        const message = batchMessage([{ id: row.id, version: 1, digest }]);
        for (const [n, letter] of signedLetters.entries()) {
          const signer = letter === 'B' ? signerB : signerA;
          if (signer === undefined || signer.privateKey === null) continue;
          const signedAt = at(2 + n);
          signatures.push({
            paymentId: row.id,
            userId: signer.id,
            role: signer.role,
            letter,
            keySerial: signer.serial,
            version: 1,
            digest,
            cipher: sign('sha256', Buffer.from(message, 'utf8'), signer.privateKey).toString('base64'),
            message,
            signerVersion: '3.4.3',
            signedAt,
          });
          const after = letter === 'B' && letters.length === 2 ? 3 : 4;
          logs.push({
            paymentId: row.id,
            userId: signer.id,
            action: 'sign',
            statusId: after,
            version: 1,
            comment: letter,
            at: signedAt,
          });
        }
        if (authorized && multiclient !== undefined) {
          logs.push({
            paymentId: row.id,
            userId: multiclient.id,
            action: 'auth',
            statusId: 4,
            version: 1,
            at: at(5),
          });
        }
        if (rejectReason !== null && multiclient !== undefined) {
          logs.push({
            paymentId: row.id,
            userId: multiclient.id,
            action: 'decline',
            statusId: 7,
            version: 1,
            comment: rejectReason,
            at: at(5),
          });
        }
        if (status >= UZS_STATUS.submitted && rejectReason === null) {
          logs.push({
            paymentId: row.id,
            userId: preparer.id,
            action: 'send',
            statusId: 5,
            version: 1,
            at: at(6),
          });
        }
        if (status === UZS_STATUS.denied && errorBank !== null) {
          logs.push({
            paymentId: row.id,
            userId: null,
            action: 'denied',
            statusId: 7,
            version: 1,
            comment: errorBank,
            at: at(7),
          });
        }
        if (status === UZS_STATUS.passed || status === UZS_STATUS.paid) {
          const clearingId = clearing.get(payer.mfo);
          if (clearingId === undefined) throw new Error('clearing account missing');
          move(row.id, payer.id, clearingId, sum, at(7));
          logs.push({
            paymentId: row.id,
            userId: null,
            action: 'passed',
            statusId: 6,
            version: 1,
            at: at(7),
          });
          if (status === UZS_STATUS.paid) {
            const internal = [...orgAccounts.values()].find(
              (a) => a.number === row.rAccount && a.mfo === row.rMfo,
            );
            move(row.id, clearingId, internal?.id ?? correspondent.id, sum, at(8));
            logs.push({
              paymentId: row.id,
              userId: null,
              action: 'paid',
              statusId: 8,
              version: 1,
              at: at(8),
            });
          }
        }
      }

      const external = EXTERNAL_RECIPIENTS[orgIndex % EXTERNAL_RECIPIENTS.length];
      const tax = BUDGET_RECIPIENTS[orgIndex % BUDGET_RECIPIENTS.length];
      if (external !== undefined && tax !== undefined) {
        const base = {
          organizationId: orgRow.id,
          createdBy: preparer.id,
          createdAt: new Date(now.getTime() - 20 * DAY_MS),
          account: main.number,
          mfo: main.mfo,
        };
        await tx.insert(paymentTemplates).values([
          {
            ...base,
            templateName: `${external.name} — oylik to‘lov`,
            type: 1,
            rAccount: external.account,
            rMfo: external.mfo,
            rInn: external.inn,
            rName: external.name,
            code: external.code,
            description: (DESCRIPTIONS[external.code] ?? '').replace('{n}', `${orgIndex}017`),
          },
          {
            ...base,
            templateName: 'Ijtimoiy soliq',
            type: 2,
            rAccount: TREASURY_ACCOUNT,
            rMfo: TREASURY_MFO,
            rName: tax.name,
            rAccount27: tax.account,
            rInn27: tax.inn,
            code: '00504',
            description: DESCRIPTIONS['00504'] ?? '',
          },
          ...(orgCard === undefined
            ? []
            : [
                {
                  ...base,
                  templateName: 'Korporativ kartani to‘ldirish',
                  type: 4,
                  rAccount: card.number,
                  rMfo: card.mfo,
                  rInn: orgRow.inn,
                  rName: orgRow.name,
                  ...corpCardColumns(orgCard.pan),
                  sum: 5_000_000_00n,
                  code: '00401',
                  description: DESCRIPTIONS['00401'] ?? '',
                },
              ]),
        ]);
      }
    }
    await tx.insert(paymentSignatures).values(signatures);
    await tx.insert(paymentLogs).values(logs);
    await tx.insert(ledgerEntries).values(legs);
    for (const [accountId, delta] of deltas) {
      await tx
        .update(accounts)
        .set({ balance: sql`${accounts.balance} + ${delta}` })
        .where(eq(accounts.id, accountId));
    }
    return true;
  });
}

interface Recipient {
  rAccount: string;
  rMfo: string;
  rInn: string | null;
  rName: string;
  rAccount25: string | null;
  rAccount27: string | null;
  rInn27: string | null;
  corpCard: string | null;
  corpCardToken: string | null;
  code: string;
}

function recipientFor(
  kind: number,
  index: number,
  self: OrgKey,
  orgRow: { inn: string; name: string },
  card: OrgAccount,
  pan: string | null,
  others: readonly { key: OrgKey }[],
  orgs: ReadonlyMap<OrgKey, { inn: string; name: string }>,
  orgAccounts: ReadonlyMap<string, OrgAccount>,
): Recipient {
  const none = { rAccount25: null, rAccount27: null, rInn27: null, corpCard: null, corpCardToken: null };
  const taxCodes = ['00501', '00502', '00503', '00504'] as const;
  const taxCode = taxCodes[index % taxCodes.length] ?? '00504';
  if (kind === 2) {
    const tax = BUDGET_RECIPIENTS[index % BUDGET_RECIPIENTS.length] ?? BUDGET_RECIPIENTS[0];
    return {
      ...none,
      rAccount: TREASURY_ACCOUNT,
      rMfo: TREASURY_MFO,
      rInn: null,
      rName: tax.name,
      rAccount27: tax.account,
      rInn27: tax.inn,
      code: taxCode,
    };
  }
  if (kind === 3) {
    return {
      ...none,
      rAccount: TREASURY_ACCOUNT,
      rMfo: TREASURY_MFO,
      rInn: null,
      rName: 'Davlat byudjeti daromadlari',
      rAccount25: BUDGET_INCOME_ACCOUNTS[taxCode] ?? null,
      code: taxCode,
    };
  }
  if (kind === 4 && pan !== null) {
    return {
      ...none,
      rAccount: card.number,
      rMfo: card.mfo,
      rInn: orgRow.inn,
      rName: orgRow.name,
      ...corpCardColumns(pan),
      code: '00401',
    };
  }
  // Every third ordinary payment goes to another demo organisation (credited in our ledger).
  const other = others[index % others.length];
  const otherOrg = other === undefined ? undefined : orgs.get(other.key);
  const otherAccount = other === undefined ? undefined : orgAccounts.get(`${other.key}:main`);
  if (index % 3 === 0 && otherOrg !== undefined && otherAccount !== undefined && other?.key !== self) {
    return {
      ...none,
      rAccount: otherAccount.number,
      rMfo: otherAccount.mfo,
      rInn: otherOrg.inn,
      rName: otherOrg.name,
      code: '00101',
    };
  }
  const external = EXTERNAL_RECIPIENTS[index % EXTERNAL_RECIPIENTS.length] ?? EXTERNAL_RECIPIENTS[0];
  return {
    ...none,
    rAccount: external.account,
    rMfo: external.mfo,
    rInn: external.inn,
    rName: external.name,
    code: external.code,
  };
}
