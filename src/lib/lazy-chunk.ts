/**
 * Lazy route chunks (spec 1 §2.5/§8): a chunk that fails to load, or has not arrived after
 * 120 s (spec 1 §9), becomes a ChunkLoadError, which the route error boundary hands to the
 * response handler (dialog whose retry reloads the page).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyChunk<P extends ComponentType<any>>(
  load: () => Promise<{ default: P }>,
): LazyExoticComponent<P> {
  return lazy(() => loadChunk(load));
}
