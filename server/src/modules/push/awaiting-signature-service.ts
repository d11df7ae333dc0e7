/**
 * "A payment awaits your signature" (issue 6): after a soum payment comes to await a signature
 * (approved to Entered, or signed B to Signed (B)), the users who may sign it now are pushed: the
 * signers of the letter it needs next (state-machine.ts) who act for its organisation
 * (user_organizations, as uzs-payment scopeOf reads it), except the user who acted. One payment
 * links to its detail; several at once (bulk approve) to the approval inbox. Read after the commit,
 * so what is pushed is what the database says.
 */
import { UZS_SIGNERS_A, UZS_SIGNERS_B, UZS_STATUS } from '../../../../contracts/api/uzs-payment.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { needsB } from '../uzs-payment/service.ts';
import { paymentsForSignaturePush, usersOfOrganization } from './repository.ts';
import { firePush, pushToUsers, type PushConfig, type PushLog } from './service.ts';

export const INBOX_LINK = '/activate';
export const paymentLink = (id: number) => `/uzs-payments/detail/${id}`;

interface Awaiting {
  readonly id: number;
  readonly number: string;
  readonly sum: bigint;
  readonly currency: string;
  readonly recipient: string;
  readonly organizationId: number;
  readonly letter: 'A' | 'B';
}

/** The payments among `ids` that await a signature now, with the letter they need. */
async function awaitingOf(db: Db, ids: readonly number[]): Promise<Awaiting[]> {
  if (ids.length === 0) return [];
  const rows = await paymentsForSignaturePush(db, ids);
  const result: Awaiting[] = [];
  for (const r of rows) {
    const twoSignatures = needsB(r);
    let letter: 'A' | 'B' | null = null;
    if (r.statusId === UZS_STATUS.entered) letter = twoSignatures ? 'B' : 'A';
    else if (r.statusId === UZS_STATUS.signedB) letter = 'A';
    if (letter !== null) result.push({ ...r, letter });
  }
  return result;
}

/** Users who act for the organisation and whose role signs with `letter`. */
async function signersOf(db: Db, organizationId: number, letter: 'A' | 'B'): Promise<number[]> {
  const rows = await usersOfOrganization(db, organizationId);
  const roles = letter === 'A' ? UZS_SIGNERS_A : UZS_SIGNERS_B;
  return rows.filter((r) => roleAllowed(r.role, roles)).map((r) => r.id);
}

function amount(sum: bigint): string {
  const [whole = '0', cents] = fromMinor(sum).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return cents === undefined ? grouped : `${grouped}.${cents}`;
}

/** Pushes to everyone who may sign the payments now (not `actorUserId`); answers messages sent. */
export async function notifyAwaitingSignature(
  db: Db,
  config: PushConfig,
  paymentIds: readonly number[],
  actorUserId: number,
  log?: PushLog,
): Promise<number> {
  if (config.firebaseServiceAccount === null) return 0;
  const awaiting = await awaitingOf(db, paymentIds);
  // Who gets which payments.
  const perUser = new Map<number, Awaiting[]>();
  const signers = new Map<string, number[]>();
  for (const p of awaiting) {
    const key = `${p.organizationId}:${p.letter}`;
    let ids = signers.get(key);
    if (ids === undefined) {
      ids = await signersOf(db, p.organizationId, p.letter);
      signers.set(key, ids);
    }
    for (const userId of ids) {
      if (userId === actorUserId) continue;
      perUser.set(userId, [...(perUser.get(userId) ?? []), p]);
    }
  }
  let sent = 0;
  for (const [userId, list] of perUser) {
    const [only] = list;
    sent += await pushToUsers(
      db,
      config,
      [userId],
      (lang) =>
        list.length === 1 && only !== undefined
          ? {
              title: t(lang, 'push.payment.title'),
              body: t(lang, 'push.payment.body', {
                number: only.number,
                sum: amount(only.sum),
                currency: only.currency,
                recipient: only.recipient,
              }),
              link: paymentLink(only.id),
              tag: `uzs-payment-${only.id}`,
            }
          : {
              title: t(lang, 'push.payments.title'),
              body: t(lang, 'push.payments.body', { count: list.length }),
              link: INBOX_LINK,
              tag: 'uzs-payments-awaiting',
            },
      log,
    );
  }
  return sent;
}

/**
 * For the routes, after their transaction committed: starts the push and returns at once; never
 * throws (service.ts firePush).
 */
export function pushAwaitingSignature(
  deps: { readonly db: Db; readonly config: PushConfig },
  paymentIds: readonly number[],
  actorUserId: number,
  log: PushLog,
): void {
  if (deps.config.firebaseServiceAccount === null) return;
  firePush(() => notifyAwaitingSignature(deps.db, deps.config, paymentIds, actorUserId, log), log);
}
