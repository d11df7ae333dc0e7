/**
 * The signed-in user's store and outbox runner, bound to the session. Loaded with the signed-in
 * shell (never in the /login entry). Guarantees:
 * - while a user is signed in, their store is open and their runner started; when the session
 *   ends or changes user, the runner stops and the store closes — its rows stay for that user's
 *   next sign-in (a 401 never loses a queued action);
 * - only an explicit logout (`wipeForLogout`) deletes the key, the database and the user's persisted
 *   reference lists — and it refuses while the outbox holds unsent actions;
 * - the user's small reference lists are restored from, and saved to, their own storage key;
 * - the outbox is an update blocker (update-gate.ts) while a row is being sent;
 * - another tab upgrading the database closes this tab's connection and asks to reload.
 */
import { useSyncExternalStore } from 'react';
import { sendPrepared, type ApiOutcome } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { handleOutcome } from '../lib/response-handler.ts';
import { indexedDbKeyStore } from '../lib/session-crypto.ts';
import { session } from '../lib/session.ts';
import { dialogs } from '../ui/dialog-service.ts';
import type { OutboxRow } from './db.ts';
import { createOutboxRunner, type OutboxRunner } from './outbox-runner.ts';
import { forgetReferenceLists, persistReferenceLists } from './query-persistence.ts';
import { refreshAfterDrain } from './replay-refresh.ts';
import {
  createOfflineStore,
  isUnsent,
  StoreFullError,
  type OfflineStore,
  type OutboxAction,
  type OutboxEntry,
} from './store.ts';
import { addUpdateBlocker } from './update-gate.ts';

interface Active {
  readonly userId: number;
  readonly store: OfflineStore;
  readonly runner: OutboxRunner;
  readonly stopObserving: () => void;
  readonly stopPersisting: () => void;
}

let active: Active | null = null;
type SentListener = (row: OutboxRow, outcome: ApiOutcome<unknown>) => void;
const sentListeners = new Set<SentListener>();

/** Hears every send this tab's runner makes (enqueue-call.ts waits for its own row). */
export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}
let entries: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();

/** Screens hear of outbox changes at most this often (a replay changes rows many times a second). */
const PUBLISH_EVERY_MS = 100;
let notifying: ReturnType<typeof setTimeout> | null = null;

function publish(next: readonly OutboxEntry[]): void {
  entries = next;
  if (notifying !== null) return;
  notifying = setTimeout(() => {
    notifying = null;
    listeners.forEach((listener) => listener());
  }, PUBLISH_EVERY_MS);
}

function askToReload(): void {
  dialogs.open(
    {
      kind: 'status',
      tone: 'question',
      title: i18n.t('offline:store.versionTitle'),
      text: i18n.t('offline:store.versionText'),
      actions: [
        { label: i18n.t('offline:store.reload'), primary: true, run: () => window.location.reload() },
      ],
    },
    'offline-store-version',
  );
}

function open(userId: number): Active {
  const store = createOfflineStore({
    userId,
    keyStore: indexedDbKeyStore('corpbank-keys', `offline-${userId}`),
    onVersionChange: askToReload,
    persist: navigator.storage?.persist ? () => navigator.storage.persist() : undefined,
  });
  const runner = createOutboxRunner({
    store,
    lockName: `corpbank-outbox-${userId}`,
    send: sendPrepared,
    // What the delivered actions changed is read again, once the replay is over (replay-refresh.ts).
    onDrained: (acked) => void refreshAfterDrain(queryClient, acked),
    // The one response handler signs out as for any call; the rows wait for the next sign-in.
    onUnauthorized: (outcome) => void handleOutcome(outcome),
    onSent: (row, outcome) => sentListeners.forEach((listener) => listener(row, outcome)),
  });
  const stopObserving = store.outbox.observe(publish);
  const stopPersisting = persistReferenceLists(userId);
  void runner.start();
  return { userId, store, runner, stopObserving, stopPersisting };
}

function close(current: Active): void {
  current.stopObserving();
  current.stopPersisting();
  void current.runner.stop().finally(() => current.store.close());
  publish([]);
}

function follow(): void {
  const userId = session.current()?.id ?? null;
  if (active?.userId === userId) return;
  if (active) close(active);
  active = userId === null ? null : open(userId);
}

session.subscribe(follow);
follow();

addUpdateBlocker({
  busy: () => entries.some((entry) => entry.state === 'inflight'),
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
});

function current(): Active {
  if (!active) throw new Error('no signed-in user: the local store is closed');
  return active;
}

/** The signed-in user's store (caches, drafts, outbox). */
export function userStore(): OfflineStore {
  return current().store;
}

/**
 * Queues the action (written to IndexedDB before this resolves) and lets the runner try it. A full
 * disk refuses it with a dialog and a rejection, so the form keeps what was typed.
 */
export async function enqueueAction(action: OutboxAction): Promise<OutboxEntry> {
  const { store, runner } = current();
  try {
    const entry = await store.outbox.enqueue(action);
    void runner.kick();
    return entry;
  } catch (error) {
    if (error instanceof StoreFullError) {
      dialogs.open({ kind: 'message', tone: 'error', title: i18n.t('offline:store.full'), lines: [] });
    }
    throw error;
  }
}

export const outboxActions = {
  /** Sends every waiting row now (the user asked; backoff waits are skipped). */
  sendNow: (): Promise<void> => current().runner.kick(true),
  async retry(id: string): Promise<void> {
    await current().store.outbox.retry(id);
    await current().runner.kick(true);
  },
  discard: (id: string): Promise<void> => current().store.outbox.discard(id),
};

/** Every outbox row of the signed-in user, in order; re-renders on any change in any tab. */
export function useOutboxEntries(): readonly OutboxEntry[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => entries,
  );
}

export function unsentEntries(): OutboxEntry[] {
  return entries.filter(isUnsent);
}

/**
 * Logout's part here: wipes the store (key, then database) and answers [] — or, while the outbox
 * holds unsent actions, leaves everything and answers them so the caller can ask the user.
 */
export async function wipeForLogout(): Promise<OutboxEntry[]> {
  if (!active) return [];
  const closing = active;
  await closing.runner.stop();
  const { wiped, unsent } = await closing.store.wipeForLogout();
  if (!wiped) {
    void closing.runner.start();
    return unsent;
  }
  closing.stopObserving();
  closing.stopPersisting();
  forgetReferenceLists(closing.userId);
  if (active === closing) active = null;
  publish([]);
  return [];
}
