import { setTimeout as sleep } from 'node:timers/promises';
import type { Lifecycle } from './lifecycle';

interface ShutdownLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What a graceful stop closes, in the order it closes them (main.ts wires the real ones). */
export interface ShutdownSteps {
  lifecycle: Lifecycle;
  log: ShutdownLog;
  /** How long readiness answers 503 while requests are still served (a proxy's checks take us out). */
  drainMs: number;
  /** The bound on everything after the drain; past it the stop answers 1. */
  timeoutMs: number;
  /** Stops accepting, lets requests in flight finish, closes idle keep-alive connections and WebSockets. */
  closeHttp(): Promise<void>;
  /** Cuts the connections still open once the bound has passed. */
  forceCloseHttp(): void;
  /** Starts no job any more and resolves once the running ones (a tick, a reconcile pass) finished. */
  stopJobs(): Promise<void>;
  closeSshGateway(): Promise<void>;
  closeDatabase(): Promise<void>;
  /** The drain's wait (tests pass a controllable one). */
  wait?(ms: number): Promise<void>;
}

/**
 * A stop signal's handler, answering the exit code: readiness goes 503 at once, the server keeps
 * serving for the drain, then stops accepting and finishes what is in flight, lets the running jobs
 * finish, closes the SSH gateway and the pool, and answers 0. A second signal answers 1 at once; so
 * does the bound passing (a job cut short loses nothing: its advisory lock and transaction end with
 * the connection, and the next tick on any replica redoes it).
 */
export function gracefulShutdown(steps: ShutdownSteps): (signal: string) => Promise<number> {
  let started = false;
  const wait = steps.wait ?? ((ms: number) => sleep(ms));
  return async (signal) => {
    if (started) {
      steps.log.error({ signal }, 'second stop signal during shutdown: exiting at once');
      return 1;
    }
    started = true;
    steps.lifecycle.startDraining();
    steps.log.info({ signal, drainMs: steps.drainMs }, 'shutting down: readiness says draining');
    const jobsStopped = steps.stopJobs();
    await wait(steps.drainMs);
    steps.log.info({ timeoutMs: steps.timeoutMs }, 'shutting down: closing, finishing in-flight work');
    const closing = (async () => {
      await steps.closeHttp();
      await Promise.all([jobsStopped, steps.closeSshGateway()]);
      await steps.closeDatabase();
      return 0;
    })();
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<number>((resolve) => {
      timer = setTimeout(() => resolve(-1), steps.timeoutMs);
    });
    try {
      const code = await Promise.race([closing, bound]);
      if (code === 0) {
        steps.log.info({ signal }, 'shut down cleanly');
        return 0;
      }
      steps.log.error({ timeoutMs: steps.timeoutMs }, 'shutdown bound passed: cutting what is still open');
      steps.forceCloseHttp();
      return 1;
    } catch (error) {
      steps.log.error({ err: error }, 'shutdown failed');
      return 1;
    } finally {
      clearTimeout(timer);
    }
  };
}
