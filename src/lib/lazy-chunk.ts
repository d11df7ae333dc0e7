/**
 * Lazy route chunks (spec 1 §2.5/§8): a chunk that fails to load, or has not arrived after
 * 120 s (spec 1 §9), becomes a ChunkLoadError, which the route error boundary hands to the
 * response handler (dialog whose retry reloads the page).
 * A chunk that fails to load usually means a deploy replaced it (the service worker normally
 * still serves the old one): then the page reloads by itself, once, and only when online and no
 * form holds unsaved input — otherwise the dialog lets the user choose when.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { anyFormDirty } from '../offline/dirty-forms.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(`Loading chunk failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ChunkLoadError';
  }
}

export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`timed out after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

/** A second failure within this time after an automatic reload shows the dialog instead. */
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000;

export interface ChunkFailureState {
  readonly online: boolean;
  readonly dirty: boolean;
  /** When a failed chunk last reloaded this tab (ms), null if never. */
  readonly lastReloadAt: number | null;
  readonly now: number;
}

export function shouldReloadForChunk({ online, dirty, lastReloadAt, now }: ChunkFailureState): boolean {
  return online && !dirty && (lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS);
}

function lastChunkReload(): number | null {
  try {
    const value = Number(sessionStorage.getItem(STORAGE_KEYS.chunkReloadAt));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Reloads (and never settles, so nothing renders the failure) or passes the error on. */
function reloadOnceOrThrow(error: unknown): Promise<never> {
  const now = Date.now();
  const reload = shouldReloadForChunk({
    online: navigator.onLine,
    dirty: anyFormDirty(),
    lastReloadAt: lastChunkReload(),
    now,
  });
  if (!reload) return Promise.reject(error);
  try {
    sessionStorage.setItem(STORAGE_KEYS.chunkReloadAt, String(now));
  } catch {
    // Without sessionStorage there is no guard against a reload loop: show the dialog instead.
    return Promise.reject(error);
  }
  location.reload();
  return new Promise<never>(() => undefined);
}

const preloaders = new WeakMap<object, () => void>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyChunk<P extends ComponentType<any>>(
  load: () => Promise<{ default: P }>,
): LazyExoticComponent<P> {
  // One load shared by preloadChunk and React.lazy; a failed one is forgotten so the next try loads again.
  let loading: Promise<{ default: P }> | null = null;
  const start = () =>
    (loading ??= loadChunk(load).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const component = lazy(() =>
    start().catch((error: unknown) =>
      // A timeout is a slow network, not a deploy: a reload would not help.
      error instanceof ChunkLoadError && !/timed out/.test(error.message)
        ? reloadOnceOrThrow(error)
        : Promise.reject(error),
    ),
  );
  preloaders.set(component, () => void start().catch(() => undefined));
  return component;
}

/**
 * Starts loading a lazyChunk component's code now (anything else is ignored): the first screen's
 * chunk then downloads while the texts and the session are still being prepared. A failure here
 * is left to the render, which loads again and handles it.
 */
export function preloadChunk(component: unknown): void {
  if (typeof component === 'object' && component !== null) preloaders.get(component)?.();
}
