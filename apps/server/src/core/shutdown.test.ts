import { describe, expect, it } from 'vitest';
import { Lifecycle } from './lifecycle';
import { gracefulShutdown, type ShutdownSteps } from './shutdown';

/** Every step records itself; `hold` keeps one step pending until the test lets it go. */
function setup(overrides: Partial<ShutdownSteps> = {}) {
  const order: string[] = [];
  const lifecycle = new Lifecycle();
  const logged: string[] = [];
  let releaseDrain: () => void = () => undefined;
  const step = (name: string) => async () => {
    order.push(name);
  };
  const steps: ShutdownSteps = {
    lifecycle,
    log: { info: (_o, message) => logged.push(message), error: (_o, message) => logged.push(message) },
    drainMs: 5_000,
    timeoutMs: 1_000,
    closeHttp: step('http'),
    forceCloseHttp: () => order.push('force-http'),
    stopJobs: step('jobs'),
    closeSshGateway: step('ssh'),
    closeDatabase: step('database'),
    wait: (ms) => {
      order.push(`drain ${ms}`);
      return new Promise<void>((resolve) => {
        releaseDrain = resolve;
      });
    },
    ...overrides,
  };
  return { steps, order, lifecycle, logged, endDrain: () => releaseDrain(), stop: gracefulShutdown(steps) };
}

describe('graceful shutdown', () => {
  it('says draining at once, keeps serving through the drain, then closes HTTP, jobs and SSH, the pool last, and answers 0', async () => {
    const { order, lifecycle, endDrain, stop } = setup();
    const stopped = stop('SIGTERM');
    expect(lifecycle.draining).toBe(true);
    // Jobs start no new run from the signal on; the listener is still open during the drain.
    expect(order).toEqual(['jobs', 'drain 5000']);
    endDrain();
    expect(await stopped).toBe(0);
    expect(order).toEqual(['jobs', 'drain 5000', 'http', 'ssh', 'database']);
  });

  it('waits for a running job before closing the pool', async () => {
    let finishJob: () => void = () => undefined;
    const { order, endDrain, stop } = setup({
      stopJobs: () =>
        new Promise<void>((resolve) => {
          finishJob = () => {
            order.push('job finished');
            resolve();
          };
        }),
      timeoutMs: 60_000,
    });
    const stopped = stop('SIGTERM');
    endDrain();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).not.toContain('database');
    finishJob();
    expect(await stopped).toBe(0);
    expect(order.slice(-2)).toEqual(['job finished', 'database']);
  });

  it('answers 1 and cuts the open connections when in-flight work outlives the bound', async () => {
    const { order, logged, endDrain, stop } = setup({
      closeHttp: () => new Promise<void>(() => undefined),
      timeoutMs: 20,
    });
    const stopped = stop('SIGTERM');
    endDrain();
    expect(await stopped).toBe(1);
    expect(order).toContain('force-http');
    expect(order).not.toContain('database');
    expect(logged).toContain('shutdown bound passed: cutting what is still open');
  });

  it('answers 1 at once on a second signal, logged', async () => {
    const { logged, stop } = setup();
    void stop('SIGTERM');
    expect(await stop('SIGINT')).toBe(1);
    expect(logged).toContain('second stop signal during shutdown: exiting at once');
  });

  it('answers 1 when a step fails', async () => {
    const { endDrain, stop } = setup({ closeDatabase: () => Promise.reject(new Error('pool')) });
    const stopped = stop('SIGTERM');
    endDrain();
    expect(await stopped).toBe(1);
  });
});
