/**
 * Unauthenticated noise in the audit log, bounded (docs/decisions.md, issue 19 point 1), and the
 * retention of the log's non-financial rows.
 *
 * Noise — calls refused for want of a session, captcha failures, sign-ins refused by a lock, calls
 * over a rate limit — is counted per action, kind, client address and 10-minute window (audit_noise): the
 * first occurrence in a window is an ordinary audit row (marked `sampled`), the others only raise
 * the count. When the window has closed, the job writes one `audit.aggregate` row saying how many
 * more there were and drops the counter. A flood from one address so costs two rows per 10 minutes.
 *
 * Retention: audit_log_purge() (migration 0019), the only way to delete from the append-only log,
 * deletes rows older than AUDIT_RETENTION_DAYS of the sign-in/refusal/session actions it lists;
 * money and admin rows are never deleted whatever the cutoff.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { recordAudit, type AuditEntry } from './audit.ts';
import { countNoise, purgeAuditBefore, takeClosedNoise } from './audit-noise-repository.ts';
import { registerPeriodicJob } from './periodic-job.ts';

export const NOISE_WINDOW_MS = 10 * 60_000;
const DAY_MS = 86_400_000;
const JOB_EVERY_MS = 10 * 60_000;

export interface NoiseEntry extends AuditEntry {
  readonly ip: string;
  /** The kind within the action (a refusal's reason, a limit's name); each kind is sampled apart. */
  readonly kind?: string;
}

/** Records a noise event: an audit row for the first of its window, a count for the rest. */
export async function recordNoise(db: Db, entry: NoiseEntry): Promise<void> {
  const windowStart = new Date(Math.floor(entry.at.getTime() / NOISE_WINDOW_MS) * NOISE_WINDOW_MS);
  const count = await countNoise(db, {
    action: entry.action,
    ip: entry.ip,
    kind: entry.kind ?? '',
    windowStart,
    detail: entry.detail ?? {},
  });
  if (count === 1) {
    const { kind: _kind, ...audit } = entry;
    await recordAudit(db, { ...audit, detail: { ...entry.detail, sampled: true } });
  }
}

/**
 * Turns the counters of closed windows into one `audit.aggregate` row each (when more than the
 * first occurrence happened) and drops them. The delete and the inserts are one transaction, so two
 * nodes running the job never write the same aggregate twice.
 */
export async function flushNoise(db: Db, now: Date): Promise<number> {
  const closedBefore = new Date(now.getTime() - NOISE_WINDOW_MS);
  return db.transaction(async (tx) => {
    const closed = await takeClosedNoise(tx, closedBefore);
    const repeated = closed.filter((row) => row.count > 1);
    for (const row of repeated) {
      await recordAudit(tx, {
        at: new Date(row.windowStart.getTime() + NOISE_WINDOW_MS),
        action: 'audit.aggregate',
        ip: row.ip,
        detail: {
          ...row.detail,
          of: row.action,
          more: row.count - 1,
          windowStart: row.windowStart.toISOString(),
          windowMinutes: NOISE_WINDOW_MS / 60_000,
        },
      });
    }
    return repeated.length;
  });
}

/** Deletes the non-financial audit rows older than `days` through audit_log_purge(); returns how many. */
export function purgeAudit(db: Db, now: Date, days: number): Promise<number> {
  return purgeAuditBefore(db, new Date(now.getTime() - days * DAY_MS));
}

/** Runs the noise flush and (when a retention is set) the purge at start and every 10 minutes. */
export function registerAuditJobs(app: FastifyInstance, db: Db, clock: Clock, retentionDays: number): void {
  let lastPurge = 0;
  registerPeriodicJob(app, 'audit noise flush or retention purge', JOB_EVERY_MS, async () => {
    await flushNoise(db, clock.now());
    const now = clock.now().getTime();
    if (retentionDays > 0 && now - lastPurge >= DAY_MS / 4) {
      lastPurge = now;
      await purgeAudit(db, clock.now(), retentionDays);
    }
  });
}
