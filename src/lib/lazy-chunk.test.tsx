// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  lazyChunk,
  loadChunk,
  preloadChunk,
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

describe('preloadChunk', () => {
  const Screen = () => <p>loaded screen</p>;

  it('starts the load before the render, which then uses the same load', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Screen }));
    const Lazy = lazyChunk(load);
    preloadChunk(Lazy);
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('loaded screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload: the render loads again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue({ default: Screen });
    const Lazy = lazyChunk(load);
    preloadChunk(Lazy);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('loaded screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores what is not a lazy chunk', () => {
    expect(() => preloadChunk(Screen)).not.toThrow();
    expect(() => preloadChunk(null)).not.toThrow();
  });
});
