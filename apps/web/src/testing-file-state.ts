import { afterAll, vi } from 'vitest';

/**
 * The web's test files share their worker's loaded modules (`isolate: false` in vitest.config.ts:
 * importing React, antd and the app afresh for each file cost four minutes of the unit stage). A file
 * must leave nothing behind for the next one; whatever a file forgot to undo of Vitest's own
 * stand-ins (fake timers, stubbed globals and environment) is undone when it ends.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
