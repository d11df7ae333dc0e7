/**
 * The "new version" toast's state (docs/architecture.md §4). A waiting service worker is offered;
 * the user taps Update; it is applied at once when no blocker (dirty form, later the outbox) is
 * busy, otherwise the flow waits and applies it the moment the last blocker turns idle — the
 * typed input is sent or cleared first, never thrown away by a reload.
 */
import { useSyncExternalStore } from 'react';
import { subscribeBlockers, updateBlocked } from './update-gate.ts';

export type UpdateState = 'none' | 'available' | 'waiting' | 'applying' | 'dismissed';

export interface UpdateFlow {
  state(): UpdateState;
  subscribe(listener: () => void): () => void;
  /** A new version is installed and waiting; `apply` activates it (the page then reloads). */
  offer(apply: () => void): void;
  /** The user asked for the update. */
  accept(): void;
  /** "Later": hide the toast; the version stays waiting and is used on the next start. */
  dismiss(): void;
}

export function createUpdateFlow(
  gate: { blocked(): boolean; subscribe(listener: () => void): () => void } = {
    blocked: updateBlocked,
    subscribe: subscribeBlockers,
  },
): UpdateFlow {
  let state: UpdateState = 'none';
  let apply: (() => void) | null = null;
  let stopWaiting: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const set = (next: UpdateState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const tryApply = () => {
    if (gate.blocked() || apply === null) return false;
    stopWaiting?.();
    stopWaiting = null;
    set('applying');
    apply();
    return true;
  };

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    offer(next) {
      apply = next;
      if (state === 'none' || state === 'dismissed') set('available');
    },
    accept() {
      if (state !== 'available' || tryApply()) return;
      set('waiting');
      stopWaiting = gate.subscribe(() => {
        tryApply();
      });
    },
    dismiss() {
      stopWaiting?.();
      stopWaiting = null;
      if (state !== 'applying') set('dismissed');
    },
  };
}

/** The app's one flow, fed by sw-register.ts and shown by the shell's update toast. */
export const updateFlow = createUpdateFlow();

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(updateFlow.subscribe, updateFlow.state);
}
