/**
 * Timelines (contracts/api/timelines.ts), super_user only: the audit log as it stands (its rows
 * are never rewritten: migration 0001's trigger). Periods are Tashkent calendar days, both
 * included; a period that ends before it starts is refused (422).
 */
import type { TimelineFilter, TimelineRow } from '../../../../contracts/api/timelines.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

const DAY_MS = 86_400_000;
/** The start of a Tashkent calendar day (UTC+5, no daylight saving). */
const tashkentStart = (day: string) => new Date(`${day}T00:00:00+05:00`);

export function createTimelineService(db: Db) {
  return {
    async list(body: TimelineFilter, page: { page: number; pageSize: number }): Promise<Paged<TimelineRow>> {
      const from = body.from === undefined ? undefined : tashkentStart(body.from);
      const to = body.to === undefined ? undefined : new Date(tashkentStart(body.to).getTime() + DAY_MS);
      if (from !== undefined && to !== undefined && to <= from) {
        throw ApiError.rejected([{ attribute: 'to', key: 'field.invalid' }]);
      }
      const { rows, total } = await repo.list(
        db,
        {
          kind: body.kind,
          ...(from === undefined ? {} : { from }),
          ...(to === undefined ? {} : { to }),
          ...(body.text === undefined ? {} : { text: body.text }),
          ...(body.action === undefined ? {} : { action: body.action }),
        },
        page,
      );
      return {
        list: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          action: r.action,
          username: r.username,
          organization_id: r.organizationId,
          organization_name: r.organizationName,
          ip: r.ip,
          detail: JSON.stringify(r.detail ?? {}),
        })),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },
  };
}
