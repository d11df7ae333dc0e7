/**
 * Reads of employees' salary card accounts for other modules (a salary statement credits them):
 * each card is an `accounts` row of kind 'employee_card' (gl 22618) linked by salary_cards to the
 * employer, its contract and the contract's transit account (card_transit, gl 23106/23108/23110).
 * A card is found by its number through the token only (core/card-token.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { salaryCards, wageContracts } from '../db/schema/cards.ts';
import { accounts } from '../db/schema/payments.ts';
import { cardToken } from './card-token.ts';

export interface SalaryCardAccount {
  readonly cardId: number;
  readonly cardCode: string;
  readonly panMasked: string;
  readonly fullName: string;
  readonly stateCode: string;
  readonly cardAccountId: number;
  readonly cardAccount: string;
  readonly contractId: string | null;
  readonly transitAccountId: number | null;
}

function cardAccounts(db: Db) {
  return db
    .select({
      cardId: salaryCards.id,
      cardCode: salaryCards.cardCode,
      panMasked: salaryCards.panMasked,
      fullName: salaryCards.fullName,
      stateCode: salaryCards.stateCode,
      cardAccountId: salaryCards.cardAccountId,
      cardAccount: accounts.number,
      contractId: wageContracts.contractId,
      transitAccountId: wageContracts.transitAccountId,
    })
    .from(salaryCards)
    .innerJoin(accounts, eq(accounts.id, salaryCards.cardAccountId))
    .leftJoin(wageContracts, eq(wageContracts.id, salaryCards.contractId));
}

/** An organisation's employees' card accounts (active ones: pinned to a contract). */
export function activeSalaryCardAccounts(db: Db, organizationId: number): Promise<SalaryCardAccount[]> {
  return cardAccounts(db)
    .where(and(eq(salaryCards.organizationId, organizationId), eq(salaryCards.stateCode, 'active')))
    .orderBy(asc(salaryCards.id));
}

/** The organisation's card with this number, by its token (undefined: none). */
export async function salaryCardByPan(
  db: Db,
  organizationId: number,
  pan: string,
): Promise<SalaryCardAccount | undefined> {
  const [row] = await cardAccounts(db).where(
    and(eq(salaryCards.organizationId, organizationId), eq(salaryCards.panToken, cardToken(pan))),
  );
  return row;
}
