/**
 * Controlled accounts (spec 3 §2.4, §3.7, §7.4), admin only. A record names an organisation's own
 * account and one of that organisation's users; the server checks both (422 per field, nothing
 * stored) and that no other record controls the same account. What a record means is enforced
 * where payments are signed (core/controlled-accounts-repository.ts). Every change is audited.
 */
import {
  CONTROLLED_STATUSES,
  CONTROLLED_TYPES,
  type ControlledRow,
  type ControlledSaveBody,
  type LookupItem,
  type PrepareAnswer,
} from '../../../../contracts/api/controlled-accounts.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

function toRow(row: repo.Row, lang: Language): ControlledRow {
  const status = row.status === 1 ? 1 : 0;
  return {
    id: row.id,
    full_name: row.fullName,
    organizationName: row.organizationName,
    name: row.name,
    account: row.account,
    bxm_code: row.bxmCode,
    status,
    statusName: t(lang, `controlled.status.${status}`),
    type: 1,
    typeName: t(lang, 'controlled.type.1'),
    organization_id: row.organizationId,
    user_id: row.userId,
    nibbd: row.nibbd,
    isEdit: true,
    isDelete: true,
  };
}

export function createControlledAccountsService(db: Db, clock: Clock) {
  async function check(tx: Db, body: ControlledSaveBody): Promise<repo.Values> {
    const problems: FieldProblem[] = [];
    if (!(await repo.organizationExists(tx, body.organization_id))) {
      problems.push({ attribute: 'organization_id', key: 'controlled.organizationNibbd' });
    } else {
      if (!(await repo.userOfOrganization(tx, body.user_id, body.organization_id))) {
        problems.push({ attribute: 'user_id', key: 'controlled.userNotOfOrganization' });
      }
      if (!(await repo.accountOfOrganization(tx, body.account, body.organization_id))) {
        problems.push({ attribute: 'account', key: 'controlled.accountNotOfOrganization' });
      } else if (await repo.taken(tx, body.account, body.type, body.id)) {
        problems.push({ attribute: 'account', key: 'controlled.duplicate' });
      }
    }
    if (problems.length > 0) throw ApiError.rejected(problems);
    return {
      name: body.name,
      account: body.account,
      bxmCode: body.bxm_code,
      status: body.status,
      type: body.type,
      organizationId: body.organization_id,
      userId: body.user_id,
    };
  }

  return {
    async list(filter: repo.Filter, page: repo.Page, lang: Language): Promise<Paged<ControlledRow>> {
      const { rows, total } = await repo.list(db, filter, page);
      return { list: rows.map((r) => toRow(r, lang)), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    statusList(lang: Language): LookupItem[] {
      return CONTROLLED_STATUSES.map((id) => ({ id, name: t(lang, `controlled.status.${id}`) }));
    },

    typeList(lang: Language): LookupItem[] {
      return CONTROLLED_TYPES.map((id) => ({ id, name: t(lang, `controlled.type.${id}`) }));
    },

    async prepare(nibbd: string): Promise<PrepareAnswer> {
      const organizations = await repo.organizationsByNibbd(db, nibbd);
      const users = await repo.usersOf(
        db,
        organizations.map((o) => o.id),
      );
      return { organizations, users };
    },

    async save(tx: Db, actor: Actor, body: ControlledSaveBody): Promise<ControlledRow> {
      const values = await check(tx, body);
      const now = clock.now();
      let id: number;
      if (body.id === undefined) {
        id = await repo.insert(tx, values, now);
      } else {
        id = body.id;
        if (!(await repo.update(tx, id, values, now))) throw ApiError.notFound();
      }
      await auditActor(
        tx,
        now,
        actor,
        body.id === undefined ? 'controlled-account.create' : 'controlled-account.update',
        { controlledAccountId: id, account: values.account, userId: values.userId, status: values.status },
      );
      const row = await repo.find(tx, id);
      if (row === null) throw new Error('saved row not found');
      return toRow(row, actor.lang);
    },

    async remove(tx: Db, actor: Actor, id: number): Promise<null> {
      const row = await repo.find(tx, id);
      if (row === null || !(await repo.remove(tx, id))) throw ApiError.notFound();
      await auditActor(tx, clock.now(), actor, 'controlled-account.delete', {
        controlledAccountId: id,
        account: row.account,
      });
      return null;
    },
  };
}
