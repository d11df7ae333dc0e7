/**
 * One API call = one endpoint record: method, base, path, who may call it and the zod schemas
 * of what it accepts. The server registers routes and its role guard from these records; the
 * client's fetchers are typed from them. Schemas are strict: unknown fields are refused.
 */
import type { z } from 'zod';
import type { RoleList } from '../roles.ts';

export type ApiBase = '/api/v2/' | '/newchat/' | '/tgb/api/' | '/tgb/storage/';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Idempotency-Key handling of a state-changing endpoint (docs/architecture.md §4): 'required' refuses a
 * call without a key (money actions), 'optional' guards the call when it carries one. Keys are per
 * user, so only endpoints that need a session can have one.
 */
export type IdempotencyMode = 'required' | 'optional';

/** public: no session needed; otherwise a live session whose role is in the list. */
export type EndpointAccess = 'public' | RoleList;

export interface Endpoint<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  readonly base: ApiBase;
  /** Relative to the base, fastify style (`notification/view/:id`). */
  readonly path: string;
  readonly access: EndpointAccess;
  /** Calls still allowed while the user must change the password (spec 1 §4). */
  readonly duringPasswordChange?: boolean;
  /** Absent: the server ignores an Idempotency-Key header (reads, sign-in). */
  readonly idempotent?: IdempotencyMode;
  readonly body?: Body;
  /** Largest request body in bytes, when above the server's default (chat files travel in the body). */
  readonly bodyLimit?: number;
  readonly query?: Query;
  readonly params?: Params;
}

export function endpoint<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType>(
  e: Endpoint<B, Q, P>,
): Endpoint<B, Q, P> {
  return e;
}

/** Fills `:name` segments of an endpoint path. */
export function endpointUrl(
  e: Pick<Endpoint, 'base' | 'path'>,
  params: Record<string, string | number> = {},
): string {
  const path = e.path.replace(/:([a-zA-Z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return e.base + path;
}
