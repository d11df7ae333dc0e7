/**
 * Forms with unsaved input. A form reports itself dirty while it holds something typed and not yet
 * sent; while any is, a new version is not applied and a failed chunk does not reload the page
 * (nothing the user typed is ever lost, docs/ux.md).
 */
import { useEffect, useId } from 'react';
import { addUpdateBlocker } from './update-gate.ts';

const dirty = new Set<string>();
const listeners = new Set<() => void>();

export function setFormDirty(id: string, isDirty: boolean): void {
  if (isDirty === dirty.has(id)) return;
  if (isDirty) dirty.add(id);
  else dirty.delete(id);
  listeners.forEach((listener) => listener());
}

export function anyFormDirty(): boolean {
  return dirty.size > 0;
}

export function subscribeDirtyForms(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reports the calling form's state; a form that unmounts is clean again. */
export function useDirtyForm(isDirty: boolean): void {
  const id = useId();
  useEffect(() => setFormDirty(id, isDirty), [id, isDirty]);
  useEffect(() => () => setFormDirty(id, false), [id]);
}

addUpdateBlocker({ busy: anyFormDirty, subscribe: subscribeDirtyForms });
