/**
 * Repayment schedule of an issued loan (spec 2 §3 "Repayment schedule row": date, pr_amount,
 * in_amount, total_amount, balance). Pure and isomorphic: the server stores what this answers when
 * a loan is issued; tests check its arithmetic. Money is integer minor units (bigint) throughout:
 * interest of each month is rounded half up to a minor unit, and the last instalment takes whatever
 * principal is left, so the principal column always sums to the amount exactly.
 *
 * - grace months (shorter than the term): interest only, no principal;
 * - annuity: equal total instalments after the grace (the last one absorbs the rounding);
 * - equal: equal principal parts (the remainder of the division spread one minor unit at a time
 *   over the first instalments), interest on the falling balance.
 */
export const SCHEDULE_KINDS = ['annuity', 'equal'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export interface ScheduleInput {
  /** Minor units, > 0. */
  readonly amount: bigint;
  /** Annual rate in hundredths of a percent (2250 = 22.50 %). */
  readonly rateBp: number;
  readonly termMonths: number;
  readonly graceMonths: number;
  readonly kind: ScheduleKind;
  /** Disbursement day, YYYY-MM-DD; instalment k falls k months later (clamped to the month's end). */
  readonly startDate: string;
}

export interface ScheduleRow {
  /** 1-based instalment number. */
  readonly n: number;
  readonly date: string;
  readonly principal: bigint;
  readonly interest: bigint;
  readonly total: bigint;
  /** Principal outstanding after this instalment. */
  readonly balance: bigint;
}

/** YYYY-MM-DD `months` later; the 31st becomes the month's last day. */
export function addMonths(date: string, months: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** balance × rate / 12 months, rounded half up to a minor unit. */
export function monthlyInterest(balance: bigint, rateBp: number): bigint {
  const denominator = 10_000n * 12n;
  return (balance * BigInt(rateBp) * 2n + denominator) / (denominator * 2n);
}

/** The level instalment of an annuity of `amount` over `months` at `rateBp`, rounded to a minor unit. */
export function annuityPayment(amount: bigint, rateBp: number, months: number): bigint {
  if (rateBp === 0) return (amount + BigInt(months) - 1n) / BigInt(months);
  const r = rateBp / 10_000 / 12;
  const factor = r / (1 - Math.pow(1 + r, -months));
  // The factor carries ~15 significant digits; amounts up to 10^17 minor units stay exact enough.
  return BigInt(Math.round(Number(amount) * factor));
}

export function scheduleProblems(input: ScheduleInput): string[] {
  const problems: string[] = [];
  if (input.amount <= 0n) problems.push('amount');
  if (!Number.isInteger(input.termMonths) || input.termMonths < 1) problems.push('termMonths');
  if (!Number.isInteger(input.graceMonths) || input.graceMonths < 0 || input.graceMonths >= input.termMonths)
    problems.push('graceMonths');
  if (!Number.isInteger(input.rateBp) || input.rateBp < 0 || input.rateBp > 10_000) problems.push('rateBp');
  return problems;
}

export function loanSchedule(input: ScheduleInput): ScheduleRow[] {
  const problems = scheduleProblems(input);
  if (problems.length > 0) throw new RangeError(`bad schedule input: ${problems.join(', ')}`);
  const { amount, rateBp, termMonths, graceMonths, kind, startDate } = input;
  const repayMonths = termMonths - graceMonths;
  const level = kind === 'annuity' ? annuityPayment(amount, rateBp, repayMonths) : 0n;
  const part = amount / BigInt(repayMonths);
  const remainder = amount % BigInt(repayMonths);
  const rows: ScheduleRow[] = [];
  let balance = amount;
  for (let n = 1; n <= termMonths; n++) {
    const interest = monthlyInterest(balance, rateBp);
    let principal = 0n;
    if (n > graceMonths) {
      const k = n - graceMonths;
      if (n === termMonths) principal = balance;
      else if (kind === 'annuity') principal = level - interest;
      else principal = part + (BigInt(k) <= remainder ? 1n : 0n);
      if (principal < 0n) principal = 0n;
      if (principal > balance) principal = balance;
    }
    balance -= principal;
    rows.push({
      n,
      date: addMonths(startDate, n),
      principal,
      interest,
      total: principal + interest,
      balance,
    });
  }
  return rows;
}

export interface ScheduleTotals {
  readonly principal: bigint;
  readonly interest: bigint;
  readonly total: bigint;
}

export function scheduleTotals(rows: readonly ScheduleRow[]): ScheduleTotals {
  let principal = 0n;
  let interest = 0n;
  for (const row of rows) {
    principal += row.principal;
    interest += row.interest;
  }
  return { principal, interest, total: principal + interest };
}

/** An instalment as a repayment sees it: what it asks for and what earlier repayments covered. */
export interface InstalmentDue {
  readonly n: number;
  readonly principal: bigint;
  readonly interest: bigint;
  readonly paidPrincipal: bigint;
  readonly paidInterest: bigint;
}

export interface RepaymentAllocation {
  /** The instalments the payment touched, with their new covered amounts. */
  readonly rows: readonly (InstalmentDue & { readonly paid: boolean })[];
  readonly interest: bigint;
  readonly principal: bigint;
  /** What exceeded the whole outstanding debt (the bank returns it; never applied). */
  readonly unapplied: bigint;
}

/**
 * How a repayment of `amount` minor units is applied (docs/decisions.md, "Loan repayments"): the
 * unpaid instalments in schedule order, each one's outstanding interest first, then its principal;
 * what is left moves on to the next instalment (so an overpayment pays the following instalments
 * ahead, without recomputing them); what exceeds the whole debt is `unapplied`.
 */
export function allocateRepayment(rows: readonly InstalmentDue[], amount: bigint): RepaymentAllocation {
  let left = amount;
  let interest = 0n;
  let principal = 0n;
  const touched: (InstalmentDue & { paid: boolean })[] = [];
  for (const row of [...rows].sort((a, b) => a.n - b.n)) {
    if (left <= 0n) break;
    const interestDue = row.interest - row.paidInterest;
    const principalDue = row.principal - row.paidPrincipal;
    if (interestDue <= 0n && principalDue <= 0n) continue;
    const toInterest = left < interestDue ? left : interestDue;
    left -= toInterest;
    const toPrincipal = left < principalDue ? left : principalDue;
    left -= toPrincipal;
    interest += toInterest;
    principal += toPrincipal;
    const paidInterest = row.paidInterest + toInterest;
    const paidPrincipal = row.paidPrincipal + toPrincipal;
    touched.push({
      ...row,
      paidInterest,
      paidPrincipal,
      paid: paidInterest === row.interest && paidPrincipal === row.principal,
    });
  }
  return { rows: touched, interest, principal, unapplied: left };
}
