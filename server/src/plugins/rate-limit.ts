/**
 * Rate limits on the calls strangers can make for free or to guess (docs/decisions.md, issue 19
 * point 1): sign-in, captcha, password reset, SMS and passkey calls. `@fastify/rate-limit` counts,
 * in a store shared by every node: Redis when REDIS_URL is set, otherwise a table of this database
 * (PostgreSQL across nodes; on PGlite the one node). Each limit is named in config.ts
 * (RATE_LIMIT_*); a route names the limits it checks and the key of each (the client address, the
 * user, an account). Over a limit: 429 with Retry-After and the envelope (`request.tooMany`).
 * The client address is `request.ip`: the socket's, or X-Forwarded-For only when TRUST_PROXY is on.
 */
import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { registerPeriodicJob } from './periodic-job.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config, RateLimitName } from '../config.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from './errors.ts';
import { hit, purgeCounters } from './rate-limit-repository.ts';

const PURGE_EVERY_MS = 10 * 60_000;

export interface RateLimitData {
  /** Seconds until the limit lets the caller in again (also the Retry-After header). */
  readonly retryAfter: number;
}

export interface Limits {
  /**
   * Counts this call against the named limit for `key` (an address is normalised: IPv6 by /64);
   * throws 429 when the call is over it.
   */
  check(request: FastifyRequest, name: RateLimitName, key: string): Promise<void>;
}

/** The database store: one row per limit and key (rate_limit_counters), counted atomically. */
function databaseStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hit(db, key, clock.now(), timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

export function tooManyRequests(retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const data: RateLimitData = { retryAfter: seconds };
  return new ApiError({
    http: 429,
    status: 'error',
    message: 'request.tooMany',
    params: { minutes: Math.ceil(seconds / 60) },
    data,
    headers: { 'retry-after': String(seconds) },
  });
}

export interface RateLimitOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: Config;
  /** Called once per refused call (the audit of it). */
  readonly onRefused: (request: FastifyRequest, name: RateLimitName) => Promise<void>;
}

export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<Limits> {
  const { db, clock, config } = options;
  const redis =
    config.redisUrl === null
      ? null
      : // Loaded only when Redis is configured (~24 MB resident otherwise unused).
        new (await import('ioredis')).Redis(config.redisUrl, {
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
          lazyConnect: false,
        });
  await app.register(rateLimit, {
    global: false,
    ...(redis === null
      ? { store: databaseStore(db, clock), skipOnError: false }
      : // Redis unreachable: the call goes through (logged) rather than nobody signing in.
        { redis, nameSpace: 'corpbank-rl:', skipOnError: true }),
  });
  if (redis !== null) {
    redis.on('error', (error: Error) => app.log.warn(`rate-limit Redis: ${error.message}`));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  } else {
    registerPeriodicJob(
      app,
      'rate-limit counter purge',
      PURGE_EVERY_MS,
      () => purgeCounters(db, clock.now()),
      {
        atStart: false,
      },
    );
  }

  // The key of the call being checked; keyGenerator only sees the request.
  const keys = new WeakMap<FastifyRequest, string>();
  const limiters = new Map(
    (Object.keys(config.rateLimits) as RateLimitName[]).map((name) => {
      const { max, windowMs } = config.rateLimits[name];
      const limiter = app.createRateLimit({
        max,
        timeWindow: windowMs,
        keyGenerator: (request) => `${name}:${keys.get(request) ?? ''}`,
      });
      return [name, limiter] as const;
    }),
  );

  return {
    async check(request, name, key) {
      const limiter = limiters.get(name);
      if (limiter === undefined) throw new Error(`no rate limit named ${name}`);
      keys.set(request, name.endsWith('Ip') ? normalizeIP(key) : key.toLowerCase());
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) return;
      await options.onRefused(request, name);
      throw tooManyRequests(result.ttlInSeconds);
    },
  };
}
