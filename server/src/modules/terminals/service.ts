/**
 * The terminal registry (contracts/api/terminals.ts). solfy_terminal and admin_bank see the whole
 * registry, admin_branch the terminals of organisations its branch serves (users.branch_mfo; none
 * when it has no branch); another branch's terminal answers 404. Every change writes one registry
 * log row (who, when, each field's old → new) and one audit row in the change's transaction, so an
 * idempotent replay (which answers the stored result) writes neither again; an edit that changes
 * nothing writes nothing. Checks a bank makes before registering: a unique terminal id, a known
 * active merchant, and for a merchant a served organisation (INN), an active bank (MFO) and an
 * open soum account of that organisation at that bank.
 */
import {
  STATEMENT_MAX_DAYS,
  TERMINAL_SORT_FIELDS,
  type LogChange,
  type LogRow,
  type Merchant,
  type Statement,
  type Terminal,
  type TerminalRow,
} from '../../../../contracts/api/terminals.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { TASHKENT_UTC_OFFSET_HOURS, tashkentDateTime } from '../../time-format.ts';
import * as repo from './repository.ts';

export interface TerminalValues {
  readonly code: string;
  readonly merchant_id: string;
  readonly name: string;
  readonly address: string;
  readonly model: string;
  readonly commission_bp: number;
  readonly status: 'active' | 'blocked' | 'closed';
}

export interface MerchantValues {
  readonly merchant_id: string;
  readonly name: string;
  readonly inn: string;
  readonly mfo: string;
  readonly account: string;
  readonly mcc: string;
  readonly status: 'active' | 'suspended' | 'closed';
}

const DAY_MS = 24 * 60 * 60 * 1000;

function toTerminal(r: repo.TerminalRecord): Terminal {
  return {
    id: r.id,
    code: r.code,
    merchant_id: r.merchantId,
    merchant_name: r.merchantName,
    name: r.name,
    address: r.address,
    model: r.model,
    commission_bp: r.commissionBp,
    status: r.status as Terminal['status'],
    organization: r.organization,
    inn: r.inn,
    account: r.account,
    mfo: r.mfo,
    updated_at: new Date(r.updatedAt).toISOString(),
  };
}

function toMerchant(r: repo.MerchantRecord): Merchant {
  return {
    id: r.id,
    merchant_id: r.merchantId,
    name: r.name,
    organization: r.organization,
    inn: r.inn,
    mfo: r.mfo,
    account: r.account,
    mcc: r.mcc,
    status: r.status as Merchant['status'],
    terminals: r.terminals,
    updated_at: new Date(r.updatedAt).toISOString(),
  };
}

/** The instant a Tashkent calendar day (yyyy-mm-dd) starts. */
function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - TASHKENT_UTC_OFFSET_HOURS * 60 * 60 * 1000);
}

const TERMINAL_FIELDS = [
  'code',
  'merchant_id',
  'name',
  'address',
  'model',
  'commission_bp',
  'status',
] as const;

/** The fields whose value differs, as the log shows them. */
export function changesOf(
  before: Partial<Record<string, string | number | null>>,
  after: Record<string, string | number | null>,
  fields: readonly string[],
): LogChange[] {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));
  return fields
    .filter((f) => text(before[f]) !== text(after[f]))
    .map((f) => ({ field: f, old: text(before[f]), new: text(after[f]) }));
}

export function createTerminalService(db: Db, clock: Clock) {
  /** The part of the registry the caller reads. */
  async function branchOf(dbOrTx: Db, actor: Actor): Promise<repo.Branch> {
    if (actor.session.role !== 'admin_branch') return undefined;
    return repo.branchOf(dbOrTx, actor.session.userId);
  }

  function flags(actor: Actor, t: Terminal): TerminalRow {
    const role = actor.session.role;
    return {
      ...t,
      isView: true,
      isEdit: role === 'solfy_terminal',
      isStatement: role === 'admin_bank' || role === 'admin_branch',
    };
  }

  async function log(
    tx: Db,
    actor: Actor,
    entity: 'terminal' | 'merchant',
    entityId: number,
    ref: string,
    action: 'create' | 'update',
    changes: LogChange[],
  ) {
    const at = clock.now();
    await repo.insertLog(tx, { at, userId: actor.session.userId, entity, entityId, ref, action, changes });
    const audit =
      entity === 'merchant' ? 'merchant.create' : action === 'create' ? 'terminal.create' : 'terminal.update';
    await auditActor(tx, at, actor, audit, { entity, entityId, ref, changes });
  }

  /** A merchant the terminal may be connected to (within the caller's branch). */
  async function merchantFor(tx: Db, actor: Actor, merchantId: string) {
    const merchant = await repo.merchantByMerchantId(tx, merchantId, await branchOf(tx, actor));
    if (merchant === null)
      throw ApiError.rejected([{ attribute: 'merchant_id', key: 'terminals.merchantUnknown' }]);
    return merchant;
  }

  return {
    async list(actor: Actor, filter: repo.TerminalFilter, page: repo.Page): Promise<Paged<TerminalRow>> {
      const field = page.sort?.replace(/^-/, '');
      if (field !== undefined && !(TERMINAL_SORT_FIELDS as readonly string[]).includes(field)) {
        throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
      }
      const { rows, total } = await repo.listTerminals(db, filter, page, await branchOf(db, actor));
      return {
        list: rows.map((r) => flags(actor, toTerminal(r))),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    async view(actor: Actor, id: number): Promise<TerminalRow> {
      const row = await repo.findTerminal(db, id, await branchOf(db, actor));
      if (row === null) throw ApiError.notFound();
      return flags(actor, toTerminal(row));
    },

    async create(tx: Db, actor: Actor, values: TerminalValues): Promise<Terminal> {
      const merchant = await merchantFor(tx, actor, values.merchant_id);
      const problems: FieldProblem[] = [];
      if ((await repo.terminalIdByCode(tx, values.code)) !== null) {
        problems.push({ attribute: 'code', key: 'terminals.codeTaken' });
      }
      if (merchant.status !== 'active') {
        problems.push({ attribute: 'merchant_id', key: 'terminals.merchantInactive' });
      }
      if (problems.length > 0) throw ApiError.rejected(problems);
      const now = clock.now();
      const id = await repo.insertTerminal(tx, {
        organizationId: merchant.organizationId,
        accountId: merchant.accountId,
        code: values.code,
        merchantId: values.merchant_id,
        name: values.name,
        address: values.address,
        model: values.model,
        commissionBp: values.commission_bp,
        status: values.status,
        updatedAt: now,
      });
      await log(
        tx,
        actor,
        'terminal',
        id,
        values.code,
        'create',
        changesOf({}, { ...values }, TERMINAL_FIELDS),
      );
      return toTerminal((await repo.findTerminal(tx, id, undefined)) as repo.TerminalRecord);
    },

    async update(tx: Db, actor: Actor, id: number, values: TerminalValues): Promise<Terminal> {
      const before = await repo.findTerminal(tx, id, undefined);
      if (before === null) throw ApiError.notFound();
      if (values.code !== before.code) {
        throw ApiError.rejected([{ attribute: 'code', key: 'terminals.codeChange' }]);
      }
      const old: Record<string, string | number | null> = {
        code: before.code,
        merchant_id: before.merchantId,
        name: before.name,
        address: before.address,
        model: before.model,
        commission_bp: before.commissionBp,
        status: before.status,
      };
      const changes = changesOf(old, { ...values }, TERMINAL_FIELDS);
      if (changes.length === 0) return toTerminal(before);
      let owner = { organizationId: before.organizationId, accountId: undefined as number | undefined };
      if (values.merchant_id !== before.merchantId) {
        const merchant = await merchantFor(tx, actor, values.merchant_id);
        if (merchant.status !== 'active') {
          throw ApiError.rejected([{ attribute: 'merchant_id', key: 'terminals.merchantInactive' }]);
        }
        owner = { organizationId: merchant.organizationId, accountId: merchant.accountId };
      }
      await repo.updateTerminal(tx, id, {
        merchantId: values.merchant_id,
        name: values.name,
        address: values.address,
        model: values.model,
        commissionBp: values.commission_bp,
        status: values.status,
        organizationId: owner.organizationId,
        ...(owner.accountId === undefined ? {} : { accountId: owner.accountId }),
        updatedAt: clock.now(),
      });
      await log(tx, actor, 'terminal', id, before.code, 'update', changes);
      return toTerminal((await repo.findTerminal(tx, id, undefined)) as repo.TerminalRecord);
    },

    async merchants(filter: { text?: string; status?: string }, page: repo.Page): Promise<Paged<Merchant>> {
      const { rows, total } = await repo.listMerchants(db, filter, page);
      return { list: rows.map(toMerchant), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    async createMerchant(tx: Db, actor: Actor, values: MerchantValues): Promise<Merchant> {
      const problems: FieldProblem[] = [];
      if ((await repo.merchantByMerchantId(tx, values.merchant_id, undefined)) !== null) {
        problems.push({ attribute: 'merchant_id', key: 'terminals.merchantTaken' });
      }
      const org = await repo.organizationByInn(tx, values.inn);
      if (org === null) problems.push({ attribute: 'inn', key: 'terminals.innUnknown' });
      const bankOk = await repo.activeBank(tx, values.mfo);
      if (!bankOk) problems.push({ attribute: 'mfo', key: 'terminals.mfoUnknown' });
      const account = bankOk ? await repo.accountByNumber(tx, values.account, values.mfo) : null;
      if (bankOk && account === null)
        problems.push({ attribute: 'account', key: 'terminals.accountUnknown' });
      else if (account !== null && org !== null && account.organizationId !== org.id) {
        problems.push({ attribute: 'account', key: 'terminals.accountNotOwn' });
      } else if (account !== null && (account.currency !== 'UZS' || account.state !== 'open')) {
        problems.push({ attribute: 'account', key: 'terminals.accountNotSoum' });
      }
      if (problems.length > 0 || org === null || account === null) throw ApiError.rejected(problems);
      const now = clock.now();
      const id = await repo.insertMerchant(tx, {
        merchantId: values.merchant_id,
        organizationId: org.id,
        accountId: account.id,
        name: values.name,
        mcc: values.mcc,
        status: values.status,
        createdAt: now,
        updatedAt: now,
      });
      await log(
        tx,
        actor,
        'merchant',
        id,
        values.merchant_id,
        'create',
        changesOf({}, { ...values }, ['merchant_id', 'name', 'inn', 'mfo', 'account', 'mcc', 'status']),
      );
      return toMerchant(
        (await repo.merchantByMerchantId(tx, values.merchant_id, undefined)) as repo.MerchantRecord,
      );
    },

    async logs(filter: { entity?: string; text?: string }, page: repo.Page): Promise<Paged<LogRow>> {
      const { rows, total } = await repo.listLogs(db, filter, page);
      return {
        list: rows.map((r) => ({
          id: r.id,
          at: new Date(r.at).toISOString(),
          user: r.user,
          role: r.role,
          entity: r.entity as LogRow['entity'],
          entity_id: r.entityId,
          ref: r.ref,
          action: r.action as LogRow['action'],
          changes: r.changes,
        })),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    async statement(
      actor: Actor,
      merchantId: string,
      period: { from: string; to: string },
      page: repo.Page,
    ): Promise<Statement> {
      const from = dayStart(period.from);
      const to = new Date(dayStart(period.to).getTime() + DAY_MS);
      if ((to.getTime() - from.getTime()) / DAY_MS > STATEMENT_MAX_DAYS) {
        throw ApiError.rejected([{ attribute: 'to', key: 'terminals.period' }]);
      }
      const branch = await branchOf(db, actor);
      const ids = await repo.terminalIdsOfMerchant(db, merchantId, branch);
      if (ids.length === 0) throw ApiError.notFound();
      const merchant = await repo.merchantByMerchantId(db, merchantId, branch);
      const first = await repo.findTerminal(db, ids[0] as number, branch);
      const s = await repo.statement(db, ids, from, to, page);
      const net = s.total - s.commission;
      return {
        merchant_id: merchantId,
        merchant: merchant?.name ?? first?.name ?? merchantId,
        organization: merchant?.organization ?? first?.organization ?? '',
        list: s.rows.map((r) => {
          const approved = r.status === 'approved';
          return {
            id: r.id,
            terminal: r.terminal,
            posting_date:
              r.creditedAt === null ? null : tashkentDateTime(new Date(r.creditedAt)).slice(0, 10),
            transaction_date: tashkentDateTime(new Date(r.at)),
            card: r.pan,
            rrn: r.rrn,
            status: r.status as 'approved' | 'declined' | 'reversed',
            total: fromMinor(r.amount),
            net: fromMinor(approved ? r.amount - r.commission : 0n),
            commission: fromMinor(r.commission),
          };
        }),
        _meta: pageMeta(s.count, page.page, page.pageSize),
        totals: {
          count: s.count,
          total: fromMinor(s.total),
          net: fromMinor(net),
          commission: fromMinor(s.commission),
        },
      };
    },
  };
}
