/**
 * Optimistic concurrency on row versions (docs/architecture.md §3/§4): actions against an existing
 * payment or document send `If-Match: <row version>` as they last saw it; the service compares it
 * with the row inside its transaction and refuses with 412 when the row moved on, so a queued
 * action replayed later never applies to a document someone else changed meanwhile.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

/** The version the client saw, from `If-Match: 7` or `If-Match: "7"`; null when the header is absent. */
export function ifMatchVersion(request: FastifyRequest): number | null {
  const header = request.headers['if-match'];
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  if (raw === undefined || raw === '') return null;
  const match = /^(?:W\/)?"?(\d{1,15})"?$/.exec(raw);
  if (!match?.[1]) {
    throw new ApiError({
      http: 400,
      status: 'error',
      message: 'version.required',
      validation: [{ attribute: 'If-Match', key: 'version.required' }],
    });
  }
  return Number(match[1]);
}

/** 428 when the client sent no version, 412 when the row is no longer at the version it saw. */
export function assertRowVersion(seen: number | null, current: number): void {
  if (seen === null) throw new ApiError({ http: 428, status: 'error', message: 'version.required' });
  if (seen !== current) throw new ApiError({ http: 412, status: 'error', message: 'version.changed' });
}
