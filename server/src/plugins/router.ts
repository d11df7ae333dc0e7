/**
 * Registers API routes from the contract endpoint records (contracts/api/), so method, URL, schemas
 * and roles are written once. For every call, in this order: session (401 `unauth`), forced
 * password change (403 with data.reason), role (403, decided by the RBAC tables: plugins/access.ts), site mode (503 `setting`), then the strict
 * zod schemas of params, query and body (400 with one validation entry per problem). Refusals are
 * audited. The handler returns the envelope; it runs only when all checks passed. A handler writes
 * its change through `ctx.commit`, one transaction that on an idempotent call (the record's
 * `idempotent` flag, an Idempotency-Key header) also claims the key and stores the answer; a
 * repeated call is answered from that record (plugins/idempotency.ts) without running the handler.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { Endpoint } from '../../../contracts/api/endpoint.ts';
import { PASSWORD_CHANGE_REQUIRED, type RefusalData } from '../../../contracts/envelope.ts';
import type { Envelope, Language, ValidationEntry } from '../../../contracts/envelope.ts';
import { roleAllowed } from '../../../contracts/roles.ts';
import { cleanRequestText } from '../../../contracts/validation/text.ts';
import type { Clock } from '../clock.ts';
import type { Config, RateLimitName } from '../config.ts';
import type { Db } from '../db/client.ts';
import { t } from '../i18n.ts';
import { actorOf, type Actor } from '../core/actor.ts';
import { recordAudit } from './audit.ts';
import { recordNoise } from './audit-noise.ts';
import { resolveSession, type AuthSession } from './auth.ts';
import { scopeOf, type Scope } from './scope-repository.ts';
import { createSessionCache } from './session-cache.ts';
import { ApiError, InvalidRequestError, noteCaller } from './errors.ts';
import {
  KeyTakenError,
  REPLAYED_HEADER,
  createIdempotency,
  keyedCall,
  registerIdempotencyPurge,
  type StoredAnswer,
} from './idempotency.ts';
import type { Limits } from './rate-limit.ts';
import type { SiteMode } from './site-mode.ts';
import type { Access, AccessEndpoint } from './access.ts';

export interface AppDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: Config;
}

export interface PublicContext<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> {
  readonly body: z.output<B>;
  readonly query: z.output<Q>;
  readonly params: z.output<P>;
  readonly lang: Language;
  readonly request: FastifyRequest;
}

export interface AuthedContext<
  B extends z.ZodType,
  Q extends z.ZodType,
  P extends z.ZodType,
> extends PublicContext<B, Q, P> {
  readonly session: AuthSession;
  /** The caller, resolved once for the call (core/actor.ts); services take this, not the request. */
  readonly actor: Actor;
}

export interface ChangeContext<
  B extends z.ZodType,
  Q extends z.ZodType,
  P extends z.ZodType,
> extends AuthedContext<B, Q, P> {
  /**
   * Runs the handler's change in one transaction and returns its envelope, which the handler then
   * answers. Write through `tx` only (on PGlite the app's `db` waits for this transaction to end).
   */
  commit: Commit;
}

/**
 * A rate limit a route checks (plugins/rate-limit.ts): the limit's name and the key it counts by,
 * taken from the validated call (the client address, the user, an account named in the body).
 */
export interface LimitRule<C> {
  readonly limit: RateLimitName;
  readonly key: (ctx: C) => string;
}

/** The client address as the rate limits and audit see it (X-Forwarded-For only with TRUST_PROXY). */
export const byAddress = <C extends { readonly request: FastifyRequest }>(
  limit: RateLimitName,
): LimitRule<C> => ({
  limit,
  key: (ctx) => ctx.request.ip,
});

/** The signed-in user. */
export const byUser = <C extends { readonly session: AuthSession }>(limit: RateLimitName): LimitRule<C> => ({
  limit,
  key: (ctx) => `user:${ctx.session.userId}`,
});

export type Commit = <T>(change: (tx: Db) => Promise<Envelope<T>>) => Promise<Envelope<T>>;

/** Read-only at every depth: services build answers from read-only rows and lists. */
type Frozen<T> = T extends readonly (infer U)[]
  ? readonly Frozen<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

/** What a handler of the endpoint answers: the envelope with the record's `response` as data. */
export type Answer<R extends z.ZodType> = Envelope<Frozen<z.input<R>>>;

/** A file answer (exports): the bytes, their media type and the name the browser saves them under. */
export interface FileAnswer {
  readonly body: Buffer;
  readonly contentType: string;
  readonly filename: string;
}

export interface Router {
  /** An endpoint that needs a live session whose role is in the record's access list. */
  route<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
    e: Endpoint<B, Q, P, R>,
    handler: (ctx: ChangeContext<B, Q, P>) => Promise<Answer<R>>,
    limits?: readonly LimitRule<AuthedContext<B, Q, P>>[],
  ): void;
  /**
   * Like `route`, but the handler answers a file instead of an envelope; refusals and errors are
   * still envelopes. The name goes out in Content-Disposition (RFC 6266, UTF-8 form included).
   */
  fileRoute<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
    e: Endpoint<B, Q, P, R>,
    handler: (ctx: AuthedContext<B, Q, P>) => Promise<FileAnswer>,
  ): void;
  /** An endpoint with access 'public' (sign-in, captcha, password reset, health). */
  publicRoute<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
    e: Endpoint<B, Q, P, R>,
    handler: (ctx: PublicContext<B, Q, P>) => Promise<Answer<R>>,
    limits?: readonly LimitRule<PublicContext<B, Q, P>>[],
  ): void;
  /**
   * Forgets every session and scope this node keeps (plugins/session-cache.ts). Call it once a
   * change that ends sessions or changes what a user may do has committed (logout, password
   * change, block, forced password change): from then on this node reads them afresh.
   */
  forgetSessions(): void;
}

/** A record without a schema accepts nothing: no body fields, no query parameters. */
const nothing = z.strictObject({});

type Issue = z.core.$ZodIssue;

function attributeOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

function describe(issue: Issue, lang: Language): ValidationEntry[] {
  const attribute = attributeOf(issue.path);
  const entry = (message: string): ValidationEntry[] => [{ attribute, message }];
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        attribute: attributeOf([...issue.path, key]),
        message: t(lang, 'field.unknown'),
      }));
    case 'invalid_type':
      return entry(t(lang, issue.input === undefined ? 'field.required' : 'field.invalid'));
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') {
        const n = Number(issue.minimum);
        return entry(n <= 1 ? t(lang, 'field.required') : t(lang, 'field.minLength', { n }));
      }
      return entry(t(lang, 'field.min', { n: String(issue.minimum) }));
    case 'too_big':
      if (issue.origin === 'string' || issue.origin === 'array') {
        return entry(t(lang, 'field.maxLength', { n: String(issue.maximum) }));
      }
      return entry(t(lang, 'field.max', { n: String(issue.maximum) }));
    case 'invalid_format':
      return entry(t(lang, 'field.pattern'));
    default:
      return entry(t(lang, 'field.invalid'));
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown, lang: Language): z.output<S> {
  // One rule for every string of every call, before its schema: NUL refused, invisible format
  // characters (bidi overrides, zero-width) removed (contracts/validation/text.ts).
  const cleaned = cleanRequestText(value);
  if ('nul' in cleaned) {
    throw new InvalidRequestError([{ attribute: cleaned.nul.attribute, message: t(lang, 'field.invalid') }]);
  }
  const result = schema.safeParse(cleaned.value, { reportInput: true });
  if (result.success) return result.data;
  throw new InvalidRequestError(result.error.issues.flatMap((issue) => describe(issue, lang)));
}

/** Paths (a.b.0.c) present in `wire` but not in what the schema kept of it. */
function extraFields(wire: unknown, kept: unknown, path = ''): string[] {
  if (typeof wire !== 'object' || wire === null) return [];
  if (typeof kept !== 'object' || kept === null) return [path || '(root)'];
  return Object.entries(wire).flatMap(([key, value]) => {
    const at = path === '' ? key : `${path}.${key}`;
    return key in kept ? extraFields(value, (kept as Record<string, unknown>)[key], at) : [at];
  });
}

export function createRouter(
  app: FastifyInstance,
  deps: AppDeps,
  siteMode: SiteMode,
  rateLimits: Limits,
  access: Access,
): Router {
  const { db, clock } = deps;
  // Every endpoint registered, for the RBAC tables' start-up sync (plugins/access.ts): it runs once
  // all modules have registered, before the first call is answered.
  const registered: AccessEndpoint[] = [];
  app.addHook('onReady', async () => {
    await access.sync(registered);
  });
  const sessions = createSessionCache<AuthSession>(clock);
  const idempotency = createIdempotency(db, clock);
  registerIdempotencyPurge(app, idempotency);

  async function refuse(
    request: FastifyRequest,
    e: Endpoint,
    http: 401 | 403,
    reason: string,
    session: AuthSession | null,
  ): Promise<void> {
    const detail = { http, reason, method: e.method, endpoint: e.base + e.path };
    // Without a session the refusal is anyone's noise: sampled and counted (plugins/audit-noise.ts).
    if (session === null) {
      await recordNoise(db, {
        at: clock.now(),
        action: 'access.refused',
        ip: request.ip,
        kind: reason,
        detail,
      });
      return;
    }
    await recordAudit(db, {
      at: clock.now(),
      action: 'access.refused',
      userId: session.userId,
      username: session.username,
      organizationId: session.organizationId,
      ip: request.ip,
      detail,
    });
  }

  /**
   * Outside production (config.checkResponses): a success answer must match the record's response
   * schema exactly as it goes on the wire, with no field the schema does not name; anything else is
   * a 500 naming the endpoint and the mismatch, so a test of the call fails (docs/decisions.md).
   */
  function checked<T>(e: Endpoint, envelope: Envelope<T>): Envelope<T> {
    if (!deps.config.checkResponses || envelope.status !== 'success') return envelope;
    const wire: unknown = JSON.parse(JSON.stringify(envelope.data ?? null));
    const result = e.response.safeParse(wire);
    const problem = !result.success
      ? z.prettifyError(result.error)
      : isDeepStrictEqual(result.data, wire)
        ? null
        : `fields the schema does not name: ${extraFields(wire, result.data).join(', ')}`;
    if (problem !== null) {
      throw new Error(
        `${e.method} ${e.base}${e.path}: the answer does not match its response schema: ${problem}`,
      );
    }
    return envelope;
  }

  async function checkLimits<C>(request: FastifyRequest, rules: readonly LimitRule<C>[], ctx: C) {
    for (const rule of rules) await rateLimits.check(request, rule.limit, rule.key(ctx));
  }

  interface Authenticated {
    readonly session: AuthSession;
    /** The scope for reads outside a transaction, cached with the session (core/actor.ts). */
    readonly readScope: () => Promise<Scope>;
  }

  async function authenticate(request: FastifyRequest, e: Endpoint): Promise<Authenticated> {
    const result = await resolveSession(db, clock, request.headers.authorization, sessions);
    if (!result.ok) {
      await refuse(request, e, 401, result.reason, null);
      throw ApiError.unauthenticated();
    }
    const { session, tokenHash } = result;
    noteCaller(request, session.userId);
    if (session.passwordChangeRequired && e.duringPasswordChange !== true) {
      await refuse(request, e, 403, PASSWORD_CHANGE_REQUIRED, session);
      const data: RefusalData = { reason: PASSWORD_CHANGE_REQUIRED };
      throw ApiError.forbidden(data, 'auth.passwordChangeRequired');
    }
    if (e.access !== 'public') {
      // The RBAC tables decide (plugins/access.ts, from memory); an endpoint without a permission
      // row yet (the start-up sync has not run) follows its record's role list. A user given an
      // added role is decided by that role's permissions (its catalogue role still shapes the rest).
      const decision = await access.decide(e, session.accessRole ?? session.role, {
        ip: request.ip,
        now: clock.now(),
      });
      const allowed = decision === null ? roleAllowed(session.role, e.access) : decision.allowed;
      if (!allowed) {
        await refuse(request, e, 403, decision?.reason ?? 'role', session);
        throw ApiError.forbidden();
      }
    }
    const read = () => scopeOf(db, session);
    return {
      session,
      readScope: tokenHash === undefined ? read : () => sessions.scope(tokenHash, read),
    };
  }

  function checkAccess(e: Endpoint, needsSession: boolean): void {
    if (needsSession === (e.access === 'public')) {
      throw new Error(
        `${e.base}${e.path}: access '${String(e.access)}' registered with the wrong router method`,
      );
    }
    registered.push(e);
  }

  function input<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType>(
    e: Endpoint<B, Q, P>,
    request: FastifyRequest,
  ): PublicContext<B, Q, P> {
    const lang = request.lang;
    return {
      params: (e.params === undefined
        ? request.params
        : parse(e.params, request.params, lang)) as z.output<P>,
      query: parse(e.query ?? nothing, request.query ?? {}, lang) as z.output<Q>,
      body: (e.method === 'GET'
        ? undefined
        : parse(e.body ?? nothing, request.body ?? {}, lang)) as z.output<B>,
      lang,
      request,
    };
  }

  return {
    route(e, handler, limits = []) {
      checkAccess(e, true);
      app.route({
        method: e.method,
        url: e.base + e.path,
        ...(e.bodyLimit === undefined ? {} : { bodyLimit: e.bodyLimit }),
        handler: async (request, reply) => {
          const call = keyedCall(e, request);
          // Before any database work: a duplicate of a running call is refused at once (409).
          const leave = call === null ? null : idempotency.enter(request.headers.authorization ?? '', call);
          try {
            const { session, readScope } = await authenticate(request, e);
            if (await siteMode.refuses(session.role)) throw await siteMode.refusal();
            const ctx = { ...input(e, request), session };
            const authed = { ...ctx, actor: actorOf(request, session, ctx.lang, readScope) };
            await checkLimits(request, limits, authed);
            const replay = (stored: StoredAnswer) =>
              reply.code(stored.status).header(REPLAYED_HEADER, 'true').send(stored.body);
            if (call === null) {
              const commit: Commit = (change) => db.transaction(change);
              return reply.code(200).send(checked(e, await handler({ ...authed, commit })));
            }
            const stored = await idempotency.stored(session.userId, call);
            if (stored !== null) return replay(stored);
            const commit: Commit = (change) => idempotency.commit(session.userId, call, change);
            try {
              return reply.code(200).send(checked(e, await handler({ ...authed, commit })));
            } catch (error) {
              if (!(error instanceof KeyTakenError)) throw error;
              // Another node finished the same key between the look-up and the claim: answer as it did.
              const winner = await idempotency.stored(session.userId, call);
              if (winner === null) throw error;
              return replay(winner);
            }
          } finally {
            leave?.();
          }
        },
      });
    },
    fileRoute(e, handler) {
      checkAccess(e, true);
      app.route({
        method: e.method,
        url: e.base + e.path,
        handler: async (request, reply) => {
          const { session, readScope } = await authenticate(request, e);
          if (await siteMode.refuses(session.role)) throw await siteMode.refusal();
          const ctx = input(e, request);
          const file = await handler({
            ...ctx,
            session,
            actor: actorOf(request, session, ctx.lang, readScope),
          });
          const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
          return reply
            .code(200)
            .header('content-type', file.contentType)
            .header(
              'content-disposition',
              `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
            )
            .header('cache-control', 'no-store')
            .send(file.body);
        },
      });
    },
    publicRoute(e, handler, limits = []) {
      checkAccess(e, false);
      if (e.idempotent !== undefined) throw new Error(`${e.base}${e.path}: idempotency keys need a user`);
      app.route({
        method: e.method,
        url: e.base + e.path,
        ...(e.bodyLimit === undefined ? {} : { bodyLimit: e.bodyLimit }),
        // Public calls (sign-in, captcha, health) stay open in maintenance: see site-mode.ts.
        handler: async (request, reply) => {
          const ctx = input(e, request);
          await checkLimits(request, limits, ctx);
          return reply.code(200).send(checked(e, await handler(ctx)));
        },
      });
    },
    forgetSessions: () => sessions.forgetAll(),
  };
}
