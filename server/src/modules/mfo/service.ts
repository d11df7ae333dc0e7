/**
 * Banks by MFO: admin keeps the list, admin_bank reads it (/bank-code); the router's role guard
 * comes from the contract records. Every change is audited in its own transaction (the router's
 * `commit`); a refused change rolls back and its refusal is audited afterwards (routes.ts).
 * Duplicates answer 422 on `mfo`; a bank in use may be renamed or deactivated, but its MFO is not
 * changed and it is not deleted (422 with the reason).
 */
import { MFO_SORT_FIELDS, type MfoBank, type MfoRow } from '../../../../contracts/api/mfo.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

function flags(actor: Actor, bank: MfoBank): MfoRow {
  const admin = actor.session.role === 'admin';
  return { ...bank, isView: true, isEdit: admin, isDelete: admin && !bank.in_use };
}

export function createMfoService(db: Db, clock: Clock) {
  async function unique(tx: Db, mfo: string, exceptId?: number) {
    if (await repo.mfoTaken(tx, mfo, exceptId)) {
      throw ApiError.rejected([{ attribute: 'mfo', key: 'mfo.taken' }]);
    }
  }

  return {
    async list(actor: Actor, filter: repo.ListFilter, page: repo.ListPage): Promise<Paged<MfoRow>> {
      const field = page.sort?.replace(/^-/, '');
      if (field !== undefined && !(MFO_SORT_FIELDS as readonly string[]).includes(field)) {
        throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
      }
      const { rows, total } = await repo.list(db, filter, page);
      return {
        list: rows.map((row) => flags(actor, row)),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    async view(actor: Actor, id: number): Promise<MfoRow> {
      const bank = await repo.find(db, id);
      if (bank === null) throw ApiError.notFound();
      return flags(actor, bank);
    },

    async create(tx: Db, actor: Actor, values: repo.BankValues): Promise<MfoBank> {
      await unique(tx, values.mfo);
      const bank = await repo.insert(tx, values, clock.now());
      await auditActor(tx, clock.now(), actor, 'mfo.create', { bankId: bank.id, mfo: bank.mfo, values });
      return bank;
    },

    async update(tx: Db, actor: Actor, id: number, values: repo.BankValues): Promise<MfoBank> {
      const before = await repo.find(tx, id);
      if (before === null) throw ApiError.notFound();
      if (values.mfo !== before.mfo) {
        if (before.in_use) throw ApiError.rejected([{ attribute: 'mfo', key: 'mfo.inUseChange' }]);
        await unique(tx, values.mfo, id);
      }
      const bank = await repo.update(tx, id, values, clock.now());
      if (bank === null) throw ApiError.notFound();
      await auditActor(tx, clock.now(), actor, 'mfo.update', {
        bankId: id,
        before: { mfo: before.mfo, name: before.name, active: before.active },
        after: values,
      });
      return bank;
    },

    async remove(tx: Db, actor: Actor, id: number): Promise<MfoBank> {
      const bank = await repo.find(tx, id);
      if (bank === null) throw ApiError.notFound();
      if (bank.in_use) throw ApiError.rejected([{ attribute: 'mfo', key: 'mfo.inUse' }]);
      await repo.remove(tx, id);
      await auditActor(tx, clock.now(), actor, 'mfo.delete', { bankId: id, mfo: bank.mfo, name: bank.name });
      return bank;
    },
  };
}
