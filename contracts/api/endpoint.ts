/**
 * One API call = one endpoint record: method, base, path, who may call it, the zod schemas of
 * what it accepts and the schema of what it answers (`response`: the envelope's `data` on
 * success). The server registers routes and its role guard from these records and its handlers
 * are typed by `response`; the client's calls return that type. Request schemas are strict:
 * unknown fields are refused. Response schemas describe every field the server sends, without
 * transforms (what the server writes is what the client reads); outside production the server
 * checks each answer against it (docs/architecture.md §3).
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
  Response extends z.ZodType = z.ZodType,
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
  /**
   * The `data` of a success answer. File answers (exports) have none: their records say
   * `response: fileAnswer`. Calls that answer without data say `response: noData`.
   */
  readonly response: Response;
}

export function endpoint<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<B, Q, P, R>,
): Endpoint<B, Q, P, R> {
  return e;
}

/** What a successful call of the endpoint answers in `data` (unknown while its record names none). */
export type AnswerOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : unknown;

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
