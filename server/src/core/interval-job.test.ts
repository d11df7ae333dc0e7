import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from './interval-job.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startIntervalJob', () => {
  it('runs every interval, never twice at once, goes on after a failure, and stop waits for a run', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    let finish: () => void = () => undefined;
    const job = startIntervalJob(
      () => {
        runs += 1;
        if (runs === 1) return Promise.reject(new Error('first run fails'));
        return new Promise<void>((resolve) => (finish = resolve));
      },
      1000,
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    // The second run has not finished: the ticks it covers start nothing.
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });
});
