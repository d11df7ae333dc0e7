/**
 * Seed step demo-currency-payments-v1 (after the accounts step, whose USD accounts and USD nostro
 * it uses): foreign-currency payments of the organisations with a USD account, in every status and
 * more than one page for the main organisation. Signed ones carry real EDS signatures of the demo
 * signers over CORPBANK-FX-PAYMENTS-V1; executed ones moved their money (two ledger legs), have a
 * UETR, an MT103 row in foreign_transfers and their gpi tracker steps. Dates are relative to today.
 */
import { createPrivateKey, randomUUID, sign, type KeyObject } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  FX_SIGNED_FIELDS,
  FX_SIGNING_HEADER,
  FX_STATUS,
  nextOperatingDay,
  type FxStatusId,
} from '../../../../contracts/api/currency-payment.ts';
import { bankDaysBefore } from '../../../../contracts/bank-calendar.ts';
import { fromCurrencyMinor } from '../../../../contracts/currency-codes.ts';
import { batchMessageFor, documentDigest } from '../../../../contracts/signing/signed-document.ts';
import type { Clock } from '../../clock.ts';
import { tashkentDate } from '../../time-format.ts';
import type { Db } from '../client.ts';
import { foreignTransfers } from '../schema/accounts-history.ts';
import {
  currencyPaymentGpiSteps,
  currencyPaymentLogs,
  currencyPaymentSignatures,
  currencyPayments,
} from '../schema/currency-payments.ts';
import { eisvoContracts } from '../schema/eisvo.ts';
import { accounts } from '../schema/payments.ts';
import { signingKeys, users } from '../schema/users.ts';
import { BANK_BIC } from './accounts-data.ts';
import { DEMO_ORGANIZATIONS, type OrgKey } from './demo-data.ts';
import { demoOrganizations } from './demo-lookups.ts';
import { ledgerBatch } from './ledger-batch.ts';
import { claimSeedStep, seedStepDone } from './seed-step.ts';

export const CURRENCY_PAYMENTS_STEP = 'demo-currency-payments-v1';

interface Beneficiary {
  readonly name: string;
  readonly address: string;
  readonly account: string;
  readonly bic: string;
  readonly bank: string;
  readonly country: string;
  readonly corrBic: string;
  readonly corrBank: string;
  readonly purpose: string;
  readonly code: string;
}

const BENEFICIARIES: readonly Beneficiary[] = [
  {
    name: 'RHEIN SPINNEREI GMBH',
    address: 'HAFENSTRASSE 12, DUISBURG',
    account: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bank: 'COMMERZBANK AG',
    country: 'DE',
    corrBic: 'CHASUS33',
    corrBank: 'JPMORGAN CHASE BANK NA',
    purpose: 'SPARE PARTS FOR SPINNING MACHINES, INV {n}',
    code: '11100',
  },
  {
    name: 'HANGZHOU TEXTILE MACHINERY CO LTD',
    address: 'NO 18 QIANTANG RD, HANGZHOU',
    account: '6222021202041234567',
    bic: 'ICBKCNBJHZH',
    bank: 'ICBC ZHEJIANG BRANCH',
    country: 'CN',
    corrBic: 'IRVTUS3N',
    corrBank: 'THE BANK OF NEW YORK MELLON',
    purpose: 'PREPAYMENT FOR LOOMS UNDER CONTRACT {n}',
    code: '12100',
  },
  {
    name: 'ANATOLIA DYE CHEMICALS AS',
    address: 'ORGANIZE SANAYI 4, BURSA',
    account: 'TR330006100519786457841326',
    bic: 'ISBKTRIS',
    bank: 'TURKIYE IS BANKASI AS',
    country: 'TR',
    corrBic: '',
    corrBank: '',
    purpose: 'PAYMENT FOR DYES, INVOICE {n}',
    code: '11100',
  },
  {
    name: 'KAZ TEXTILE IMPORT TOO',
    address: 'ABAYA AVE 52, ALMATY',
    account: 'KZ86125KZT5004100100',
    bic: 'KCJBKZKX',
    bank: 'BANK CENTERCREDIT JSC',
    country: 'KZ',
    corrBic: '',
    corrBank: '',
    purpose: 'LOGISTICS SERVICES UNDER CONTRACT {n}',
    code: '11200',
  },
  {
    name: 'LOMBARDIA FILATI SPA',
    address: 'VIA ROMA 21, BERGAMO',
    account: 'IT60X0542811101000000123456',
    bic: 'BPMOIT22',
    bank: 'BANCO BPM SPA',
    country: 'IT',
    corrBic: 'CHASUS33',
    corrBank: 'JPMORGAN CHASE BANK NA',
    purpose: 'COTTON YARN, INVOICE {n}',
    code: '11100',
  },
];

/**
 * The status plan of each organisation's payments, newest first. Executed (5), Credited (6) and On
 * hold (8) moved their money and carry tracker steps; Rejected (7) here is the bank's refusal for
 * insufficient funds, before anything moved.
 */
const PLAN: Partial<Record<OrgKey, readonly FxStatusId[]>> = {
  main: [1, 1, 3, 4, 5, 6, 7, 8, 1, 3, 6, 6, 1, 6, 7, 6, 1, 3, 6, 6, 1, 6, 4, 6, 1, 6, 6, 1, 6, 6],
  samarqand: [1, 2, 2, 3, 4, 5, 6, 7, 8, 1, 6, 6, 2, 6],
  fargona: [1, 3, 4, 6, 6, 7, 5, 1],
};

const PREPARER: Partial<Record<OrgKey, string>> = {
  main: 'accountant',
  samarqand: 'accountant_org2',
  fargona: 'accountant_org3',
};
const SIGNER_A: Partial<Record<OrgKey, string>> = {
  main: 'head',
  samarqand: 'head_org2',
  fargona: 'head_org3',
};
const SIGNER_B: Partial<Record<OrgKey, string>> = { samarqand: 'sign_org2' };

const DAY_MS = 86_400_000;

export async function seedCurrencyPayments(db: Db, { clock }: { clock: Clock }): Promise<boolean> {
  if (await seedStepDone(db, CURRENCY_PAYMENTS_STEP)) return false;
  const now = clock.now();
  const today = tashkentDate(now);

  return db.transaction(async (tx) => {
    if (!(await claimSeedStep(tx, CURRENCY_PAYMENTS_STEP))) return false;
    const [nostro] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.kind, 'correspondent'), eq(accounts.currency, 'USD')))
      .orderBy(asc(accounts.id))
      .limit(1);
    if (nostro === undefined) return false;
    const orgRows = await demoOrganizations(tx);
    const names = [
      ...new Set([...Object.values(PREPARER), ...Object.values(SIGNER_A), ...Object.values(SIGNER_B)]),
    ];
    const people = await tx
      .select({
        id: users.id,
        username: users.username,
        role: users.role,
        privateKey: signingKeys.privateKey,
        serial: signingKeys.serialNumber,
      })
      .from(users)
      .leftJoin(signingKeys, eq(signingKeys.userId, users.id))
      .where(inArray(users.username, names));
    const person = (name: string | undefined) => people.find((p) => p.username === name);
    const ledger = ledgerBatch();

    type PaymentValues = typeof currencyPayments.$inferInsert;
    type Log = Omit<typeof currencyPaymentLogs.$inferInsert, 'paymentId'>;
    type Step = Omit<typeof currencyPaymentGpiSteps.$inferInsert, 'paymentId'>;
    interface Planned {
      values: PaymentValues;
      logs: Log[];
      steps: Step[];
      letters: { letter: 'A' | 'B'; signer: (typeof people)[number]; at: Date }[];
      transfer: typeof foreignTransfers.$inferInsert | null;
    }
    const planned: Planned[] = [];

    for (const org of DEMO_ORGANIZATIONS) {
      const plan = PLAN[org.key] ?? [];
      const row = orgRows.find((o) => o.inn === org.inn);
      const preparer = person(PREPARER[org.key]);
      const signerA = person(SIGNER_A[org.key]);
      const signerB = person(SIGNER_B[org.key]);
      if (row === undefined || preparer === undefined || signerA === undefined || plan.length === 0) continue;
      const [usd] = await tx
        .select()
        .from(accounts)
        .where(
          and(
            eq(accounts.organizationId, row.id),
            eq(accounts.currency, 'USD'),
            eq(accounts.kind, 'current'),
          ),
        )
        .orderBy(asc(accounts.id))
        .limit(1);
      if (usd === undefined) continue;
      const contracts = await tx
        .select({ idn: eisvoContracts.idn, docNo: eisvoContracts.docNo, docDate: eisvoContracts.docDate })
        .from(eisvoContracts)
        .where(eq(eisvoContracts.organizationId, row.id));
      let available = usd.balance - usd.reserved;

      for (let i = 0; i < plan.length; i += 1) {
        let status = plan[i] ?? FX_STATUS.created;
        const beneficiary =
          BENEFICIARIES[(i + org.inn.charCodeAt(8)) % BENEFICIARIES.length] ?? BENEFICIARIES[0];
        if (beneficiary === undefined) continue;
        const daysAgo = Math.floor(i * 1.7) + (status >= FX_STATUS.executed ? 2 : 0);
        const day = bankDaysBefore(today, daysAgo);
        const at = new Date(now.getTime() - daysAgo * DAY_MS - (i % 5) * 3_600_000);
        const contract = i % 3 === 0 ? contracts[i % Math.max(1, contracts.length)] : undefined;
        // Cents: 850.00 … 9 350.00 USD; the one on hold is large and has no contract.
        let amount = BigInt(85_000 + ((i * 377_31) % 850_000));
        if (status === FX_STATUS.onHold) amount = 5_500_000n + BigInt(i) * 10_000n;
        if (status === FX_STATUS.rejected) amount = usd.balance + 1_000_000n;
        const moves =
          status === FX_STATUS.executed || status === FX_STATUS.credited || status === FX_STATUS.onHold;
        if (moves && amount > available) status = FX_STATUS.created;
        const n = `${day.slice(2, 4)}-${String(100 + i)}`;
        const version = 1;
        const noContract = status === FX_STATUS.onHold || contract === undefined;
        const charges = i % 4 === 0 ? 'OUR' : i % 4 === 1 ? 'BEN' : 'SHA';
        const values: PaymentValues = {
          organizationId: row.id,
          clientReference: randomUUID(),
          version,
          number: String(200 + i),
          date: day,
          statusId: status,
          accountId: usd.id,
          account: usd.number,
          mfo: usd.mfo,
          currency: 'USD',
          amount,
          contractIdn: noContract ? null : contract.idn,
          contractNumber: noContract ? `CT-${n}` : contract.docNo,
          contractDate: noContract ? bankDaysBefore(day, 60) : contract.docDate,
          operationCode: beneficiary.code,
          partnerCountry: beneficiary.country,
          beneficiaryName: beneficiary.name,
          beneficiaryAddress: beneficiary.address,
          beneficiaryAccount: beneficiary.account,
          beneficiaryBankBic: beneficiary.bic,
          beneficiaryBankName: beneficiary.bank,
          correspondentBankBic: beneficiary.corrBic,
          correspondentBankName: beneficiary.corrBank,
          charges,
          purpose: beneficiary.purpose.replace('{n}', n),
          createdBy: preparer.id,
          createdAt: at,
          updatedAt: at,
        };
        const item: Planned = {
          values,
          logs: [{ userId: preparer.id, action: 'create', statusId: FX_STATUS.created, version, at }],
          steps: [],
          letters: [],
          transfer: null,
        };
        planned.push(item);

        // Signatures: B first where the organisation must sign B, then A.
        if (status !== FX_STATUS.created) {
          const letters: ('A' | 'B')[] = row.mustSignB ? ['B'] : [];
          if (status !== FX_STATUS.signedB) letters.push('A');
          for (const letter of letters) {
            const signer = letter === 'B' ? signerB : signerA;
            if (signer?.privateKey == null) continue;
            const signedAt = new Date(at.getTime() + (letter === 'B' ? 600_000 : 1_200_000));
            item.letters.push({ letter, signer, at: signedAt });
            item.logs.push({
              userId: signer.id,
              action: 'sign',
              statusId: letter === 'B' ? FX_STATUS.signedB : FX_STATUS.signed,
              version,
              comment: letter,
              at: signedAt,
            });
          }
        }
        if (status < FX_STATUS.sent) continue;

        const sentAt = new Date(at.getTime() + 1_800_000);
        // Seeded Sent payments are forward-valued two operating days out, so they wait for the bank.
        const valueDate = status === FX_STATUS.sent ? nextOperatingDay(nextOperatingDay(today)) : day;
        Object.assign(values, { valueDate, sentAt, updatedAt: sentAt });
        item.logs.push({
          userId: preparer.id,
          action: 'send',
          statusId: FX_STATUS.sent,
          version,
          comment: valueDate,
          at: sentAt,
        });
        const done = new Date(sentAt.getTime() + 3_600_000);
        if (status === FX_STATUS.rejected) {
          Object.assign(values, { errorBank: 'insufficientFunds', processedAt: done, updatedAt: done });
          item.logs.push({
            userId: null,
            action: 'rejected',
            statusId: status,
            version,
            comment: 'insufficientFunds',
            at: done,
          });
          continue;
        }
        if (!moves) continue;
        const reference = `FX${valueDate.replace(/-/g, '').slice(2)}${org.inn.slice(-3)}${String(i).padStart(3, '0')}`;
        const uetr = randomUUID();
        available -= amount;
        ledger.move(usd.id, nostro.id, amount, done, {
          docNumber: reference,
          counterpartyName: beneficiary.name,
          counterpartyAccount: beneficiary.account,
          counterpartyMfo: beneficiary.bic,
          counterpartyInn: null,
          purpose: values.purpose,
        });
        const receiver = beneficiary.corrBic !== '' ? beneficiary.corrBic : beneficiary.bic;
        item.transfer = {
          organizationId: row.id,
          accountId: usd.id,
          reference,
          valueDate,
          currency: 'USD',
          amount,
          senderBic: BANK_BIC,
          receiverBic: receiver,
          orderingAccount: usd.number,
          orderingName: row.name,
          orderingAddress: 'TASHKENT, UZ',
          beneficiaryAccount: beneficiary.account,
          beneficiaryName: beneficiary.name,
          beneficiaryAddress: beneficiary.address,
          remittance: values.purpose,
          charges,
          createdAt: done,
        };
        Object.assign(values, { uetr, reference, processedAt: done });
        item.logs.push({ userId: null, action: 'executed', statusId: FX_STATUS.executed, version, at: done });
        const step = { uetr, currency: 'USD', status: 'ACSP' };
        item.steps.push({
          ...step,
          seq: 1,
          kind: 'sent',
          reason: 'G000',
          fromBic: BANK_BIC,
          toBic: receiver,
          amount,
          fee: null,
          at: done,
        });
        const hop = new Date(done.getTime() + 5 * 3_600_000);
        values.updatedAt = hop;
        if (status === FX_STATUS.onHold) {
          item.steps.push({
            ...step,
            seq: 2,
            kind: 'on_hold',
            reason: 'G003',
            fromBic: receiver,
            toBic: receiver,
            amount,
            fee: null,
            at: hop,
          });
          item.logs.push({ userId: null, action: 'onHold', statusId: status, version, at: hop });
          continue;
        }
        const fee = charges === 'OUR' ? 0n : 2_500n;
        item.steps.push({
          ...step,
          seq: 2,
          kind: 'correspondent',
          reason: 'G001',
          fromBic: receiver,
          toBic: beneficiary.bic,
          amount: amount - fee,
          fee,
          at: hop,
        });
        item.logs.push({
          userId: null,
          action: 'correspondent',
          statusId: FX_STATUS.executed,
          version,
          at: hop,
        });
        if (status !== FX_STATUS.credited) continue;
        const benFee = charges === 'BEN' ? 1_000n : 0n;
        const credited = new Date(hop.getTime() + 18 * 3_600_000);
        item.steps.push({
          ...step,
          seq: 3,
          kind: 'credited',
          status: 'ACCC',
          reason: null,
          fromBic: beneficiary.bic,
          toBic: beneficiary.bic,
          amount: amount - fee - benFee,
          fee: benFee,
          at: credited,
        });
        item.logs.push({ userId: null, action: 'credited', statusId: status, version, at: credited });
        values.updatedAt = credited;
      }
    }

    // Batched: the MT103 rows first (the payments refer to them), then the payments, then what hangs on them.
    const withTransfer = planned.filter((p) => p.transfer !== null);
    if (withTransfer.length > 0) {
      const ids = await tx
        .insert(foreignTransfers)
        .values(withTransfer.map((p) => p.transfer).filter((t) => t !== null))
        .returning({ id: foreignTransfers.id, reference: foreignTransfers.reference });
      for (const p of withTransfer)
        p.values.foreignTransferId = ids.find((r) => r.reference === p.transfer?.reference)?.id ?? null;
    }
    if (planned.length === 0) return true;
    const inserted = await tx
      .insert(currencyPayments)
      .values(planned.map((p) => p.values))
      .returning({ id: currencyPayments.id, clientReference: currencyPayments.clientReference });
    const idOf = new Map(inserted.map((r) => [r.clientReference, r.id]));
    const logs: (typeof currencyPaymentLogs.$inferInsert)[] = [];
    const steps: (typeof currencyPaymentGpiSteps.$inferInsert)[] = [];
    const signatures: (typeof currencyPaymentSignatures.$inferInsert)[] = [];
    // Each signer's key parsed once (PEM parsing is most of a signature's cost).
    const keys = new Map<number, KeyObject>();
    const keyOf = (signer: { id: number; privateKey: string }) => {
      let key = keys.get(signer.id);
      if (key === undefined) {
        key = createPrivateKey(signer.privateKey);
        keys.set(signer.id, key);
      }
      return key;
    };
    for (const p of planned) {
      const id = idOf.get(p.values.clientReference);
      if (id === undefined) continue;
      for (const l of p.logs) logs.push({ ...l, paymentId: id });
      for (const st of p.steps) steps.push({ ...st, paymentId: id });
      if (p.letters.length === 0) continue;
      const v = p.values;
      const digest = await documentDigest(FX_SIGNED_FIELDS, {
        id,
        version: 1,
        number: v.number,
        date: v.date,
        account: v.account,
        currency: v.currency,
        amount: fromCurrencyMinor(v.amount, v.currency),
        contract_idn: v.contractIdn ?? null,
        contract_number: v.contractNumber,
        contract_date: v.contractDate,
        operation_code: v.operationCode,
        partner_country: v.partnerCountry,
        beneficiary_name: v.beneficiaryName,
        beneficiary_address: v.beneficiaryAddress,
        beneficiary_account: v.beneficiaryAccount,
        beneficiary_bank_bic: v.beneficiaryBankBic,
        beneficiary_bank_name: v.beneficiaryBankName,
        correspondent_bank_bic: v.correspondentBankBic ?? '',
        correspondent_bank_name: v.correspondentBankName ?? '',
        charges: v.charges,
        purpose: v.purpose,
      });
      const message = batchMessageFor(FX_SIGNING_HEADER, [{ id, version: 1, digest }]);
      for (const { letter, signer, at } of p.letters) {
        if (signer.privateKey == null) continue;
        signatures.push({
          paymentId: id,
          userId: signer.id,
          role: signer.role,
          letter,
          keySerial: signer.serial ?? 'DEMO',
          version: 1,
          digest,
          cipher: sign(
            'sha256',
            Buffer.from(message, 'utf8'),
            keyOf({ id: signer.id, privateKey: signer.privateKey }),
          ).toString('base64'),
          message,
          signerVersion: '3.4.3',
          signedAt: at,
        });
      }
    }
    await tx.insert(currencyPaymentLogs).values(logs);
    if (steps.length > 0) await tx.insert(currencyPaymentGpiSteps).values(steps);
    if (signatures.length > 0) await tx.insert(currencyPaymentSignatures).values(signatures);
    await ledger.write(tx);
    return true;
  });
}
