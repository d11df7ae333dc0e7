/**
 * Letters of credit (contracts/api/letters-of-credit.ts): rules and transactions. Every letter is
 * looked up in the caller's scope (the bank role: every organisation), so another organisation's
 * id is 404. Field rules answer 422 per field with nothing stored; actions against an existing
 * letter compare If-Match with its version (412/428). Signing follows the soum payments: the batch
 * message (LC_HEADER) names each letter's id, version and digest, the caller's EDS key must verify
 * it, and an edit bumps the version and voids the signature. Money moves only when the bank issues
 * (client → cover), pays (cover → correspondent) or closes (cover → client), as two ledger legs.
 */
import {
  LC_CLOSE_AFTER_EXPIRY_DAYS,
  LC_CURRENCIES,
  LC_HEADER,
  LC_SIGNED_FIELDS,
  LC_STATUSES,
  lcNumber,
  lcProblems,
  type LcAction,
  type LcFieldValues,
  type LcRow,
  type LcSignBody,
  type LcStatus,
  type LcView,
} from '../../../../contracts/api/letters-of-credit.ts';
import type { PageQuery } from '../../../../contracts/api/paging.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { documentDigest, parseBatchMessageFor } from '../../../../contracts/signing/signed-document.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { usableSigningKey, verifyEdsSignature } from '../../core/eds-signature-repository.ts';
import type { PdfOptions } from '../../core/export-files.ts';
import { buildFormPdf, type FormDocument } from '../../core/form-pdf.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { auditActor, recordAudit, type AuditAction } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import { assertRowVersion } from '../../plugins/row-version.ts';
import { scopeOf, type Scope } from '../../plugins/scope-repository.ts';
import { dmy, tashkentDate, tashkentDateTime } from '../../time-format.ts';
import * as repo from './repository.ts';
import { can, isBankRole, statusAfter, type LcDoing } from './state-machine.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function shiftDay(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function flags(status: LcStatus, role: string) {
  const c = (d: LcDoing) => can(d, status, role);
  return {
    isEdit: c('edit'),
    isDelete: c('delete'),
    isSign: c('sign'),
    isSend: c('send'),
    isIssue: c('issue'),
    isReject: c('reject'),
    isAmend: c('amend'),
    isDocuments: c('documents'),
    isPay: c('pay'),
    isClose: c('close'),
  };
}

export function toRow(r: repo.LcRecord, role: string, signedBy = ''): LcRow {
  const l = r.lc;
  const status = l.status as LcStatus;
  return {
    id: l.id,
    version: l.version,
    number: lcNumber(l.id),
    status,
    organization_name: r.organizationName,
    organization_inn: r.organizationInn,
    type: l.type as LcRow['type'],
    account: r.account,
    mfo: r.mfo,
    amount: fromMinor(l.amount),
    currency: l.currency as LcRow['currency'],
    beneficiary_name: l.beneficiaryName,
    beneficiary_address: l.beneficiaryAddress,
    beneficiary_country: l.beneficiaryCountry,
    beneficiary_account: l.beneficiaryAccount,
    beneficiary_bank_name: l.beneficiaryBankName,
    beneficiary_bank_swift: l.beneficiaryBankSwift,
    advising_bank_name: l.advisingBankName,
    advising_bank_swift: l.advisingBankSwift,
    confirming_bank_name: l.confirmingBankName,
    confirming_bank_swift: l.confirmingBankSwift,
    issue_date: l.issueDate,
    expiry_date: l.expiryDate,
    expiry_place: l.expiryPlace,
    tolerance_plus: l.tolerancePlus,
    tolerance_minus: l.toleranceMinus,
    port_of_loading: l.portOfLoading,
    port_of_discharge: l.portOfDischarge,
    latest_shipment_date: l.latestShipmentDate,
    incoterms: l.incoterms as LcRow['incoterms'],
    partial_shipments: l.partialShipments,
    transhipment: l.transhipment,
    payment_terms: l.paymentTerms as LcRow['payment_terms'],
    deferred_days: l.deferredDays,
    presentation_days: l.presentationDays,
    goods_description: l.goodsDescription,
    documents_required: l.documentsRequired,
    charges: l.charges as LcRow['charges'],
    confirmation: l.confirmation as LcRow['confirmation'],
    additional_conditions: l.additionalConditions,
    cover_amount: fromMinor(l.coverAmount),
    bank_comment: l.bankComment,
    created_by: r.createdBy,
    signed_by: signedBy,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
    ...flags(status, role),
  };
}

/** The digest a signature over this letter (at its current version) covers. */
export function lcDigest(row: LcRow): Promise<string> {
  const content = Object.fromEntries(LC_SIGNED_FIELDS.map((f) => [f, row[f]])) as Record<
    (typeof LC_SIGNED_FIELDS)[number],
    string | number | boolean
  >;
  return documentDigest(LC_SIGNED_FIELDS, content);
}

function columnsOf(v: LcFieldValues) {
  return {
    type: v.type,
    amount: toMinor(v.amount),
    currency: v.currency,
    beneficiaryName: v.beneficiary_name.trim(),
    beneficiaryAddress: v.beneficiary_address.trim(),
    beneficiaryCountry: v.beneficiary_country,
    beneficiaryAccount: v.beneficiary_account.trim(),
    beneficiaryBankName: v.beneficiary_bank_name.trim(),
    beneficiaryBankSwift: v.beneficiary_bank_swift,
    advisingBankName: v.advising_bank_name.trim(),
    advisingBankSwift: v.advising_bank_swift,
    confirmingBankName: v.confirming_bank_name.trim(),
    confirmingBankSwift: v.confirming_bank_swift,
    issueDate: v.issue_date,
    expiryDate: v.expiry_date,
    expiryPlace: v.expiry_place.trim(),
    tolerancePlus: v.tolerance_plus,
    toleranceMinus: v.tolerance_minus,
    portOfLoading: v.port_of_loading.trim(),
    portOfDischarge: v.port_of_discharge.trim(),
    latestShipmentDate: v.latest_shipment_date,
    incoterms: v.incoterms,
    partialShipments: v.partial_shipments,
    transhipment: v.transhipment,
    paymentTerms: v.payment_terms,
    deferredDays: v.deferred_days,
    presentationDays: v.presentation_days,
    goodsDescription: v.goods_description.trim(),
    documentsRequired: v.documents_required.trim(),
    charges: v.charges,
    confirmation: v.confirmation,
    additionalConditions: v.additional_conditions.trim(),
  };
}

const notAllowed = () => ApiError.forbidden(undefined, 'lc.notAllowed');

export function lcForm(row: LcRow, lang: Language, at: Date): FormDocument {
  const bank = 'CorpBank';
  return {
    addressee: [
      t(lang, 'lcForm.addressee', { bank }),
      t(lang, 'lcForm.from', { organization: row.organization_name }),
    ],
    title: t(lang, 'lcForm.title'),
    subtitle: t(lang, 'lcForm.subtitle', { number: row.number, date: dmy(row.created_at.slice(0, 10)) }),
    fields: [
      [t(lang, 'lcForm.type'), row.type],
      [t(lang, 'lcForm.applicant'), `${row.organization_name}, INN ${row.organization_inn}`],
      [t(lang, 'lcForm.account'), `${row.account} (MFO ${row.mfo})`],
      [t(lang, 'lcForm.amount'), `${row.amount} ${row.currency}`],
      [t(lang, 'lcForm.tolerance'), `+${row.tolerance_plus} / −${row.tolerance_minus}`],
      [
        t(lang, 'lcForm.beneficiary'),
        `${row.beneficiary_name}, ${row.beneficiary_address}, ${row.beneficiary_country}; ${row.beneficiary_account}`,
      ],
      [t(lang, 'lcForm.beneficiaryBank'), `${row.beneficiary_bank_name} (${row.beneficiary_bank_swift})`],
      [t(lang, 'lcForm.advisingBank'), `${row.advising_bank_name} (${row.advising_bank_swift})`],
      [
        t(lang, 'lcForm.confirmingBank'),
        row.confirming_bank_name ? `${row.confirming_bank_name} (${row.confirming_bank_swift})` : '',
      ],
      [t(lang, 'lcForm.dates'), `${dmy(row.issue_date)} / ${dmy(row.expiry_date)}`],
      [t(lang, 'lcForm.expiryPlace'), row.expiry_place],
      [
        t(lang, 'lcForm.shipment'),
        `${row.port_of_loading} → ${row.port_of_discharge}, ${row.incoterms}; partial: ${row.partial_shipments ? 'yes' : 'no'}, transhipment: ${row.transhipment ? 'yes' : 'no'}`,
      ],
      [t(lang, 'lcForm.latestShipment'), dmy(row.latest_shipment_date)],
      [
        t(lang, 'lcForm.paymentTerms'),
        `${row.payment_terms}${row.deferred_days > 0 ? ` ${row.deferred_days}` : ''}; ${row.presentation_days}`,
      ],
      [t(lang, 'lcForm.goods'), row.goods_description],
      [t(lang, 'lcForm.documents'), row.documents_required],
      [t(lang, 'lcForm.charges'), row.charges],
      [t(lang, 'lcForm.confirmation'), row.confirmation],
      [t(lang, 'lcForm.conditions'), row.additional_conditions],
      [t(lang, 'lcForm.status'), t(lang, `lc.status.${row.status}`)],
    ],
    signatures: [
      [t(lang, 'lcForm.head'), row.signed_by],
      [t(lang, 'lcForm.chiefAccountant'), ''],
    ],
    seal: t(lang, 'lcForm.seal'),
    footer: t(lang, 'lcForm.footer', { at: tashkentDateTime(at), signer: row.signed_by || '—' }),
  };
}

export function createLcService(db: Db, clock: Clock) {
  async function scope(actor: Actor, on: Db | null): Promise<Scope> {
    if (isBankRole(actor.session.role)) return null;
    return on === null ? await actor.readScope() : ((await scopeOf(on, actor.session)) ?? []);
  }

  async function rowOf(on: Db, r: repo.LcRecord, role: string): Promise<LcRow> {
    const signers = await repo.signersOf(on, [r.lc.id]);
    return toRow(r, role, signers.get(r.lc.id) ?? '');
  }

  async function reread(tx: Db, id: number, role: string): Promise<LcRow> {
    const r = await repo.findLc(tx, null, id);
    if (r === null) throw new Error('letter of credit not read back');
    return rowOf(tx, r, role);
  }

  async function audit(tx: Db, actor: Actor, action: AuditAction, detail: Record<string, unknown>) {
    await auditActor(tx, clock.now(), actor, action, detail);
  }

  async function lockOwn(tx: Db, actor: Actor, id: number): Promise<repo.LcRecord> {
    const r = await repo.findLc(tx, await scope(actor, tx), id, true);
    if (r === null) throw ApiError.notFound('lc.notFound');
    return r;
  }

  return {
    statusList(lang: Language) {
      return LC_STATUSES.map((id) => ({ id, name: t(lang, `lc.status.${id}`) }));
    },

    async list(actor: Actor, q: PageQuery & { status?: LcStatus | undefined }): Promise<Paged<LcRow>> {
      const { rows, total } = await repo.listLcs(db, await scope(actor, null), q);
      const signers = await repo.signersOf(
        db,
        rows.map((r) => r.lc.id),
      );
      return {
        list: rows.map((r) => toRow(r, actor.session.role, signers.get(r.lc.id) ?? '')),
        _meta: pageMeta(total, q.page, q.pageSize),
      };
    },

    async view(actor: Actor, id: number): Promise<LcView> {
      const r = await repo.findLc(db, await scope(actor, null), id);
      if (r === null) throw ApiError.notFound('lc.notFound');
      const logs = await repo.logsOf(db, id);
      return {
        ...(await rowOf(db, r, actor.session.role)),
        logs: logs.map((l) => ({
          action: l.log.action,
          status: l.log.status as LcStatus,
          user: l.user ?? '',
          comment: l.log.comment,
          at: l.log.at.toISOString(),
        })),
      };
    },

    async accounts(actor: Actor) {
      const s = await scope(actor, null);
      const own = s === null ? [] : s;
      const rows = await repo.coverSources(db, own, LC_CURRENCIES);
      return rows.map((a) => ({
        account: a.number,
        mfo: a.mfo,
        currency: a.currency,
        name: a.name,
        balance: fromMinor(a.balance - a.reserved),
      }));
    },

    async save(tx: Db, actor: Actor, body: LcFieldValues, seen: number | null): Promise<LcRow> {
      const role = actor.session.role;
      const now = clock.now();
      const today = tashkentDate(now);
      if (body.id === undefined) {
        if (!can('edit', 'created', role)) throw notAllowed();
        const organizationId = actor.session.organizationId;
        if (organizationId === null) throw notAllowed();
        const account = await repo.findSourceAccount(tx, organizationId, body.account, body.mfo);
        if (account === null) throw ApiError.rejected([{ attribute: 'account', key: 'lc.accountNotFound' }]);
        const problems = lcProblems(body, { today, accountCurrency: account.currency });
        if (problems.length > 0) throw ApiError.rejected(problems);
        const id = await repo.insertLc(tx, {
          ...columnsOf(body),
          organizationId,
          accountId: account.id,
          status: 'created',
          version: 1,
          createdBy: actor.session.userId,
          createdAt: now,
          updatedAt: now,
        });
        await repo.addLog(tx, {
          lcId: id,
          userId: actor.session.userId,
          action: 'create',
          status: 'created',
          at: now,
        });
        await audit(tx, actor, 'letter-of-credit.create', { lcId: id });
        return reread(tx, id, role);
      }
      const r = await lockOwn(tx, actor, body.id);
      assertRowVersion(seen, r.lc.version);
      if (!can('edit', r.lc.status as LcStatus, role)) throw notAllowed();
      const account = await repo.findSourceAccount(tx, r.lc.organizationId, body.account, body.mfo);
      if (account === null) throw ApiError.rejected([{ attribute: 'account', key: 'lc.accountNotFound' }]);
      const problems = lcProblems(body, { today, accountCurrency: account.currency });
      if (problems.length > 0) throw ApiError.rejected(problems);
      await repo.voidSignatures(tx, r.lc.id, now);
      await repo.updateLc(tx, r.lc.id, {
        ...columnsOf(body),
        accountId: account.id,
        status: 'created',
        version: r.lc.version + 1,
        updatedAt: now,
      });
      await repo.addLog(tx, {
        lcId: r.lc.id,
        userId: actor.session.userId,
        action: 'edit',
        status: 'created',
        comment: r.lc.status === 'signed' ? 'signature voided' : '',
        at: now,
      });
      await audit(tx, actor, 'letter-of-credit.edit', { lcId: r.lc.id, voided: r.lc.status === 'signed' });
      return reread(tx, r.lc.id, role);
    },

    async remove(tx: Db, actor: Actor, id: number, seen: number | null): Promise<{ id: number }> {
      const r = await lockOwn(tx, actor, id);
      assertRowVersion(seen, r.lc.version);
      if (!can('delete', r.lc.status as LcStatus, actor.session.role)) throw notAllowed();
      await repo.deleteLc(tx, id);
      await audit(tx, actor, 'letter-of-credit.delete', { lcId: id });
      return { id };
    },

    async sign(tx: Db, actor: Actor, body: LcSignBody): Promise<LcRow[]> {
      const role = actor.session.role;
      const entries = parseBatchMessageFor(LC_HEADER, body.key_data.data);
      const ids = [...new Set(body.key_data.ids)].sort((a, b) => a - b);
      if (entries === null || entries.length !== ids.length || entries.some((e, i) => e.id !== ids[i])) {
        throw ApiError.rejected([{ attribute: 'key_data.data', key: 'lc.signature.message' }]);
      }
      const s = await scope(actor, tx);
      const records: repo.LcRecord[] = [];
      for (const e of entries) {
        const r = await repo.findLc(tx, s, e.id, true);
        if (r === null) throw ApiError.notFound('lc.notFound');
        records.push(r);
      }
      const digests = new Map<number, string>();
      for (const [i, r] of records.entries()) {
        const entry = entries[i];
        const digest = await lcDigest(toRow(r, role));
        if (entry === undefined || entry.version !== r.lc.version || entry.digest !== digest) {
          throw new ApiError({ http: 409, status: 'error', message: 'lc.signature.changed' });
        }
        digests.set(r.lc.id, digest);
      }
      if (records.some((r) => !can('sign', r.lc.status as LcStatus, role))) throw notAllowed();
      const now = clock.now();
      const key = await usableSigningKey(tx, actor.session.userId, now);
      if (key === null) throw ApiError.rejected([{ attribute: 'sign_cipher', key: 'lc.signature.noKey' }]);
      if (!verifyEdsSignature(body.key_data.data, body.sign_cipher, key.publicKey)) {
        throw ApiError.rejected([{ attribute: 'sign_cipher', key: 'lc.signature.invalid' }]);
      }
      for (const r of records) {
        await repo.addSignature(tx, {
          lcId: r.lc.id,
          userId: actor.session.userId,
          version: r.lc.version,
          digest: digests.get(r.lc.id) ?? '',
          keySerial: key.serialNumber,
          cipher: body.sign_cipher,
          message: body.key_data.data,
          signedAt: now,
        });
        await repo.updateLc(tx, r.lc.id, { status: 'signed', updatedAt: now });
        await repo.addLog(tx, {
          lcId: r.lc.id,
          userId: actor.session.userId,
          action: 'sign',
          status: 'signed',
          at: now,
        });
      }
      await audit(tx, actor, 'letter-of-credit.sign', { ids, keySerial: key.serialNumber });
      return Promise.all(ids.map((id) => reread(tx, id, role)));
    },

    async act(
      tx: Db,
      actor: Actor,
      body: { id: number; action: LcAction; comment?: string | undefined; expiry_date?: string | undefined },
      seen: number | null,
    ): Promise<LcRow> {
      const role = actor.session.role;
      const r = await lockOwn(tx, actor, body.id);
      assertRowVersion(seen, r.lc.version);
      const status = r.lc.status as LcStatus;
      if (!can(body.action, status, role)) throw notAllowed();
      const comment = (body.comment ?? '').trim();
      if ((body.action === 'reject' || body.action === 'amend') && comment === '') {
        throw ApiError.rejected([{ attribute: 'comment', key: 'lc.commentRequired' }]);
      }
      const now = clock.now();
      const today = tashkentDate(now);
      const next = statusAfter(body.action, status);
      const changes: Partial<repo.LcInsert> = { status: next, updatedAt: now };
      let transactionId: string | null = null;
      if (body.action === 'amend') {
        changes.version = r.lc.version + 1;
        changes.bankComment = comment;
        if (body.expiry_date !== undefined) {
          if (body.expiry_date <= r.lc.issueDate || body.expiry_date < today) {
            throw ApiError.rejected([{ attribute: 'expiry_date', key: 'lc.expiryBeforeIssue' }]);
          }
          changes.expiryDate = body.expiry_date;
        }
      }
      if (body.action === 'reject') changes.bankComment = comment;
      if (body.action === 'documents') changes.documentsAt = now;
      if (body.action === 'issue') {
        const cover = await repo.bankAccountFor(tx, 'lc_cover', r.lc.currency, r.mfo, today);
        const [source] = (await repo.lockAccounts(tx, [r.lc.accountId, cover])).filter(
          (a) => a.id === r.lc.accountId,
        );
        if (
          source === undefined ||
          source.state !== 'open' ||
          source.balance - source.reserved < r.lc.amount
        ) {
          throw ApiError.rejected([{ attribute: 'amount', key: 'lc.insufficientFunds' }]);
        }
        transactionId = await repo.transfer(tx, source.id, cover, r.lc.amount, now);
        changes.coverAmount = r.lc.amount;
      }
      if (body.action === 'pay') {
        const cover = await repo.bankAccountFor(tx, 'lc_cover', r.lc.currency, r.mfo, today);
        const correspondent = await repo.bankAccountFor(tx, 'correspondent', r.lc.currency, r.mfo, today);
        await repo.lockAccounts(tx, [cover, correspondent]);
        transactionId = await repo.transfer(tx, cover, correspondent, r.lc.coverAmount, now);
        changes.coverAmount = 0n;
      }
      if (body.action === 'close' && r.lc.coverAmount > 0n) {
        transactionId = await returnCover(tx, r.lc, r.mfo, today, now);
        changes.coverAmount = 0n;
      }
      await repo.updateLc(tx, r.lc.id, changes);
      await repo.addLog(tx, {
        lcId: r.lc.id,
        userId: actor.session.userId,
        action: body.action,
        status: next,
        comment,
        transactionId,
        at: now,
      });
      await audit(tx, actor, `letter-of-credit.${body.action}`, { lcId: r.lc.id, transactionId });
      return reread(tx, r.lc.id, role);
    },

    async file(actor: Actor, lang: Language, id: number, options: PdfOptions = {}): Promise<Buffer> {
      const r = await repo.findLc(db, await scope(actor, null), id);
      if (r === null) throw ApiError.notFound('lc.notFound');
      return buildFormPdf(lcForm(await rowOf(db, r, actor.session.role), lang, clock.now()), options);
    },
  };
}

/** Cover back to the client's account (bank close, closure job); answers the ledger transaction. */
async function returnCover(tx: Db, lc: repo.LcRowDb, mfo: string, today: string, now: Date): Promise<string> {
  const cover = await repo.bankAccountFor(tx, 'lc_cover', lc.currency, mfo, today);
  await repo.lockAccounts(tx, [cover, lc.accountId]);
  return repo.transfer(tx, cover, lc.accountId, lc.coverAmount, now);
}

/**
 * The closure job's one step (closure.ts): the oldest issued or amended letter whose expiry is
 * LC_CLOSE_AFTER_EXPIRY_DAYS or more days past with no shipment documents is closed and its cover
 * returned. Null when nothing is due.
 */
export async function closeOneExpired(db: Db, clock: Clock): Promise<number | null> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const today = tashkentDate(now);
    const lc = await repo.claimExpired(tx, shiftDay(today, -LC_CLOSE_AFTER_EXPIRY_DAYS));
    if (lc === null) return null;
    const [account] = await repo.lockAccounts(tx, [lc.accountId]);
    const mfo = account?.mfo ?? '00873';
    const transactionId = lc.coverAmount > 0n ? await returnCover(tx, lc, mfo, today, now) : null;
    await repo.updateLc(tx, lc.id, { status: 'closed', coverAmount: 0n, updatedAt: now });
    await repo.addLog(tx, {
      lcId: lc.id,
      userId: null,
      action: 'expired',
      status: 'closed',
      comment: 'no shipment documents',
      transactionId,
      at: now,
    });
    await recordAudit(tx, {
      at: now,
      action: 'letter-of-credit.expired',
      organizationId: lc.organizationId,
      detail: { lcId: lc.id, transactionId },
    });
    return lc.id;
  });
}
