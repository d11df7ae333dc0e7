/**
 * Statistics (contracts/api/statistics.ts): usage and operations over a chosen period, at most 366
 * days, every day of the period listed (zero days too, so the charts show gaps honestly).
 */
import type { StatsUsage } from '../../../../contracts/api/statistics.ts';
import type { ElkEvents } from '../../../../contracts/api/statistics.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import type { Db } from '../../db/client.ts';
import { rangeOf } from '../surveys/service.ts';
import type { LogStore } from './log-store.ts';
import * as repo from './repository.ts';

/** Every day from..to (YYYY-MM-DD). */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

export function createStatisticsService(db: Db, logStore: LogStore) {
  return {
    async usage(from: string, to: string): Promise<StatsUsage> {
      const range = rangeOf(from, to);
      const [sessions, logins, failed, deviceFigures, channels, perDay, loginsPerDay] = await Promise.all([
        repo.sessionFigures(db, range),
        repo.actionCount(db, range, 'login.success'),
        repo.actionCount(db, range, 'login.failure'),
        repo.deviceFigures(db, range),
        repo.paymentsByChannel(db, range),
        repo.paymentsPerDay(db, range),
        repo.loginsPerDay(db, range),
      ]);
      const total = channels.reduce((a, c) => a + c.sum, 0n);
      return {
        active_users: sessions.users,
        logins,
        failed_logins: failed,
        active_organizations: sessions.organizations,
        devices_new: deviceFigures.added,
        devices_active: deviceFigures.active,
        payments: channels.reduce((a, c) => a + c.n, 0),
        payments_sum: fromMinor(total),
        channels: channels.map((c) => ({ icon: c.icon, os: c.os, count: c.n, sum: fromMinor(c.sum) })),
        daily: daysOf(from, to).map((day) => ({
          day,
          logins: loginsPerDay.get(day) ?? 0,
          payments: perDay.get(day)?.n ?? 0,
          sum: fromMinor(perDay.get(day)?.sum ?? 0n),
        })),
      };
    },

    async events(from: string, to: string): Promise<ElkEvents> {
      return logStore.events(rangeOf(from, to), daysOf(from, to));
    },
  };
}
