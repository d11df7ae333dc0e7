/**
 * Repayment schedules of a credit, isomorphic (server builds and stores them, the client may preview
 * them). Everything is integer minor units (bigint); no floating point touches a stored amount.
 *
 * Rules (docs/decisions.md "Credits and deposits"):
 * - Periods are monthly: payment k falls on the start date plus k months, clamped to the month's last
 *   day (31 Jan → 28/29 Feb → 31 Mar); the last payment falls on the last period's date.
 * - Day count actual/365: a period's interest = opening balance × annual rate × days / 365, days being
 *   the calendar days from the previous payment date (exclusive) to this one (inclusive).
 * - Rounding: half up to the minor unit, per period (interest) — totals are sums of rounded rows.
 * - Equal principal: each period repays ⌊amount / n⌋; the last period repays what is left, so the
 *   principal column always sums to the amount exactly.
 * - Annuity: the level payment is amount × r / (1 − (1 + r)^−n) with r = rate / 12, rounded half up
 *   to the minor unit; each period's principal is the payment minus that period's (actual/365)
 *   interest, never more than the balance; the last period repays the whole remaining balance
 *   (its payment absorbs the rounding), so the principal column sums to the amount exactly.
 */

export type ScheduleKind = 'annuity' | 'equal_principal';

export const SCHEDULE_KINDS = ['annuity', 'equal_principal'] as const satisfies readonly ScheduleKind[];

export interface ScheduleInput {
  /** Loan amount in minor units, > 0. */
  readonly amount: bigint;
  /** Annual rate in hundredths of a percent (2250 = 22.50 %). */
  readonly rateBp: number;
  /** yyyy-mm-dd: the disbursement day periods count from. */
  readonly startDate: string;
  /** Number of monthly periods, 1…600. */
  readonly months: number;
  readonly kind: ScheduleKind;
}

export interface ScheduleRow {
  /** 1-based period number. */
  readonly n: number;
  /** yyyy-mm-dd payment date. */
  readonly date: string;
  readonly days: number;
  readonly opening: bigint;
  readonly principal: bigint;
  readonly interest: bigint;
  readonly payment: bigint;
  readonly closing: bigint;
}

export interface ScheduleTotals {
  readonly principal: bigint;
  readonly interest: bigint;
  readonly payment: bigint;
}

const DAY_MS = 86_400_000;
const DAYS_IN_YEAR = 365n;
const BP = 10_000n;

function parseDay(day: string): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a date: ${day}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

function dayText(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** `day` plus `months` calendar months, the day clamped to the target month's last day. */
export function addMonths(day: string, months: number): string {
  const { y, m, d } = parseDay(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return dayText(year, month, Math.min(d, last));
}

/** Calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const a = parseDay(from);
  const b = parseDay(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / DAY_MS);
}

/** Whole months from `from` to `to` (at least 1): the number of monthly periods of a contract. */
export function monthsBetween(from: string, to: string): number {
  let months = 0;
  while (addMonths(from, months + 1) <= to) months += 1;
  return Math.max(1, months);
}

/** num / den rounded half up (num ≥ 0, den > 0). */
export function divRoundHalfUp(num: bigint, den: bigint): bigint {
  return (num * 2n + den) / (den * 2n);
}

/** Interest on `balance` for `days` days at `rateBp` (actual/365, half up). */
export function periodInterest(balance: bigint, rateBp: number, days: number): bigint {
  if (balance <= 0n || days <= 0) return 0n;
  return divRoundHalfUp(balance * BigInt(rateBp) * BigInt(days), BP * DAYS_IN_YEAR);
}

/** The annuity's level payment (minor units, half up); amount / n when the rate is zero. */
export function annuityPayment(amount: bigint, rateBp: number, months: number): bigint {
  if (rateBp === 0) return divRoundHalfUp(amount, BigInt(months));
  const r = rateBp / 10_000 / 12;
  const factor = r / (1 - Math.pow(1 + r, -months));
  // The factor is a ratio, not money: scaled to 1e12 and applied in bigint, then rounded half up.
  const scaled = BigInt(Math.round(factor * 1e12));
  return divRoundHalfUp(amount * scaled, 1_000_000_000_000n);
}

function checkInput(input: ScheduleInput): void {
  if (input.amount <= 0n) throw new RangeError('amount must be positive');
  if (!Number.isInteger(input.months) || input.months < 1 || input.months > 600) {
    throw new RangeError('months must be 1…600');
  }
  if (!Number.isInteger(input.rateBp) || input.rateBp < 0 || input.rateBp > 10_000) {
    throw new RangeError('rate must be 0…10000 bp');
  }
  parseDay(input.startDate);
}

/** The schedule's rows (annuity or equal principal) by the rules above. */
export function buildSchedule(input: ScheduleInput): ScheduleRow[] {
  checkInput(input);
  const { amount, rateBp, startDate, months, kind } = input;
  const level = kind === 'annuity' ? annuityPayment(amount, rateBp, months) : 0n;
  const share = amount / BigInt(months);
  const rows: ScheduleRow[] = [];
  let balance = amount;
  let previous = startDate;
  for (let n = 1; n <= months; n += 1) {
    const date = addMonths(startDate, n);
    const days = daysBetween(previous, date);
    const interest = periodInterest(balance, rateBp, days);
    let principal: bigint;
    if (n === months) principal = balance;
    else if (kind === 'equal_principal') principal = share;
    else {
      const wanted = level - interest;
      principal = wanted < 0n ? 0n : wanted > balance ? balance : wanted;
    }
    rows.push({
      n,
      date,
      days,
      opening: balance,
      principal,
      interest,
      payment: principal + interest,
      closing: balance - principal,
    });
    balance -= principal;
    previous = date;
  }
  return rows;
}

export function scheduleTotals(rows: readonly Pick<ScheduleRow, 'principal' | 'interest'>[]): ScheduleTotals {
  let principal = 0n;
  let interest = 0n;
  for (const r of rows) {
    principal += r.principal;
    interest += r.interest;
  }
  return { principal, interest, payment: principal + interest };
}
