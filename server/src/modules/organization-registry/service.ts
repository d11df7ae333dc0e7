/**
 * The admin's organisation records (contracts/api/organization-registry.ts). Admin only (the
 * router's role guard). INN unique (422 on `inn`), the branch an active bank of /mfo (422 on
 * `mfo`); every change in the router's `commit` transaction with its audit row (before and after),
 * a refusal audited after its rollback (routes.ts). Records are never deleted.
 */
import type { OrganizationRecord } from '../../../../contracts/api/organization-registry.ts';
import { ORG_SORT_FIELDS } from '../../../../contracts/api/organization-registry.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

export interface Body {
  readonly name: string;
  readonly inn: string;
  readonly nibbd: string;
  readonly mfo: string;
  readonly legal_form: 'legal_entity' | 'sole_proprietor';
  readonly address: string | null;
  readonly phone: string | null;
}

function toRecord(r: repo.Row): OrganizationRecord {
  return {
    id: r.id,
    name: r.name,
    inn: r.inn,
    nibbd: r.nibbd,
    mfo: r.mfo,
    branch_name: r.branchName,
    legal_form: r.legalForm,
    address: r.address,
    phone: r.phone,
    users_count: r.usersCount,
    accounts_count: r.accountsCount,
    isView: true,
    isEdit: true,
  };
}

const valuesOf = (b: Body): repo.Values => ({
  name: b.name,
  inn: b.inn,
  nibbd: b.nibbd,
  mfo: b.mfo,
  legalForm: b.legal_form,
  address: b.address,
  phone: b.phone,
});

export function createOrganizationRegistryService(db: Db, clock: Clock) {
  async function check(tx: Db, body: Body, exceptId?: number) {
    const problems: FieldProblem[] = [];
    if (await repo.innTaken(tx, body.inn, exceptId))
      problems.push({ attribute: 'inn', key: 'organization.innTaken' });
    if (!(await repo.activeBank(tx, body.mfo)))
      problems.push({ attribute: 'mfo', key: 'organization.branchUnknown' });
    if (problems.length > 0) throw ApiError.rejected(problems);
  }

  return {
    async list(filter: repo.Filter, page: repo.ListPage): Promise<Paged<OrganizationRecord>> {
      const field = page.sort?.replace(/^-/, '');
      if (field !== undefined && !(ORG_SORT_FIELDS as readonly string[]).includes(field)) {
        throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
      }
      const { rows, total } = await repo.list(db, filter, page);
      return { list: rows.map(toRecord), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    async view(id: number): Promise<OrganizationRecord> {
      const row = await repo.find(db, id);
      if (row === null) throw ApiError.notFound();
      return toRecord(row);
    },

    async create(tx: Db, actor: Actor, body: Body): Promise<OrganizationRecord> {
      await check(tx, body);
      const id = await repo.insert(tx, valuesOf(body));
      await auditActor(tx, clock.now(), actor, 'organization.create', { organizationId: id, values: body });
      return toRecord((await repo.find(tx, id)) as repo.Row);
    },

    async update(tx: Db, actor: Actor, id: number, body: Body): Promise<OrganizationRecord> {
      const before = await repo.find(tx, id);
      if (before === null) throw ApiError.notFound();
      await check(tx, body, id);
      await repo.update(tx, id, valuesOf(body));
      await auditActor(tx, clock.now(), actor, 'organization.update', {
        organizationId: id,
        before: { ...valuesOf({ ...toRecord(before) }) },
        after: body,
      });
      return toRecord((await repo.find(tx, id)) as repo.Row);
    },
  };
}
