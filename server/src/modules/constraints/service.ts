/**
 * Payment constraints (/constraints, admin): kept here, applied by core/payment-limits.ts in the
 * documents' save paths. Every change is audited with the values before and after.
 */
import {
  CONSTRAINT_SORT_FIELDS,
  type Constraint,
  type ConstraintRow,
} from '../../../../contracts/api/constraints.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import { toMinor } from '../../../../contracts/money.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

export interface ConstraintInput {
  readonly name: string;
  readonly document: string;
  readonly payment_type: number | null;
  readonly legal_form: string | null;
  readonly max_sum: string;
  readonly active: boolean;
}

const flags = (row: Constraint): ConstraintRow => ({ ...row, isView: true, isEdit: true });

function values(body: ConstraintInput): repo.ConstraintValues {
  const [whole = '0', fraction = ''] = body.max_sum.split('.');
  return {
    name: body.name,
    document: body.document,
    paymentType: body.payment_type,
    legalForm: body.legal_form,
    maxSum: toMinor(fraction === '' ? whole : `${whole}.${fraction}`),
    active: body.active,
  };
}

export function createConstraintsService(db: Db, clock: Clock) {
  return {
    async list(filter: repo.ListFilter, page: repo.ListPage): Promise<Paged<ConstraintRow>> {
      const field = page.sort?.replace(/^-/, '');
      if (field !== undefined && !(CONSTRAINT_SORT_FIELDS as readonly string[]).includes(field)) {
        throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
      }
      const { rows, total } = await repo.list(db, filter, page);
      return { list: rows.map(flags), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    async view(id: number): Promise<ConstraintRow> {
      const row = await repo.find(db, id);
      if (row === null) throw ApiError.notFound();
      return flags(row);
    },

    async create(tx: Db, actor: Actor, body: ConstraintInput): Promise<Constraint> {
      const row = await repo.insert(tx, values(body), clock.now());
      await auditActor(tx, clock.now(), actor, 'constraints.create', { constraintId: row.id, values: row });
      return row;
    },

    async update(tx: Db, actor: Actor, id: number, body: ConstraintInput): Promise<Constraint> {
      const before = await repo.find(tx, id);
      if (before === null) throw ApiError.notFound();
      const row = await repo.update(tx, id, values(body), clock.now());
      if (row === null) throw ApiError.notFound();
      await auditActor(tx, clock.now(), actor, 'constraints.update', {
        constraintId: id,
        before,
        after: row,
      });
      return row;
    },
  };
}
