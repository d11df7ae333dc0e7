/**
 * Every answer is the envelope of docs/architecture.md §3 with an honest HTTP code. Services throw
 * ApiError with message keys; the error handler turns them into text in the request's language,
 * and anything unexpected becomes a 500 `unknown` that leaks nothing but is logged.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Envelope, Language, ResponseStatus, ValidationEntry } from '../../../contracts/envelope.ts';
import { t, type MessageKey, type MessageParams } from '../i18n.ts';

/** A validation entry before translation: which field, which message. */
export interface FieldProblem {
  readonly attribute: string;
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

interface ApiErrorInit {
  readonly http: number;
  readonly status: ResponseStatus;
  readonly message: MessageKey;
  readonly params?: MessageParams;
  readonly validation?: readonly FieldProblem[];
  readonly data?: unknown;
  /** Headers the refusal carries (Retry-After of a 429). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Text written by the bank per language, used instead of the message key where not empty. */
  readonly texts?: Readonly<Record<Language, string>>;
}

export class ApiError extends Error {
  readonly http: number;
  readonly status: ResponseStatus;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;
  readonly problems: readonly FieldProblem[];
  readonly data: unknown;
  readonly headers: Readonly<Record<string, string>>;
  readonly texts: Readonly<Partial<Record<Language, string>>>;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.http = init.http;
    this.status = init.status;
    this.messageKey = init.message;
    this.params = init.params ?? {};
    this.problems = init.validation ?? [];
    this.data = init.data;
    this.headers = init.headers ?? {};
    this.texts = init.texts ?? {};
  }

  static unauthenticated(): ApiError {
    return new ApiError({ http: 401, status: 'unauth', message: 'auth.required' });
  }

  static forbidden(data?: unknown, message: MessageKey = 'auth.forbidden'): ApiError {
    return new ApiError({ http: 403, status: 'error', message, data });
  }

  static notFound(message: MessageKey = 'notFound'): ApiError {
    return new ApiError({ http: 404, status: 'error', message });
  }

  /** Well-formed but refused by a business rule (422). */
  static rejected(validation: readonly FieldProblem[], message: MessageKey = 'request.rejected'): ApiError {
    return new ApiError({ http: 422, status: 'error', message, validation });
  }

  /** 503 `setting` (spec 1 §8); `texts`: the bank's own message per language, if it wrote one. */
  static maintenance(texts?: Readonly<Record<Language, string>>): ApiError {
    return new ApiError({
      http: 503,
      status: 'setting',
      message: 'server.maintenance',
      ...(texts === undefined ? {} : { texts }),
    });
  }

  toEnvelope(lang: Language): Envelope {
    const validation = this.problems.map((p) => ({
      attribute: p.attribute,
      message: t(lang, p.key, p.params),
    }));
    return {
      status: this.status,
      message: this.texts[lang]?.trim() || t(lang, this.messageKey, this.params),
      ...(this.data === undefined ? {} : { data: this.data }),
      ...(validation.length > 0 ? { validation } : {}),
    };
  }
}

/** The schema check failed (400); entries are already in the request's language. */
export class InvalidRequestError extends Error {
  constructor(readonly validation: readonly ValidationEntry[]) {
    super('invalid request');
  }
}

export function ok<T>(data: T, message?: string): Envelope<T> {
  return message === undefined ? { status: 'success', data } : { status: 'success', data, message };
}

/** The status code of Fastify's own refusals (malformed JSON, wrong content type, body too large). */
function clientErrorStatus(error: unknown): number | null {
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** Keeps a failed answer for the admin's error log (modules/error-log/recorder.ts). */
export type FailureRecorder = (
  request: FastifyRequest,
  error: unknown,
  httpStatus: number,
  userId: number | null,
) => Promise<void>;

/** The signed-in caller of each request, noted by the router once the session is resolved. */
const callers = new WeakMap<FastifyRequest, number>();

export function noteCaller(request: FastifyRequest, userId: number): void {
  callers.set(request, userId);
}

export function registerErrorHandler(app: FastifyInstance, recordFailure?: FailureRecorder): void {
  /** A failure to record is logged, never allowed to change the answer the caller gets. */
  async function keep(request: FastifyRequest, error: unknown, httpStatus: number): Promise<void> {
    if (recordFailure === undefined) return;
    try {
      await recordFailure(request, error, httpStatus, callers.get(request) ?? null);
    } catch (failure) {
      request.log.error({ err: failure }, 'error log write failed');
    }
  }

  app.setErrorHandler(async (error, request, reply) => {
    const lang = request.lang;
    if (error instanceof ApiError) {
      // A 5xx the server chose (not the deliberate maintenance answer) is a failure worth keeping.
      if (error.http >= 500 && error.status !== 'setting') await keep(request, error, error.http);
      return reply.code(error.http).headers(error.headers).send(error.toEnvelope(lang));
    }
    if (error instanceof InvalidRequestError) {
      const envelope: Envelope = {
        status: 'error',
        message: t(lang, 'request.invalid'),
        validation: error.validation,
      };
      return reply.code(400).send(envelope);
    }
    const clientStatus = clientErrorStatus(error);
    if (clientStatus !== null) {
      const tooLarge = clientStatus === 413;
      const envelope: Envelope = {
        status: 'error',
        message: t(lang, tooLarge ? 'request.tooLarge' : 'request.invalid'),
      };
      return reply.code(tooLarge ? 413 : 400).send(envelope);
    }
    request.log.error({ err: error }, 'unhandled error');
    await keep(request, error, 500);
    const envelope: Envelope = { status: 'unknown', message: t(lang, 'server.error') };
    return reply.code(500).send(envelope);
  });
}
