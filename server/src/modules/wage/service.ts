/**
 * Salary card orders (contracts/api/wage.ts): the rules the server enforces on every change — a
 * contract of the caller's organisation for the order's card type (another organisation's order
 * or contract answers 404), the passport or card fields judged by the same wageOrderProblems the
 * form calls — then Created → Signed (EDS, digest-bound, in bulk) → Sent (in bulk) → the bank's
 * job (processing.ts): Ready to pin (8) or Refused (4); pinning (wage/set) → Pinned (9).
 * A bulk action refuses as a whole when one order does not allow it: nothing is changed.
 * Card numbers arrive only in create/update bodies; they are kept as token and mask at once.
 */
import {
  WAGE_CARD_TYPES,
  WAGE_SIGNED_FIELDS,
  WAGE_SIGNING_HEADER,
  WAGE_STATUS,
  WAGE_STATUS_IDS,
  CARD_STATES,
  cleanPan,
  isCardListPhone,
  maskPan,
  wageOrderMode,
  wageOrderProblems,
  wageSignedContent,
  type CardListBody,
  type CardListItem,
  type CardState,
  type WageAccount,
  type WageCardCode,
  type WageCardType,
  type WageContractCard,
  type WageContractHeader,
  type WageOrder,
  type WageOrderCreateBody,
  type WageOrderLog,
  type WageOrderUpdateBody,
  type WageRows,
  type WageStatusId,
} from '../../../../contracts/api/wage.ts';
import type { Language, Paged } from '../../../../contracts/envelope.ts';
import { documentDigest, parseBatchMessageFor } from '../../../../contracts/signing/signed-document.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { cardToken } from '../../core/card-token.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey, type MessageParams } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import type { SignatureProver } from '../devices/document-signature-service.ts';
import { tashkentDate } from '../../time-format.ts';
import * as repo from './repository.ts';
import { canWage, wageFlags, type WageAction } from './state-machine.ts';

interface Caller extends Actor {
  readonly scope: repo.Scope;
}

const OPEN_STATUSES = [WAGE_STATUS.created, WAGE_STATUS.signed, WAGE_STATUS.sent, WAGE_STATUS.ready];

export function wageStatusName(lang: Language, id: number): string {
  return t(lang, `wage.status.${id}` as MessageKey);
}

export function cardStateName(lang: Language, state: string): string {
  return t(lang, `wage.card.${state}` as MessageKey);
}

function cardTypeOf(code: string) {
  const found = WAGE_CARD_TYPES.find((c) => c.cardCode === code);
  if (found === undefined) throw new Error(`unknown card code ${code}`);
  return found;
}

function problem(attribute: string, key: MessageKey, params?: MessageParams): FieldProblem {
  return params === undefined ? { attribute, key } : { attribute, key, params };
}

const refused = () => ApiError.forbidden(undefined, 'wage.notAllowed');
const bulkRefused = () => ApiError.forbidden(undefined, 'wage.bulk.notAllowed');
const conflict = () => new ApiError({ http: 412, status: 'error', message: 'version.changed' });

export function toOrder(record: repo.OrderRecord, caller: Caller): WageOrder {
  const x = record.order;
  const lang = caller.lang;
  return {
    id: x.id,
    version: x.version,
    client_reference: x.clientReference,
    organization_id: x.organizationId,
    organizationName: record.orgName,
    cardCode: x.cardCode as WageCardCode,
    cardCodeName: cardTypeOf(x.cardCode).name,
    parentContractId: record.contractId,
    bsc: x.bsc,
    mode: x.mode as 'passport' | 'card',
    status: x.statusId as WageStatusId,
    statusName: wageStatusName(lang, x.statusId),
    documentSeries: x.documentSeries,
    documentNumber: x.documentNumber,
    birthdate: x.birthdate,
    phone: x.phone,
    pan: x.panMasked,
    full_name: x.fullName,
    error_bank: x.errorBank === null ? null : t(lang, `wage.bank.${x.errorBank}` as MessageKey),
    signed_by: record.signedBy,
    created_at: x.createdAt.toISOString(),
    updated_at: x.updatedAt.toISOString(),
    ...wageFlags(x.statusId, caller.session.role),
  };
}

interface CheckedOrder {
  readonly contract: repo.ContractRow;
  readonly values: {
    cardCode: string;
    contractId: number;
    bsc: string | null;
    mode: 'passport' | 'card';
    documentSeries: string | null;
    documentNumber: string | null;
    birthdate: string | null;
    phone: string | null;
    panToken: string | null;
    panMasked: string | null;
  };
}

export function createWageService(db: Db, clock: Clock) {
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
  async function log(tx: Db, orderId: number, action: string, statusId: number, userId: number | null) {
    await repo.addLog(tx, { orderId, action, statusId, userId, comment: null, at: clock.now() });
  }

  /** 404 for another organisation's contract; 422 per field, nothing stored. */
  async function check(
    tx: Db,
    organizationId: number,
    body: WageOrderCreateBody | WageOrderUpdateBody,
  ): Promise<CheckedOrder> {
    const contract = await repo.contractByContractId(tx, body.parentContractId);
    if (contract === undefined || contract.organizationId !== organizationId) throw ApiError.notFound();
    const problems: FieldProblem[] = [];
    if (contract.cardCode !== body.cardCode) problems.push(problem('cardCode', 'wage.contract.cardCode'));
    for (const p of wageOrderProblems(body, tashkentDate(clock.now()))) {
      const m = p.message;
      problems.push(
        problem(
          p.attribute,
          `validation.${m.key}` as MessageKey,
          'params' in m ? (m.params as MessageParams) : undefined,
        ),
      );
    }
    if (problems.length > 0) throw ApiError.rejected(problems);
    const mode = wageOrderMode(body);
    const pan = mode === 'card' ? cleanPan(body.pan ?? '') : null;
    return {
      contract,
      values: {
        cardCode: body.cardCode,
        contractId: contract.id,
        bsc: contract.bsc,
        mode,
        documentSeries: mode === 'passport' ? (body.documentSeries ?? '').trim().toUpperCase() : null,
        documentNumber: mode === 'passport' ? (body.documentNumber ?? '').trim() : null,
        birthdate: mode === 'passport' ? (body.birthdate ?? '').trim() : null,
        phone: mode === 'passport' ? (body.phone ?? '').trim() : null,
        panToken: pan === null ? null : cardToken(pan),
        panMasked: pan === null ? null : maskPan(pan),
      },
    };
  }

  async function rowOf(tx: Db, caller: Caller, id: number): Promise<WageOrder> {
    const [record] = await repo.findMany(tx, caller.scope, [id]);
    if (record === undefined) throw ApiError.notFound();
    return toOrder(record, caller);
  }

  async function lockOne(tx: Db, actor: Actor, id: number, action: WageAction, seen: number | null) {
    const caller = await callerOf(tx, actor);
    const [record] = await repo.findMany(tx, caller.scope, [id], true);
    if (record === undefined) throw ApiError.notFound();
    if (seen === null) throw new ApiError({ http: 428, status: 'error', message: 'version.required' });
    if (seen !== record.order.version) throw conflict();
    if (!canWage(action, record.order.statusId, caller.session.role)) throw refused();
    return { caller, record };
  }

  return {
    statusList(lang: Language) {
      return WAGE_STATUS_IDS.map((id) => ({ id, name: wageStatusName(lang, id) }));
    },

    cardStatusList(lang: Language) {
      return CARD_STATES.map((id) => ({ id, name: cardStateName(lang, id) }));
    },

    async cardTypes(actor: Actor, codes: readonly string[] | undefined): Promise<WageCardType[]> {
      const organizationId = orgOf(actor);
      const contracts = await repo.contractsOf(db, organizationId);
      const open = await repo.openOrderCounts(db, organizationId, OPEN_STATUSES);
      return WAGE_CARD_TYPES.filter((c) => codes === undefined || codes.includes(c.cardCode))
        .map((c) => {
          const mine = contracts.filter((x) => x.contract.cardCode === c.cardCode);
          return {
            cardCode: c.cardCode,
            cardCodeName: c.name,
            gl_code: c.glCode,
            currency: c.currency,
            contracts: mine.length,
            cards: mine.reduce((sum, x) => sum + x.cards, 0),
            open_orders: open.find((o) => o.cardCode === c.cardCode)?.n ?? 0,
          };
        })
        .filter((c) => c.contracts > 0);
    },

    async accounts(
      actor: Actor,
      cardCode: string,
      page: { page: number; pageSize: number },
    ): Promise<Paged<WageAccount>> {
      const rows = await repo.contractsOf(db, orgOf(actor), cardCode);
      const slice = rows.slice((page.page - 1) * page.pageSize, page.page * page.pageSize);
      return {
        list: slice.map((r) => ({
          account: r.account,
          contract_id: r.contract.contractId,
          contract_number: r.contract.contractNumber,
          date_begin: r.contract.dateBegin,
          mfo: r.mfo,
          bxmCode: cardTypeOf(r.contract.cardCode).glCode,
          currency: r.contract.currency,
          bsc: r.contract.bsc,
          isExistContractId: true,
          cards: r.cards,
        })),
        _meta: {
          currentPage: page.page,
          pageCount: Math.max(1, Math.ceil(rows.length / page.pageSize)),
          totalCount: rows.length,
        },
      };
    },

    async contractCards(
      actor: Actor,
      body: { cardCode: string; account: string; contractId: string; status?: CardState | undefined },
    ): Promise<{ cards: WageContractCard[]; header: WageContractHeader }> {
      const organizationId = orgOf(actor);
      const rows = await repo.contractsOf(db, organizationId, body.cardCode);
      const found = rows.find((r) => r.contract.contractId === body.contractId && r.account === body.account);
      if (found === undefined) throw ApiError.notFound();
      const cards = await repo.cardsOfContract(db, found.contract.id, body.status);
      return {
        header: {
          contractId: found.contract.contractId,
          contractNumber: found.contract.contractNumber,
          currencyCode: found.contract.currency,
          dateBegin: found.contract.dateBegin,
          account: found.account,
          bsc: found.contract.bsc,
          cardCode: found.contract.cardCode as WageCardCode,
          cardCodeName: cardTypeOf(found.contract.cardCode).name,
        },
        cards: cards.map((c) => ({
          id: c.card.id,
          contractId: found.contract.contractId,
          conNum: c.card.conNum,
          dateBegin: c.card.dateBegin,
          cardNumber: c.card.panMasked,
          cardAccount: c.account,
          embossedName: c.card.embossedName,
          full_name: c.card.fullName,
          stateCode: c.card.stateCode as CardState,
          stateName: cardStateName(actor.lang, c.card.stateCode),
        })),
      };
    },

    async list(
      actor: Actor,
      filter: { status?: WageStatusId | undefined; cardCode?: string | undefined },
      page: { page: number; pageSize: number },
    ): Promise<Paged<WageOrder>> {
      const caller = await readerOf(actor);
      const { rows, total } = await repo.list(
        db,
        caller.scope,
        { statusId: filter.status, cardCode: filter.cardCode },
        page,
      );
      return {
        list: rows.map((r) => toOrder(r, caller)),
        _meta: {
          currentPage: page.page,
          pageCount: Math.max(1, Math.ceil(total / page.pageSize)),
          totalCount: total,
        },
      };
    },

    async view(actor: Actor, id: number): Promise<WageOrder> {
      return rowOf(db, await readerOf(actor), id);
    },

    async logs(actor: Actor, id: number): Promise<WageOrderLog[]> {
      const caller = await readerOf(actor);
      await rowOf(db, caller, id);
      const rows = await repo.logsOf(db, id);
      return rows.map((r) => ({
        id: r.log.id,
        at: r.log.at.toISOString(),
        action: r.log.action,
        actionName: t(caller.lang, `wage.log.${r.log.action}` as MessageKey),
        status: r.log.statusId as WageStatusId,
        statusName: wageStatusName(caller.lang, r.log.statusId),
        user: r.user,
        comment: r.log.comment === null ? null : t(caller.lang, `wage.bank.${r.log.comment}` as MessageKey),
      }));
    },

    async create(tx: Db, actor: Actor, body: WageOrderCreateBody): Promise<WageOrder> {
      const caller = await callerOf(tx, actor);
      const organizationId = orgOf(caller);
      const existing = await repo.findByReference(tx, organizationId, body.client_reference);
      if (existing !== undefined) return rowOf(tx, caller, existing);
      const { values } = await check(tx, organizationId, body);
      const now = clock.now();
      const id = await repo.insertOrder(tx, {
        ...values,
        organizationId,
        clientReference: body.client_reference,
        statusId: WAGE_STATUS.created,
        createdBy: caller.session.userId,
        createdAt: now,
        updatedAt: now,
      });
      await log(tx, id, 'create', WAGE_STATUS.created, caller.session.userId);
      await audit(tx, caller, 'wage.create', { orderIds: [id], mode: values.mode, pan: values.panMasked });
      return rowOf(tx, caller, id);
    },

    /** An edit voids the signature: back to Created, version + 1. */
    async update(tx: Db, actor: Actor, body: WageOrderUpdateBody, seen: number | null): Promise<WageOrder> {
      const { caller, record } = await lockOne(tx, actor, body.id, 'update', seen);
      const { values } = await check(tx, record.order.organizationId, body);
      const now = clock.now();
      const version = record.order.version + 1;
      const voided = await repo.voidSignatures(tx, body.id, now);
      await repo.updateOrder(tx, body.id, {
        ...values,
        statusId: WAGE_STATUS.created,
        version,
        updatedAt: now,
      });
      await log(tx, body.id, 'update', WAGE_STATUS.created, caller.session.userId);
      await audit(tx, caller, 'wage.update', { orderIds: [body.id], version, voidedSignatures: voided });
      return rowOf(tx, caller, body.id);
    },

    async remove(tx: Db, actor: Actor, id: number, seen: number | null): Promise<null> {
      const { caller } = await lockOne(tx, actor, id, 'delete', seen);
      await repo.deleteOrder(tx, id);
      await audit(tx, caller, 'wage.delete', { orderIds: [id] });
      return null;
    },

    /**
     * EDS or passkey (`prove`, devices/document-signature-service.ts) over the batch message of
     * every chosen order's digest at its current version; all or none.
     */
    async sign(
      tx: Db,
      actor: Actor,
      message: string,
      operationIds: readonly number[],
      prove: SignatureProver,
    ): Promise<WageRows> {
      const caller = await callerOf(tx, actor);
      const ids = [...new Set(operationIds)].sort((a, b) => a - b);
      const entries = parseBatchMessageFor(WAGE_SIGNING_HEADER, message);
      if (entries === null || entries.length !== ids.length || entries.some((e, i) => e.id !== ids[i]))
        throw ApiError.rejected([problem('key_data.data', 'wage.signature.message')]);
      const records = await repo.findMany(tx, caller.scope, ids, true);
      if (records.length !== ids.length) throw ApiError.notFound();
      if (records.some((r) => !canWage('sign', r.order.statusId, caller.session.role))) throw bulkRefused();
      const digests = new Map<number, string>();
      for (const [i, record] of records.entries()) {
        const entry = entries[i];
        const digest = await documentDigest(WAGE_SIGNED_FIELDS, wageSignedContent(toOrder(record, caller)));
        if (entry === undefined || entry.version !== record.order.version || entry.digest !== digest)
          throw conflict();
        digests.set(record.order.id, digest);
      }
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
          keySerial: proof.keySerial,
          version: r.order.version,
          digest: digests.get(r.order.id) ?? '',
          cipher: proof.cipher,
          message,
          signerVersion: proof.signerVersion,
          signedAt: now,
        });
        await repo.updateOrder(tx, r.order.id, { statusId: WAGE_STATUS.signed, updatedAt: now });
        await log(tx, r.order.id, 'sign', WAGE_STATUS.signed, caller.session.userId);
      }
      await audit(tx, caller, 'wage.sign', {
        orderIds: ids,
        keySerial: proof.keySerial,
        signType: proof.signType,
      });
      const rows = await repo.findMany(tx, caller.scope, ids);
      return { rows: rows.map((r) => toOrder(r, caller)) };
    },

    /** Signed → Sent for every chosen order, or none. */
    async send(tx: Db, actor: Actor, requested: readonly number[]): Promise<WageRows> {
      const caller = await callerOf(tx, actor);
      const ids = [...new Set(requested)].sort((a, b) => a - b);
      const records = await repo.findMany(tx, caller.scope, ids, true);
      if (records.length !== ids.length) throw ApiError.notFound();
      if (records.some((r) => !canWage('send', r.order.statusId, caller.session.role))) throw bulkRefused();
      const now = clock.now();
      for (const r of records) {
        await repo.updateOrder(tx, r.order.id, { statusId: WAGE_STATUS.sent, sentAt: now, updatedAt: now });
        await log(tx, r.order.id, 'send', WAGE_STATUS.sent, caller.session.userId);
      }
      await audit(tx, caller, 'wage.send', { orderIds: ids });
      const rows = await repo.findMany(tx, caller.scope, ids);
      return { rows: rows.map((r) => toOrder(r, caller)) };
    },

    /** Pins a Ready order's card to a contract of the chosen card type: the card becomes active. */
    async pin(
      tx: Db,
      actor: Actor,
      body: { id: number; contractId: string; cardCode: string },
    ): Promise<WageOrder> {
      const caller = await callerOf(tx, actor);
      const [record] = await repo.findMany(tx, caller.scope, [body.id], true);
      if (record === undefined) throw ApiError.notFound();
      if (!canWage('pin', record.order.statusId, caller.session.role)) throw refused();
      const contract = await repo.contractByContractId(tx, body.contractId);
      if (contract === undefined || contract.organizationId !== record.order.organizationId)
        throw ApiError.notFound();
      if (contract.cardCode !== body.cardCode)
        throw ApiError.rejected([problem('contractId', 'wage.contract.cardCode')]);
      const card = record.order.cardId === null ? undefined : await repo.cardById(tx, record.order.cardId);
      if (card === undefined) throw refused();
      const now = clock.now();
      await repo.updateCard(tx, card.id, {
        contractId: contract.id,
        stateCode: 'active',
        cardCode: contract.cardCode,
      });
      await repo.updateOrder(tx, body.id, {
        statusId: WAGE_STATUS.pinned,
        contractId: contract.id,
        cardCode: contract.cardCode,
        bsc: contract.bsc,
        updatedAt: now,
      });
      await log(tx, body.id, 'pin', WAGE_STATUS.pinned, caller.session.userId);
      await audit(tx, caller, 'wage.pin', {
        orderIds: [body.id],
        cardId: card.id,
        contractId: contract.contractId,
      });
      return rowOf(tx, caller, body.id);
    },

    async cardList(
      actor: Actor,
      body: CardListBody,
      page: { page: number; pageSize: number },
    ): Promise<Paged<CardListItem>> {
      const day = (iso: string, plus = 0) => {
        // Tashkent midnight (UTC+5) of the day.
        const d = new Date(`${iso}T00:00:00+05:00`);
        return new Date(d.getTime() + plus * 86_400_000);
      };
      if (body.user !== undefined && !isCardListPhone(body.user))
        throw ApiError.rejected([problem('user', 'validation.phone')]);
      if (body.from !== undefined && body.to !== undefined && body.from > body.to)
        throw ApiError.rejected([problem('from', 'validation.dateRange.order')]);
      const { rows, total } = await repo.cardList(
        db,
        {
          from: body.from === undefined ? undefined : day(body.from),
          to: body.to === undefined ? undefined : day(body.to, 1),
          phone: body.user,
          state: body.status,
          organization: body.organization,
        },
        page,
      );
      return {
        list: rows.map((r) => {
          const type = cardTypeOf(r.card.cardCode);
          return {
            id: r.card.id,
            created_at: r.card.createdAt.toISOString(),
            full_name: r.card.fullName,
            phone: r.card.phone,
            organization: r.orgName,
            organization_inn: r.orgInn,
            product: {
              name: type.name,
              currency: type.currency,
              description: `${type.glCode} · ${r.card.conNum}`,
            },
            card: r.card.panMasked,
            status: r.card.stateCode as CardState,
            statusName: cardStateName(actor.lang, r.card.stateCode),
          };
        }),
        _meta: {
          currentPage: page.page,
          pageCount: Math.max(1, Math.ceil(total / page.pageSize)),
          totalCount: total,
        },
      };
    },
  };
}
