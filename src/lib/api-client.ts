/**
 * The only caller of fetch (docs/architecture.md §2/§3). One call = one endpoint record from
 * contracts/api; the outcome is either an HTTP response (its envelope when the body is one) or
 * a distinct "no response" (network) or "aborted". Every outcome passes the one response
 * handler unless the caller opts out for a stated reason.
 */
import type { z } from 'zod';
import type { AnswerOf, Endpoint } from '../../contracts/api/endpoint.ts';
import { endpointUrl } from '../../contracts/api/endpoint.ts';
import type { Envelope, ValidationEntry } from '../../contracts/envelope.ts';
import { filenameFromDisposition } from './content-disposition.ts';
import { languageHeader } from './i18n.ts';
import { handleOutcome, isEnvelope } from './response-handler.ts';
import { session } from './session.ts';
import { reportServerReached } from '../offline/online.ts';

export type ApiOutcome<T> =
  | {
      readonly kind: 'response';
      readonly httpStatus: number;
      /** The envelope when the body is one, else null (see `body`). */
      readonly envelope: Envelope<T> | null;
      readonly body: unknown;
    }
  | { readonly kind: 'network' }
  | { readonly kind: 'aborted' };

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface CallOptions<E extends Endpoint> {
  readonly body?: InputOf<E['body']>;
  readonly query?: InputOf<E['query']> & Record<string, QueryValue>;
  readonly params?: InputOf<E['params']> & Record<string, string | number>;
  readonly signal?: AbortSignal;
  /** The outbox passes its row id so every replay carries the same key. */
  readonly idempotencyKey?: string;
  /** false: skip the response handler (only where its dialogs would be wrong, say why at the call). */
  readonly handle?: boolean;
}

/**
 * Query keys start with the endpoint's path segments (`['notification', 'all']`), so any feature
 * can refresh another one's cached answer from the contract record alone, without importing it.
 */
export function endpointKey(
  endpoint: Pick<Endpoint, 'path'>,
  ...rest: readonly unknown[]
): readonly unknown[] {
  return [...endpoint.path.split('/'), ...rest];
}

/** Query string from the non-empty parameters only (spec 1 §7). */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) params.append(name, String(item));
    } else {
      params.append(name, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function buildHeaders(method: Endpoint['method'], hasBody: boolean, idempotencyKey?: string): Headers {
  const headers = new Headers({ Accept: 'application/json', Language: languageHeader() });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = session.current()?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Every state-changing call carries a key so a retried request is never applied twice (docs/architecture.md §3).
  if (method !== 'GET') headers.set('Idempotency-Key', idempotencyKey ?? crypto.randomUUID());
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends the endpoint's request with the session, language and idempotency headers. */
function send<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<Response> {
  const url = endpointUrl(endpoint, options.params) + buildQuery(options.query);
  const hasBody = options.body !== undefined && endpoint.method !== 'GET';
  return fetch(url, {
    method: endpoint.method,
    headers: buildHeaders(endpoint.method, hasBody, options.idempotencyKey),
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
    credentials: 'same-origin',
  });
}

async function responseOutcome(response: Response): Promise<ApiOutcome<unknown>> {
  reportServerReached(true);
  const body = await readBody(response);
  return { kind: 'response', httpStatus: response.status, envelope: isEnvelope(body) ? body : null, body };
}

function failureOutcome(error: unknown, signal: AbortSignal | undefined): ApiOutcome<unknown> {
  if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError'))
    return { kind: 'aborted' };
  reportServerReached(false);
  return { kind: 'network' };
}

/** A request fixed once and replayed byte for byte (the outbox: same body text, same key). */
export interface PreparedRequest {
  readonly method: Exclude<Endpoint['method'], 'GET'>;
  /** The full path with its base, as `endpointUrl` gives it. */
  readonly url: string;
  readonly bodyText: string;
  readonly idempotencyKey: string;
  /** The row version the action was based on (`If-Match`), when it acts on an existing record. */
  readonly ifMatch?: string | null;
}

/** A prepared request with no answer by then counts as lost ('aborted') and is retried. */
const PREPARED_TIMEOUT_MS = 30_000;

/**
 * Sends a prepared request. Never passes the response handler: the outbox sends in the
 * background and shows each outcome on its own screen instead of dialogs over whatever is open.
 */
export async function sendPrepared(request: PreparedRequest): Promise<ApiOutcome<unknown>> {
  const headers = buildHeaders(request.method, true, request.idempotencyKey);
  if (request.ifMatch) headers.set('If-Match', request.ifMatch);
  const signal = AbortSignal.timeout(PREPARED_TIMEOUT_MS);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.bodyText,
      signal,
      credentials: 'same-origin',
    });
    return await responseOutcome(response);
  } catch (error) {
    return failureOutcome(error, signal);
  }
}

/**
 * The answer is typed by the endpoint record's response schema. The client does not parse it
 * again: the server checks every answer against the same schema in its tests and journeys
 * (config.checkResponses), so the type is the contract, not a guess at the reading site.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ApiOutcome<AnswerOf<E>>> {
  let outcome: ApiOutcome<unknown>;
  try {
    outcome = await responseOutcome(await send(endpoint, options));
  } catch (error) {
    outcome = failureOutcome(error, options.signal);
  }
  // A read made for a screen (a query: it carries an abort signal) that finds no network opens no
  // dialog: the offline banner says it from this very call (reportServerReached), and a kept read
  // shows its last answer. An action the user asked for still hears "no connection" (issue 17 point 1).
  const quietRead = outcome.kind === 'network' && options.signal !== undefined;
  if (options.handle !== false && !quietRead) handleOutcome(outcome);
  return outcome as ApiOutcome<AnswerOf<E>>;
}

/** A call that did not end in status success; screens read its message and field errors. */
export class ApiError extends Error {
  constructor(readonly outcome: ApiOutcome<unknown>) {
    super(
      outcome.kind === 'response'
        ? (outcome.envelope?.message ?? `HTTP ${outcome.httpStatus}`)
        : outcome.kind === 'network'
          ? 'no connection'
          : 'aborted',
    );
    this.name = 'ApiError';
  }

  get envelope(): Envelope | null {
    return this.outcome.kind === 'response' ? this.outcome.envelope : null;
  }

  /** The server's own message, shown inline by screens (null when it sent none). */
  get serverMessage(): string | null {
    const message = this.envelope?.message;
    return message && message.trim() !== '' ? message : null;
  }

  get validation(): readonly ValidationEntry[] {
    return this.envelope?.validation ?? [];
  }

  /** First message per attribute, for errors under each field. */
  fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const entry of this.validation) errors[entry.attribute] ??= entry.message;
    return errors;
  }
}

/**
 * The envelope of a successful call, its data typed by the endpoint's response schema; anything
 * else throws ApiError. Lint refuses a type argument here: the type is the contract's.
 */
export function successOf<T>(outcome: ApiOutcome<T>): Envelope<T> {
  if (outcome.kind === 'response' && outcome.envelope?.status === 'success')
    return outcome.envelope as Envelope<T>;
  throw new ApiError(outcome);
}

/** The data of a successful call, typed by the endpoint's response schema; anything else throws ApiError. */
export function dataOf<T>(outcome: ApiOutcome<T>): T {
  return successOf(outcome).data as T;
}

/** What a download call ends in: the file, or the outcome that stood in its way. */
export type DownloadOutcome =
  | { readonly kind: 'file'; readonly blob: Blob; readonly filename: string }
  /** 2xx without a Content-Disposition naming the file (spec 1 §7.3: an error). */
  | { readonly kind: 'unnamed' }
  | { readonly kind: 'failed'; readonly outcome: ApiOutcome<unknown> };

export interface DownloadOptions<E extends Endpoint> extends Omit<CallOptions<E>, 'handle'> {
  /** Share of the bytes received (0–1), or null while the size is unknown. */
  readonly onProgress?: (share: number | null) => void;
}

async function readBlob(response: Response, onProgress?: (share: number | null) => void): Promise<Blob> {
  const total = Number(response.headers.get('Content-Length') ?? '');
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body || !onProgress) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(total > 0 ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(total > 0 ? Math.min(1, received / total) : null);
  }
  return new Blob(chunks, { type });
}

/**
 * A call that answers a file (exports). A refusal comes back as an envelope and passes the
 * response handler like any call; a file is returned with the name from Content-Disposition.
 */
export async function downloadApi<E extends Endpoint>(
  endpoint: E,
  options: DownloadOptions<E> = {},
): Promise<DownloadOutcome> {
  let outcome: ApiOutcome<unknown>;
  try {
    const response = await send(endpoint, options);
    if (response.ok) {
      reportServerReached(true);
      const filename = filenameFromDisposition(response.headers.get('Content-Disposition'));
      if (filename === null) return { kind: 'unnamed' };
      return { kind: 'file', blob: await readBlob(response, options.onProgress), filename };
    }
    outcome = await responseOutcome(response);
  } catch (error) {
    outcome = failureOutcome(error, options.signal);
  }
  handleOutcome(outcome, true);
  return { kind: 'failed', outcome };
}
