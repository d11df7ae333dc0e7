import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './lazy-chunk.ts';

describe('loadChunk', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes a loaded module through', async () => {
    await expect(loadChunk(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const failure = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toThrow(/Loading chunk failed/);
  });

  it('gives up after 120 s (spec 1 §9)', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await assertion;
  });
});
