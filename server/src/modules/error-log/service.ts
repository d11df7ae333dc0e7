/** The admin's error log and key log (contracts/api/error-log.ts): reads only. */
import type {
  ErrorLogFilter,
  ErrorLogRow,
  KeyLogFilter,
  KeyLogRow,
} from '../../../../contracts/api/error-log.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

function toRow(r: repo.ErrorRecord): ErrorLogRow {
  return {
    id: r.id,
    at: r.at.toISOString(),
    request_id: r.requestId,
    method: r.method,
    route: r.route,
    http_status: r.httpStatus,
    user_id: r.userId,
    username: r.username,
    error_name: r.errorName,
    message: r.message,
  };
}

export function createErrorLogService(db: Db, clock: Clock) {
  return {
    async errors(filter: ErrorLogFilter, page: repo.ListPage): Promise<Paged<ErrorLogRow>> {
      if (filter.date_from && filter.date_to && filter.date_from > filter.date_to) {
        throw ApiError.rejected([{ attribute: 'date_to', key: 'field.invalid' }]);
      }
      const { rows, total } = await repo.listErrors(db, filter, page);
      return { list: rows.map(toRow), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    async error(id: number): Promise<ErrorLogRow> {
      const row = await repo.findError(db, id);
      if (row === undefined) throw ApiError.notFound();
      return toRow(row);
    },

    async keyLogs(filter: KeyLogFilter, page: repo.ListPage): Promise<Paged<KeyLogRow>> {
      const { rows, total } = await repo.listKeyLogs(db, filter, page, clock.now());
      return { list: rows, _meta: pageMeta(total, page.page, page.pageSize) };
    },
  };
}
