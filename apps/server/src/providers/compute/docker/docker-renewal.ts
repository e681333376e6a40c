import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` and renews what it holds (a lease, a busy flag) every `everyMs` until it ends. A renewal
 * that fails is logged and the next one tries again: at worst the bound lapses, as a crashed
 * holder's does.
 */
export async function renewedWhile<T>(
  renew: () => Promise<unknown>,
  everyMs: number,
  log: FastifyBaseLogger,
  work: () => Promise<T>,
): Promise<T> {
  const timer = setInterval(() => {
    renew().catch((error: unknown) => log.warn({ err: error }, 'docker lease not renewed'));
  }, everyMs);
  // A hold never keeps the process alive on its own.
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
