import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  loadChunk,
  shouldReloadForChunk,
} from './lazy-chunk.ts';

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

describe('shouldReloadForChunk', () => {
  const base = { online: true, dirty: false, lastReloadAt: null, now: 1_000_000_000 };

  it('reloads once when online and nothing is typed', () => {
    expect(shouldReloadForChunk(base)).toBe(true);
  });

  it('never reloads offline or over unsaved input', () => {
    expect(shouldReloadForChunk({ ...base, online: false })).toBe(false);
    expect(shouldReloadForChunk({ ...base, dirty: true })).toBe(false);
  });

  it('does not reload again right after a reload (the dialog takes over)', () => {
    expect(shouldReloadForChunk({ ...base, lastReloadAt: base.now - 10_000 })).toBe(false);
    expect(shouldReloadForChunk({ ...base, lastReloadAt: base.now - CHUNK_RELOAD_GUARD_MS - 1 })).toBe(true);
  });
});
