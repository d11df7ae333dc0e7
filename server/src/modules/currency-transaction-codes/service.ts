/**
 * Currency transaction codes: admin keeps them (the router's role guard from the contract
 * records); every change is audited in its transaction, every refusal afterwards (routes.ts).
 * Duplicates answer 422 on `code`. There is no delete: payments keep naming their code, so a code
 * leaves the payment form by deactivation.
 */
import {
  CTC_SORT_FIELDS,
  type Ctc,
  type CtcOption,
  type CtcRow,
} from '../../../../contracts/api/currency-transaction-codes.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

const flags = (code: Ctc): CtcRow => ({ ...code, isView: true, isEdit: true });

export function createCtcService(db: Db, clock: Clock) {
  async function unique(tx: Db, code: string, exceptId?: number) {
    if (await repo.codeTaken(tx, code, exceptId)) {
      throw ApiError.rejected([{ attribute: 'code', key: 'ctc.taken' }]);
    }
  }

  return {
    async list(filter: repo.ListFilter, page: repo.ListPage): Promise<Paged<CtcRow>> {
      const field = page.sort?.replace(/^-/, '');
      if (field !== undefined && !(CTC_SORT_FIELDS as readonly string[]).includes(field)) {
        throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
      }
      const { rows, total } = await repo.list(db, filter, page);
      return { list: rows.map(flags), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    async view(id: number): Promise<CtcRow> {
      const code = await repo.find(db, id);
      if (code === null) throw ApiError.notFound();
      return flags(code);
    },

    async options(lang: Language): Promise<CtcOption[]> {
      const rows = await repo.activeCodes(db);
      return rows.map((r) => ({ code: r.code, name: r[`name_${lang}`] }));
    },

    async create(tx: Db, actor: Actor, values: repo.CodeValues): Promise<Ctc> {
      await unique(tx, values.code);
      const code = await repo.insert(tx, values, clock.now());
      await auditActor(tx, clock.now(), actor, 'ctc.create', { codeId: code.id, values });
      return code;
    },

    async update(tx: Db, actor: Actor, id: number, values: repo.CodeValues): Promise<Ctc> {
      const before = await repo.find(tx, id);
      if (before === null) throw ApiError.notFound();
      if (values.code !== before.code) await unique(tx, values.code, id);
      const code = await repo.update(tx, id, values, clock.now());
      if (code === null) throw ApiError.notFound();
      await auditActor(tx, clock.now(), actor, 'ctc.update', { codeId: id, before, after: values });
      return code;
    },
  };
}
