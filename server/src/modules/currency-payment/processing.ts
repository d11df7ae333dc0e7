/**
 * The bank-processing job of currency payments (the pattern of uzs-payment/processing.ts).
 * Restart-safe: its only state is the payments' status and their gpi steps in the database. Each
 * payment is handled in its own transaction, claimed FOR UPDATE SKIP LOCKED; accounts are locked in
 * id order.
 *
 * One tick: first the gpi chain moves every Executed payment one step (at the correspondent, then
 * credited — or rejected with the money returned, or on hold waiting for documents); then Sent
 * payments whose value date is at most the next operating day are executed (the bank releases a
 * forward-valued MT103 the day before; docs/decisions.md): the payer is debited and the bank's nostro in the currency credited (two
 * legs), the payment gets a UETR and an MT103 reference, a foreign_transfers row (/swift-format,
 * the MT103 download) and its first tracker step. A closed account, insufficient funds or no nostro
 * in the currency reject it with nothing moved.
 *
 * The chain is simulated for the demo (docs/decisions.md "Currency payments"): a beneficiary bank in
 * a country under sanctions (IR, KP, SY, CU) rejects at the correspondent; 50 000 units or more
 * without an EISVO contract are held waiting for documents; the rest are credited. SHA and BEN
 * lose the correspondent's fee on the way, BEN also the beneficiary bank's; OUR arrives whole.
 */
import { randomUUID } from 'node:crypto';
import { FX_STATUS } from '../../../../contracts/api/currency-payment.ts';
import { bankDay } from '../../../../contracts/bank-calendar.ts';
import { currencyExponent } from '../../../../contracts/currency-codes.ts';
import { bicCountry } from '../../../../contracts/validation/swift-codes.ts';
import type { Clock } from '../../clock.ts';
import { nextBankOperatingDay } from '../../core/operating-day.ts';
import type { Db } from '../../db/client.ts';
import { BANK_BIC } from '../accounts/swift-service.ts';
import {
  addStep,
  claimPayment,
  insertForeignTransfer,
  lockAccounts,
  move,
  nostroOf,
  organizationName,
  setStatus,
  stepsOf,
  type FxRow,
} from './processing-repository.ts';
import { startIntervalJob } from '../../core/interval-job.ts';

const SANCTIONED = ['IR', 'KP', 'SY', 'CU'];
/** Correspondent's fee (SHA, BEN) and the beneficiary bank's (BEN), in whole units of the currency. */
const CORRESPONDENT_FEE = 25n;
const BENEFICIARY_BANK_FEE = 10n;
const HOLD_THRESHOLD = 50_000n;

function units(whole: bigint, currency: string): bigint {
  return whole * 10n ** BigInt(currencyExponent(currency));
}

/** The bank the MT103 goes to: the correspondent when the payment names one, else the beneficiary's. */
export function receiverOf(p: Pick<FxRow, 'correspondentBankBic' | 'beneficiaryBankBic'>): string {
  return p.correspondentBankBic !== '' ? p.correspondentBankBic : p.beneficiaryBankBic;
}

/** Field 20: FX + yymmdd of the value date + the id, at most 16 characters. */
export function mt103Reference(p: Pick<FxRow, 'id' | 'valueDate'>, today: string): string {
  const day = (p.valueDate ?? today).replace(/-/g, '').slice(2);
  return `FX${day}${String(p.id).padStart(8, '0')}`.slice(0, 16);
}

export type ExecuteOutcome = 'executed' | 'rejected' | null;

/** Sent → Executed (or Rejected before anything moves). */
async function executeOne(db: Db, clock: Clock): Promise<ExecuteOutcome> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    // Released up to one operating day before the value date (a forward-valued MT103), never earlier.
    const payment = await claimPayment(tx, FX_STATUS.sent, [], await nextBankOperatingDay(tx, bankDay(now)));
    if (payment === null) return null;
    const nostro = await nostroOf(tx, payment.currency);
    if (nostro === null) {
      await setStatus(tx, payment, FX_STATUS.rejected, 'rejected', now, {
        errorBank: 'noCorrespondent',
        processedAt: now,
      });
      return 'rejected';
    }
    const locked = await lockAccounts(tx, [payment.accountId, nostro]);
    const payer = locked.find((a) => a.id === payment.accountId);
    if (payer === undefined || payer.state === 'closed') {
      await setStatus(tx, payment, FX_STATUS.rejected, 'rejected', now, {
        errorBank: 'accountClosed',
        processedAt: now,
      });
      return 'rejected';
    }
    if (payer.currency !== payment.currency || payer.balance - payer.reserved < payment.amount) {
      await setStatus(tx, payment, FX_STATUS.rejected, 'rejected', now, {
        errorBank: 'insufficientFunds',
        processedAt: now,
      });
      return 'rejected';
    }
    const valueDate = payment.valueDate ?? now.toISOString().slice(0, 10);
    const reference = mt103Reference(payment, valueDate);
    const uetr = randomUUID();
    await move(tx, payer.id, nostro, payment.amount, now, {
      docNumber: reference,
      counterpartyName: payment.beneficiaryName,
      counterpartyAccount: payment.beneficiaryAccount,
      counterpartyBic: payment.beneficiaryBankBic,
      purpose: payment.purpose,
    });
    const receiver = receiverOf(payment);
    const transferId = await insertForeignTransfer(tx, {
      organizationId: payment.organizationId,
      accountId: payment.accountId,
      reference,
      valueDate,
      currency: payment.currency,
      amount: payment.amount,
      senderBic: BANK_BIC,
      receiverBic: receiver,
      orderingAccount: payment.account,
      orderingName: await organizationName(tx, payment.organizationId),
      orderingAddress: 'TASHKENT, UZ',
      beneficiaryAccount: payment.beneficiaryAccount,
      beneficiaryName: payment.beneficiaryName,
      beneficiaryAddress: payment.beneficiaryAddress,
      remittance: payment.purpose,
      charges: payment.charges,
      createdAt: now,
    });
    await addStep(tx, {
      paymentId: payment.id,
      uetr,
      seq: 1,
      kind: 'sent',
      status: 'ACSP',
      reason: 'G000',
      fromBic: BANK_BIC,
      toBic: receiver,
      amount: payment.amount,
      fee: null,
      currency: payment.currency,
      at: now,
    });
    await setStatus(tx, payment, FX_STATUS.executed, 'executed', now, {
      uetr,
      reference,
      valueDate,
      foreignTransferId: transferId,
      processedAt: now,
    });
    return 'executed';
  });
}

export type ChainOutcome = 'correspondent' | 'credited' | 'rejected' | 'on_hold' | 'skipped' | null;

/** Executed: the next step of the gpi chain (one per tick). */
async function advanceOne(db: Db, clock: Clock, skip: Set<number>): Promise<ChainOutcome> {
  return db.transaction(async (tx) => {
    const payment = await claimPayment(tx, FX_STATUS.executed, [...skip]);
    if (payment === null) return null;
    skip.add(payment.id);
    if (payment.uetr === null) return 'skipped';
    const now = clock.now();
    const steps = await stepsOf(tx, payment.id);
    const last = steps.at(-1);
    if (last === undefined) return 'skipped';
    const seq = last.seq + 1;
    const base = { paymentId: payment.id, uetr: payment.uetr, seq, currency: payment.currency, at: now };
    const beneficiaryBank = payment.beneficiaryBankBic;

    if (last.kind === 'sent') {
      if (SANCTIONED.includes(bicCountry(beneficiaryBank))) {
        const nostro = await nostroOf(tx, payment.currency);
        if (nostro === null) throw new Error(`no nostro in ${payment.currency}`);
        await lockAccounts(tx, [payment.accountId, nostro]);
        // The money comes back whole: the payer is credited from the nostro (two legs).
        await move(tx, nostro, payment.accountId, payment.amount, now, {
          docNumber: payment.reference ?? String(payment.id),
          counterpartyName: payment.beneficiaryName,
          counterpartyAccount: payment.beneficiaryAccount,
          counterpartyBic: beneficiaryBank,
          purpose: `RETURN: ${payment.purpose}`,
        });
        await addStep(tx, {
          ...base,
          kind: 'rejected',
          status: 'RJCT',
          reason: 'RR04',
          fromBic: last.toBic,
          toBic: BANK_BIC,
          amount: payment.amount,
          fee: null,
        });
        await setStatus(tx, payment, FX_STATUS.rejected, 'rejected', now, { errorBank: 'gpiRejected' });
        return 'rejected';
      }
      const whole = payment.amount / 10n ** BigInt(currencyExponent(payment.currency));
      if (payment.contractIdn === null && whole >= HOLD_THRESHOLD) {
        await addStep(tx, {
          ...base,
          kind: 'on_hold',
          status: 'ACSP',
          reason: 'G003',
          fromBic: last.toBic,
          toBic: last.toBic,
          amount: last.amount,
          fee: null,
        });
        await setStatus(tx, payment, FX_STATUS.onHold, 'onHold', now);
        return 'on_hold';
      }
      const fee = payment.charges === 'OUR' ? 0n : units(CORRESPONDENT_FEE, payment.currency);
      const passed = last.amount > fee ? last.amount - fee : last.amount;
      await addStep(tx, {
        ...base,
        kind: 'correspondent',
        status: 'ACSP',
        reason: 'G001',
        fromBic: last.toBic,
        toBic: beneficiaryBank,
        amount: passed,
        fee: last.amount > fee ? fee : 0n,
      });
      // Still Executed: at the correspondent, the credit may not be the same day.
      await setStatus(tx, payment, FX_STATUS.executed, 'correspondent', now);
      return 'correspondent';
    }

    // At the correspondent (or sent straight to the beneficiary bank): credited.
    const fee = payment.charges === 'BEN' ? units(BENEFICIARY_BANK_FEE, payment.currency) : 0n;
    const credited = last.amount > fee ? last.amount - fee : last.amount;
    await addStep(tx, {
      ...base,
      kind: 'credited',
      status: 'ACCC',
      reason: null,
      fromBic: last.toBic,
      toBic: beneficiaryBank,
      amount: credited,
      fee: last.amount > fee ? fee : 0n,
    });
    await setStatus(tx, payment, FX_STATUS.credited, 'credited', now);
    return 'credited';
  });
}

export interface FxTickResult {
  readonly executed: number;
  readonly rejected: number;
  readonly advanced: number;
}

/** One cycle: the chain moves first, so a payment executed in this tick moves in the next one. */
export async function processCurrencyPayments(db: Db, clock: Clock, limit = 100): Promise<FxTickResult> {
  const skip = new Set<number>();
  let advanced = 0;
  for (let i = 0; i < limit; i += 1) {
    const outcome = await advanceOne(db, clock, skip);
    if (outcome === null) break;
    if (outcome !== 'skipped') advanced += 1;
  }
  let executed = 0;
  let rejected = 0;
  for (let i = 0; i < limit; i += 1) {
    const outcome = await executeOne(db, clock);
    if (outcome === null) break;
    if (outcome === 'executed') executed += 1;
    else rejected += 1;
  }
  return { executed, rejected, advanced };
}

export interface FxProcessingTimer {
  stop(): Promise<void>;
}

export function startCurrencyProcessing(
  db: Db,
  clock: Clock,
  intervalMs: number,
  onError: (error: unknown) => void,
): FxProcessingTimer {
  return startIntervalJob(() => processCurrencyPayments(db, clock), intervalMs, onError);
}
