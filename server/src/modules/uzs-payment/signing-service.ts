/**
 * The signing round of soum payments (state-machine.ts): a preparer approves payments for signature
 * (Created → Entered) or recalls one (back to Created, its signatures voided, version + 1); a signer
 * the payment awaits may return it to its preparer the same way, with a reason in its log; signers
 * sign with EDS (a batch, the signing client's signature over the batch message of
 * contracts/payments/digest.ts) or with a passkey from an activated phone (one payment). A signature
 * covers the payment's digest at its current version, so it never applies to other content
 * (docs/architecture.md §4 "Signed means frozen"). Four-eyes refusals come first (four-eyes.ts audits them).
 */
import { controlledSigners } from '../../core/controlled-accounts-repository.ts';
import { UZS_STATUS, type UzsActionResult, type UzsSignBody } from '../../../../contracts/api/uzs-payment.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import {
  parseBatchMessage,
  paymentDigest,
  type SignableContent,
} from '../../../../contracts/payments/digest.ts';
import { usableSigningKey, verifyEdsSignature } from '../../core/eds-signature-repository.ts';
import type { Db } from '../../db/client.ts';
import type { paymentSignatures } from '../../db/schema/payments.ts';
import type { MessageKey } from '../../i18n.ts';
import { ApiError } from '../../plugins/errors.ts';
import {
  callerFacts,
  conflict,
  facts,
  problem,
  refused,
  toRow,
  type Actor,
  type Caller,
  type PaymentContext,
} from './payment-context.ts';
import * as repo from './repository.ts';
import { can, fourEyesRefuses, signerLetter, statusAfterSign } from './state-machine.ts';

export const FOUR_EYES_MESSAGE = 'uzs.fourEyes' satisfies MessageKey;
export const CONTROLLED_ACCOUNT_MESSAGE = 'controlled.signRefused' satisfies MessageKey;

export function signableContent(p: repo.PaymentRecord['payment']): SignableContent {
  return {
    id: p.id,
    version: p.version,
    number: p.number,
    date: p.date,
    type: p.type,
    account: p.account,
    mfo: p.mfo,
    r_account: p.rAccount,
    r_mfo: p.rMfo,
    r_inn: p.rInn,
    r_name: p.rName,
    r_account_25: p.rAccount25,
    r_account_27: p.rAccount27,
    r_inn_27: p.rInn27,
    // Content version 2: the card's token, never its number (contracts/payments/digest.ts).
    corp_card: p.corpCardToken,
    sum: fromMinor(p.sum),
    currency: p.currency,
    code: p.code,
    description: p.description,
    second_signature: p.secondSignature,
  };
}

/**
 * 403 uzs.fourEyes naming the payments the caller prepared, when their organisation has dual
 * control (state-machine.ts fourEyesRefuses). The router rolls the call back; the route records the
 * refusal in the audit log afterwards (four-eyes.ts auditFourEyes).
 */
function refuseOwnPreparation(caller: Caller, records: readonly repo.PaymentRecord[]): void {
  const own = records.filter((r) => fourEyesRefuses(facts(r), callerFacts(caller, r)));
  if (own.length > 0) throw ApiError.forbidden({ ids: own.map((r) => r.payment.id) }, FOUR_EYES_MESSAGE);
}

/** 403 when a payment debits a controlled account whose named user is not the caller (core/controlled-accounts-repository.ts). */
async function refuseControlledAccounts(
  tx: Db,
  caller: Caller,
  records: readonly repo.PaymentRecord[],
): Promise<void> {
  const signers = await controlledSigners(
    tx,
    records.map((r) => r.payment.account),
  );
  const foreign = records.filter((r) => {
    const named = signers.get(r.payment.account);
    return named !== undefined && named !== caller.session.userId;
  });
  if (foreign.length > 0) {
    throw ApiError.forbidden({ ids: foreign.map((r) => r.payment.id) }, CONTROLLED_ACCOUNT_MESSAGE);
  }
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const x = [...new Set(a)].sort((m, n) => m - n);
  const y = [...new Set(b)].sort((m, n) => m - n);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

export function createSigningService(context: PaymentContext) {
  const { clock, callerOf, audit, log, lockForAction, lockOne, rowsOf } = context;

  /** One signature row, the status it leads to and the payment's log line (EDS and passkey alike). */
  async function applySignature(
    tx: Db,
    caller: Caller,
    r: repo.PaymentRecord,
    letter: 'A' | 'B',
    sig: Omit<typeof paymentSignatures.$inferInsert, 'paymentId' | 'userId' | 'role' | 'letter' | 'version'>,
  ): Promise<void> {
    const next = statusAfterSign(facts(r), letter);
    if (next === null) throw refused([r.payment.id]);
    await repo.addSignature(tx, {
      ...sig,
      paymentId: r.payment.id,
      userId: caller.session.userId,
      role: caller.session.role,
      letter,
      version: r.payment.version,
    });
    await repo.updatePayment(tx, r.payment.id, { statusId: next, updatedAt: sig.signedAt });
    await log(tx, caller, { ...r.payment, statusId: next }, 'sign', letter);
  }

  /** Recall and return: Created, signatures voided, version + 1, multiclient authorisation cleared. */
  async function backToCreated(
    tx: Db,
    caller: Caller,
    record: repo.PaymentRecord,
    action: 'recall' | 'return',
    comment: string | null,
  ): Promise<void> {
    const { id } = record.payment;
    const now = clock.now();
    const version = record.payment.version + 1;
    await repo.voidSignatures(tx, id, now);
    await repo.updatePayment(tx, id, {
      statusId: UZS_STATUS.created,
      version,
      authorizedAt: null,
      authorizedBy: null,
      updatedAt: now,
    });
    await log(tx, caller, { id, statusId: UZS_STATUS.created, version }, action, comment);
  }

  return {
    async approve(
      tx: Db,
      actor: Actor,
      ids: readonly number[],
      versions?: readonly (number | null)[],
    ): Promise<UzsActionResult> {
      const caller = await callerOf(tx, actor);
      const records = await lockForAction(tx, caller, ids, 'approve', versions);
      for (const r of records) {
        await repo.updatePayment(tx, r.payment.id, { statusId: UZS_STATUS.entered, updatedAt: clock.now() });
        await log(tx, caller, { ...r.payment, statusId: UZS_STATUS.entered }, 'approve');
      }
      await audit(tx, caller, 'uzs-payment.approve', ids);
      return { rows: await rowsOf(tx, caller, ids) };
    },

    async recall(tx: Db, actor: Actor, id: number, seenVersion: number | null): Promise<UzsActionResult> {
      const { caller, record } = await lockOne(tx, actor, id, 'recall', seenVersion);
      await backToCreated(tx, caller, record, 'recall', null);
      await audit(tx, caller, 'uzs-payment.recall', [id]);
      return { rows: await rowsOf(tx, caller, [id]) };
    },

    /**
     * A signer the payment awaits returns it to its preparer (state-machine.ts 'return'): back to
     * Created like a recall, the reason (already trimmed by the contract) in the payment's log.
     */
    async returnToPreparer(
      tx: Db,
      actor: Actor,
      id: number,
      reason: string,
      seenVersion: number | null,
    ): Promise<UzsActionResult> {
      const { caller, record } = await lockOne(tx, actor, id, 'return', seenVersion);
      await backToCreated(tx, caller, record, 'return', reason);
      await audit(tx, caller, 'uzs-payment.return', [id], { reason });
      return { rows: await rowsOf(tx, caller, [id]) };
    },

    async sign(tx: Db, actor: Actor, body: UzsSignBody): Promise<UzsActionResult> {
      const caller = await callerOf(tx, actor);
      const entries = parseBatchMessage(body.key_data.data);
      const ids = body.key_data.payment_ids;
      if (
        entries === null ||
        !sameSet(
          entries.map((e) => e.id),
          ids,
        )
      ) {
        throw ApiError.rejected([problem('key_data.data', 'uzs.signature.message')]);
      }
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
        const digest = await paymentDigest(signableContent(r.payment));
        if (entry === undefined || entry.version !== r.payment.version || entry.digest !== digest) {
          throw conflict(records.map((x) => toRow(x, caller)));
        }
        digests.set(r.payment.id, digest);
      }
      const now = clock.now();
      const key = await usableSigningKey(tx, caller.session.userId, now);
      if (key === null) {
        throw ApiError.rejected([problem('sign_cipher', 'uzs.signature.noKey')]);
      }
      if (!verifyEdsSignature(body.key_data.data, body.sign_cipher, key.publicKey)) {
        throw ApiError.rejected([problem('sign_cipher', 'uzs.signature.invalid')]);
      }
      const letter = signerLetter(caller.session.role);
      // Four-eyes first, so the caller learns why (all-or-nothing like every batch here).
      refuseOwnPreparation(caller, records);
      await refuseControlledAccounts(tx, caller, records);
      const notAllowed = records.filter((r) => !can('sign', facts(r), callerFacts(caller, r)));
      if (letter === null || notAllowed.length > 0) throw refused(notAllowed.map((r) => r.payment.id));
      for (const r of records) {
        await applySignature(tx, caller, r, letter, {
          keySerial: key.serialNumber,
          digest: digests.get(r.payment.id) ?? '',
          cipher: body.sign_cipher,
          message: body.key_data.data,
          signerVersion: body.key_data.version,
          signType: 'eds',
          signedAt: now,
        });
      }
      await audit(tx, caller, 'uzs-payment.sign', ids, { letter, keySerial: key.serialNumber });
      return { rows: await rowsOf(tx, caller, ids) };
    },

    /**
     * A passkey signature from an activated phone (issue 6, modules/devices): one payment, whose
     * own digest is the WebAuthn challenge. The version the phone saw must still be current (412
     * with the current row otherwise); an EDS-only organisation refuses it (403). `verify` checks
     * the assertion against the digest inside this transaction and names the credential.
     */
    async signPasskey(
      tx: Db,
      actor: Actor,
      paymentId: number,
      version: number,
      verify: (digest: string) => Promise<{ keySerial: string; cipher: string; message: string }>,
    ): Promise<UzsActionResult> {
      const caller = await callerOf(tx, actor);
      const [r] = await repo.findMany(tx, caller.scope, [paymentId], true);
      if (r === undefined) throw ApiError.notFound();
      if (r.payment.version !== version) throw conflict([toRow(r, caller)]);
      if (await repo.organizationEdsOnly(tx, r.payment.organizationId))
        throw ApiError.forbidden({ ids: [paymentId] }, 'uzs.signature.edsOnly');
      const letter = signerLetter(caller.session.role);
      refuseOwnPreparation(caller, [r]);
      await refuseControlledAccounts(tx, caller, [r]);
      const allowed = can('sign', facts(r), callerFacts(caller, r));
      if (letter === null || !allowed) throw refused([paymentId]);
      const digest = await paymentDigest(signableContent(r.payment));
      const evidence = await verify(digest);
      await applySignature(tx, caller, r, letter, {
        ...evidence,
        digest,
        signerVersion: 'webauthn',
        signType: 'passkey',
        signedAt: clock.now(),
      });
      await audit(tx, caller, 'uzs-payment.sign', [paymentId], {
        letter,
        keySerial: evidence.keySerial,
        signType: 'passkey',
      });
      return { rows: await rowsOf(tx, caller, [paymentId]) };
    },
  };
}
