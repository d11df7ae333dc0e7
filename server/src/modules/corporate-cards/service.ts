/**
 * Corporate card orders (contracts/api/corporate-cards.ts): the rules the server enforces on every
 * change — an open account of the order's organisation (another organisation's account or order
 * answers 404) in the product's currency, the holder's name, the embossed name in Latin capitals,
 * the phone — then the life cycle Created → Signed (EDS or passkey, digest-bound) → Sent (the
 * bank's application id). The card is issued only in processing.ts.
 */
import {
  CARD_BANK_VIEWERS,
  CARD_ORDER_STATUS,
  CARD_ORDER_STATUS_IDS,
  CARD_SIGNED_FIELDS,
  CARD_SIGNING_HEADER,
  cardProduct,
  cardSignedContent,
  embossedNameProblem,
  isHolderPhone,
  type CardOptions,
  type CardOrder,
  type CardOrderCreateBody,
  type CardOrderForm,
  type CardOrderLog,
  type CardOrderStatusId,
  type CardOrderUpdateBody,
  type CardProductCode,
  type CardRows,
  type IssuedCard,
  CARD_PRODUCTS,
} from '../../../../contracts/api/corporate-cards.ts';
import type { Language, Paged } from '../../../../contracts/envelope.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { documentDigest, parseBatchMessageFor } from '../../../../contracts/signing/signed-document.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { currentOperatingDay } from '../../core/operating-day.ts';
import type { Db } from '../../db/client.ts';
import type { SignatureProver } from '../devices/document-signature-service.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { scopeOf, type Scope } from '../../plugins/scope-repository.ts';
import * as repo from './repository.ts';
import { canCard, cardFlags, type CardAction } from './state-machine.ts';

interface Caller extends Actor {
  readonly scope: Scope;
}

interface Checked {
  readonly account: repo.AccountRow;
  readonly productCode: CardProductCode;
  readonly holderName: string;
  readonly embossedName: string;
  readonly phone: string;
}

export function statusName(lang: Language, id: number): string {
  return t(lang, `corporateCard.status.${id}` as MessageKey);
}

const refused = () => ApiError.forbidden(undefined, 'corporateCard.notAllowed');
const conflict = () => new ApiError({ http: 412, status: 'error', message: 'version.changed' });

function expiryText(value: string | null): string | null {
  return value;
}

export function toOrder(record: repo.OrderRecord, caller: Caller): CardOrder {
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
    account: x.account,
    currency: x.currency,
    product_code: x.productCode as CardProductCode,
    product_name: cardProduct(x.productCode)?.name ?? x.productCode,
    holder_name: x.holderName,
    embossed_name: x.embossedName,
    phone: x.phone,
    status_id: x.statusId as CardOrderStatusId,
    statusName: statusName(lang, x.statusId),
    application_id: x.applicationId,
    contract_id: x.contractId,
    card_id: x.cardId,
    card_number: x.cardMask,
    card_expiry: expiryText(x.cardExpiry),
    reject_reason:
      x.rejectReason === null ? null : t(lang, `corporateCard.bank.${x.rejectReason}` as MessageKey),
    signed_by: record.signedBy,
    created_at: x.createdAt.toISOString(),
    updated_at: x.updatedAt.toISOString(),
    processed_at: x.processedAt?.toISOString() ?? null,
    ...cardFlags(x.statusId, flagsCaller(caller, x.organizationId)),
  };
}

function flagsCaller(caller: Caller, organizationId: number) {
  return {
    role: caller.session.role,
    actsForOrg: caller.scope !== null && caller.scope.includes(organizationId),
  };
}

export function createCorporateCardService(db: Db, clock: Clock) {
  const bankStaff = (actor: Actor) => roleAllowed(actor.session.role, CARD_BANK_VIEWERS);
  async function callerOf(tx: Db, actor: Actor): Promise<Caller> {
    if (bankStaff(actor)) return { ...actor, scope: null };
    return { ...actor, scope: (await scopeOf(tx, actor.session)) ?? [] };
  }
  async function readerOf(actor: Actor): Promise<Caller> {
    if (bankStaff(actor)) return { ...actor, scope: null };
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
    caller: Actor | null,
    order: { id: number; statusId: number; version: number },
    action: string,
  ) {
    await repo.addLog(tx, {
      orderId: order.id,
      userId: caller?.session.userId ?? null,
      action,
      statusId: order.statusId,
      version: order.version,
      at: clock.now(),
    });
  }

  /** 404 when the account is unknown or another organisation's; 422 with every field problem. */
  async function check(tx: Db, organizationId: number, body: CardOrderForm): Promise<Checked> {
    const account = await repo.accountByNumber(tx, body.account.trim());
    if (account === undefined || account.organizationId !== organizationId) throw ApiError.notFound();
    const product = cardProduct(body.product_code);
    if (product === undefined) throw ApiError.notFound();
    const problems: FieldProblem[] = [];
    if (account.state !== 'open')
      problems.push({ attribute: 'account', key: 'corporateCard.account.closed' });
    else if (account.currency !== product.currency)
      problems.push({
        attribute: 'account',
        key: 'corporateCard.account.currency',
        params: { currency: product.currency },
      });
    const holderName = body.holder_name.trim().replace(/\s+/g, ' ');
    if (holderName.length < 3)
      problems.push({ attribute: 'holder_name', key: 'corporateCard.holder.required' });
    const embossedName = body.embossed_name;
    const embossed = embossedNameProblem(embossedName);
    if (embossed !== null)
      problems.push({ attribute: 'embossed_name', key: `corporateCard.embossed.${embossed}` as MessageKey });
    const phone = body.phone.replace(/\D/g, '');
    if (!isHolderPhone(phone)) problems.push({ attribute: 'phone', key: 'corporateCard.phone.invalid' });
    if (problems.length > 0) throw ApiError.rejected(problems);
    return { account, productCode: product.code, holderName, embossedName, phone };
  }

  async function rowOf(tx: Db, caller: Caller, id: number): Promise<CardOrder> {
    const [record] = await repo.findMany(tx, caller.scope, [id]);
    if (record === undefined) throw ApiError.notFound();
    return toOrder(record, caller);
  }

  async function lockOne(tx: Db, actor: Actor, id: number, action: CardAction, seen: number | null) {
    const caller = await callerOf(tx, actor);
    const [record] = await repo.findMany(tx, caller.scope, [id], true);
    if (record === undefined) throw ApiError.notFound();
    if (seen === null) throw new ApiError({ http: 428, status: 'error', message: 'version.required' });
    if (seen !== record.order.version) throw conflict();
    if (!canCard(action, record.order.statusId, flagsCaller(caller, record.order.organizationId)))
      throw refused();
    return { caller, record };
  }

  return {
    statusList(lang: Language) {
      return CARD_ORDER_STATUS_IDS.map((id) => ({ id, name: statusName(lang, id) }));
    },

    async list(
      actor: Actor,
      filter: { status_id?: CardOrderStatusId | undefined },
      page: { page: number; pageSize: number },
    ): Promise<Paged<CardOrder>> {
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

    async view(actor: Actor, id: number): Promise<CardOrder> {
      return rowOf(db, await readerOf(actor), id);
    },

    async logs(actor: Actor, id: number): Promise<CardOrderLog[]> {
      const caller = await readerOf(actor);
      const [record] = await repo.findMany(db, caller.scope, [id]);
      if (record === undefined) throw ApiError.notFound();
      return (await repo.logsOf(db, id)).map((r) => ({
        id: r.id,
        action: r.action,
        actionName: t(caller.lang, `corporateCard.action.${r.action}` as MessageKey),
        user: r.user,
        status_id: r.statusId as CardOrderStatusId,
        statusName: statusName(caller.lang, r.statusId),
        version: r.version,
        at: r.at.toISOString(),
      }));
    },

    async options(actor: Actor): Promise<CardOptions> {
      const rows = await repo.openAccounts(db, orgOf(actor));
      return {
        accounts: rows.map((a) => ({ number: a.number, name: a.name, currency: a.currency })),
        products: CARD_PRODUCTS.map((p) => ({ code: p.code, name: p.name, currency: p.currency })),
      };
    },

    async issued(actor: Actor): Promise<IssuedCard[]> {
      const caller = await readerOf(actor);
      const rows = await repo.issued(db, caller.scope);
      return rows.flatMap((r) => {
        const x = r.order;
        if (x.cardMask === null || x.cardExpiry === null || x.contractId === null) return [];
        return [
          {
            order_id: x.id,
            organization_name: r.orgName,
            card_number: x.cardMask,
            card_expiry: x.cardExpiry,
            holder_name: x.holderName,
            embossed_name: x.embossedName,
            product_name: cardProduct(x.productCode)?.name ?? x.productCode,
            account: x.account,
            currency: x.currency,
            contract_id: x.contractId,
          },
        ];
      });
    },

    async create(tx: Db, actor: Actor, body: CardOrderCreateBody): Promise<CardOrder> {
      const caller = await callerOf(tx, actor);
      const organizationId = orgOf(caller);
      const existing = await repo.findByReference(tx, organizationId, body.client_reference);
      if (existing !== undefined) return rowOf(tx, caller, existing);
      const checked = await check(tx, organizationId, body);
      const now = clock.now();
      const id = await repo.insertOrder(tx, {
        organizationId,
        clientReference: body.client_reference,
        number: await repo.nextNumber(tx, organizationId),
        date: await currentOperatingDay(tx, now),
        accountId: checked.account.id,
        account: checked.account.number,
        currency: checked.account.currency,
        productCode: checked.productCode,
        holderName: checked.holderName,
        embossedName: checked.embossedName,
        phone: checked.phone,
        statusId: CARD_ORDER_STATUS.created,
        createdBy: caller.session.userId,
        createdAt: now,
        updatedAt: now,
      });
      await log(tx, caller, { id, statusId: CARD_ORDER_STATUS.created, version: 1 }, 'create');
      await audit(tx, caller, 'corporate-card.create', [id], { product: checked.productCode });
      return rowOf(tx, caller, id);
    },

    /** An edit voids the signature: back to Created, version + 1. */
    async update(tx: Db, actor: Actor, body: CardOrderUpdateBody, seen: number | null): Promise<CardOrder> {
      const { caller, record } = await lockOne(tx, actor, body.id, 'update', seen);
      const checked = await check(tx, record.order.organizationId, body);
      const now = clock.now();
      const version = record.order.version + 1;
      const voided = await repo.voidSignatures(tx, body.id, now);
      await repo.updateOrder(tx, body.id, {
        accountId: checked.account.id,
        account: checked.account.number,
        currency: checked.account.currency,
        productCode: checked.productCode,
        holderName: checked.holderName,
        embossedName: checked.embossedName,
        phone: checked.phone,
        statusId: CARD_ORDER_STATUS.created,
        version,
        updatedAt: now,
      });
      await log(tx, caller, { id: body.id, statusId: CARD_ORDER_STATUS.created, version }, 'update');
      await audit(tx, caller, 'corporate-card.update', [body.id], { version, voidedSignatures: voided });
      return rowOf(tx, caller, body.id);
    },

    async remove(tx: Db, actor: Actor, id: number, seen: number | null): Promise<null> {
      const { caller } = await lockOne(tx, actor, id, 'delete', seen);
      await repo.deleteOrder(tx, id);
      await audit(tx, caller, 'corporate-card.delete', [id]);
      return null;
    },

    /** EDS or passkey over the batch message of CARD_SIGNING_HEADER: each order's digest at its version. */
    async sign(
      tx: Db,
      actor: Actor,
      message: string,
      keyIds: readonly number[],
      prove: SignatureProver,
    ): Promise<CardRows> {
      const caller = await callerOf(tx, actor);
      const entries = parseBatchMessageFor(CARD_SIGNING_HEADER, message);
      const ids = [...new Set(keyIds)].sort((a, b) => a - b);
      if (entries === null || entries.length !== ids.length || entries.some((e, i) => e.id !== ids[i]))
        throw ApiError.rejected([{ attribute: 'key_data.data', key: 'corporateCard.signature.message' }]);
      const records = await repo.findMany(tx, caller.scope, ids, true);
      if (records.length !== ids.length) throw ApiError.notFound();
      const digests = new Map<number, string>();
      for (const [i, record] of records.entries()) {
        const entry = entries[i];
        const digest = await documentDigest(CARD_SIGNED_FIELDS, cardSignedContent(toOrder(record, caller)));
        if (entry === undefined || entry.version !== record.order.version || entry.digest !== digest)
          throw conflict();
        digests.set(record.order.id, digest);
      }
      if (
        records.some((r) => !canCard('sign', r.order.statusId, flagsCaller(caller, r.order.organizationId)))
      )
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
        await repo.updateOrder(tx, r.order.id, { statusId: CARD_ORDER_STATUS.signed, updatedAt: now });
        await log(tx, caller, { ...r.order, statusId: CARD_ORDER_STATUS.signed }, 'sign');
      }
      await audit(tx, caller, 'corporate-card.sign', ids, {
        keySerial: proof.keySerial,
        signType: proof.signType,
      });
      const rows = await repo.findMany(tx, caller.scope, ids);
      return { rows: rows.map((r) => toOrder(r, caller)) };
    },

    /** Signed → Sent, with the bank's application id. */
    async send(tx: Db, actor: Actor, id: number, seen: number | null): Promise<CardOrder> {
      const { caller, record } = await lockOne(tx, actor, id, 'send', seen);
      const now = clock.now();
      const applicationId = `CC-${record.order.date.slice(0, 4)}-${String(id).padStart(7, '0')}`;
      await repo.updateOrder(tx, id, {
        statusId: CARD_ORDER_STATUS.sent,
        applicationId,
        sentAt: now,
        updatedAt: now,
      });
      await log(tx, caller, { ...record.order, statusId: CARD_ORDER_STATUS.sent }, 'send');
      await audit(tx, caller, 'corporate-card.send', [id], { applicationId });
      return rowOf(tx, caller, id);
    },
  };
}
