/**
 * Online account orders (contracts/api/online-order.ts): an account type that takes the currency,
 * a purpose; the life cycle Created → Signed (EDS or passkey, digest-bound) → Sent. The account is
 * opened only by the bank's job (processing.ts). Every read and change is limited to the caller's
 * organisations: another organisation's order answers 404.
 */
import {
  ACCOUNT_ORDER_SIGNED_FIELDS,
  ACCOUNT_ORDER_SIGNING_HEADER,
  ACCOUNT_ORDER_STATUS,
  ACCOUNT_ORDER_STATUS_IDS,
  ORDER_ACCOUNT_TYPES,
  accountOrderSignedContent,
  accountTypeTakes,
  type AccountOrder,
  type AccountOrderCreateBody,
  type AccountOrderEditBody,
  type AccountOrderForm,
  type AccountOrderLog,
  type AccountOrderRows,
  type AccountOrderStatusId,
  type OrderAccountType,
  type OrderCurrency,
} from '../../../../contracts/api/online-order.ts';
import type { Language, Paged } from '../../../../contracts/envelope.ts';
import { documentDigest, parseBatchMessageFor } from '../../../../contracts/signing/signed-document.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { currentOperatingDay } from '../../core/operating-day.ts';
import type { Db } from '../../db/client.ts';
import type { SignatureProver } from '../devices/document-signature-service.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import * as repo from './repository.ts';
import { accountOrderFlags, canAccountOrder, type AccountOrderAction } from './state-machine.ts';

interface Caller extends Actor {
  readonly scope: readonly number[];
}

export function statusName(lang: Language, id: number): string {
  return t(lang, `accountOrder.status.${id}` as MessageKey);
}

const BANK_REASON_KEYS: readonly string[] = ['limit'];

const refused = () => ApiError.forbidden(undefined, 'accountOrder.notAllowed');
const conflict = () => new ApiError({ http: 412, status: 'error', message: 'version.changed' });

export function toOrder(record: repo.OrderRecord, caller: Caller): AccountOrder {
  const x = record.order;
  const lang = caller.lang;
  return {
    id: x.id,
    version: x.version,
    client_reference: x.clientReference,
    organization_id: x.organizationId,
    organization_name: record.orgName,
    number: x.number,
    date: x.date,
    currency: x.currency as OrderCurrency,
    account_type: x.accountType as OrderAccountType,
    account_type_name: t(lang, `accountOrder.type.${x.accountType}` as MessageKey),
    purpose: x.purpose,
    status_id: x.statusId as AccountOrderStatusId,
    statusName: statusName(lang, x.statusId),
    account_number: record.accountNumber,
    // The bank's job stores a message key; the contact centre's rejection (registration of
    // accounts) stores the reason as its operator typed it.
    reject_reason:
      x.rejectReason === null
        ? null
        : BANK_REASON_KEYS.includes(x.rejectReason)
          ? t(lang, `accountOrder.bank.${x.rejectReason}` as MessageKey)
          : x.rejectReason,
    signed_by: record.signedBy,
    created_at: x.createdAt.toISOString(),
    updated_at: x.updatedAt.toISOString(),
    processed_at: x.processedAt?.toISOString() ?? null,
    ...accountOrderFlags(x.statusId, caller.session.role),
  };
}

export function createAccountOrderService(db: Db, clock: Clock) {
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
  async function audit(tx: Db, caller: Actor, action: AuditAction, ids: readonly number[], extra = {}) {
    await auditActor(tx, clock.now(), caller, action, { orderIds: ids, ...extra });
  }
  async function log(
    tx: Db,
    caller: Actor,
    order: { id: number; statusId: number; version: number },
    action: string,
  ) {
    await repo.addLog(tx, {
      orderId: order.id,
      userId: caller.session.userId,
      action,
      statusId: order.statusId,
      version: order.version,
      at: clock.now(),
    });
  }

  function check(body: AccountOrderForm): { purpose: string } {
    const problems: FieldProblem[] = [];
    if (!accountTypeTakes(body.account_type, body.currency)) {
      const type = ORDER_ACCOUNT_TYPES.find((x) => x.code === body.account_type);
      problems.push({
        attribute: 'currency',
        key: 'accountOrder.currency.type',
        params: { currencies: type === undefined ? '' : type.currencies.join(', ') },
      });
    }
    const purpose = body.purpose.trim();
    if (purpose.length < 3) problems.push({ attribute: 'purpose', key: 'accountOrder.purpose.required' });
    if (problems.length > 0) throw ApiError.rejected(problems);
    return { purpose };
  }

  async function rowOf(tx: Db, caller: Caller, id: number): Promise<AccountOrder> {
    const [record] = await repo.findMany(tx, caller.scope, [id]);
    if (record === undefined) throw ApiError.notFound();
    return toOrder(record, caller);
  }

  async function lockOne(tx: Db, actor: Actor, id: number, action: AccountOrderAction, seen: number | null) {
    const caller = await callerOf(tx, actor);
    const [record] = await repo.findMany(tx, caller.scope, [id], true);
    if (record === undefined) throw ApiError.notFound();
    if (seen === null) throw new ApiError({ http: 428, status: 'error', message: 'version.required' });
    if (seen !== record.order.version) throw conflict();
    if (!canAccountOrder(action, record.order.statusId, caller.session.role)) throw refused();
    return { caller, record };
  }

  return {
    statusList(lang: Language) {
      return ACCOUNT_ORDER_STATUS_IDS.map((id) => ({ id, name: statusName(lang, id) }));
    },

    async list(
      actor: Actor,
      filter: { status_id?: AccountOrderStatusId | undefined },
      page: { page: number; pageSize: number },
    ): Promise<Paged<AccountOrder>> {
      const caller = await readerOf(actor);
      const { rows, total } = await repo.list(db, caller.scope, { statusId: filter.status_id }, page);
      return {
        list: rows.map((r) => toOrder(r, caller)),
        _meta: {
          currentPage: page.page,
          pageCount: Math.max(1, Math.ceil(total / page.pageSize)),
          totalCount: total,
        },
      };
    },

    async view(actor: Actor, id: number): Promise<AccountOrder> {
      return rowOf(db, await readerOf(actor), id);
    },

    async logs(actor: Actor, id: number): Promise<AccountOrderLog[]> {
      const caller = await readerOf(actor);
      const [record] = await repo.findMany(db, caller.scope, [id]);
      if (record === undefined) throw ApiError.notFound();
      return (await repo.logsOf(db, id)).map((r) => ({
        id: r.id,
        action: r.action,
        actionName: t(caller.lang, `accountOrder.action.${r.action}` as MessageKey),
        user: r.user,
        status_id: r.statusId as AccountOrderStatusId,
        statusName: statusName(caller.lang, r.statusId),
        version: r.version,
        at: r.at.toISOString(),
      }));
    },

    async create(tx: Db, actor: Actor, body: AccountOrderCreateBody): Promise<AccountOrder> {
      const caller = await callerOf(tx, actor);
      const organizationId = orgOf(caller);
      const existing = await repo.findByReference(tx, organizationId, body.client_reference);
      if (existing !== undefined) return rowOf(tx, caller, existing);
      const { purpose } = check(body);
      const now = clock.now();
      const id = await repo.insertOrder(tx, {
        organizationId,
        clientReference: body.client_reference,
        number: await repo.nextNumber(tx, organizationId),
        date: await currentOperatingDay(tx, now),
        currency: body.currency,
        accountType: body.account_type,
        purpose,
        statusId: ACCOUNT_ORDER_STATUS.created,
        createdBy: caller.session.userId,
        createdAt: now,
        updatedAt: now,
      });
      await log(tx, caller, { id, statusId: ACCOUNT_ORDER_STATUS.created, version: 1 }, 'create');
      await audit(tx, caller, 'account-order.create', [id], {
        currency: body.currency,
        type: body.account_type,
      });
      return rowOf(tx, caller, id);
    },

    async edit(tx: Db, actor: Actor, body: AccountOrderEditBody, seen: number | null): Promise<AccountOrder> {
      const { caller, record } = await lockOne(tx, actor, body.id, 'edit', seen);
      const { purpose } = check(body);
      const now = clock.now();
      const version = record.order.version + 1;
      const voided = await repo.voidSignatures(tx, body.id, now);
      await repo.updateOrder(tx, body.id, {
        currency: body.currency,
        accountType: body.account_type,
        purpose,
        statusId: ACCOUNT_ORDER_STATUS.created,
        version,
        updatedAt: now,
      });
      await log(tx, caller, { id: body.id, statusId: ACCOUNT_ORDER_STATUS.created, version }, 'edit');
      await audit(tx, caller, 'account-order.edit', [body.id], { version, voidedSignatures: voided });
      return rowOf(tx, caller, body.id);
    },

    async remove(tx: Db, actor: Actor, id: number, seen: number | null): Promise<null> {
      const { caller } = await lockOne(tx, actor, id, 'delete', seen);
      await repo.deleteOrder(tx, id);
      await audit(tx, caller, 'account-order.delete', [id]);
      return null;
    },

    async sign(
      tx: Db,
      actor: Actor,
      message: string,
      keyIds: readonly number[],
      prove: SignatureProver,
    ): Promise<AccountOrderRows> {
      const caller = await callerOf(tx, actor);
      const entries = parseBatchMessageFor(ACCOUNT_ORDER_SIGNING_HEADER, message);
      const ids = [...new Set(keyIds)].sort((a, b) => a - b);
      if (entries === null || entries.length !== ids.length || entries.some((e, i) => e.id !== ids[i]))
        throw ApiError.rejected([{ attribute: 'key_data.data', key: 'accountOrder.signature.message' }]);
      const records = await repo.findMany(tx, caller.scope, ids, true);
      if (records.length !== ids.length) throw ApiError.notFound();
      const digests = new Map<number, string>();
      for (const [i, record] of records.entries()) {
        const entry = entries[i];
        const digest = await documentDigest(
          ACCOUNT_ORDER_SIGNED_FIELDS,
          accountOrderSignedContent(toOrder(record, caller)),
        );
        if (entry === undefined || entry.version !== record.order.version || entry.digest !== digest)
          throw conflict();
        digests.set(record.order.id, digest);
      }
      if (records.some((r) => !canAccountOrder('sign', r.order.statusId, caller.session.role)))
        throw refused();
      const now = clock.now();
      const proof = await prove(
        tx,
        caller.session.userId,
        message,
        records.map((r) => r.order.organizationId),
      );
      for (const r of records) {
        await repo.addSignature(tx, {
          orderId: r.order.id,
          userId: caller.session.userId,
          role: caller.session.role,
          signType: proof.signType,
          keySerial: proof.keySerial,
          version: r.order.version,
          digest: digests.get(r.order.id) ?? '',
          cipher: proof.cipher,
          message,
          signerVersion: proof.signerVersion,
          signedAt: now,
        });
        await repo.updateOrder(tx, r.order.id, { statusId: ACCOUNT_ORDER_STATUS.signed, updatedAt: now });
        await log(tx, caller, { ...r.order, statusId: ACCOUNT_ORDER_STATUS.signed }, 'sign');
      }
      await audit(tx, caller, 'account-order.sign', ids, {
        keySerial: proof.keySerial,
        signType: proof.signType,
      });
      const rows = await repo.findMany(tx, caller.scope, ids);
      return { rows: rows.map((r) => toOrder(r, caller)) };
    },

    async send(tx: Db, actor: Actor, id: number, seen: number | null): Promise<AccountOrder> {
      const { caller, record } = await lockOne(tx, actor, id, 'send', seen);
      const now = clock.now();
      await repo.updateOrder(tx, id, { statusId: ACCOUNT_ORDER_STATUS.sent, sentAt: now, updatedAt: now });
      await log(tx, caller, { ...record.order, statusId: ACCOUNT_ORDER_STATUS.sent }, 'send');
      await audit(tx, caller, 'account-order.send', [id]);
      return rowOf(tx, caller, id);
    },
  };
}
