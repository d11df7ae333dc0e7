/**
 * Soum payments made by importing a file (modules/uzs-import calls these; issue 21). A row is
 * judged by exactly the save's rules: contracts uzsPaymentRules, then `referenceProblems` (the
 * save's reference checks), here with the references looked up once per batch. A valid row becomes
 * an ordinary payment in Entered (the import is the preparer's approval), linked to its file
 * (payments.import_file_id), with its create log line. The import module audits its own calls.
 */
import { randomUUID } from 'node:crypto';
import { UZS_STATUS, UZS_TYPE } from '../../../../contracts/api/uzs-payment.ts';
import { uzsPaymentRules, type UzsPaymentValues } from '../../../../contracts/api/uzs-payment-rules.ts';
import type { Db } from '../../db/client.ts';
import type { FieldProblem } from '../../plugins/errors.ts';
import { paymentColumns, referenceProblems, tokenOfCard, type ReferenceLookups } from './editing-service.ts';
import { newUpid, ruleProblems, type PaymentContext } from './payment-context.ts';
import * as repo from './repository.ts';

export type ImportVerdict =
  | { readonly ok: true; readonly values: UzsPaymentValues; readonly accountId: number }
  | { readonly ok: false; readonly problems: readonly FieldProblem[] };

/** Who made the file: its payments are theirs (created_by, the four-eyes rule sees them). */
export interface ImportOwner {
  readonly organizationId: number;
  readonly userId: number;
  readonly icon: 'android' | 'ios' | 'web';
}

/** The references of one batch of rows, looked up with five queries. */
async function batchLookups(
  tx: Db,
  organizationId: number,
  inputs: readonly Record<string, unknown>[],
): Promise<ReferenceLookups> {
  const text = (key: string) => [
    ...new Set(inputs.map((i) => i[key]).filter((v): v is string => typeof v === 'string' && v !== '')),
  ];
  // One after another: a transaction is one connection (pg refuses overlapping queries on it).
  const accountRows = await repo.orgAccountsAll(tx, organizationId);
  const bankRows = await repo.banksIn(tx, text('r_mfo'));
  const codeRows = await repo.codes(tx);
  const budgetRows = await repo.budgetRecipientsIn(tx, text('r_account_27'));
  const cardRows = await repo.orgCards(tx, organizationId);
  const accounts = new Map(accountRows.map((a) => [`${a.number}/${a.mfo}`, a]));
  const banks = new Set(bankRows);
  const codes = new Map(codeRows.map((c) => [c.code, c.types]));
  const budget = new Map(budgetRows.map((b) => [b.account, b.inn]));
  return {
    account: async (number, mfo) => accounts.get(`${number}/${mfo}`) ?? null,
    bankKnown: async (mfo) => banks.has(mfo),
    codeTypes: async (code) => codes.get(code) ?? null,
    budgetInn: async (account) => budget.get(account) ?? null,
    cardTokens: async (account, mfo) =>
      cardRows
        .filter((c) => c.account.number === account && c.account.mfo === mfo)
        .map((c) => c.card.panToken),
  };
}

export function createImportingService(context: PaymentContext) {
  const { clock } = context;
  return {
    /** Judges rows as the save does: the rules, then the references. One verdict per input. */
    async judgeImported(
      tx: Db,
      organizationId: number,
      inputs: readonly Record<string, unknown>[],
    ): Promise<ImportVerdict[]> {
      const lookups = await batchLookups(tx, organizationId, inputs);
      const verdicts: ImportVerdict[] = [];
      for (const input of inputs) {
        const parsed = uzsPaymentRules.safeParse(input);
        if (!parsed.success) {
          verdicts.push({ ok: false, problems: ruleProblems(parsed.error.issues) });
          continue;
        }
        const { problems, account } = await referenceProblems(lookups, parsed.data);
        verdicts.push(
          problems.length > 0 || account === null
            ? { ok: false, problems }
            : { ok: true, values: parsed.data, accountId: account.id },
        );
      }
      return verdicts;
    },

    /** Valid rows of a file → payments in Entered, in one statement; their ids in the order given. */
    async createImported(
      tx: Db,
      owner: ImportOwner,
      fileId: number,
      rows: readonly { values: UzsPaymentValues; accountId: number }[],
    ): Promise<number[]> {
      const now = clock.now();
      // Imported rows carry a card's token (uzs-import stores no number): its mask is the card's.
      const masks = new Map(
        (await repo.orgCards(tx, owner.organizationId)).map((c) => [c.card.panToken, c.card.panMask]),
      );
      const cardOf = (v: UzsPaymentValues) => {
        if (v.type !== UZS_TYPE.corpCard || v.corp_card === null) return null;
        const token = tokenOfCard(v.corp_card);
        return { token, mask: masks.get(token) ?? null };
      };
      const ids = await repo.insertPayments(
        tx,
        rows.map((r) => ({
          ...paymentColumns(r.values, cardOf(r.values)),
          organizationId: owner.organizationId,
          clientReference: randomUUID(),
          accountId: r.accountId,
          statusId: UZS_STATUS.entered,
          upid: newUpid(),
          icon: owner.icon,
          createdBy: owner.userId,
          createdAt: now,
          updatedAt: now,
          importFileId: fileId,
        })),
      );
      await repo.addLogs(
        tx,
        ids.map((id) => ({
          paymentId: id,
          userId: owner.userId,
          action: 'import',
          statusId: UZS_STATUS.entered,
          version: 1,
          comment: null,
          at: now,
        })),
      );
      return ids;
    },

    /**
     * Removes a file's payments while none is signed (Created or Entered): their ids, or null (and
     * nothing removed) when one is signed or further on.
     */
    async removeImported(tx: Db, organizationId: number, fileId: number): Promise<number[] | null> {
      const rows = await repo.lockPaymentsOfFile(tx, organizationId, fileId);
      const unsigned: number[] = [UZS_STATUS.created, UZS_STATUS.entered];
      if (rows.some((r) => !unsigned.includes(r.statusId))) return null;
      const ids = rows.map((r) => r.id);
      if (ids.length > 0) await repo.deletePayments(tx, ids);
      return ids;
    },

    /** Per import file, how many of its payments are signed or further on (files with none are absent). */
    async signedOfFiles(db: Db, fileIds: readonly number[]): Promise<Map<number, number>> {
      const rows = await repo.signedOfFiles(db, fileIds);
      return new Map(rows.map((r) => [r.fileId, r.n]));
    },
  };
}
