import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` once the app is ready and then every `everyMs`, never two runs at once in this
 * process. The timer does not keep the process alive, and closing the app stops it and waits
 * for a run in progress, so the database is not closed under it.
 */
export function scheduleJob(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  work: () => Promise<unknown>,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = work()
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err, job: name }, 'job failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
