/**
 * Overdraft applications (spec 2 §2 /overdraft; docs/decisions.md "Credits and deposits"):
 * Created → (EDS signature of signer A over the CORPBANK-OVERDRAFT-V1 batch message) Signed →
 * Sent → the bank's credit officer (credit_go) Approves — the account's overdraft_limit becomes the
 * amount until valid_to, so its available balance and soum payments' funds check include it — or
 * Refuses with a reason. Created and Signed may be deleted by a preparer. Every step bumps the
 * version; send, delete and the decisions check If-Match. One open application or active limit per
 * account. Another organisation's application answers 404.
 */
import {
  OVERDRAFT_AMOUNT_MAX,
  OVERDRAFT_DECIDERS,
  OVERDRAFT_PREPARERS,
  OVERDRAFT_SIGNED_FIELDS,
  OVERDRAFT_SIGNERS,
  OVERDRAFT_SIGNING_HEADER,
  OVERDRAFT_STATUS,
  type OverdraftAccount,
  type OverdraftRow,
  type OverdraftSignBody,
  type OverdraftStatus,
} from '../../../../contracts/api/credits.ts';
import { addMonths } from '../../../../contracts/credit-schedule.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { documentDigest, parseBatchMessageFor } from '../../../../contracts/signing/signed-document.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { usableSigningKey, verifyEdsSignature } from '../../core/eds-signature-repository.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import { assertRowVersion } from '../../plugins/row-version.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import { tashkentDate, tashkentDateTime } from '../../time-format.ts';
import type { PageArgs } from './service.ts';
import * as repo from './repository.ts';

/** What the bank's queue shows: sent and decided applications (and approved limits that expired). */
const BANK_STATUSES: readonly OverdraftStatus[] = [
  OVERDRAFT_STATUS.sent,
  OVERDRAFT_STATUS.approved,
  OVERDRAFT_STATUS.refused,
  OVERDRAFT_STATUS.expired,
];

export function signedContent(r: repo.ApplicationRecord) {
  const a = r.application;
  return {
    id: a.id,
    version: a.version,
    number: a.number,
    account: r.account,
    mfo: r.mfo,
    amount: fromMinor(a.amount),
    currency: r.currency,
    term_months: a.termMonths,
  };
}

function rowOf(r: repo.ApplicationRecord, role: string, lang: Language): OverdraftRow {
  const a = r.application;
  const status = a.status as OverdraftStatus;
  const signer = roleAllowed(role, OVERDRAFT_SIGNERS);
  const decider = roleAllowed(role, OVERDRAFT_DECIDERS);
  const at = (d: Date | null) => (d === null ? null : tashkentDateTime(d));
  return {
    id: a.id,
    version: a.version,
    number: a.number,
    account: r.account,
    mfo: r.mfo,
    organization_name: r.organizationName,
    currency: r.currency,
    amount: fromMinor(a.amount),
    term_months: a.termMonths,
    status,
    status_name: t(lang, `overdraft.status.${status}` as MessageKey),
    created_at: tashkentDateTime(a.createdAt),
    signed_at: at(a.signedAt),
    sent_at: at(a.sentAt),
    decided_at: at(a.decidedAt),
    refuse_reason: a.refuseReason,
    valid_to: a.validTo,
    isSign: signer && status === OVERDRAFT_STATUS.created,
    isSend: signer && status === OVERDRAFT_STATUS.signed,
    isDelete:
      roleAllowed(role, OVERDRAFT_PREPARERS) &&
      (status === OVERDRAFT_STATUS.created || status === OVERDRAFT_STATUS.signed),
    isApprove: decider && status === OVERDRAFT_STATUS.sent,
    isRefuse: decider && status === OVERDRAFT_STATUS.sent,
  };
}

const notAllowed = () => new ApiError({ http: 409, status: 'error', message: 'overdraft.notAllowed' });
const rejected = (attribute: string, key: MessageKey, params?: Record<string, string>) =>
  ApiError.rejected([{ attribute, key, ...(params === undefined ? {} : { params }) }]);

export function createOverdraftService(db: Db, clock: Clock) {
  const audit = (tx: Db, actor: Actor, action: AuditAction, detail: Record<string, unknown>) =>
    auditActor(tx, clock.now(), actor, action, detail);

  /** The application the caller may act on, locked; 404 outside the caller's organisations. */
  async function lockOne(tx: Db, actor: Actor, id: number): Promise<repo.ApplicationRecord> {
    const [record] = await repo.lockApplications(tx, [id]);
    if (record === undefined) throw ApiError.notFound();
    if (!roleAllowed(actor.session.role, OVERDRAFT_DECIDERS)) {
      const scope = (await scopeOf(tx, actor.session)) ?? [];
      if (!scope.includes(record.application.organizationId)) throw ApiError.notFound();
    } else if (!BANK_STATUSES.includes(record.application.status as OverdraftStatus)) {
      throw ApiError.notFound();
    }
    return record;
  }

  async function answer(tx: Db, actor: Actor, id: number): Promise<OverdraftRow> {
    const record = await repo.applicationById(tx, id);
    if (record === undefined) throw ApiError.notFound();
    return rowOf(record, actor.session.role, actor.lang);
  }

  return {
    rowOf,

    async accounts(actor: Actor): Promise<OverdraftAccount[]> {
      const rows = await repo.overdraftAccountsOf(db, (await actor.readScope()) ?? []);
      return rows.map((a) => ({
        account: a.number,
        mfo: a.mfo,
        name: a.name,
        currency: a.currency,
        available_balance: fromMinor(a.balance - a.reserved + a.overdraftLimit),
        overdraft_limit: fromMinor(a.overdraftLimit),
      }));
    },

    async list(actor: Actor, { page, pageSize }: PageArgs): Promise<Paged<OverdraftRow>> {
      const { rows, total } = await repo.applications(
        db,
        (await actor.readScope()) ?? [],
        [],
        page,
        pageSize,
      );
      return {
        list: rows.map((r) => rowOf(r, actor.session.role, actor.lang)),
        _meta: pageMeta(total, page, pageSize),
      };
    },

    async bankList(actor: Actor, { page, pageSize }: PageArgs): Promise<Paged<OverdraftRow>> {
      const { rows, total } = await repo.applications(db, null, BANK_STATUSES, page, pageSize);
      return {
        list: rows.map((r) => rowOf(r, actor.session.role, actor.lang)),
        _meta: pageMeta(total, page, pageSize),
      };
    },

    async view(actor: Actor, id: number): Promise<OverdraftRow> {
      const record = await repo.applicationById(db, id);
      if (record === undefined) throw ApiError.notFound();
      const a = record.application;
      const visible = roleAllowed(actor.session.role, OVERDRAFT_DECIDERS)
        ? BANK_STATUSES.includes(a.status as OverdraftStatus)
        : ((await actor.readScope()) ?? []).includes(a.organizationId);
      if (!visible) throw ApiError.notFound();
      return rowOf(record, actor.session.role, actor.lang);
    },

    async create(
      tx: Db,
      actor: Actor,
      body: { account: string; amount: string; term_months: number },
    ): Promise<OverdraftRow> {
      const scope = (await scopeOf(tx, actor.session)) ?? [];
      const account = await repo.scopedAccount(tx, scope, body.account);
      if (
        account === undefined ||
        account.kind !== 'current' ||
        account.state !== 'open' ||
        account.currency !== 'UZS' ||
        account.organizationId === null
      ) {
        throw rejected('account', 'overdraft.account');
      }
      const amount = toMinor(body.amount);
      if (amount <= 0n) throw rejected('amount', 'overdraft.amountMin');
      if (amount > toMinor(OVERDRAFT_AMOUNT_MAX)) {
        throw rejected('amount', 'overdraft.amountMax', { max: OVERDRAFT_AMOUNT_MAX });
      }
      const now = clock.now();
      if ((await repo.openApplicationsOf(tx, account.id, tashkentDate(now))) > 0) {
        throw rejected('account', 'overdraft.exists');
      }
      const id = await repo.insertApplication(tx, {
        organizationId: account.organizationId,
        accountId: account.id,
        number: await repo.nextApplicationNumber(tx, account.organizationId),
        amount,
        termMonths: body.term_months,
        status: OVERDRAFT_STATUS.created,
        createdBy: actor.session.userId,
        createdAt: now,
      });
      await audit(tx, actor, 'overdraft.create', { id, account: account.number, amount: body.amount });
      return answer(tx, actor, id);
    },

    /** EDS over the batch message of the applications' current content (version and digest each). */
    async sign(tx: Db, actor: Actor, body: OverdraftSignBody): Promise<OverdraftRow[]> {
      const now = clock.now();
      const key = await usableSigningKey(tx, actor.session.userId, now);
      if (key === null) throw ApiError.forbidden(undefined, 'overdraft.noKey');
      const entries = parseBatchMessageFor(OVERDRAFT_SIGNING_HEADER, body.key_data.data);
      const ids = [...new Set(body.key_data.ids)].sort((a, b) => a - b);
      if (entries === null || entries.length !== ids.length || entries.some((e, i) => e.id !== ids[i])) {
        throw rejected('key_data.data', 'overdraft.signature');
      }
      const records: repo.ApplicationRecord[] = [];
      for (const id of ids) records.push(await lockOne(tx, actor, id));
      for (const [i, record] of records.entries()) {
        const entry = entries[i];
        if (record.application.status !== OVERDRAFT_STATUS.created) throw notAllowed();
        if (entry === undefined || entry.version !== record.application.version) {
          throw new ApiError({ http: 412, status: 'error', message: 'version.changed' });
        }
        if (entry.digest !== (await documentDigest(OVERDRAFT_SIGNED_FIELDS, signedContent(record)))) {
          throw rejected('key_data.data', 'overdraft.signature');
        }
      }
      if (!verifyEdsSignature(body.key_data.data, body.sign_cipher, key.publicKey)) {
        throw rejected('sign_cipher', 'overdraft.signature');
      }
      for (const record of records) {
        const a = record.application;
        await repo.updateApplication(tx, a.id, {
          status: OVERDRAFT_STATUS.signed,
          version: a.version + 1,
          signedBy: actor.session.userId,
          signedAt: now,
          signedVersion: a.version,
          signature: body.sign_cipher,
        });
      }
      await audit(tx, actor, 'overdraft.sign', { ids });
      return Promise.all(ids.map((id) => answer(tx, actor, id)));
    },

    async send(tx: Db, actor: Actor, id: number, seen: number | null): Promise<OverdraftRow> {
      const record = await lockOne(tx, actor, id);
      assertRowVersion(seen, record.application.version);
      if (record.application.status !== OVERDRAFT_STATUS.signed) throw notAllowed();
      await repo.updateApplication(tx, id, {
        status: OVERDRAFT_STATUS.sent,
        version: record.application.version + 1,
        sentAt: clock.now(),
      });
      await audit(tx, actor, 'overdraft.send', { id });
      return answer(tx, actor, id);
    },

    async remove(tx: Db, actor: Actor, id: number, seen: number | null): Promise<OverdraftRow> {
      const record = await lockOne(tx, actor, id);
      assertRowVersion(seen, record.application.version);
      const row = rowOf(record, actor.session.role, actor.lang);
      if (!row.isDelete) throw notAllowed();
      await repo.deleteApplication(tx, id);
      await audit(tx, actor, 'overdraft.delete', { id, number: record.application.number });
      return row;
    },

    /** The bank approves: the account's overdraft limit is the amount until valid_to. */
    async approve(tx: Db, actor: Actor, id: number, seen: number | null): Promise<OverdraftRow> {
      const record = await lockOne(tx, actor, id);
      assertRowVersion(seen, record.application.version);
      const a = record.application;
      if (a.status !== OVERDRAFT_STATUS.sent) throw notAllowed();
      const now = clock.now();
      await repo.setOverdraftLimit(tx, a.accountId, a.amount);
      await repo.updateApplication(tx, id, {
        status: OVERDRAFT_STATUS.approved,
        version: a.version + 1,
        decidedBy: actor.session.userId,
        decidedAt: now,
        validTo: addMonths(tashkentDate(now), a.termMonths),
      });
      await audit(tx, actor, 'overdraft.approve', {
        id,
        account: record.account,
        amount: fromMinor(a.amount),
      });
      return answer(tx, actor, id);
    },

    async refuse(
      tx: Db,
      actor: Actor,
      id: number,
      reason: string,
      seen: number | null,
    ): Promise<OverdraftRow> {
      const record = await lockOne(tx, actor, id);
      assertRowVersion(seen, record.application.version);
      const a = record.application;
      if (a.status !== OVERDRAFT_STATUS.sent) throw notAllowed();
      await repo.updateApplication(tx, id, {
        status: OVERDRAFT_STATUS.refused,
        version: a.version + 1,
        decidedBy: actor.session.userId,
        decidedAt: clock.now(),
        refuseReason: reason,
      });
      await audit(tx, actor, 'overdraft.refuse', { id, reason });
      return answer(tx, actor, id);
    },

    /** The audit row of a refused change, on the app's connection after the call's rollback. */
    async auditRefusal(actor: Actor, action: string, error: unknown): Promise<void> {
      if (!(error instanceof ApiError)) return;
      await auditActor(db, clock.now(), actor, 'overdraft.refused', {
        action,
        http: error.http,
        message: error.messageKey,
      });
    },
  };
}
