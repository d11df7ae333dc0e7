import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStored, writeStored } from './storage-keys.ts';

/** Ionic's class-based dark palette (`@ionic/react/css/palettes/dark.class.css`) keys off this class. */
const DARK_CLASS = 'ion-palette-dark';
const listeners = new Set<() => void>();

/** The stored flag is the text 'true' or 'false' (spec 1 §9); without one the system preference decides. */
export function isDarkStored(): boolean {
  const stored = readStored(STORAGE_KEYS.dark);
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export function applyTheme(dark: boolean): void {
  document.documentElement.classList.toggle(DARK_CLASS, dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  for (const listener of listeners) listener();
}

export function setDark(dark: boolean): void {
  writeStored(STORAGE_KEYS.dark, dark ? 'true' : 'false');
  applyTheme(dark);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The applied theme; every toggle (top bar, settings) reads the same state. */
export function useDarkTheme(): boolean {
  return useSyncExternalStore(subscribe, () => document.documentElement.classList.contains(DARK_CLASS));
}
