/**
 * A node's import queue worker (issue 21): runs a queue every `everyMs` and when kicked (after an
 * upload), never two runs at once on this node; the queue itself is in the database, so several
 * nodes may each run one. Shared by the soum and the currency/exchange imports.
 */
export interface ImportWorker {
  /** Run the queue now (after an upload); a run already going is joined, and one more follows it. */
  kick(): void;
  stop(): Promise<void>;
}

/** Runs the queue every `everyMs` and when kicked; never two runs at once on this node. */
export function startQueueWorker(
  runQueue: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): ImportWorker {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running !== null) {
      again = true;
      return;
    }
    running = runQueue()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
