import type { FastifyInstance } from 'fastify';

/**
 * Runs a clean-up every `intervalMs` for as long as the app is up: the timer does not keep the process
 * alive (unref), stops when the app closes, and a failed run is logged and tried again next time. A run
 * still going when the next is due is not doubled.
 */
export function runPeriodically(
  app: FastifyInstance,
  what: string,
  intervalMs: number,
  task: () => Promise<unknown>,
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => app.log.warn({ err: error }, `${what} failed; trying again later`))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
