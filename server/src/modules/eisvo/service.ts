/**
 * EISVO rules. Who sees a contract: the users of its organisation (the session's organisation) and
 * the bank roles of EISVO_BANK_ROLES, who may open any by idn; anyone else gets 404, the same answer
 * as for an idn that does not exist, so ids cannot be probed. Comments can be written by whoever
 * sees the contract except the read-only roles; the change and its audit row share the router's
 * transaction, which also claims the Idempotency-Key, so a replayed save changes nothing twice.
 */
import {
  EISVO_BANK_ROLES,
  EISVO_READ_ONLY_ROLES,
  SECTIONS,
  type BasisItem,
  type ContractRow,
  type ContractUpdateResult,
  type Requirement,
  type SectionName,
  type SectionRow,
  type Verification,
} from '../../../../contracts/api/eisvo.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';
import type { Actor } from '../../core/actor.ts';

export interface ListPage {
  readonly page: number;
  readonly pageSize: number;
  readonly sort?: string;
}

function isBankViewer(session: AuthSession): boolean {
  return roleAllowed(session.role, EISVO_BANK_ROLES);
}

function paged<T>(rows: readonly T[], total: number, page: ListPage): Paged<T> {
  return { list: rows, _meta: pageMeta(total, page.page, page.pageSize) };
}

export function createEisvoService(db: Db, clock: Clock) {
  /** The contract if this session may see it; 404 otherwise. Inside a change, read through its `tx`. */
  async function visible(session: AuthSession, idn: string, on: Db = db) {
    const contract = await repo.findContract(on, idn);
    const allowed =
      contract !== null &&
      (isBankViewer(session) ||
        (session.organizationId !== null && contract.organizationId === session.organizationId));
    if (!allowed) throw ApiError.notFound();
    return contract;
  }

  return {
    async list(
      session: AuthSession,
      filter: Omit<repo.ContractFilter, 'organizationId'>,
      page: ListPage,
    ): Promise<Paged<ContractRow>> {
      if (page.sort !== undefined) throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
      const bank = isBankViewer(session);
      // Staff without the right and without an organisation have no contracts to list.
      if (!bank && session.organizationId === null) return paged([], 0, page);
      const { rows, total } = await repo.listContracts(
        db,
        { ...filter, organizationId: bank ? null : session.organizationId },
        page,
      );
      return paged(rows, total, page);
    },

    async detail(session: AuthSession, idn: string) {
      return repo.toContractDetail(await visible(session, idn));
    },

    async section(
      session: AuthSession,
      name: SectionName,
      idn: string,
      page: ListPage,
    ): Promise<Paged<SectionRow>> {
      const field = page.sort?.replace(/^-/, '');
      if (field !== undefined && !(SECTIONS[name].sort as readonly string[]).includes(field)) {
        throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
      }
      const contract = await visible(session, idn);
      const { rows, total } = await repo.sectionPage(db, contract.id, name, page);
      return paged(rows, total, page);
    },

    async verification(session: AuthSession, idn: string): Promise<Verification> {
      const contract = await visible(session, idn);
      const rows = await repo.verificationRows(db, contract.id);
      return {
        items: rows.map((r) => ({
          order_num: r.orderNum,
          field: r.field as Requirement,
          cntr: r.cntrValue,
          clause: r.clause,
          desc: r.description,
          value: r.eisvoValue,
          client: r.comment,
          done: r.done,
          basis: r.basisKey,
        })),
        isEdit: !roleAllowed(session.role, EISVO_READ_ONLY_ROLES),
      };
    },

    async basisList(session: AuthSession, idn: string): Promise<BasisItem[]> {
      const contract = await visible(session, idn);
      return repo.basisTexts(db, contract.id);
    },

    async updateComments(
      tx: Db,
      actor: Actor,
      idn: string,
      comments: Partial<Record<Requirement, string>>,
    ): Promise<ContractUpdateResult> {
      const contract = await visible(actor.session, idn, tx);
      if (roleAllowed(actor.session.role, EISVO_READ_ONLY_ROLES)) throw ApiError.forbidden();
      if (Object.keys(comments).length === 0) {
        throw ApiError.rejected([{ attribute: 'comments', key: 'field.required' }]);
      }
      const at = clock.now();
      const changed = await repo.updateComments(tx, contract.id, comments, {
        userId: actor.session.userId,
        at,
      });
      await recordAudit(tx, {
        at,
        action: 'eisvo.comments',
        userId: actor.session.userId,
        username: actor.session.username,
        organizationId: actor.session.organizationId,
        ip: actor.ip,
        detail: { idn, fields: Object.keys(comments), changed },
      });
      return { success: true, changed };
    },

    /** The same scope as the contract list: the bank's EISVO roles all, a client its organisation's. */
    async overdue(session: AuthSession, page: ListPage) {
      if (page.sort !== undefined) throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
      const bank = isBankViewer(session);
      if (!bank && session.organizationId === null) return paged([], 0, page);
      const { rows, total } = await repo.listOverdue(db, page, bank ? null : session.organizationId);
      return paged(rows, total, page);
    },
  };
}
