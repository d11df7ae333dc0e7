/**
 * Utility and budget payments (contracts/api/munis.ts): the rules the server enforces on every
 * change — the supplier and a settlement it serves, the supplier's declared fields judged by the
 * same munisFieldProblems the form calls, an open soum account of the payment's organisation
 * (another organisation's account or payment answers 404), a positive amount, a purpose — then the
 * life cycle Created → Signed (EDS, digest-bound) → Sent. Money moves only in processing.ts.
 */
import {
  MUNIS_SIGNED_FIELDS,
  MUNIS_SIGNING_HEADER,
  MUNIS_STATUS,
  MUNIS_STATUS_IDS,
  isMunisAmount,
  munisCleanFields,
  munisFieldProblems,
  munisFromTiyin,
  munisSignedContent,
  munisTemplateFields,
  munisToTiyin,
  type MunisAccount,
  type MunisCatalog,
  type MunisCategory,
  type MunisCreateBody,
  type MunisEditBody,
  type MunisFormBody,
  type MunisGroup,
  type MunisGroupSaveBody,
  type MunisPayment,
  type MunisRows,
  type MunisSignBody,
  type MunisStatusId,
  type MunisTemplate,
} from '../../../../contracts/api/munis.ts';
import type { Language, Paged } from '../../../../contracts/envelope.ts';
import { documentDigest, parseBatchMessageFor } from '../../../../contracts/signing/signed-document.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { usableSigningKey, verifyEdsSignature } from '../../core/eds-signature-repository.ts';
import { currentOperatingDay } from '../../core/operating-day.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey, type MessageParams } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { scopeOf } from '../../plugins/scope-repository.ts';
import * as repo from './repository.ts';
import { canMunis, munisFlags, type MunisAction } from './state-machine.ts';

interface Caller extends Actor {
  readonly scope: repo.Scope;
}

interface Checked {
  readonly supplier: repo.SupplierRow;
  readonly settlement: repo.SettlementRow;
  readonly debit: repo.AccountRow;
  readonly amount: bigint;
  readonly purpose: string;
  readonly fields: Record<string, string>;
}

export function statusName(lang: Language, id: number): string {
  return t(lang, `munis.status.${id}` as MessageKey);
}

function problem(attribute: string, key: MessageKey, params?: MessageParams): FieldProblem {
  return params === undefined ? { attribute, key } : { attribute, key, params };
}

const refused = () => ApiError.forbidden(undefined, 'munis.notAllowed');
const conflict = () => new ApiError({ http: 412, status: 'error', message: 'version.changed' });

export function toPayment(record: repo.PaymentRecord, caller: Caller): MunisPayment {
  const x = record.payment;
  const lang = caller.lang;
  return {
    id: x.id,
    version: x.version,
    client_reference: x.clientReference,
    organization_id: x.organizationId,
    organization_name: record.orgName,
    organization_inn: record.orgInn,
    number: x.number,
    date: x.date,
    supplier_id: record.supplier.id,
    supplier_name: record.supplier.name,
    supplier_category: record.supplier.category as MunisCategory,
    supplier_inn: record.supplier.inn,
    supplier_account: record.supplier.account,
    supplier_mfo: record.supplier.mfo,
    settlement_id: record.settlement.id,
    settlement_name: `${record.settlement.region}, ${record.settlement.district}`,
    debit_account: x.debitAccount,
    amount: munisFromTiyin(x.amount),
    purpose: x.purpose,
    fields: x.fields,
    status_id: x.statusId as MunisStatusId,
    statusName: statusName(lang, x.statusId),
    reject_reason: x.rejectReason === null ? null : t(lang, `munis.bank.${x.rejectReason}` as MessageKey),
    signed_by: record.signedBy,
    created_at: x.createdAt.toISOString(),
    updated_at: x.updatedAt.toISOString(),
    executed_at: x.executedAt?.toISOString() ?? null,
    ...munisFlags(x.statusId, caller.session.role),
  };
}

function toTemplate(r: repo.TemplateRecord): MunisTemplate {
  return {
    id: r.template.id,
    supplier_id: r.supplier.id,
    supplier_name: r.supplier.name,
    supplier_category: r.supplier.category as MunisCategory,
    settlement_id: r.settlement.id,
    settlement_name: `${r.settlement.region}, ${r.settlement.district}`,
    debit_account: r.template.debitAccount,
    amount: munisFromTiyin(r.template.amount),
    purpose: r.template.purpose,
    fields: r.template.fields,
    updated_at: r.template.updatedAt.toISOString(),
  };
}

function groupName(lang: Language, g: repo.GroupRow): string {
  return lang === 'ru' ? g.nameRu : lang === 'uz' ? g.nameUz : g.nameEn;
}

export function createMunisService(db: Db, clock: Clock) {
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

  /** 404 when the supplier, settlement or account is unknown or another organisation's; else 422s. */
  async function check(tx: Db, organizationId: number, body: MunisFormBody): Promise<Checked> {
    const supplier = await repo.supplierById(tx, body.supplier_id);
    const settlement = await repo.settlementById(tx, body.settlement_id);
    const debit = await repo.accountByNumber(tx, body.debit_account);
    if (supplier === undefined || settlement === undefined) throw ApiError.notFound();
    if (debit === undefined || debit.organizationId !== organizationId) throw ApiError.notFound();
    const problems: FieldProblem[] = [];
    if (settlement.supplierId !== supplier.id)
      problems.push(problem('settlement_id', 'munis.settlement.other'));
    if (debit.currency !== 'UZS' || debit.state !== 'open')
      problems.push(problem('debit_account', 'munis.account.closed'));
    const amountText = body.amount.trim();
    if (!isMunisAmount(amountText)) problems.push(problem('amount', 'munis.amount.invalid'));
    const purpose = body.purpose.trim();
    if (purpose === '') problems.push(problem('purpose', 'munis.purpose.required'));
    for (const p of munisFieldProblems(supplier.fields, body.fields)) {
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
    return {
      supplier,
      settlement,
      debit,
      amount: munisToTiyin(amountText),
      purpose,
      fields: munisCleanFields(supplier.fields, body.fields),
    };
  }

  async function rowOf(tx: Db, caller: Caller, id: number): Promise<MunisPayment> {
    const [record] = await repo.findMany(tx, caller.scope, [id]);
    if (record === undefined) throw ApiError.notFound();
    return toPayment(record, caller);
  }

  async function lockOne(tx: Db, actor: Actor, id: number, action: MunisAction, seen: number | null) {
    const caller = await callerOf(tx, actor);
    const [record] = await repo.findMany(tx, caller.scope, [id], true);
    if (record === undefined) throw ApiError.notFound();
    if (seen === null) throw new ApiError({ http: 428, status: 'error', message: 'version.required' });
    if (seen !== record.payment.version) throw conflict();
    if (!canMunis(action, record.payment.statusId, caller.session.role)) throw refused();
    return { caller, record };
  }

  async function catalog(tx: Db, lang: Language): Promise<MunisCatalog> {
    const [groups, suppliers, settlements] = await Promise.all([
      repo.groups(tx),
      repo.suppliers(tx),
      repo.settlements(tx),
    ]);
    return {
      groups: groups.map((g) => ({
        id: g.id,
        name: groupName(lang, g),
        name_ru: g.nameRu,
        name_en: g.nameEn,
        name_uz: g.nameUz,
        sort: g.sort,
        supplier_ids: suppliers.filter((s) => s.groupId === g.id).map((s) => s.id),
      })),
      suppliers: suppliers.map((s) => ({
        id: s.id,
        group_id: s.groupId,
        category: s.category as MunisCategory,
        name: s.name,
        inn: s.inn,
        account: s.account,
        mfo: s.mfo,
        fields: s.fields,
        settlements: settlements
          .filter((x) => x.supplierId === s.id)
          .map((x) => ({ id: x.id, supplier_id: x.supplierId, region: x.region, district: x.district })),
      })),
    };
  }

  return {
    catalog: (lang: Language) => catalog(db, lang),

    statusList(lang: Language) {
      return MUNIS_STATUS_IDS.map((id) => ({ id, name: statusName(lang, id) }));
    },

    async list(
      actor: Actor,
      filter: { status_id?: MunisStatusId | undefined; supplier_id?: number | undefined },
      page: { page: number; pageSize: number },
    ): Promise<Paged<MunisPayment>> {
      const caller = await readerOf(actor);
      const { rows, total } = await repo.list(
        db,
        caller.scope,
        { statusId: filter.status_id, supplierId: filter.supplier_id },
        page,
      );
      return {
        list: rows.map((r) => toPayment(r, caller)),
        _meta: {
          currentPage: page.page,
          pageCount: Math.max(1, Math.ceil(total / page.pageSize)),
          totalCount: total,
        },
      };
    },

    async view(actor: Actor, id: number): Promise<MunisPayment> {
      return rowOf(db, await readerOf(actor), id);
    },

    async accounts(actor: Actor): Promise<MunisAccount[]> {
      const rows = await repo.soumAccounts(db, orgOf(actor));
      return rows.map((a) => ({
        number: a.number,
        name: a.name,
        available: munisFromTiyin(a.balance - a.reserved),
      }));
    },

    async create(tx: Db, actor: Actor, body: MunisCreateBody): Promise<MunisPayment> {
      const caller = await callerOf(tx, actor);
      const organizationId = orgOf(caller);
      const existing = await repo.findByReference(tx, organizationId, body.client_reference);
      if (existing !== undefined) return rowOf(tx, caller, existing);
      const checked = await check(tx, organizationId, body);
      const now = clock.now();
      const id = await repo.insertPayment(tx, {
        organizationId,
        clientReference: body.client_reference,
        number: await repo.nextNumber(tx, organizationId),
        date: await currentOperatingDay(tx, now),
        supplierId: checked.supplier.id,
        settlementId: checked.settlement.id,
        debitAccountId: checked.debit.id,
        debitAccount: checked.debit.number,
        amount: checked.amount,
        purpose: checked.purpose,
        fields: checked.fields,
        statusId: MUNIS_STATUS.created,
        createdBy: caller.session.userId,
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, caller, 'munis.create', { paymentIds: [id], supplierId: checked.supplier.id });
      return rowOf(tx, caller, id);
    },

    /** An edit voids the signature: back to Created, version + 1. */
    async edit(tx: Db, actor: Actor, body: MunisEditBody, seen: number | null): Promise<MunisPayment> {
      const { caller, record } = await lockOne(tx, actor, body.id, 'edit', seen);
      const checked = await check(tx, record.payment.organizationId, body);
      const now = clock.now();
      const version = record.payment.version + 1;
      const voided = await repo.voidSignatures(tx, body.id, now);
      await repo.updatePayment(tx, body.id, {
        supplierId: checked.supplier.id,
        settlementId: checked.settlement.id,
        debitAccountId: checked.debit.id,
        debitAccount: checked.debit.number,
        amount: checked.amount,
        purpose: checked.purpose,
        fields: checked.fields,
        statusId: MUNIS_STATUS.created,
        version,
        updatedAt: now,
      });
      await audit(tx, caller, 'munis.edit', { paymentIds: [body.id], version, voidedSignatures: voided });
      return rowOf(tx, caller, body.id);
    },

    async remove(tx: Db, actor: Actor, id: number, seen: number | null): Promise<null> {
      const { caller } = await lockOne(tx, actor, id, 'delete', seen);
      await repo.deletePayment(tx, id);
      await audit(tx, caller, 'munis.delete', { paymentIds: [id] });
      return null;
    },

    /** EDS over the batch message of MUNIS_SIGNING_HEADER: every payment's digest at its version. */
    async sign(tx: Db, actor: Actor, body: MunisSignBody): Promise<MunisRows> {
      const caller = await callerOf(tx, actor);
      const entries = parseBatchMessageFor(MUNIS_SIGNING_HEADER, body.key_data.data);
      const ids = [...new Set(body.key_data.ids)].sort((a, b) => a - b);
      if (entries === null || entries.length !== ids.length || entries.some((e, i) => e.id !== ids[i]))
        throw ApiError.rejected([problem('key_data.data', 'munis.signature.message')]);
      const records = await repo.findMany(tx, caller.scope, ids, true);
      if (records.length !== ids.length) throw ApiError.notFound();
      const digests = new Map<number, string>();
      for (const [i, record] of records.entries()) {
        const entry = entries[i];
        const digest = await documentDigest(
          MUNIS_SIGNED_FIELDS,
          munisSignedContent(toPayment(record, caller)),
        );
        if (entry === undefined || entry.version !== record.payment.version || entry.digest !== digest)
          throw conflict();
        digests.set(record.payment.id, digest);
      }
      if (records.some((r) => !canMunis('sign', r.payment.statusId, caller.session.role))) throw refused();
      const now = clock.now();
      const key = await usableSigningKey(tx, caller.session.userId, now);
      if (key === null) throw ApiError.rejected([problem('sign_cipher', 'munis.signature.noKey')]);
      if (!verifyEdsSignature(body.key_data.data, body.sign_cipher, key.publicKey))
        throw ApiError.rejected([problem('sign_cipher', 'munis.signature.invalid')]);
      for (const r of records) {
        await repo.addSignature(tx, {
          paymentId: r.payment.id,
          userId: caller.session.userId,
          role: caller.session.role,
          keySerial: key.serialNumber,
          version: r.payment.version,
          digest: digests.get(r.payment.id) ?? '',
          cipher: body.sign_cipher,
          message: body.key_data.data,
          signerVersion: body.key_data.version,
          signedAt: now,
        });
        await repo.updatePayment(tx, r.payment.id, { statusId: MUNIS_STATUS.signed, updatedAt: now });
      }
      await audit(tx, caller, 'munis.sign', { paymentIds: ids, keySerial: key.serialNumber });
      const rows = await repo.findMany(tx, caller.scope, ids);
      return { rows: rows.map((r) => toPayment(r, caller)) };
    },

    async send(tx: Db, actor: Actor, id: number, seen: number | null): Promise<MunisPayment> {
      const { caller } = await lockOne(tx, actor, id, 'send', seen);
      const now = clock.now();
      await repo.updatePayment(tx, id, { statusId: MUNIS_STATUS.sent, sentAt: now, updatedAt: now });
      await audit(tx, caller, 'munis.send', { paymentIds: [id] });
      return rowOf(tx, caller, id);
    },

    async templates(actor: Actor): Promise<MunisTemplate[]> {
      const organizationId = actor.session.organizationId;
      if (organizationId === null) return [];
      return (await repo.templates(db, organizationId)).map(toTemplate);
    },

    async template(actor: Actor, supplierId: number, settlementId: number): Promise<MunisTemplate | null> {
      const organizationId = actor.session.organizationId;
      if (organizationId === null) return null;
      const found = await repo.templateFor(db, organizationId, supplierId, settlementId);
      return found === undefined ? null : toTemplate(found);
    },

    /** The payment's fields, less the monthly ones, kept as the template for its supplier and settlement. */
    async saveTemplate(tx: Db, actor: Actor, paymentId: number): Promise<MunisTemplate> {
      const caller = await callerOf(tx, actor);
      const organizationId = orgOf(caller);
      const [record] = await repo.findMany(tx, [organizationId], [paymentId]);
      if (record === undefined) throw ApiError.notFound();
      await repo.upsertTemplate(tx, {
        organizationId,
        supplierId: record.supplier.id,
        settlementId: record.settlement.id,
        debitAccount: record.payment.debitAccount,
        amount: record.payment.amount,
        purpose: record.payment.purpose,
        fields: munisTemplateFields(record.supplier.fields, record.payment.fields),
        createdBy: caller.session.userId,
        updatedAt: clock.now(),
      });
      await audit(tx, caller, 'munis.template-save', { paymentIds: [paymentId] });
      const saved = await repo.templateFor(tx, organizationId, record.supplier.id, record.settlement.id);
      if (saved === undefined) throw new Error('munis template not saved');
      return toTemplate(saved);
    },

    async deleteTemplate(tx: Db, actor: Actor, id: number): Promise<null> {
      const caller = await callerOf(tx, actor);
      if (!(await repo.deleteTemplate(tx, orgOf(caller), id))) throw ApiError.notFound();
      await audit(tx, caller, 'munis.template-delete', { templateId: id });
      return null;
    },

    groupList: (lang: Language) => catalog(db, lang),

    async saveGroup(tx: Db, actor: Actor, body: MunisGroupSaveBody): Promise<MunisGroup> {
      const names = { nameRu: body.name_ru.trim(), nameEn: body.name_en.trim(), nameUz: body.name_uz.trim() };
      const problems: FieldProblem[] = [];
      for (const [attribute, value] of [
        ['name_ru', names.nameRu],
        ['name_en', names.nameEn],
        ['name_uz', names.nameUz],
      ] as const)
        if (value === '') problems.push(problem(attribute, 'munis.group.name'));
      if (problems.length > 0) throw ApiError.rejected(problems);
      if (body.id !== undefined && (await repo.groupById(tx, body.id)) === undefined)
        throw ApiError.notFound();
      const supplierIds = [...new Set(body.supplier_ids)];
      if ((await repo.countSuppliers(tx, supplierIds)) !== supplierIds.length) throw ApiError.notFound();
      const id = await repo.saveGroup(
        tx,
        body.id,
        { ...names, sort: body.sort, updatedAt: clock.now() },
        supplierIds,
      );
      await audit(tx, actor, 'munis.group-save', { groupId: id, supplierIds });
      const saved = (await catalog(tx, actor.lang)).groups.find((g) => g.id === id);
      if (saved === undefined) throw new Error('munis group not saved');
      return saved;
    },
  };
}
