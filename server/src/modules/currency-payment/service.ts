/**
 * Currency payments (contracts/api/currency-payment.ts): reads, and the changes each in the caller's
 * transaction — save (create, or edit that voids the signatures and bumps the version), EDS sign
 * bound to the payment's digest (contracts/signing/signed-document.ts, header CORPBANK-FX-PAYMENTS-V1),
 * send (value date by the 16:00 cut-off) and delete. Another organisation's payment is 404; the
 * bank's currency head (cur_head_bank) and super_user read every organisation's, never change any.
 */
import {
  FX_SIGNED_FIELDS,
  FX_SIGNING_HEADER,
  FX_STATUS,
  FX_STATUS_IDS,
  NUMERIC_COUNTRY,
  currencyPaymentProblems,
  normalAccount,
  type FxAccount,
  type FxActionResult,
  type FxContract,
  type FxGpi,
  type FxPaymentFilter,
  type FxPaymentRow,
  type FxPaymentSaveBody,
  type FxPaymentView,
  type FxSignedField,
  type FxStatusId,
  type FxStatusItem,
  type FxTrackerState,
} from '../../../../contracts/api/currency-payment.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import type { Language } from '../../../../contracts/envelope.ts';
import {
  currencyExponent,
  currencyLetterCode,
  fromCurrencyMinor,
  toCurrencyMinor,
} from '../../../../contracts/currency-codes.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import {
  documentDigest,
  parseBatchMessageFor,
  type SignedContentOf,
} from '../../../../contracts/signing/signed-document.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { currencyValueDate } from '../../core/operating-day.ts';
import type { Db } from '../../db/client.ts';
import type { SignatureProver } from '../devices/document-signature-service.ts';
import { t, type MessageKey, type MessageParams } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { scopeOf, type Scope } from '../../plugins/scope-repository.ts';
import { mt103 } from '../accounts/swift-service.ts';
import * as repo from './repository.ts';
import {
  can,
  fourEyesRefuses,
  requiredSignatures,
  rowFlags,
  signerLetter,
  statusAfterSign,
  type FxAction,
  type FxFacts,
} from './state-machine.ts';

/** Bank roles that read every organisation's currency payments. */
const BANK_VIEWERS = ['super_user', 'cur_head_bank'] as const;

interface Caller extends Actor {
  readonly scope: Scope;
}

function statusName(lang: Language, id: number): string {
  return t(lang, `fx.status.${id}` as MessageKey);
}

function facts(r: repo.FxRecord): FxFacts {
  const p = r.payment;
  return {
    statusId: p.statusId as FxStatusId,
    orgMustSignB: r.orgMustSignB,
    dualControl: r.orgDualControl,
    preparedBy: p.editedBy === null ? [p.createdBy] : [p.createdBy, p.editedBy],
    hasGpi: p.uetr !== null,
    hasMt103: p.foreignTransferId !== null,
  };
}

function callerFacts(caller: Caller, r: repo.FxRecord) {
  const bankViewer = roleAllowed(caller.session.role, BANK_VIEWERS);
  return {
    role: caller.session.role,
    actsForOrg: !bankViewer && caller.scope !== null && caller.scope.includes(r.payment.organizationId),
    userId: caller.session.userId,
  };
}

type FxContent = { readonly [K in Exclude<FxSignedField, 'id' | 'version' | 'contract_idn'>]: string } & {
  readonly id: number;
  readonly version: number;
  readonly contract_idn: string | null;
};

export function signedContent(p: repo.FxPaymentRecordRow): FxContent & SignedContentOf<FxSignedField> {
  return {
    id: p.id,
    version: p.version,
    number: p.number,
    date: p.date,
    account: p.account,
    currency: p.currency,
    amount: fromCurrencyMinor(p.amount, p.currency),
    contract_idn: p.contractIdn,
    contract_number: p.contractNumber,
    contract_date: p.contractDate,
    operation_code: p.operationCode,
    partner_country: p.partnerCountry,
    beneficiary_name: p.beneficiaryName,
    beneficiary_address: p.beneficiaryAddress,
    beneficiary_account: p.beneficiaryAccount,
    beneficiary_bank_bic: p.beneficiaryBankBic,
    beneficiary_bank_name: p.beneficiaryBankName,
    correspondent_bank_bic: p.correspondentBankBic,
    correspondent_bank_name: p.correspondentBankName,
    charges: p.charges,
    purpose: p.purpose,
  };
}

function charges(value: string): 'OUR' | 'SHA' | 'BEN' {
  return value === 'OUR' ? 'OUR' : value === 'BEN' ? 'BEN' : 'SHA';
}

function toRow(r: repo.FxRecord, caller: Caller): FxPaymentRow {
  const p = r.payment;
  const content = signedContent(p);
  return {
    ...content,
    contract_idn: p.contractIdn,
    charges: charges(p.charges),
    client_reference: p.clientReference,
    organization_id: p.organizationId,
    organization_name: r.orgName,
    status_id: p.statusId,
    statusName: statusName(caller.lang, p.statusId),
    mfo: p.mfo,
    value_date: p.valueDate,
    uetr: p.uetr,
    reference: p.reference,
    error_bank: p.errorBank === null ? null : t(caller.lang, `fx.bank.${p.errorBank}` as MessageKey),
    required_signatures: requiredSignatures(facts(r)),
    signed_letters: r.signedLetters,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    sent_at: p.sentAt === null ? null : p.sentAt.toISOString(),
    ...rowFlags(facts(r), callerFacts(caller, r)),
  };
}

function problem(attribute: string, key: MessageKey, params?: MessageParams): FieldProblem {
  return params === undefined ? { attribute, key } : { attribute, key, params };
}

function conflict(rows: readonly FxPaymentRow[]): ApiError {
  return new ApiError({ http: 412, status: 'error', message: 'version.changed', data: { rows } });
}

function refused(ids: readonly number[]): ApiError {
  return ApiError.forbidden({ ids }, 'fx.notAllowed');
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const x = [...new Set(a)].sort((m, n) => m - n);
  const y = [...new Set(b)].sort((m, n) => m - n);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

function trackerState(statusId: number): FxTrackerState {
  if (statusId === FX_STATUS.credited) return 'completed';
  if (statusId === FX_STATUS.rejected) return 'rejected';
  if (statusId === FX_STATUS.onHold) return 'on_hold';
  return 'in_process';
}

export function createCurrencyPaymentService(db: Db, clock: Clock) {
  async function scopeFor(tx: Db, actor: Actor): Promise<Scope> {
    if (roleAllowed(actor.session.role, BANK_VIEWERS)) return null;
    return scopeOf(tx, actor.session);
  }
  async function callerOf(tx: Db, actor: Actor): Promise<Caller> {
    return { ...actor, scope: await scopeFor(tx, actor) };
  }
  async function readerOf(actor: Actor): Promise<Caller> {
    if (roleAllowed(actor.session.role, BANK_VIEWERS)) return { ...actor, scope: null };
    return { ...actor, scope: await actor.readScope() };
  }
  async function audit(
    tx: Db,
    caller: Caller,
    action: AuditAction,
    paymentIds: readonly number[],
    extra = {},
  ) {
    await auditActor(tx, clock.now(), caller, action, { paymentIds, ...extra });
  }
  async function log(
    tx: Db,
    caller: Caller,
    payment: { id: number; statusId: number; version: number },
    action: string,
    comment: string | null = null,
  ) {
    await repo.addLog(tx, {
      paymentId: payment.id,
      userId: caller.session.userId,
      action,
      statusId: payment.statusId,
      version: payment.version,
      comment,
      at: clock.now(),
    });
  }
  async function rowsOf(tx: Db, caller: Caller, ids: readonly number[]): Promise<FxPaymentRow[]> {
    return (await repo.findMany(tx, caller.scope, ids)).map((r) => toRow(r, caller));
  }
  /** By the 16:00 cut-off, weekends and the bank's holidays skipped (core/operating-day.ts). */
  const valueDateAt = currencyValueDate;

  /** Loads the payments locked: 404 when any is missing, 412 on stale versions, 403 when not allowed. */
  async function lockFor(
    tx: Db,
    caller: Caller,
    ids: readonly number[],
    action: FxAction,
    versions?: readonly (number | null)[],
  ): Promise<repo.FxRecord[]> {
    const unique = [...new Set(ids)];
    const records = await repo.findMany(tx, caller.scope, unique, true);
    if (records.length !== unique.length) throw ApiError.notFound();
    if (versions !== undefined) {
      if (versions.length !== ids.length) throw ApiError.rejected([problem('versions', 'field.invalid')]);
      if (versions.includes(null))
        throw new ApiError({ http: 428, status: 'error', message: 'version.required' });
      const seen = new Map(ids.map((id, i) => [id, versions[i]]));
      if (records.some((r) => seen.get(r.payment.id) !== r.payment.version))
        throw conflict(records.map((r) => toRow(r, caller)));
    }
    const notAllowed = records.filter((r) => !can(action, facts(r), callerFacts(caller, r)));
    if (notAllowed.length > 0) throw refused(notAllowed.map((r) => r.payment.id));
    return records;
  }

  /** The checked, normalised content of a save (422 per field with nothing stored). */
  async function contentOf(tx: Db, organizationId: number, body: FxPaymentSaveBody) {
    const account = await repo.accountOf(tx, organizationId, body.account);
    const problems: FieldProblem[] = [];
    if (
      account === undefined ||
      account.currency === 'UZS' ||
      account.kind !== 'current' ||
      account.state !== 'open'
    ) {
      problems.push(problem('account', 'fx.rule.account'));
    }
    const currency = account?.currency ?? 'USD';
    for (const p of currencyPaymentProblems(body, currency)) {
      problems.push(
        p.key === 'amountPlaces'
          ? problem(p.attribute, 'fx.rule.amountPlaces', { currency, places: currencyExponent(currency) })
          : problem(p.attribute, `fx.rule.${p.key}` as MessageKey),
      );
    }
    if (
      body.operation_code !== '' &&
      !problems.some((p) => p.attribute === 'operation_code') &&
      !(await repo.operationCodeActive(tx, body.operation_code))
    ) {
      problems.push(problem('operation_code', 'fx.rule.operationCode'));
    }
    const idn = body.contract_idn ?? null;
    if (idn !== null && idn !== '') {
      const contract = await repo.contractOf(tx, organizationId, idn);
      if (
        contract === undefined ||
        contract.docNo !== body.contract_number.trim() ||
        contract.docDate !== body.contract_date
      )
        problems.push(problem('contract_idn', 'fx.rule.contract'));
    }
    if (problems.length > 0 || account === undefined) throw ApiError.rejected(problems);
    const amount = toCurrencyMinor(body.amount, currency);
    if (amount === null) throw ApiError.rejected([problem('amount', 'fx.rule.amount')]);
    return {
      number: body.number.trim(),
      date: body.date,
      accountId: account.id,
      account: account.number,
      mfo: account.mfo,
      currency,
      amount,
      contractIdn: idn === '' ? null : idn,
      contractNumber: body.contract_number.trim(),
      contractDate: body.contract_date,
      operationCode: body.operation_code,
      partnerCountry: body.partner_country,
      beneficiaryName: body.beneficiary_name.trim(),
      beneficiaryAddress: body.beneficiary_address.trim(),
      beneficiaryAccount: normalAccount(body.beneficiary_account),
      beneficiaryBankBic: body.beneficiary_bank_bic.trim(),
      beneficiaryBankName: body.beneficiary_bank_name.trim(),
      correspondentBankBic: (body.correspondent_bank_bic ?? '').trim(),
      correspondentBankName: (body.correspondent_bank_name ?? '').trim(),
      charges: body.charges,
      purpose: body.purpose.trim(),
    };
  }

  return {
    async list(
      actor: Actor,
      filter: FxPaymentFilter,
      query: { page: number; pageSize: number; sort?: string },
    ): Promise<Paged<FxPaymentRow>> {
      const caller = await readerOf(actor);
      const sortName = query.sort?.replace(/^-/, '');
      const sorts = ['id', 'date', 'amount', 'status_id', 'value_date'] as const;
      const sort = sorts.find((s) => s === sortName);
      if (query.sort !== undefined && sort === undefined)
        throw ApiError.rejected([problem('sort', 'field.invalid')]);
      const { rows, total } = await repo.list(db, caller.scope, filter, {
        page: query.page,
        pageSize: query.pageSize,
        ...(sort === undefined ? {} : { sort, desc: query.sort?.startsWith('-') ?? false }),
      });
      return {
        list: rows.map((r) => toRow(r, caller)),
        _meta: {
          currentPage: query.page,
          pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
          totalCount: total,
        },
      };
    },

    statusList(lang: Language): FxStatusItem[] {
      return FX_STATUS_IDS.map((id) => ({ id, name: statusName(lang, id) }));
    },

    async accounts(actor: Actor): Promise<FxAccount[]> {
      const own = actor.session.organizationId;
      if (own === null) return [];
      const rows = await repo.foreignAccounts(db, [own]);
      return rows.map(({ account, bankName }) => ({
        account: account.number,
        mfo: account.mfo,
        currency: account.currency,
        name: account.name,
        bank_name: bankName ?? '',
        balance: fromCurrencyMinor(account.balance - account.reserved, account.currency),
      }));
    },

    async contracts(actor: Actor): Promise<FxContract[]> {
      const own = actor.session.organizationId;
      if (own === null) return [];
      const rows = await repo.contractsOf(db, [own]);
      return rows.map((c) => ({
        idn: c.idn,
        doc_no: c.docNo,
        doc_date: c.docDate,
        currency: currencyLetterCode(c.currCode),
        partner_name: c.partnerName,
        partner_country: NUMERIC_COUNTRY[c.country.padStart(3, '0')] ?? null,
      }));
    },

    async view(actor: Actor, id: number): Promise<FxPaymentView> {
      const caller = await readerOf(actor);
      const [record] = await repo.findMany(db, caller.scope, [id]);
      if (record === undefined) throw ApiError.notFound();
      const logs = await repo.logsOf(db, id);
      return {
        ...toRow(record, caller),
        logs: logs.map((l) => ({
          action: l.action,
          actionName: t(caller.lang, `fx.action.${l.action}` as MessageKey),
          user: l.user,
          statusName: statusName(caller.lang, l.statusId),
          comment:
            l.comment !== null && l.action === 'rejected'
              ? t(caller.lang, `fx.bank.${l.comment}` as MessageKey)
              : l.comment,
          at: l.at.toISOString(),
        })),
        value_date_if_sent_now: await valueDateAt(db, clock.now()),
      };
    },

    async gpi(actor: Actor, id: number, reference: string): Promise<FxGpi> {
      const caller = await readerOf(actor);
      const [record] = await repo.findMany(db, caller.scope, [id]);
      const p = record?.payment;
      if (p === undefined || p.uetr === null || (p.uetr !== reference && p.reference !== reference))
        throw ApiError.notFound('fx.gpi.notFound');
      const steps = await repo.gpiSteps(db, id);
      const credited = steps.find((s) => s.kind === 'credited');
      return {
        id: p.id,
        uetr: p.uetr,
        reference: p.reference ?? '',
        state: trackerState(p.statusId),
        currency: p.currency,
        amount: fromCurrencyMinor(p.amount, p.currency),
        credited_amount: credited === undefined ? null : fromCurrencyMinor(credited.amount, p.currency),
        beneficiary_name: p.beneficiaryName,
        value_date: p.valueDate,
        steps: steps.map((s) => ({
          kind:
            s.kind === 'correspondent' ||
            s.kind === 'credited' ||
            s.kind === 'rejected' ||
            s.kind === 'on_hold'
              ? s.kind
              : 'sent',
          status: s.status,
          reason: s.reason,
          from_bic: s.fromBic,
          to_bic: s.toBic,
          at: s.at.toISOString(),
          amount: fromCurrencyMinor(s.amount, s.currency),
          fee: s.fee === null ? null : fromCurrencyMinor(s.fee, s.currency),
          currency: s.currency,
        })),
      };
    },

    /** The MT103 the bank sent for an executed payment, as a text file. */
    async mt103File(actor: Actor, id: number) {
      const caller = await readerOf(actor);
      const [record] = await repo.findMany(db, caller.scope, [id]);
      const p = record?.payment;
      if (p === undefined || p.foreignTransferId === null) throw ApiError.notFound();
      const transfer = await repo.foreignTransfer(db, p.foreignTransferId);
      if (transfer === undefined) throw ApiError.notFound();
      const amount = fromCurrencyMinor(transfer.amount, transfer.currency);
      const text = mt103(
        {
          id: transfer.id,
          reference: transfer.reference,
          value_date: transfer.valueDate,
          currency: transfer.currency,
          amount_32a: amount,
          ordering_account: transfer.orderingAccount,
          ordering_name: transfer.orderingName,
          ordering_address: transfer.orderingAddress,
          beneficiary_account: transfer.beneficiaryAccount,
          beneficiary_name: transfer.beneficiaryName,
          beneficiary_address: transfer.beneficiaryAddress,
          receiver_bic: transfer.receiverBic,
          remittance: transfer.remittance,
          charges: charges(transfer.charges),
        },
        {
          amount,
          beneficiaryBankBic: p.beneficiaryBankBic,
          ...(p.correspondentBankBic === '' ? {} : { intermediaryBic: p.correspondentBankBic }),
        },
      );
      return {
        body: Buffer.from(text, 'ascii'),
        contentType: 'text/plain; charset=us-ascii',
        filename: `MT103_${transfer.reference}.txt`,
      };
    },

    async save(
      tx: Db,
      actor: Actor,
      body: FxPaymentSaveBody,
      seenVersion: number | null,
    ): Promise<FxPaymentRow> {
      const caller = await callerOf(tx, actor);
      const now = clock.now();
      if (body.id === undefined) {
        const orgId = caller.session.organizationId;
        if (orgId === null || roleAllowed(caller.session.role, ['head']))
          throw ApiError.forbidden(undefined, 'fx.notAllowed');
        const existing = await repo.findByClientReference(tx, orgId, body.client_reference);
        if (existing !== undefined) {
          const [row] = await rowsOf(tx, caller, [existing]);
          if (row !== undefined) return row;
        }
        const content = await contentOf(tx, orgId, body);
        const id = await repo.insertPayment(tx, {
          ...content,
          organizationId: orgId,
          clientReference: body.client_reference,
          createdBy: caller.session.userId,
          createdAt: now,
          updatedAt: now,
        });
        await log(tx, caller, { id, statusId: FX_STATUS.created, version: 1 }, 'create');
        await audit(tx, caller, 'currency-payment.create', [id]);
        const [row] = await rowsOf(tx, caller, [id]);
        if (row === undefined) throw ApiError.notFound();
        return row;
      }
      const [record] = await lockFor(tx, caller, [body.id], 'edit', [seenVersion]);
      if (record === undefined) throw ApiError.notFound();
      const content = await contentOf(tx, record.payment.organizationId, body);
      const version = record.payment.version + 1;
      await repo.voidSignatures(tx, record.payment.id, now);
      await repo.updatePayment(tx, record.payment.id, {
        ...content,
        statusId: FX_STATUS.created,
        version,
        editedBy: caller.session.userId,
        updatedAt: now,
      });
      await log(tx, caller, { id: record.payment.id, statusId: FX_STATUS.created, version }, 'edit');
      await audit(tx, caller, 'currency-payment.edit', [record.payment.id], { version });
      const [row] = await rowsOf(tx, caller, [record.payment.id]);
      if (row === undefined) throw ApiError.notFound();
      return row;
    },

    /**
     * A row of a currency import file (modules/fx-import; issue 21): judged by the save's very
     * checks (contentOf: the account, currencyPaymentProblems, the contract) and, when valid, a
     * payment in Created made by the file's owner, logged as imported. The import module audits.
     */
    async createImported(
      tx: Db,
      owner: { organizationId: number; userId: number },
      body: FxPaymentSaveBody,
    ): Promise<
      | { ok: true; id: number; amount: bigint; currency: string }
      | { ok: false; problems: readonly FieldProblem[] }
    > {
      let content: Awaited<ReturnType<typeof contentOf>>;
      try {
        content = await contentOf(tx, owner.organizationId, body);
      } catch (error) {
        if (error instanceof ApiError && error.http === 422) return { ok: false, problems: error.problems };
        throw error;
      }
      const now = clock.now();
      const id = await repo.insertPayment(tx, {
        ...content,
        organizationId: owner.organizationId,
        clientReference: body.client_reference,
        createdBy: owner.userId,
        createdAt: now,
        updatedAt: now,
      });
      await repo.addLog(tx, {
        paymentId: id,
        userId: owner.userId,
        action: 'import',
        statusId: FX_STATUS.created,
        version: 1,
        comment: null,
        at: now,
      });
      return { ok: true, id, amount: content.amount, currency: content.currency };
    },

    /** Which of these imported payments are signed or further on (an import file's delete gate). */
    async signedOfImported(tx: Db, ids: readonly number[]): Promise<ReadonlySet<number>> {
      const rows = await repo.statusesOf(tx, ids);
      return new Set(rows.filter((r) => r.statusId !== FX_STATUS.created).map((r) => r.id));
    },

    /** Deletes an import file's payments while all are unsigned (Created): their ids, or null. */
    async removeImported(tx: Db, organizationId: number, ids: readonly number[]): Promise<number[] | null> {
      const rows = await repo.findMany(tx, [organizationId], ids, true);
      if (rows.some((r) => r.payment.statusId !== FX_STATUS.created)) return null;
      const found = rows.map((r) => r.payment.id);
      if (found.length > 0) await repo.deletePayments(tx, found);
      return found;
    },

    /**
     * EDS or passkey (`prove`, devices/document-signature-service.ts) over the batch message of
     * FX_SIGNING_HEADER: every payment's digest at its current version.
     */
    async sign(
      tx: Db,
      actor: Actor,
      message: string,
      ids: readonly number[],
      prove: SignatureProver,
    ): Promise<FxActionResult> {
      const caller = await callerOf(tx, actor);
      const entries = parseBatchMessageFor(FX_SIGNING_HEADER, message);
      if (
        entries === null ||
        !sameSet(
          entries.map((e) => e.id),
          ids,
        )
      )
        throw ApiError.rejected([problem('key_data.data', 'fx.signature.message')]);
      const records = await repo.findMany(
        tx,
        caller.scope,
        entries.map((e) => e.id),
        true,
      );
      if (records.length !== entries.length) throw ApiError.notFound();
      const byId = new Map(entries.map((e) => [e.id, e]));
      const digests = new Map<number, string>();
      for (const r of records) {
        const entry = byId.get(r.payment.id);
        const digest = await documentDigest(FX_SIGNED_FIELDS, signedContent(r.payment));
        if (entry === undefined || entry.version !== r.payment.version || entry.digest !== digest)
          throw conflict(records.map((x) => toRow(x, caller)));
        digests.set(r.payment.id, digest);
      }
      const now = clock.now();
      const proof = await prove(
        tx,
        caller.session.userId,
        message,
        records.map((r) => r.payment.organizationId),
      );
      const own = records.filter((r) => fourEyesRefuses(facts(r), callerFacts(caller, r)));
      if (own.length > 0) throw ApiError.forbidden({ ids: own.map((r) => r.payment.id) }, 'fx.fourEyes');
      const letter = signerLetter(caller.session.role);
      const notAllowed = records.filter((r) => !can('sign', facts(r), callerFacts(caller, r)));
      if (letter === null || notAllowed.length > 0) throw refused(notAllowed.map((r) => r.payment.id));
      for (const r of records) {
        const next = statusAfterSign(facts(r), letter);
        if (next === null) throw refused([r.payment.id]);
        await repo.addSignature(tx, {
          paymentId: r.payment.id,
          userId: caller.session.userId,
          role: caller.session.role,
          letter,
          keySerial: proof.keySerial,
          version: r.payment.version,
          digest: digests.get(r.payment.id) ?? '',
          cipher: proof.cipher,
          message,
          signerVersion: proof.signerVersion,
          signedAt: now,
        });
        await repo.updatePayment(tx, r.payment.id, { statusId: next, updatedAt: now });
        await log(tx, caller, { ...r.payment, statusId: next }, 'sign', letter);
      }
      await audit(tx, caller, 'currency-payment.sign', ids, {
        letter,
        keySerial: proof.keySerial,
        signType: proof.signType,
      });
      return { rows: await rowsOf(tx, caller, ids) };
    },

    async send(
      tx: Db,
      actor: Actor,
      ids: readonly number[],
      versions: readonly (number | null)[] | undefined,
    ): Promise<FxActionResult> {
      const caller = await callerOf(tx, actor);
      const records = await lockFor(tx, caller, ids, 'send', versions);
      const now = clock.now();
      const valueDate = await valueDateAt(tx, now);
      for (const r of records) {
        await repo.updatePayment(tx, r.payment.id, {
          statusId: FX_STATUS.sent,
          valueDate,
          sentAt: now,
          updatedAt: now,
        });
        await log(tx, caller, { ...r.payment, statusId: FX_STATUS.sent }, 'send', valueDate);
      }
      await audit(tx, caller, 'currency-payment.send', ids, { valueDate });
      return { rows: await rowsOf(tx, caller, ids) };
    },

    async remove(
      tx: Db,
      actor: Actor,
      ids: readonly number[],
      versions: readonly (number | null)[] | undefined,
    ): Promise<{ ids: number[] }> {
      const caller = await callerOf(tx, actor);
      const records = await lockFor(tx, caller, ids, 'delete', versions);
      await repo.deletePayments(
        tx,
        records.map((r) => r.payment.id),
      );
      await audit(tx, caller, 'currency-payment.delete', ids);
      return { ids: records.map((r) => r.payment.id) };
    },
  };
}
