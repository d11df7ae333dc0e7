/**
 * The bank's list of soum payments (/payments, contracts/api/bank-payment.ts): every organisation's
 * payments in the staff member's reach — admin_branch the organisations of their branch
 * (users.branch_mfo), the other staff roles every organisation. It runs the soum list's prepared
 * statement (repository.ts createListQuery) with that reach as the scope, so a payment outside it
 * is simply not found (404). Read-only: the flags are the state machine's for a caller who acts for
 * no organisation, i.e. view and export only.
 */
import {
  BANK_PAYMENT_EXPORT_MAX,
  BRANCH_LIMITED_ROLES,
  type BankPaymentFilter,
} from '../../../../contracts/api/bank-payment.ts';
import {
  UZS_SORT_FIELDS,
  type UzsPaymentRow,
  type UzsPaymentView,
} from '../../../../contracts/api/uzs-payment.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import { toMinor } from '../../../../contracts/money.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { Scope } from '../../plugins/scope-repository.ts';
import { toRow, type Actor, type Caller, type Page } from './payment-context.ts';
import * as repo from './repository.ts';

export function createBankPaymentService(db: Db) {
  const listPage = repo.createListQuery(db);

  /** The organisations the staff member reaches, narrowed by the organisation filter; null = all. */
  async function reachOf(actor: Actor, organization?: string): Promise<Scope> {
    const text = organization?.trim() || undefined;
    if (roleAllowed(actor.session.role, BRANCH_LIMITED_ROLES)) {
      const mfo = await repo.staffBranchMfo(db, actor.session.userId);
      // A branch user without a branch reaches nothing (never everything).
      if (mfo === null) return [];
      return repo.organizationIdsMatching(db, { mfo, ...(text ? { text } : {}) });
    }
    return text ? repo.organizationIdsMatching(db, { text }) : null;
  }

  /** The rows' flags: the state machine's for a caller acting for no organisation (view, export). */
  function viewer(actor: Actor): Caller {
    return { ...actor, scope: null };
  }

  function listInput(actor: Actor, filter: BankPaymentFilter): repo.ListInput {
    const { organization: _organization, ...rest } = filter;
    return {
      filter: rest,
      role: actor.session.role,
      userId: actor.session.userId,
      ...(rest.sum_from === undefined ? {} : { sumFrom: toMinor(rest.sum_from) }),
      ...(rest.sum_to === undefined ? {} : { sumTo: toMinor(rest.sum_to) }),
    };
  }

  return {
    async list(actor: Actor, filter: BankPaymentFilter, page: Page): Promise<Paged<UzsPaymentRow>> {
      const field = page.sort?.replace(/^-/, '');
      if (field !== undefined && !(UZS_SORT_FIELDS as readonly string[]).includes(field)) {
        throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
      }
      const scope = await reachOf(actor, filter.organization);
      const { rows, total } = await listPage(scope, listInput(actor, filter), page);
      const caller = viewer(actor);
      return { list: rows.map((r) => toRow(r, caller)), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    /** Every row of the filter for an export; more than BANK_PAYMENT_EXPORT_MAX is refused (422). */
    async matching(actor: Actor, filter: BankPaymentFilter): Promise<UzsPaymentRow[]> {
      const scope = await reachOf(actor, filter.organization);
      const { rows, total } = await listPage(scope, listInput(actor, filter), {
        page: 1,
        pageSize: BANK_PAYMENT_EXPORT_MAX,
      });
      if (total > BANK_PAYMENT_EXPORT_MAX) {
        throw ApiError.rejected(
          [{ attribute: 'filter', key: 'bankPayment.tooMany', params: { max: BANK_PAYMENT_EXPORT_MAX } }],
          'bankPayment.tooMany',
        );
      }
      const caller = viewer(actor);
      return rows.map((r) => toRow(r, caller));
    },

    async view(actor: Actor, id: number): Promise<UzsPaymentView> {
      const scope = await reachOf(actor);
      const [record] = await repo.findMany(db, scope, [id]);
      if (record === undefined) throw ApiError.notFound();
      const signatures = await repo.signatures(db, [id]);
      return {
        ...toRow(record, viewer(actor)),
        signatures: signatures
          .filter((s) => s.signature.version === record.payment.version)
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
      };
    },
  };
}
