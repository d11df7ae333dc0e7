/**
 * The one response handler of spec 1 §8. Every API outcome (and a failed chunk load) passes
 * through `handleOutcome`; `interpretResponse` is the pure decision, kept apart so each status
 * is unit-tested without dialogs. Screens own what the handler leaves alone: warning and
 * error answers (they show `message` and `validation` inline).
 */
import type { Envelope } from '../../contracts/envelope.ts';
import { PASSWORD_CHANGE_REQUIRED, RESPONSE_STATUSES } from '../../contracts/envelope.ts';
import { dialogs } from '../ui/dialog-service.ts';
import type { ApiOutcome } from './api-client.ts';
import { i18n } from './i18n.ts';
import { queryClient } from './query-client.ts';
import { session } from './session.ts';

/**
 * Reason the server gives (403) when the user must change the password first (spec 1 §4). Typed
 * by the contract; not imported as a value because security.ts would bring zod into the first screen.
 */

/** An API outcome, a lazy chunk that failed to load, or a screen that crashed while rendering. */
export type HandlerOutcome = ApiOutcome<unknown> | { readonly kind: 'chunk' } | { readonly kind: 'crash' };

export type HandlerAction =
  | { readonly kind: 'none' }
  /** Success dialog; null title → the default "Успешно!". */
  | { readonly kind: 'success'; readonly title: string | null }
  /** Message dialog listing lines; null title → the default "Ошибка!". */
  | { readonly kind: 'messages'; readonly title: string | null; readonly lines: readonly string[] }
  | { readonly kind: 'maintenance' }
  | { readonly kind: 'unknown-error' }
  | { readonly kind: 'connection' }
  | { readonly kind: 'wrong-data' }
  | { readonly kind: 'sign-out' }
  | { readonly kind: 'change-password' }
  | { readonly kind: 'chunk-error' };

export function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    (RESPONSE_STATUSES as readonly unknown[]).includes((body as { status?: unknown }).status)
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Message lines of a value: a string, a list, or an object's values (spec 1 §8). */
function linesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(linesOf);
  if (isRecord(value)) return Object.values(value).flatMap(linesOf);
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  return [];
}

function firstText(body: Record<string, unknown>, fields: readonly string[]): string | null {
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

function requiresPasswordChange(body: unknown): boolean {
  const data = isRecord(body) ? body['data'] : undefined;
  return isRecord(data) && data['reason'] === PASSWORD_CHANGE_REQUIRED;
}

/** A successful answer whose data carries a message and a status or success flag (spec 1 §8). */
function interpretSuccess(envelope: Envelope): HandlerAction {
  const data = envelope.data;
  if (isRecord(data) && data['message'] !== undefined && ('status' in data || 'success' in data)) {
    const ok = data['status'] === 'success' || data['success'] === true;
    const lines = linesOf(data['message']);
    if (ok) return { kind: 'success', title: lines.join(' ') || null };
    return { kind: 'messages', title: null, lines };
  }
  if (envelope.validation && envelope.validation.length > 0) {
    return { kind: 'messages', title: null, lines: envelope.validation.map((v) => v.message) };
  }
  return { kind: 'none' };
}

function interpretEnvelope(httpStatus: number, envelope: Envelope): HandlerAction {
  if (httpStatus === 403 && requiresPasswordChange(envelope)) return { kind: 'change-password' };
  switch (envelope.status) {
    case 'success':
      return interpretSuccess(envelope);
    case 'warning':
    case 'error':
      return { kind: 'none' };
    case 'setting':
      return { kind: 'maintenance' };
    case 'unauth':
      return { kind: 'sign-out' };
    case 'unknown':
      return { kind: 'unknown-error' };
  }
}

/** An answer that is not an envelope (a proxy page, a crash, a plain JSON blob). */
function interpretForeign(httpStatus: number, body: unknown): HandlerAction {
  if (httpStatus === 401) return { kind: 'sign-out' };
  if (httpStatus === 403 && requiresPasswordChange(body)) return { kind: 'change-password' };
  if (httpStatus === 503) return { kind: 'maintenance' };
  if (httpStatus >= 500) return { kind: 'unknown-error' };
  if (httpStatus >= 200 && httpStatus < 300) {
    const text = isRecord(body) ? firstText(body, ['text']) : null;
    return text ? { kind: 'messages', title: null, lines: [text] } : { kind: 'unknown-error' };
  }
  const text = isRecord(body) ? firstText(body, ['message', 'msg', 'name']) : null;
  if (text) return { kind: 'messages', title: null, lines: [text] };
  if (httpStatus === 400 || httpStatus === 422) return { kind: 'wrong-data' };
  return { kind: 'unknown-error' };
}

export function interpretResponse(outcome: HandlerOutcome): HandlerAction {
  switch (outcome.kind) {
    case 'aborted':
      return { kind: 'none' };
    case 'network':
      return { kind: 'connection' };
    case 'chunk':
      return { kind: 'chunk-error' };
    case 'crash':
      return { kind: 'unknown-error' };
    case 'response':
      return isEnvelope(outcome.body)
        ? interpretEnvelope(outcome.httpStatus, outcome.body)
        : interpretForeign(outcome.httpStatus, outcome.body);
  }
}

/**
 * "Retry reloads the current route": refetch everything the mounted screens show. Forms keep
 * what the user typed (nothing typed is ever lost, docs/ux.md).
 */
function reloadRoute(): void {
  void queryClient.invalidateQueries();
}

/** When the browser last said the connection was lost (epoch ms). */
let droppedAt = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    droppedAt = Date.now();
  });
}
/** A call without an answer this soon after a reported drop was cut off by it (a short blip). */
export const DROP_GRACE_MS = 5_000;

/** Offline now, or back from a drop so recent that the call failing now was caught by it. */
function cutOffByDrop(): boolean {
  return !navigator.onLine || Date.now() - droppedAt < DROP_GRACE_MS;
}

/** The dedupe key of the "no connection" dialog: one for many calls failing together. */
export const CONNECTION_DIALOG = 'connection' satisfies HandlerAction['kind'];

function statusDialog(key: string, title: string, text: string, retry: () => void): void {
  dialogs.open(
    {
      kind: 'status',
      tone: 'error',
      title,
      text,
      actions: [
        { label: i18n.t('common:actions.close') },
        { label: i18n.t('common:actions.retry'), run: retry, primary: true },
      ],
    },
    key,
  );
}

/**
 * Runs the handler's decision: dialogs through the dialog service, session changes through the
 * session. `askedNow`: the user has just asked for this call (a file), so "no connection" is said
 * even offline — a tap must never come to nothing.
 */
export function handleOutcome(outcome: HandlerOutcome, askedNow = false): HandlerAction {
  const action = interpretResponse(outcome);
  // The loading overlay is hidden first (spec 1 §8), whatever follows.
  if (action.kind !== 'none') dialogs.hideLoading();
  const t = i18n.t.bind(i18n);
  switch (action.kind) {
    case 'none':
      break;
    case 'success':
      dialogs.open({
        kind: 'message',
        tone: 'success',
        title: action.title ?? t('common:dialogs.success'),
        lines: [],
      });
      break;
    case 'messages':
      dialogs.open({
        kind: 'message',
        tone: 'error',
        title: action.title ?? t('common:dialogs.error'),
        lines: action.lines,
      });
      break;
    case 'maintenance':
      statusDialog(
        action.kind,
        t('common:dialogs.maintenance.title'),
        t('common:dialogs.maintenance.text'),
        reloadRoute,
      );
      break;
    case 'unknown-error':
      statusDialog(
        action.kind,
        t('common:dialogs.unknown.title'),
        t('common:dialogs.unknown.text'),
        reloadRoute,
      );
      break;
    case 'connection':
      // Offline is a state the banner shows (docs/ux.md), not an error: a poll caught by a drop must not
      // open a modal that takes the focus from the field being typed into.
      if (cutOffByDrop() && !askedNow) break;
      statusDialog(
        action.kind,
        t('common:dialogs.connection.title'),
        t('common:dialogs.connection.text'),
        reloadRoute,
      );
      break;
    case 'chunk-error':
      // A chunk that failed to load (often a deploy replaced it) only comes back with a fresh page.
      statusDialog(action.kind, t('common:dialogs.chunk.title'), t('common:dialogs.chunk.text'), () =>
        location.reload(),
      );
      break;
    case 'wrong-data':
      dialogs.open(
        {
          kind: 'message',
          tone: 'error',
          title: t('common:dialogs.wrongData.title'),
          lines: [t('common:dialogs.wrongData.text')],
        },
        action.kind,
      );
      break;
    case 'sign-out':
      // The session watcher sends the user to /login once the session is gone.
      void session.signOut();
      break;
    case 'change-password':
      void session.markPasswordChangeRequired();
      break;
  }
  return action;
}
