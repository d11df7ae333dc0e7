/**
 * A background job run every `intervalMs`: never two runs at once (a run that outlasts the interval
 * skips the ticks it covers), errors reported and never fatal, and the timer keeps no process alive.
 * `stop()` waits for a run under way, so nothing is half done when the database closes.
 */
export interface IntervalJob {
  stop(): Promise<void>;
}

export function startIntervalJob(
  run: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): IntervalJob {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running !== null || stopped) return;
    running = run()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
