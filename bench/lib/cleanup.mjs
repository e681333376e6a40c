// Everything the bench starts or creates is undone here, in reverse order, on success, on error and
// on Ctrl-C. The synchronous fallback covers an exit nobody awaited (process.exit from elsewhere).
import { rmSync } from 'node:fs';

const tasks = [];
const liveChildren = new Set();
const tempDirs = new Set();
let running = null;

/** Registers an async undo step; steps run last-registered first. */
export function onCleanup(label, undo) {
  tasks.push({ label, undo });
}

export function trackChild(child) {
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
}

export function trackTempDir(dir) {
  tempDirs.add(dir);
  onCleanup(`remove ${dir}`, async () => {
    rmSync(dir, { recursive: true, force: true });
    tempDirs.delete(dir);
  });
}

/** Runs every registered undo step once; later calls wait for the same run. */
export function cleanupAll() {
  running ??= (async () => {
    while (tasks.length > 0) {
      const { label, undo } = tasks.pop();
      try {
        await undo();
      } catch (error) {
        console.error(`bench: cleanup step "${label}" failed: ${error.message}`);
      }
    }
  })();
  return running;
}

/** Ends the process after cleaning up; used for signals, the global deadline and fatal errors. */
export async function exitAfterCleanup(code) {
  await cleanupAll();
  process.exit(code);
}

process.once('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`bench: ${signal}, cleaning up`);
    void exitAfterCleanup(130);
  });
}
