/**
 * QR payment requests (contracts/api/qr.ts): a code is issued on one of the organisation's open
 * soum accounts with the EMV payload of contracts/qr/payload.ts; its receipts are the ledger
 * credits on that account since it was issued whose purpose quotes its reference. A dynamic code is
 * paid after its first receipt and expired after its expiry; a static code stays active. Another
 * organisation's code answers 404; a refusal (422, 403) is audited after the rollback.
 */
import { randomInt } from 'node:crypto';
import type { QrCode, QrCodeView, QrCreateBody, QrStatus } from '../../../../contracts/api/qr.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { encodeQrPayload } from '../../../../contracts/qr/payload.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { QR_ISSUERS } from '../../../../contracts/api/qr.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "QR" and eight characters nobody misreads: what the payer's purpose quotes. */
export function newReference(): string {
  let text = 'QR';
  for (let i = 0; i < 8; i += 1) text += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return text;
}

export function qrStatus(
  code: Pick<repo.QrRow, 'method' | 'expiresAt'>,
  receipts: number,
  now: Date,
): QrStatus {
  if (code.method === 'static') return 'active';
  if (receipts > 0) return 'paid';
  if (code.expiresAt !== null && code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export function createQrService(db: Db, clock: Clock) {
  function toCode(r: repo.QrRow, totals: { n: number; total: bigint } | undefined): QrCode {
    const n = totals?.n ?? 0;
    return {
      id: r.id,
      reference: r.reference,
      method: r.method === 'dynamic' ? 'dynamic' : 'static',
      account: r.account,
      amount: r.amount === null ? '' : fromMinor(r.amount),
      purpose: r.purpose,
      expires_at: r.expiresAt === null ? '' : r.expiresAt.toISOString(),
      created_at: r.createdAt.toISOString(),
      created_by: r.createdByName,
      status: qrStatus(r, n, clock.now()),
      payload: r.payload,
      received_total: fromMinor(totals?.total ?? 0n),
      receipts_count: n,
    };
  }

  return {
    async list(actor: Actor, page: number, pageSize: number): Promise<Paged<QrCode>> {
      const scope = (await actor.readScope()) ?? [];
      const { rows, total } = await repo.listCodes(db, scope, page, pageSize);
      const totals = await repo.receiptTotals(
        db,
        rows.map((r) => r.id),
      );
      return { list: rows.map((r) => toCode(r, totals.get(r.id))), _meta: pageMeta(total, page, pageSize) };
    },

    async view(actor: Actor, id: number): Promise<QrCodeView> {
      const scope = (await actor.readScope()) ?? [];
      const code = await repo.findCode(db, scope, id);
      if (code === null) throw ApiError.notFound();
      const receipts = await repo.receiptsOf(db, code);
      const total = receipts.reduce((s, r) => s + r.amount, 0n);
      return {
        ...toCode(code, { n: receipts.length, total }),
        receipts: receipts.map((r) => ({
          at: r.at.toISOString(),
          amount: fromMinor(r.amount),
          payer_name: r.payerName,
          payer_account: r.payerAccount,
          doc_number: r.docNumber,
        })),
      };
    },

    async accounts(actor: Actor) {
      const organizationId = actor.session.organizationId;
      if (organizationId === null) return [];
      const rows = await repo.soumAccounts(db, organizationId);
      return rows.map((a) => ({ account: a.number, name: a.name, balance: fromMinor(a.balance) }));
    },

    async create(tx: Db, actor: Actor, body: QrCreateBody): Promise<QrCode> {
      if (!roleAllowed(actor.session.role, QR_ISSUERS)) throw ApiError.forbidden(undefined, 'qr.notAllowed');
      const organizationId = actor.session.organizationId;
      if (organizationId === null) throw ApiError.forbidden(undefined, 'qr.notAllowed');
      const problems: FieldProblem[] = [];
      const account = (await repo.soumAccounts(tx, organizationId)).find((a) => a.number === body.account);
      if (account === undefined) problems.push({ attribute: 'account', key: 'qr.account' });
      const amount = body.amount === null ? null : toMinor(body.amount);
      if (body.method === 'dynamic') {
        if (amount === null || amount <= 0n) problems.push({ attribute: 'amount', key: 'qr.amountRequired' });
        if (body.expires_in_minutes === null)
          problems.push({ attribute: 'expires_in_minutes', key: 'qr.expiryRequired' });
      } else {
        if (amount !== null && amount <= 0n) problems.push({ attribute: 'amount', key: 'qr.amountPositive' });
        if (body.expires_in_minutes !== null)
          problems.push({ attribute: 'expires_in_minutes', key: 'qr.expiryStatic' });
      }
      const org = await repo.organization(tx, organizationId);
      if (problems.length > 0 || account === undefined || org === null) throw ApiError.rejected(problems);
      const now = clock.now();
      const expiresAt =
        body.method === 'dynamic' && body.expires_in_minutes !== null
          ? new Date(now.getTime() + body.expires_in_minutes * 60_000)
          : null;
      const reference = newReference();
      const payload = encodeQrPayload({
        method: body.method,
        mfo: account.mfo,
        account: account.number,
        inn: org.inn,
        name: org.name,
        amount: amount === null ? null : fromMinor(amount),
        reference,
        purpose: `${reference} ${body.purpose}`,
        expiresAt: expiresAt?.toISOString() ?? null,
      });
      const id = await repo.insertCode(tx, {
        organizationId,
        accountId: account.id,
        reference,
        method: body.method,
        amount,
        purpose: body.purpose,
        expiresAt,
        payload,
        createdBy: actor.session.userId,
        createdAt: now,
      });
      await auditActor(tx, now, actor, 'qr.create', { id, reference, method: body.method });
      const row = await repo.findCode(tx, [organizationId], id);
      if (row === null) throw new Error('qr code vanished');
      return toCode(row, undefined);
    },

    async auditRefusal(actor: Actor, error: unknown): Promise<void> {
      if (!(error instanceof ApiError)) return;
      await auditActor(db, clock.now(), actor, 'qr.refused', {
        http: error.http,
        message: error.messageKey,
        problems: error.problems.length,
      });
    },
  };
}
