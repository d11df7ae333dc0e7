/**
 * Demo utility and budget payments (issue 26): the reference groups, suppliers and settlements
 * (munis-data.ts); for the main organisation more than a page of payments in every status and
 * three templates; a few payments for the Samarqand organisation (scope tests). Executed ones are
 * posted to the ledger (the client's soum account to the correspondent account), so every balance
 * still equals opening + credits − debits.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MUNIS_STATUS, type MunisStatusId } from '../../../../contracts/api/munis.ts';
import { bankDaysBefore } from '../../../../contracts/bank-calendar.ts';
import type { Clock } from '../../clock.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import {
  munisGroups,
  munisPayments,
  munisSettlements,
  munisSuppliers,
  munisTemplates,
} from '../schema/munis.ts';
import { accounts } from '../schema/payments.ts';
import { userOrganizations, users } from '../schema/users.ts';
import { demoOrganizations } from './demo-lookups.ts';
import { DEMO_ORGANIZATIONS, type OrgKey } from './demo-data.ts';
import { ledgerBatch } from './ledger-batch.ts';
import { MUNIS_GROUPS, MUNIS_SETTLEMENTS, MUNIS_SUPPLIERS, demoFieldValues } from './munis-data.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const MUNIS_STEP = 'demo-munis-v1';

const PEOPLE: readonly { org: OrgKey; preparer: string; count: number }[] = [
  { org: 'main', preparer: 'accountant', count: 36 },
  { org: 'samarqand', preparer: 'accountant_org2', count: 8 },
];

/** Status of the n-th payment (newest first): work to do on top, every status present. */
const STATUS_CYCLE: readonly MunisStatusId[] = [
  MUNIS_STATUS.created,
  MUNIS_STATUS.signed,
  MUNIS_STATUS.sent,
  MUNIS_STATUS.executed,
  MUNIS_STATUS.executed,
  MUNIS_STATUS.rejected,
  MUNIS_STATUS.executed,
];

const MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avgust',
  'sentabr',
  'oktabr',
  'noyabr',
  'dekabr',
];

export async function seedMunis(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, MUNIS_STEP)) return false;
  const now = clock.now();
  const today = tashkentDate(now);

  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, MUNIS_STEP))) return false;
    const groups = await tx
      .insert(munisGroups)
      .values(
        MUNIS_GROUPS.map((g) => ({ nameRu: g.ru, nameEn: g.en, nameUz: g.uz, sort: g.sort, updatedAt: now })),
      )
      .returning({ id: munisGroups.id, nameEn: munisGroups.nameEn });
    const groupId = (key: string) =>
      groups.find((g) => g.nameEn === MUNIS_GROUPS.find((x) => x.key === key)?.en)?.id;
    const suppliers = await tx
      .insert(munisSuppliers)
      .values(
        MUNIS_SUPPLIERS.map((s, i) => ({
          groupId: groupId(s.group) ?? null,
          category: s.category,
          name: s.name,
          inn: s.inn,
          account: s.account,
          mfo: s.mfo,
          fields: [...s.fields],
          sort: i + 1,
        })),
      )
      .returning()
      .then((rows) => rows.sort((a, b) => a.id - b.id));
    const settlements = await tx
      .insert(munisSettlements)
      .values(suppliers.flatMap((s) => MUNIS_SETTLEMENTS.map((x) => ({ supplierId: s.id, ...x }))))
      .returning()
      .then((rows) => rows.sort((a, b) => a.id - b.id));

    const [correspondent] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.kind, 'correspondent'))
      .orderBy(accounts.id)
      .limit(1);
    const orgRows = await demoOrganizations(tx);
    const people = await tx
      .select({ id: users.id, username: users.username, organizationId: userOrganizations.organizationId })
      .from(users)
      .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
      .where(
        inArray(
          users.username,
          PEOPLE.map((p) => p.preparer),
        ),
      );

    // Each organisation's first open soum current account, in one query.
    const soumAccounts = await tx
      .select()
      .from(accounts)
      .where(
        and(
          inArray(
            accounts.organizationId,
            orgRows.map((o) => o.id),
          ),
          eq(accounts.kind, 'current'),
          eq(accounts.state, 'open'),
          eq(accounts.currency, 'UZS'),
        ),
      )
      .orderBy(asc(accounts.id));

    const ledger = ledgerBatch();
    const payments: (typeof munisPayments.$inferInsert)[] = [];
    const templates: (typeof munisTemplates.$inferInsert)[] = [];
    for (const who of PEOPLE) {
      const inn = DEMO_ORGANIZATIONS.find((o) => o.key === who.org)?.inn;
      const org = orgRows.find((o) => o.inn === inn);
      if (org === undefined) continue;
      const preparer = people.find((u) => u.username === who.preparer && u.organizationId === org.id)?.id;
      const account = soumAccounts.find((a) => a.organizationId === org.id);
      if (preparer === undefined || account === undefined) continue;
      let balance = account.balance;
      for (let n = who.count - 1; n >= 0; n -= 1) {
        const supplier = suppliers[n % suppliers.length];
        const mine = settlements.filter((x) => x.supplierId === supplier?.id);
        const settlement = mine[n % Math.max(1, mine.length)];
        if (supplier === undefined || settlement === undefined) continue;
        const statusId = STATUS_CYCLE[n % STATUS_CYCLE.length] ?? MUNIS_STATUS.created;
        const day = bankDaysBefore(today, Math.floor(n * 1.5));
        const at = new Date(Math.min(now.getTime(), Date.parse(`${day}T09:40:00+05:00`) + n * 60_000));
        const amount = BigInt(85_000 + ((n * 37_919) % 1_400_000)) * 100n;
        const month = MONTHS[Number(day.slice(5, 7)) - 1] ?? '';
        const done = statusId === MUNIS_STATUS.executed || statusId === MUNIS_STATUS.rejected;
        const executedAt = new Date(at.getTime() + 3_600_000);
        const values: typeof munisPayments.$inferInsert = {
          organizationId: org.id,
          clientReference: `seed-munis-${org.id}-${n}`,
          number: String(who.count - n),
          date: day,
          supplierId: supplier.id,
          settlementId: settlement.id,
          debitAccountId: account.id,
          debitAccount: account.number,
          amount,
          purpose: `${supplier.name}: ${day.slice(0, 4)}-yil ${month} oyi uchun toʻlov`,
          fields: demoFieldValues(supplier.fields, n),
          statusId,
          rejectReason: statusId === MUNIS_STATUS.rejected ? 'insufficientFunds' : null,
          createdBy: preparer,
          createdAt: at,
          updatedAt: done ? executedAt : at,
          sentAt: statusId >= MUNIS_STATUS.sent ? new Date(at.getTime() + 1_800_000) : null,
          executedAt: done ? executedAt : null,
        };
        if (statusId === MUNIS_STATUS.executed) {
          if (correspondent === undefined || balance < amount) continue;
          ledger.move(account.id, correspondent.id, amount, executedAt, {
            docNumber: values.number,
            purpose: values.purpose,
            counterpartyName: supplier.name,
            counterpartyAccount: supplier.account,
            counterpartyMfo: supplier.mfo,
          });
          balance -= amount;
        }
        payments.push(values);
      }
      // Templates: the first three suppliers at the first settlement, monthly fields left out.
      for (const supplier of suppliers.slice(0, 3)) {
        const settlement = settlements.find((x) => x.supplierId === supplier.id);
        if (settlement === undefined) continue;
        const fields = demoFieldValues(supplier.fields, supplier.id);
        for (const f of supplier.fields) if (f.monthly === true) delete fields[f.name];
        templates.push({
          organizationId: org.id,
          supplierId: supplier.id,
          settlementId: settlement.id,
          debitAccount: account.number,
          amount: 250_000_00n,
          purpose: `${supplier.name}: oylik toʻlov`,
          fields,
          createdBy: preparer,
          updatedAt: now,
        });
      }
    }
    if (payments.length > 0) await tx.insert(munisPayments).values(payments);
    if (templates.length > 0) await tx.insert(munisTemplates).values(templates);
    await ledger.write(tx);
    return true;
  });
}
