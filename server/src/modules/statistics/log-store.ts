/**
 * Where /elk-stats reads events from (docs/decisions.md "Statistics"): the audit log in the database
 * by default, or OpenSearch/Elasticsearch when ELK_URL is configured (the audit rows shipped there
 * with `action` and `@timestamp` fields). One small interface, so the screen and its tests do not
 * care which; the HTTP adapter is tested against a fake server on loopback.
 */
import type { ElkEvents } from '../../../../contracts/api/statistics.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../plugins/errors.ts';
import { auditEvents, type Range } from './repository.ts';

export const TOP_ACTIONS = 50;
const ELK_TIMEOUT_MS = 5000;

export interface LogStore {
  events(range: Range, days: readonly string[]): Promise<ElkEvents>;
}

export function databaseLogStore(db: Db): LogStore {
  return {
    async events(range, days) {
      const { actions, daily, total } = await auditEvents(db, range, TOP_ACTIONS);
      return {
        source: 'postgres',
        total,
        actions,
        daily: days.map((day) => ({ day, count: daily.get(day) ?? 0 })),
      };
    },
  };
}

interface SearchAnswer {
  hits?: { total?: { value?: number } | number };
  aggregations?: {
    actions?: { buckets?: { key: string; doc_count: number }[] };
    daily?: { buckets?: { key_as_string?: string; key: number; doc_count: number }[] };
  };
}

function unavailable(): ApiError {
  return new ApiError({ http: 503, status: 'error', message: 'stats.logStoreUnavailable' });
}

/** `fetchImpl` is for tests; the server passes the global fetch. */
export function elasticLogStore(
  elk: { url: string; index: string },
  fetchImpl: typeof fetch = fetch,
): LogStore {
  return {
    async events(range, days) {
      const body = {
        size: 0,
        track_total_hits: true,
        query: {
          range: { '@timestamp': { gte: range.start.toISOString(), lt: range.end.toISOString() } },
        },
        aggs: {
          actions: { terms: { field: 'action', size: TOP_ACTIONS } },
          daily: {
            date_histogram: {
              field: '@timestamp',
              calendar_interval: 'day',
              time_zone: '+05:00',
              format: 'yyyy-MM-dd',
            },
          },
        },
      };
      let answer: SearchAnswer;
      try {
        const res = await fetchImpl(`${elk.url}/${encodeURIComponent(elk.index)}/_search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(ELK_TIMEOUT_MS),
        });
        if (!res.ok) throw unavailable();
        answer = (await res.json()) as SearchAnswer;
      } catch {
        throw unavailable();
      }
      const totalField = answer.hits?.total;
      const total = typeof totalField === 'number' ? totalField : (totalField?.value ?? 0);
      const byDay = new Map(
        (answer.aggregations?.daily?.buckets ?? []).map((b) => [
          b.key_as_string ?? new Date(b.key + 5 * 3_600_000).toISOString().slice(0, 10),
          b.doc_count,
        ]),
      );
      return {
        source: 'elk',
        total,
        actions: (answer.aggregations?.actions?.buckets ?? []).map((b) => ({
          action: String(b.key),
          count: b.doc_count,
        })),
        daily: days.map((day) => ({ day, count: byDay.get(day) ?? 0 })),
      };
    },
  };
}
