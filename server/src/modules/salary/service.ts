/**
 * Salary statements (contracts/api/salary.ts): made from a contract's card list or an .xlsx file,
 * checked whole before anything is stored (the contract and the debit account are the caller's
 * organisation's — else 404; every row's card is one of the organisation's salary cards, active on
 * the statement's contract; amounts positive — else 422 per row), then Created → Signed (EDS or
 * passkey, digest-bound, in bulk) → Sent (in bulk) → the bank's job (processing.ts): Executed (5)
 * with credited and deferred rows, or Refused (4). Bulk actions are all or none.
 */
import {
  SALARY_SIGNED_FIELDS,
  SALARY_SIGNING_HEADER,
  SALARY_STATUS,
  SALARY_STATUS_IDS,
  salaryAmountText,
  salarySignedContent,
  type SalaryAccount,
  type SalaryByListBody,
  type SalaryCard,
  type SalaryDeferred,
  type SalaryRow,
  type SalaryRowState,
  type SalaryRows,
  type SalaryStatement,
  type SalaryUploadBody,
  type SalaryView,
} from '../../../../contracts/api/salary.ts';
import { WAGE_CARD_TYPES, cleanPan, isPan } from '../../../../contracts/api/wage.ts';
import type { Language, Paged } from '../../../../contracts/envelope.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { documentDigest, parseBatchMessageFor } from '../../../../contracts/signing/signed-document.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { cardToken } from '../../core/card-token.ts';
import { parseImportFile, type ImportLayout } from '../../core/import-parse.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import { tashkentDate } from '../../time-format.ts';
import type { SignatureProver } from '../devices/document-signature-service.ts';
import * as repo from './repository.ts';
import { canSalary, salaryFlags } from './state-machine.ts';

interface Caller extends Actor {
  readonly scope: repo.Scope;
}

/** The upload's columns: card number, amount, the employee's name (informative only). */
export const SALARY_LAYOUT: ImportLayout = {
  columns: ['card', 'amount', 'name'],
  texts: ['name'],
  dates: [],
  amounts: ['amount'],
};

function cardTypeName(code: string): string {
  return WAGE_CARD_TYPES.find((c) => c.cardCode === code)?.name ?? code;
}

function problem(attribute: string, key: MessageKey): FieldProblem {
  return { attribute, key };
}

const refused = () => ApiError.forbidden(undefined, 'salary.notAllowed');
const bulkRefused = () => ApiError.forbidden(undefined, 'salary.bulk.notAllowed');
const conflict = () => new ApiError({ http: 412, status: 'error', message: 'version.changed' });

export function salaryStatusName(lang: Language, id: number): string {
  return t(lang, `salary.status.${id}` as MessageKey);
}

export function toStatement(record: repo.StatementRecord, caller: Actor): SalaryStatement {
  const x = record.statement;
  const lang = caller.lang;
  return {
    id: x.id,
    version: x.version,
    client_reference: x.clientReference,
    number: x.number,
    docDate: x.docDate,
    cardCode: x.cardCode,
    cardCodeName: cardTypeName(x.cardCode),
    contractId: record.contractId,
    transitAccount: record.transitAccount,
    debitAccount: record.debitAccount,
    purpose: x.purpose,
    source: x.source as 'list' | 'file',
    fileName: x.fileName,
    totalAmount: fromMinor(x.totalAmount),
    rowsCount: x.rowsCount,
    creditedAmount: fromMinor(record.credited),
    deferredAmount: fromMinor(record.deferred),
    deferredCount: record.deferredCount,
    status: x.statusId,
    statusName: salaryStatusName(lang, x.statusId),
    rejectReason: x.rejectReason === null ? null : t(lang, `salary.bank.${x.rejectReason}` as MessageKey),
    signedBy: record.signedBy,
    createdAt: x.createdAt.toISOString(),
    executedAt: x.executedAt === null ? null : x.executedAt.toISOString(),
    ...salaryFlags(x.statusId, caller.session.role),
  };
}

function toRow(line: repo.StatementLine, lang: Language): SalaryRow {
  return {
    id: line.id,
    lineNo: line.lineNo,
    cardMasked: line.panMasked,
    fullName: line.fullName,
    amount: fromMinor(line.amount),
    state: line.state as SalaryRowState,
    stateName: t(lang, `salary.row.${line.state}` as MessageKey),
    deferredReason:
      line.deferredReason === null ? null : t(lang, `salary.deferred.${line.deferredReason}` as MessageKey),
  };
}

function toAccount(a: repo.ContractAccount): SalaryAccount {
  return {
    cardCode: a.contract.cardCode,
    account: a.account,
    contractId: a.contract.contractId,
    contractNumber: a.contract.contractNumber,
    dateBegin: a.contract.dateBegin,
    balance: fromMinor(a.balance),
    activeCards: a.activeCards,
    deferredCount: a.deferredCount,
    deferredAmount: fromMinor(a.deferredAmount),
  };
}

interface Line {
  readonly card: repo.CardRecord;
  readonly amount: bigint;
}

export function createSalaryService(db: Db, clock: Clock) {
  async function callerOf(tx: Db, actor: Actor): Promise<Caller> {
    return { ...actor, scope: (await scopeOf(tx, actor.session)) ?? [] };
  }
  async function readerOf(actor: Actor): Promise<Caller> {
    return { ...actor, scope: (await actor.readScope()) ?? [] };
  }
  function orgOf(actor: Actor): number {
    const organizationId = actor.session.organizationId;
    if (organizationId === null) throw ApiError.forbidden();
    return organizationId;
  }
  async function audit(tx: Db, caller: Actor, action: AuditAction, extra: Record<string, unknown>) {
    await auditActor(tx, clock.now(), caller, action, extra);
  }

  async function viewOf(tx: Db, caller: Caller, id: number): Promise<SalaryView> {
    const [record] = await repo.findMany(tx, caller.scope, [id]);
    if (record === undefined) throw ApiError.notFound();
    const lines = await repo.linesOf(tx, id);
    return { statement: toStatement(record, caller), rows: lines.map((l) => toRow(l, caller.lang)) };
  }

  /** The header: the contract and the debit account must be the organisation's (else 404). */
  async function header(
    tx: Db,
    organizationId: number,
    body: { contractId: string; debitAccountId: number; purpose: string },
    problems: FieldProblem[],
  ) {
    const contract = await repo.contractByContractId(tx, body.contractId);
    if (contract === undefined || contract.organizationId !== organizationId) throw ApiError.notFound();
    const debits = await repo.debitAccounts(tx, organizationId);
    if (!debits.some((a) => a.id === body.debitAccountId))
      problems.push(problem('debitAccountId', 'salary.debitAccount'));
    const purpose = body.purpose.trim();
    if (purpose.length > 250) problems.push(problem('purpose', 'salary.purpose'));
    return { contract, purpose };
  }

  /** A card may be paid by the statement when it is active on the statement's contract. */
  function cardProblems(
    card: repo.CardRecord | undefined,
    contract: repo.ContractRow,
    seen: Set<number>,
    at: string,
  ): FieldProblem[] {
    if (card === undefined) return [problem(at, 'salary.card.unknown')];
    if (card.contractId !== contract.id || card.stateCode !== 'active')
      return [problem(at, 'salary.card.contract')];
    if (seen.has(card.cardId)) return [problem(at, 'salary.card.duplicate')];
    seen.add(card.cardId);
    return [];
  }

  async function store(
    tx: Db,
    caller: Caller,
    organizationId: number,
    body: { client_reference: string; debitAccountId: number },
    contract: repo.ContractRow,
    purpose: string,
    source: 'list' | 'file',
    fileName: string | null,
    lines: readonly Line[],
  ): Promise<SalaryView> {
    const now = clock.now();
    const total = lines.reduce((sum, l) => sum + l.amount, 0n);
    const id = await repo.insertStatement(
      tx,
      {
        organizationId,
        clientReference: body.client_reference,
        number: await repo.nextNumber(tx, organizationId),
        docDate: tashkentDate(now),
        cardCode: contract.cardCode,
        contractId: contract.id,
        debitAccountId: body.debitAccountId,
        purpose: purpose === '' ? t(caller.lang, 'salary.purpose.default') : purpose,
        source,
        fileName,
        totalAmount: total,
        rowsCount: lines.length,
        statusId: SALARY_STATUS.created,
        createdBy: caller.session.userId,
        createdAt: now,
        updatedAt: now,
      },
      lines.map((l, i) => ({
        lineNo: i + 1,
        cardId: l.card.cardId,
        panMasked: l.card.panMasked,
        fullName: l.card.fullName,
        amount: l.amount,
      })),
    );
    await audit(tx, caller, 'salary.create', {
      statementIds: [id],
      source,
      rows: lines.length,
      total: fromMinor(total),
    });
    return viewOf(tx, caller, id);
  }

  return {
    statusList(lang: Language) {
      return SALARY_STATUS_IDS.map((id) => ({ id, name: salaryStatusName(lang, id) }));
    },

    async list(
      actor: Actor,
      filter: { status?: number | undefined; cardCode?: string | undefined },
      page: { page: number; pageSize: number },
    ): Promise<Paged<SalaryStatement>> {
      const caller = await readerOf(actor);
      const { rows, total } = await repo.list(
        db,
        caller.scope,
        { statusId: filter.status, cardCode: filter.cardCode },
        page,
      );
      return {
        list: rows.map((r) => toStatement(r, caller)),
        _meta: {
          currentPage: page.page,
          pageCount: Math.max(1, Math.ceil(total / page.pageSize)),
          totalCount: total,
        },
      };
    },

    async view(actor: Actor, id: number): Promise<SalaryView> {
      return viewOf(db, await readerOf(actor), id);
    },

    async accounts(actor: Actor, cardCode: string): Promise<SalaryAccount[]> {
      const rows = await repo.contractAccounts(db, orgOf(actor), { cardCode });
      return rows.map(toAccount);
    },

    async cards(actor: Actor, contractId: string) {
      const organizationId = orgOf(actor);
      const [account] = await repo.contractAccounts(db, organizationId, { contractId });
      if (account === undefined) throw ApiError.notFound();
      const cards = await repo.activeCardsOf(db, account.contract.id);
      const debits = await repo.debitAccounts(db, organizationId);
      return {
        account: toAccount(account),
        cards: cards.map((c): SalaryCard => ({
          cardId: c.cardId,
          cardMasked: c.panMasked,
          fullName: c.fullName,
          cardAccount: c.cardAccount,
        })),
        debitAccounts: debits.map((a) => ({
          id: a.id,
          account: a.number,
          name: a.name,
          balance: fromMinor(a.balance),
        })),
      };
    },

    async deferredReport(
      actor: Actor,
      filter: { cardCode: string; contractId?: string | undefined },
      page: { page: number; pageSize: number },
    ): Promise<Paged<SalaryDeferred>> {
      const { rows, total } = await repo.deferred(db, orgOf(actor), filter, page);
      return {
        list: rows.map(({ line, statement }) => ({
          statementId: statement.id,
          number: statement.number,
          docDate: statement.docDate,
          executedAt: statement.executedAt === null ? null : statement.executedAt.toISOString(),
          lineNo: line.lineNo,
          cardMasked: line.panMasked,
          fullName: line.fullName,
          amount: fromMinor(line.amount),
          reason: t(actor.lang, `salary.deferred.${line.deferredReason ?? 'cardClosed'}` as MessageKey),
        })),
        _meta: {
          currentPage: page.page,
          pageCount: Math.max(1, Math.ceil(total / page.pageSize)),
          totalCount: total,
        },
      };
    },

    /** `salary/create-salary-document-by-list`: cards chosen from the contract's list, with amounts. */
    async createByList(tx: Db, actor: Actor, body: SalaryByListBody): Promise<SalaryView> {
      const caller = await callerOf(tx, actor);
      const organizationId = orgOf(caller);
      const existing = await repo.findByReference(tx, organizationId, body.client_reference);
      if (existing !== undefined) return viewOf(tx, caller, existing);
      const problems: FieldProblem[] = [];
      const { contract, purpose } = await header(tx, organizationId, body, problems);
      const cards = await repo.cardsByIds(
        tx,
        organizationId,
        body.rows.map((r) => r.cardId),
      );
      const byId = new Map(cards.map((c) => [c.cardId, c]));
      const seen = new Set<number>();
      const lines: Line[] = [];
      body.rows.forEach((r, i) => {
        const card = byId.get(r.cardId);
        const cardIssues = cardProblems(card, contract, seen, `rows.${i}.cardId`);
        problems.push(...cardIssues);
        const amount = salaryAmountText(r.amount);
        if (amount === null) problems.push(problem(`rows.${i}.amount`, 'salary.amount'));
        if (card !== undefined && cardIssues.length === 0 && amount !== null)
          lines.push({ card, amount: toMinor(amount) });
      });
      if (problems.length > 0) throw ApiError.rejected(problems);
      return store(tx, caller, organizationId, body, contract, purpose, 'list', null, lines);
    },

    /** An .xlsx of card numbers and amounts; .xls and every other type refused (spec 2 §5). */
    async upload(tx: Db, actor: Actor, body: SalaryUploadBody): Promise<SalaryView> {
      const caller = await callerOf(tx, actor);
      const organizationId = orgOf(caller);
      const existing = await repo.findByReference(tx, organizationId, body.client_reference);
      if (existing !== undefined) return viewOf(tx, caller, existing);
      const name = body.file_name.trim();
      const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
      if (ext !== 'xlsx' && ext !== 'xls')
        throw ApiError.rejected([problem('file_name', 'salary.file.type')]);
      const problems: FieldProblem[] = [];
      const { contract, purpose } = await header(tx, organizationId, body, problems);
      const parsed = await parseImportFile(name, Buffer.from(body.content, 'base64'), SALARY_LAYOUT);
      if (!parsed.ok) throw ApiError.rejected([...problems, problem('file_name', parsed.key as MessageKey)]);
      const pans = parsed.rows.map((r) => cleanPan(r.fields['card'] ?? ''));
      const cards = await repo.cardsByTokens(
        tx,
        organizationId,
        pans.filter(isPan).map((p) => cardToken(p)),
      );
      const byToken = new Map(cards.map((c) => [c.panToken, c]));
      const seen = new Set<number>();
      const lines: Line[] = [];
      parsed.rows.forEach((r, i) => {
        const pan = pans[i] ?? '';
        const at = `rows.${r.rowNo}`;
        let card: repo.CardRecord | undefined;
        if (!isPan(pan)) problems.push(problem(`${at}.card`, 'salary.card.format'));
        else {
          card = byToken.get(cardToken(pan));
          const issues = cardProblems(card, contract, seen, `${at}.card`);
          problems.push(...issues);
          if (issues.length > 0) card = undefined;
        }
        const amount = salaryAmountText(r.fields['amount'] ?? '');
        if (amount === null) problems.push(problem(`${at}.amount`, 'salary.amount'));
        if (card !== undefined && amount !== null) lines.push({ card, amount: toMinor(amount) });
      });
      if (problems.length > 0) throw ApiError.rejected(problems);
      return store(tx, caller, organizationId, body, contract, purpose, 'file', name, lines);
    },

    async remove(tx: Db, actor: Actor, id: number, seen: number | null): Promise<{ id: number }> {
      const caller = await callerOf(tx, actor);
      const [record] = await repo.findMany(tx, caller.scope, [id], true);
      if (record === undefined) throw ApiError.notFound();
      if (seen === null) throw new ApiError({ http: 428, status: 'error', message: 'version.required' });
      if (seen !== record.statement.version) throw conflict();
      if (!canSalary('delete', record.statement.statusId, caller.session.role)) throw refused();
      await repo.deleteStatement(tx, id);
      await audit(tx, caller, 'salary.delete', { statementIds: [id], number: record.statement.number });
      return { id };
    },

    /** EDS or passkey over the batch message of every chosen statement's digest; all or none. */
    async sign(
      tx: Db,
      actor: Actor,
      message: string,
      operationIds: readonly number[],
      prove: SignatureProver,
    ): Promise<SalaryRows> {
      const caller = await callerOf(tx, actor);
      const ids = [...new Set(operationIds)].sort((a, b) => a - b);
      const entries = parseBatchMessageFor(SALARY_SIGNING_HEADER, message);
      if (entries === null || entries.length !== ids.length || entries.some((e, i) => e.id !== ids[i]))
        throw ApiError.rejected([problem('key_data.data', 'salary.signature.message')]);
      const records = await repo.findMany(tx, caller.scope, ids, true);
      if (records.length !== ids.length) throw ApiError.notFound();
      if (records.some((r) => !canSalary('sign', r.statement.statusId, caller.session.role)))
        throw bulkRefused();
      const digests = new Map<number, string>();
      for (const [i, record] of records.entries()) {
        const entry = entries[i];
        const digest = await documentDigest(
          SALARY_SIGNED_FIELDS,
          salarySignedContent(toStatement(record, caller)),
        );
        if (entry === undefined || entry.version !== record.statement.version || entry.digest !== digest)
          throw conflict();
        digests.set(record.statement.id, digest);
      }
      const now = clock.now();
      const proof = await prove(
        tx,
        caller.session.userId,
        message,
        records.map((r) => r.statement.organizationId),
      );
      for (const r of records) {
        await repo.addSignature(tx, {
          statementId: r.statement.id,
          userId: caller.session.userId,
          role: caller.session.role,
          keySerial: proof.keySerial,
          version: r.statement.version,
          digest: digests.get(r.statement.id) ?? '',
          cipher: proof.cipher,
          message,
          signerVersion: proof.signerVersion,
          signedAt: now,
        });
        await repo.updateStatement(tx, r.statement.id, { statusId: SALARY_STATUS.signed, updatedAt: now });
      }
      await audit(tx, caller, 'salary.sign', {
        statementIds: ids,
        keySerial: proof.keySerial,
        signType: proof.signType,
      });
      const rows = await repo.findMany(tx, caller.scope, ids);
      return { rows: rows.map((r) => toStatement(r, caller)) };
    },

    /** Signed → Sent for every chosen statement, or none. */
    async send(tx: Db, actor: Actor, requested: readonly number[]): Promise<SalaryRows> {
      const caller = await callerOf(tx, actor);
      const ids = [...new Set(requested)].sort((a, b) => a - b);
      const records = await repo.findMany(tx, caller.scope, ids, true);
      if (records.length !== ids.length) throw ApiError.notFound();
      if (records.some((r) => !canSalary('send', r.statement.statusId, caller.session.role)))
        throw bulkRefused();
      const now = clock.now();
      for (const r of records) {
        await repo.updateStatement(tx, r.statement.id, {
          statusId: SALARY_STATUS.sent,
          sentAt: now,
          updatedAt: now,
        });
      }
      await audit(tx, caller, 'salary.send', { statementIds: ids });
      const rows = await repo.findMany(tx, caller.scope, ids);
      return { rows: rows.map((r) => toStatement(r, caller)) };
    },
  };
}
