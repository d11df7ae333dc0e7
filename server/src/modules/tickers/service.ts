/**
 * Ticker rules: admin only (the router's role guard, from the contract records), every change
 * audited in the transaction of the change (the router's `commit`, which also claims an
 * Idempotency-Key when one is sent), so a refused or failed change leaves neither.
 * Flags are computed here for the caller: the list is admin only and an admin may view, edit and
 * delete any ticker, so they are all true; they still travel so the client never decides.
 */
import {
  TICKER_SORT_FIELDS,
  type TickerRow,
  type TickerStatusItem,
} from '../../../../contracts/api/tickers.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { auditActor, type AuditAction } from '../../plugins/audit.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';
import type { Actor } from '../../core/actor.ts';

export function createTickerService(db: Db, clock: Clock) {
  /** Runs inside the caller's transaction (the router's `commit`), so change and audit row commit together. */
  async function audited<T extends { id: number }>(
    tx: Db,
    actor: Actor,
    action: AuditAction,
    change: () => Promise<T | null>,
  ): Promise<T> {
    const result = await change();
    if (result === null) throw ApiError.notFound();
    await auditActor(tx, clock.now(), actor, action, { tickerId: result.id });
    return result;
  }

  return {
    async list(filter: repo.ListFilter, page: repo.ListPage): Promise<Paged<TickerRow>> {
      const field = page.sort?.replace(/^-/, '');
      if (field !== undefined && !(TICKER_SORT_FIELDS as readonly string[]).includes(field)) {
        throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
      }
      const { rows, total } = await repo.list(db, filter, page);
      return {
        list: rows.map((row) => ({ ...row, isView: true, isEdit: true, isDelete: true })),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    async view(id: number) {
      const ticker = await repo.find(db, id);
      if (ticker === null) throw ApiError.notFound();
      return ticker;
    },

    create(tx: Db, actor: Actor, values: repo.TickerValues) {
      return audited(tx, actor, 'ticker.create', () => repo.insert(tx, values, clock.now()));
    },

    update(tx: Db, actor: Actor, id: number, values: repo.TickerValues) {
      return audited(tx, actor, 'ticker.update', () => repo.update(tx, id, values));
    },

    remove(tx: Db, actor: Actor, id: number) {
      return audited(tx, actor, 'ticker.delete', () => repo.remove(tx, id));
    },

    statusList(lang: Language): TickerStatusItem[] {
      return [
        { value: 1, label: t(lang, 'ticker.status.active') },
        { value: 0, label: t(lang, 'ticker.status.inactive') },
      ];
    },
  };
}
