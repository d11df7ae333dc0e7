/**
 * The payment form's draft (docs/ux.md: nothing the user typed is ever lost). Guarantees:
 * - while the user types, the form is written to the encrypted per-user store (offline/store.ts
 *   drafts) at most once per AUTOSAVE_DELAY_MS and always on `flush` (leaving the form);
 * - one draft per form: a new payment (`uzs-payment-draft:new`) and each edited payment
 *   (`uzs-payment-draft:edit:<id>`), offered back when that form is opened again;
 * - a draft is removed only when the payment was saved (online or into the outbox) or the user
 *   discards it.
 */
import { useEffect, useRef, useState } from 'react';
import { userStore } from '../../../offline/user-store.ts';

export const AUTOSAVE_DELAY_MS = 600;

export function draftId(paymentId: number | null): string {
  return paymentId === null ? 'uzs-payment-draft:new' : `uzs-payment-draft:edit:${paymentId}`;
}

export interface DraftSink<T> {
  readonly save: (value: T) => Promise<void>;
}

/** Debounced writer: the latest value wins; `flush` writes a pending value at once. */
export function createAutosaver<T>(
  sink: DraftSink<T>,
  delay = AUTOSAVE_DELAY_MS,
  setTimer: (run: () => void, ms: number) => () => void = (run, ms) => {
    const handle = setTimeout(run, ms);
    return () => clearTimeout(handle);
  },
) {
  let pending: { value: T } | null = null;
  let cancel: (() => void) | null = null;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    cancel?.();
    cancel = null;
    if (!pending) return writing;
    const { value } = pending;
    pending = null;
    writing = writing
      .then(() => sink.save(value))
      .catch((error: unknown) => console.warn('payment draft not saved', error));
    return writing;
  };

  return {
    change(value: T): void {
      pending = { value };
      cancel?.();
      cancel = setTimer(() => void flush(), delay);
    },
    flush,
    /** Forgets a pending value (the payment was saved). */
    drop(): void {
      cancel?.();
      cancel = null;
      pending = null;
    },
  };
}

export interface StoredDraft<T> {
  readonly value: T;
  readonly savedAt: number;
}

/** The draft of this form kept from an earlier visit, if any (null while loading or when none). */
export function useStoredDraft<T>(id: string): {
  draft: StoredDraft<T> | null;
  loaded: boolean;
} {
  const [state, setState] = useState<{ id: string; draft: StoredDraft<T> | null } | null>(null);
  useEffect(() => {
    let live = true;
    void userStore()
      .drafts.load<StoredDraft<T>>(id)
      .then((draft) => {
        if (live) setState({ id, draft });
      })
      .catch(() => live && setState({ id, draft: null }));
    return () => {
      live = false;
    };
  }, [id]);
  return { draft: state?.id === id ? state.draft : null, loaded: state?.id === id };
}

/** Autosaves `value` under `id` while `enabled`; returns `discard` (removes the stored draft). */
export function useDraftAutosave<T>(id: string, value: T, enabled: boolean) {
  const saver = useRef<ReturnType<typeof createAutosaver<StoredDraft<T>>> | null>(null);
  useEffect(() => {
    const current = createAutosaver<StoredDraft<T>>({ save: (draft) => userStore().drafts.save(id, draft) });
    saver.current = current;
    return () => void current.flush();
  }, [id]);
  useEffect(() => {
    if (enabled) saver.current?.change({ value, savedAt: Date.now() });
  }, [value, enabled]);
  return {
    async discard(): Promise<void> {
      // A write already under way finishes first, so the removal is the last word.
      saver.current?.drop();
      await saver.current?.flush();
      await userStore().drafts.remove(id);
    },
  };
}
