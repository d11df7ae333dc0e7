/**
 * Records the answers the server failed to give into error_log (issue 25), for the admin's /errors.
 * What is kept is chosen so that no secret can land there: the route pattern (never the URL with
 * its query string), the method, the status, the caller's id, the error's class and its message
 * with the SQL parameters cut off and every run of 8+ digits (card, account, phone numbers)
 * masked. Bodies and headers are never read. Rows older than the retention are purged by a job.
 */
import type { FastifyInstance } from 'fastify';
import { ERROR_LOG_RETENTION_DAYS } from '../../../../contracts/api/error-log.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { FailureRecorder } from '../../plugins/errors.ts';
import { registerPeriodicJob } from '../../plugins/periodic-job.ts';
import { insertError, purgeErrorsBefore } from './repository.ts';

export const ERROR_MESSAGE_MAX = 500;
const DAY_MS = 86_400_000;
const PURGE_EVERY_MS = 6 * 3_600_000;

/**
 * The message as stored: drizzle's "params: …" tail (the query's values: a password hash, a card
 * number) is dropped, digit runs that could be card, account or phone numbers masked, the text
 * cut to ERROR_MESSAGE_MAX.
 */
export function safeMessage(message: string): string {
  const head = message.split(/\n?\s*params:/i)[0] ?? '';
  const masked = head
    .replace(/\d{8,}/g, (digits) => `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`)
    .replace(/(password|parol|пароль|token|secret)\S*\s*[:=]\s*\S+/gi, '$1=***');
  return masked.length > ERROR_MESSAGE_MAX ? `${masked.slice(0, ERROR_MESSAGE_MAX - 1)}…` : masked;
}

export function errorNameOf(error: unknown): string {
  if (error instanceof Error) return error.constructor.name || error.name || 'Error';
  return typeof error;
}

export function createErrorRecorder(db: Db, clock: Clock): FailureRecorder {
  return async (request, error, httpStatus, userId) => {
    const route = request.routeOptions?.url ?? 'unknown';
    await insertError(db, {
      at: clock.now(),
      requestId: String(request.id),
      method: request.method,
      route: route.split('?')[0] ?? route,
      httpStatus,
      userId,
      errorName: errorNameOf(error),
      message: safeMessage(error instanceof Error ? error.message : String(error)),
    });
  };
}

/** ERROR_LOG_RETENTION_DAYS (days, > 0) or the default. */
export function errorRetentionDays(env: NodeJS.ProcessEnv): number {
  const value = Number(env['ERROR_LOG_RETENTION_DAYS']);
  return Number.isInteger(value) && value > 0 ? value : ERROR_LOG_RETENTION_DAYS;
}

/** Purges rows older than the retention, at start and every six hours (like the idempotency keys). */
export function registerErrorLogPurge(app: FastifyInstance, db: Db, clock: Clock, days: number): void {
  registerPeriodicJob(app, 'error log purge', PURGE_EVERY_MS, () =>
    purgeErrorsBefore(db, new Date(clock.now().getTime() - days * DAY_MS)),
  );
}
