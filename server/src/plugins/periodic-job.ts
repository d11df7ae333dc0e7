import type { FastifyInstance } from 'fastify';

/**
 * A background job of the app (purges, flushes): run when the app is ready (unless `atStart` is
 * false) and every `everyMs` while it runs; stopped on close. A failure is logged and the job is
 * tried again at its next turn, so one bad run never stops the server.
 */
export function registerPeriodicJob(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  job: () => Promise<unknown>,
  { atStart = true }: { atStart?: boolean } = {},
): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      await job();
    } catch (error) {
      app.log.error({ err: error }, `${name} failed`);
    }
  };
  app.addHook('onReady', async () => {
    if (atStart) await run();
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
