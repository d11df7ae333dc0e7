/**
 * Demo salary statements (issue 23, `salary`): for the main organisation more than a page of
 * statements in every status on its salary-project contracts, paying the employees' active cards
 * from its first soum account. The Executed ones are executed by the bank job itself (ledger legs:
 * soum account → transit → card accounts), one of them with a blocked card, so its row is deferred
 * and listed in the deferred report. Runs after the wage seed (contracts and cards).
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { SALARY_STATUS, type SalaryStatusId } from '../../../../contracts/api/salary.ts';
import type { Clock } from '../../clock.ts';
import * as repo from '../../modules/salary/repository.ts';
import { processSalaryStatements } from '../../modules/salary/processing.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { salaryCards, wageContracts } from '../schema/cards.ts';
import { userOrganizations, users } from '../schema/users.ts';
import { demoOrganizations, firstSoumAccount } from './demo-lookups.ts';
import { DEMO_ORGANIZATIONS } from './demo-data.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const SALARY_STEP = 'demo-salary-v1';

const DAY = 86_400_000;

/** Statuses of the statements not executed, newest first (Created on top, to sign). */
const OPEN_CYCLE: readonly SalaryStatusId[] = [
  SALARY_STATUS.created,
  SALARY_STATUS.signed,
  SALARY_STATUS.created,
  SALARY_STATUS.sent,
  SALARY_STATUS.rejected,
];

export async function seedSalary(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, SALARY_STEP)) return false;
  const now = clock.now();

  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, SALARY_STEP))) return false;
    const demo = DEMO_ORGANIZATIONS.find((o) => o.key === 'main');
    const org = (await demoOrganizations(tx)).find((o) => o.inn === demo?.inn);
    if (org === undefined) return true;
    const [preparer] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
      .where(and(eq(users.username, 'accountant'), eq(userOrganizations.organizationId, org.id)));
    const debit = await firstSoumAccount(tx, org.id);
    if (preparer === undefined || debit === undefined) return true;
    const contracts = await tx
      .select()
      .from(wageContracts)
      .where(eq(wageContracts.organizationId, org.id))
      .orderBy(asc(wageContracts.id));
    const cardsOf = async (contractId: number) =>
      tx
        .select({ id: salaryCards.id, panMasked: salaryCards.panMasked, fullName: salaryCards.fullName })
        .from(salaryCards)
        .where(and(eq(salaryCards.contractId, contractId), eq(salaryCards.stateCode, 'active')))
        .orderBy(asc(salaryCards.id));
    const withCards: {
      contract: typeof wageContracts.$inferSelect;
      cards: Awaited<ReturnType<typeof cardsOf>>;
    }[] = [];
    for (const contract of contracts) {
      const cards = await cardsOf(contract.id);
      if (cards.length > 0) withCards.push({ contract, cards });
    }
    const first = withCards[0];
    if (first === undefined) return true;

    let serial = 0;
    const insert = async (
      contract: typeof wageContracts.$inferSelect,
      cards: readonly { id: number; panMasked: string; fullName: string }[],
      statusId: SalaryStatusId,
      daysAgo: number,
    ) => {
      serial += 1;
      const at = new Date(now.getTime() - daysAgo * DAY);
      const lines = cards.map((c, i) => ({
        lineNo: i + 1,
        cardId: c.id,
        panMasked: c.panMasked,
        fullName: c.fullName,
        amount: BigInt(2_400_000 + ((serial * 7 + i * 13) % 40) * 50_000) * 100n,
      }));
      const total = lines.reduce((s, l) => s + l.amount, 0n);
      const id = await repo.insertStatement(
        tx,
        {
          organizationId: org.id,
          clientReference: `seed-salary-${org.id}-${serial}`,
          number: String(serial),
          docDate: tashkentDate(at),
          cardCode: contract.cardCode,
          contractId: contract.id,
          debitAccountId: debit.id,
          purpose: `Ish haqi, ${serial}-qaydnoma`,
          source: serial % 3 === 0 ? 'file' : 'list',
          fileName: serial % 3 === 0 ? `ish-haqi-${serial}.xlsx` : null,
          totalAmount: total,
          rowsCount: lines.length,
          statusId,
          rejectReason: statusId === SALARY_STATUS.rejected ? 'insufficientFunds' : null,
          createdBy: preparer.id,
          createdAt: at,
          updatedAt: at,
          sentAt: statusId >= SALARY_STATUS.sent ? new Date(at.getTime() + 3_600_000) : null,
        },
        lines,
      );
      return id;
    };

    // Executed ones first, as Sent, run through the bank job; the newest of them pays a blocked card.
    const [blocked] = await tx
      .select({ id: salaryCards.id, panMasked: salaryCards.panMasked, fullName: salaryCards.fullName })
      .from(salaryCards)
      .where(
        and(
          eq(salaryCards.organizationId, org.id),
          eq(salaryCards.stateCode, 'blocked'),
          isNotNull(salaryCards.contractId),
        ),
      )
      .orderBy(asc(salaryCards.id))
      .limit(1);
    for (let n = 0; n < 6; n += 1) {
      const target = withCards[n % withCards.length] ?? first;
      const cards = target.cards.slice(0, 6);
      const paid = n === 5 && blocked !== undefined ? [...cards, blocked] : cards;
      await insert(target.contract, paid, SALARY_STATUS.sent, 40 - n * 6);
    }
    await processSalaryStatements(tx, { now: () => new Date(now.getTime() - 2 * DAY) });

    // Then the open ones (Created on top of the list). Seeded Signed and Sent statements carry no
    // signature rows (as the seeded wage orders); the running server's job executes the Sent ones.
    for (let n = 0; n < 18; n += 1) {
      const statusId = OPEN_CYCLE[(17 - n) % OPEN_CYCLE.length] ?? SALARY_STATUS.created;
      const target = withCards[n % withCards.length] ?? first;
      await insert(target.contract, target.cards.slice(0, 3 + (n % 4)), statusId, 12 - n * 0.5);
    }
    return true;
  });
}
