/**
 * The shared dialogs of spec 1 §2.5 as a small store outside React, so the response handler
 * (and any screen) can open them without holding a component; <DialogHost/> renders them.
 */
import { useSyncExternalStore } from 'react';

export interface DialogAction {
  readonly label: string;
  /** Runs after the dialog closed. */
  readonly run?: () => void;
  readonly primary?: boolean;
  readonly testId?: string;
}

export type DialogSpec =
  /** Full-screen message dialog: a title and one line per message. */
  | {
      readonly kind: 'message';
      readonly title: string;
      readonly lines: readonly string[];
      readonly tone: 'success' | 'error';
    }
  /** Status dialog: a title, a text and a list of actions (retry, close, confirm…). */
  | {
      readonly kind: 'status';
      readonly title: string;
      readonly text: string;
      readonly tone: 'error' | 'question';
      readonly actions: readonly DialogAction[];
    };

export type OpenDialog = DialogSpec & { readonly id: number; readonly dedupeKey: string | undefined };

export interface DialogState {
  readonly dialogs: readonly OpenDialog[];
  /** Text of the loading overlay, or null when hidden. */
  readonly loading: string | null;
}

let state: DialogState = { dialogs: [], loading: null };
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: DialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const dialogs = {
  /**
   * Opens a dialog. With a dedupe key, a dialog already open under the same key is kept and no
   * second one appears (several calls failing together show one "no connection" dialog).
   */
  open(spec: DialogSpec, dedupeKey?: string): number {
    const existing = dedupeKey ? state.dialogs.find((d) => d.dedupeKey === dedupeKey) : undefined;
    if (existing) return existing.id;
    const id = nextId++;
    set({ ...state, dialogs: [...state.dialogs, { ...spec, id, dedupeKey }] });
    return id;
  },
  close(id: number): void {
    if (!state.dialogs.some((d) => d.id === id)) return;
    set({ ...state, dialogs: state.dialogs.filter((d) => d.id !== id) });
  },
  /** Closes the dialog open under a dedupe key, if any (its actions do not run). */
  dismiss(dedupeKey: string): void {
    const open = state.dialogs.find((d) => d.dedupeKey === dedupeKey);
    if (open) this.close(open.id);
  },
  showLoading(text: string): void {
    set({ ...state, loading: text });
  },
  hideLoading(): void {
    if (state.loading !== null) set({ ...state, loading: null });
  },
  snapshot(): DialogState {
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useDialogState(): DialogState {
  return useSyncExternalStore(dialogs.subscribe, dialogs.snapshot);
}
