/**
 * Appends to the audit log (docs/architecture.md §3: every sign-in, refusal and admin change). The table
 * refuses UPDATE and DELETE by trigger; this module only ever inserts. Pass a transaction as `db`
 * when the entry must commit or roll back together with the change it describes.
 */
import type { Db } from '../db/client.ts';
import { insertAuditRow } from './audit-repository.ts';
import type { AuthSession } from './auth.ts';

export type AuditAction =
  | 'login.success'
  | 'login.failure'
  | 'login.captcha-failure'
  | 'login.locked'
  | 'login.lockout'
  | 'login.blocked'
  | 'logout'
  | 'password.change'
  | 'password.change-failure'
  | 'password.reset-request'
  | 'access.refused'
  | 'request.rate-limited'
  | 'audit.aggregate'
  | 'ticker.create'
  | 'ticker.update'
  | 'ticker.delete'
  | 'notice.login.create'
  | 'notice.login.update'
  | 'notice.login.delete'
  | 'notice.user.create'
  | 'notice.user.update'
  | 'notice.user.delete'
  | 'site-mode.switch'
  | 'controlled-account.create'
  | 'controlled-account.update'
  | 'controlled-account.delete'
  | 'controlled-account.sign-refused'
  | 'eisvo.comments'
  | 'tgb.activate'
  | 'tgb.close'
  | 'tgb.message'
  | 'tgb.text.update'
  | 'tgb.appealType.change'
  | 'tgb.consultation.change'
  | 'chat.create'
  | 'chat.message'
  | 'chat.close'
  | 'callOrder.create'
  | 'callOrder.archive'
  | 'sms.send'
  | 'sms.verify'
  | 'sms.dailyLimit'
  | 'signing-key.renew'
  | 'uzs-payment.create'
  | 'uzs-payment.edit'
  | 'uzs-payment.delete'
  | 'uzs-payment.approve'
  | 'uzs-payment.recall'
  | 'uzs-payment.return'
  | 'uzs-payment.copy'
  | 'uzs-payment.sign'
  | 'uzs-payment.four-eyes-refused'
  | 'organization.dual-control'
  | 'device.register'
  | 'device.revoke'
  | 'device.unlock'
  | 'uzs-payment.send'
  | 'uzs-payment.auth'
  | 'uzs-payment.decline'
  | 'uzs-payment.template'
  | 'uzs-payment.template-delete'
  | 'payment-claim.create'
  | 'payment-claim.edit'
  | 'payment-claim.recall'
  | 'payment-claim.ignore'
  | 'payment-claim.pay'
  | 'user.block'
  | 'user.unblock'
  | 'user.clear-lockout'
  | 'user.require-password-change'
  | 'statement-application.create'
  | 'currency-payment.create'
  | 'currency-payment.edit'
  | 'currency-payment.delete'
  | 'currency-payment.sign'
  | 'currency-payment.send'
  | 'currency-payment.refused'
  | 'munis.create'
  | 'munis.edit'
  | 'munis.delete'
  | 'munis.sign'
  | 'munis.send'
  | 'munis.template-save'
  | 'munis.template-delete'
  | 'munis.group-save'
  | 'munis.refused'
  | 'corporate-card.create'
  | 'corporate-card.update'
  | 'corporate-card.delete'
  | 'corporate-card.sign'
  | 'corporate-card.send'
  | 'corporate-card.issued'
  | 'corporate-card.rejected'
  | 'corporate-card.refused'
  | 'account-order.create'
  | 'account-order.edit'
  | 'account-order.delete'
  | 'account-order.sign'
  | 'account-order.send'
  | 'account-order.opened'
  | 'account-order.rejected'
  | 'account-order.refused'
  | 'wage.create'
  | 'wage.update'
  | 'wage.delete'
  | 'wage.sign'
  | 'wage.send'
  | 'wage.pin'
  | 'wage.issue'
  | 'wage.reject'
  | 'wage.refused'
  | 'fx-transfer.create'
  | 'fx-transfer.edit'
  | 'fx-transfer.delete'
  | 'fx-transfer.sign'
  | 'fx-transfer.send'
  | 'fx-transfer.refused'
  | 'fx-deal.create'
  | 'fx-deal.edit'
  | 'fx-deal.copy'
  | 'fx-deal.delete'
  | 'fx-deal.sign'
  | 'fx-deal.send'
  | 'fx-deal.accept'
  | 'fx-deal.return'
  | 'fx-deal.reject'
  | 'fx-deal.execute'
  | 'fx-deal.refused'
  | 'uzs-import.upload'
  | 'uzs-import.refused'
  | 'uzs-import.processed'
  | 'uzs-import.edit'
  | 'uzs-import.delete'
  | 'currency-import.upload'
  | 'currency-import.refused'
  | 'currency-import.processed'
  | 'currency-import.edit'
  | 'currency-import.delete'
  | 'exchange-import.upload'
  | 'exchange-import.refused'
  | 'exchange-import.processed'
  | 'exchange-import.edit'
  | 'exchange-import.delete'
  | 'overdraft.create'
  | 'overdraft.sign'
  | 'overdraft.send'
  | 'overdraft.delete'
  | 'overdraft.approve'
  | 'overdraft.refuse'
  | 'overdraft.refused'
  | 'overdraft.expire'
  | 'operating-day.open'
  | 'overdraft.debt-repaid'
  | 'credit-request.create'
  | 'credit-request.edit'
  | 'credit-request.sign'
  | 'credit-request.send'
  | 'credit-request.review'
  | 'credit-request.documents'
  | 'credit-request.approve'
  | 'credit-request.refuse'
  | 'credit-request.refused'
  | 'letter-of-credit.create'
  | 'letter-of-credit.edit'
  | 'letter-of-credit.delete'
  | 'letter-of-credit.sign'
  | 'letter-of-credit.send'
  | 'letter-of-credit.issue'
  | 'letter-of-credit.reject'
  | 'letter-of-credit.amend'
  | 'letter-of-credit.documents'
  | 'letter-of-credit.pay'
  | 'letter-of-credit.close'
  | 'letter-of-credit.expired'
  | 'letter-of-credit.refused'
  | 'loan-list.upload'
  | 'loan-list.refused'
  | 'credit-overdue.notify'
  | 'qr.create'
  | 'qr.refused'
  | 'invoice.issue'
  | 'invoice.pay'
  | 'invoice.cancel'
  | 'invoice.refused'
  | 'oko.apply'
  | 'oko.decide'
  | 'oko.refused'
  | 'partner.check'
  | 'invest.apply'
  | 'invest.refused'
  | 'uzs-payment.mclient-refused'
  /** Bank staff took every client payment of a filter out as a file (/payments export). */
  | 'uzs-payment.bank-export'
  | 'multiclient.create'
  | 'multiclient.update'
  | 'multiclient.child-add'
  | 'multiclient.child-access'
  | 'multiclient.child-delete'
  | 'multiclient.user-create'
  | 'multiclient.user-update'
  | 'multiclient.user-delete'
  | 'multiclient.user-reset-password'
  | 'multiclient.user-block'
  | 'multiclient.user-unblock'
  | 'multiclient.settings-save'
  | 'multiclient.acc-control-save'
  | 'multiclient.select-organization'
  | 'multiclient.refused';

export interface AuditEntry {
  readonly at: Date;
  readonly action: AuditAction;
  readonly userId?: number | null;
  readonly username?: string | null;
  readonly organizationId?: number | null;
  readonly ip?: string | null;
  readonly detail?: Record<string, unknown>;
}

export function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  return insertAuditRow(db, {
    at: entry.at,
    action: entry.action,
    userId: entry.userId ?? null,
    username: entry.username ?? null,
    organizationId: entry.organizationId ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? {},
  });
}

/** Who asked for an action: the caller's session and the request's address. */
export interface AuditActor {
  readonly session: Pick<AuthSession, 'userId' | 'username' | 'organizationId'>;
  readonly ip: string;
}

/** Records an action of a signed-in caller (in the caller's transaction when `db` is one). */
export function auditActor(
  db: Db,
  at: Date,
  actor: AuditActor,
  action: AuditAction,
  detail: Record<string, unknown>,
): Promise<void> {
  const { userId, username, organizationId } = actor.session;
  return recordAudit(db, { at, action, userId, username, organizationId, ip: actor.ip, detail });
}
