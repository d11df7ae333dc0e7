/**
 * Reading soum payments: the paged lists (the organisation's and the multiclient's), counts per
 * status and what awaits the caller, one payment or several with their signatures, a payment's
 * log, and the status and type lists. Every read is in the caller's scope (payment-context.ts).
 */
import {
  UZS_SORT_FIELDS,
  UZS_STATUS_IDS,
  UZS_TYPE_IDS,
  type UzsCounts,
  type UzsDashboardCounts,
  type UzsListItem,
  type UzsMclientFilter,
  type UzsPaymentFilter,
  type UzsPaymentLog,
  type UzsPaymentRow,
  type UzsPaymentView,
  type UzsStatusId,
  type UzsTypeId,
} from '../../../../contracts/api/uzs-payment.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import { toMinor } from '../../../../contracts/money.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { ApiError } from '../../plugins/errors.ts';
import {
  statusName,
  toRow,
  typeName,
  type Actor,
  type Caller,
  type Page,
  type PaymentContext,
} from './payment-context.ts';
import * as repo from './repository.ts';

export function createQueryService({ db, readerOf }: PaymentContext) {
  const listPage = repo.createListQuery(db);

  async function listOf(caller: Caller, filter: UzsMclientFilter, page: Page): Promise<Paged<UzsPaymentRow>> {
    const field = page.sort?.replace(/^-/, '');
    if (field !== undefined && !(UZS_SORT_FIELDS as readonly string[]).includes(field)) {
      throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
    }
    const { rows, total } = await listPage(caller.scope, listInput(caller, filter), page);
    return { list: rows.map((r) => toRow(r, caller)), _meta: pageMeta(total, page.page, page.pageSize) };
  }

  function listInput(caller: Caller, filter: UzsMclientFilter): repo.ListInput {
    const parsed = filter as UzsPaymentFilter & { organization_id?: number };
    return {
      filter: parsed,
      role: caller.session.role,
      userId: caller.session.userId,
      ...(parsed.sum_from === undefined ? {} : { sumFrom: toMinor(parsed.sum_from) }),
      ...(parsed.sum_to === undefined ? {} : { sumTo: toMinor(parsed.sum_to) }),
      // A multiclient sees the payments of the accounts they may view, not the whole child.
      ...(caller.mclient === undefined ? {} : { accountIds: caller.mclient.viewableAccountIds() }),
    };
  }

  async function viewsOf(caller: Caller, ids: readonly number[]): Promise<UzsPaymentView[]> {
    const unique = [...new Set(ids)];
    const records = await repo.findMany(db, caller.scope, unique);
    if (records.length !== unique.length) throw ApiError.notFound();
    const { mclient } = caller;
    if (
      mclient !== undefined &&
      records.some((r) => !mclient.mayView(r.payment.organizationId, r.payment.account, r.payment.mfo))
    )
      throw ApiError.notFound();
    const signatures = await repo.signatures(
      db,
      records.map((r) => r.payment.id),
    );
    return records.map((record) => ({
      ...toRow(record, caller),
      signatures: signatures
        .filter(
          (s) =>
            s.signature.paymentId === record.payment.id && s.signature.version === record.payment.version,
        )
        .map(({ signature: s, fullName }) => ({
          id: s.id,
          letter: s.letter === 'B' ? 'B' : 'A',
          user_full_name: fullName,
          role: s.role,
          key_serial: s.keySerial,
          version: s.version,
          digest: s.digest,
          signer_version: s.signerVersion,
          signed_at: s.signedAt.toISOString(),
        })),
    }));
  }

  return {
    async list(actor: Actor, filter: UzsPaymentFilter, page: Page) {
      return listOf(await readerOf(actor), filter, page);
    },

    async mclientList(actor: Actor, filter: UzsMclientFilter, page: Page) {
      return listOf(await readerOf(actor), filter, page);
    },

    async counts(actor: Actor, filter: UzsPaymentFilter): Promise<UzsCounts> {
      const caller = await readerOf(actor);
      const rows = await repo.countByStatus(db, caller.scope, listInput(caller, filter));
      const byStatus = new Map(rows.map((r) => [r.statusId, r.n]));
      return {
        total: rows.reduce((sum, r) => sum + r.n, 0),
        statuses: UZS_STATUS_IDS.map((id) => ({
          status_id: id,
          statusName: statusName(actor.lang, id),
          count: byStatus.get(id) ?? 0,
        })),
      };
    },

    async dashboard(actor: Actor): Promise<UzsDashboardCounts> {
      const caller = await readerOf(actor);
      const n = (what: 'sign' | 'send' | 'approve' | 'auth') =>
        repo.countAwaiting(db, caller.scope, caller.session.role, caller.session.userId, what);
      const [to_sign, to_send, to_approve, to_auth] = await Promise.all([
        n('sign'),
        n('send'),
        n('approve'),
        n('auth'),
      ]);
      return { to_sign, to_send, to_approve, to_auth };
    },

    statusList(lang: Language): UzsListItem<UzsStatusId>[] {
      return UZS_STATUS_IDS.map((id) => ({ id, name: statusName(lang, id) }));
    },

    typeList(lang: Language): UzsListItem<UzsTypeId>[] {
      return UZS_TYPE_IDS.map((id) => ({ id, name: typeName(lang, id) }));
    },

    async view(actor: Actor, id: number): Promise<UzsPaymentView> {
      const [view] = await viewsOf(await readerOf(actor), [id]);
      if (view === undefined) throw ApiError.notFound();
      return view;
    },

    async details(actor: Actor, ids: readonly number[]): Promise<UzsPaymentView[]> {
      return viewsOf(await readerOf(actor), ids);
    },

    async logs(actor: Actor, id: number): Promise<UzsPaymentLog[]> {
      const caller = await readerOf(actor);
      const [record] = await repo.findMany(db, caller.scope, [id]);
      if (record === undefined) throw ApiError.notFound();
      const rows = await repo.logs(db, id);
      return rows.map(({ log: l, fullName }) => ({
        id: l.id,
        at: l.at.toISOString(),
        user_full_name: fullName,
        action: l.action,
        actionName: t(actor.lang, `uzs.action.${l.action}` as MessageKey),
        status_id: l.statusId as UzsStatusId,
        statusName: statusName(actor.lang, l.statusId),
        version: l.version,
        comment: l.comment,
      }));
    },

    /** Whether the organisation's payments take EDS signatures only, no phone passkeys (modules/devices). */
    async organizationEdsOnly(organizationId: number): Promise<boolean> {
      return repo.organizationEdsOnly(db, organizationId);
    },
  };
}
