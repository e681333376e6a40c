// Child processes with a bounded tail of their output (shown when something fails) and a stop that
// always ends in the child being gone: SIGTERM, a grace period, then SIGKILL.
import { spawn } from 'node:child_process';
import { onCleanup, trackChild } from './cleanup.mjs';

const TAIL_LINES = 40;
const STOP_GRACE_MS = 10_000;

export function startChild(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  const tail = [];
  const lineListeners = new Set();
  const collect = (chunk) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      for (const listener of lineListeners) listener(line);
      if (options.echo) console.log(`  [${name}] ${line}`);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      tail.push(`spawn failed: ${error.message}`);
      resolve({ code: null, signal: null, error });
    });
  });
  let exitInfo = null;
  void exited.then((info) => {
    exitInfo = info;
  });

  const handle = {
    name,
    pid: child.pid,
    exited,
    hasExited: () => exitInfo !== null,
    describeExit: () =>
      exitInfo
        ? `exited with ${exitInfo.signal ? `signal ${exitInfo.signal}` : `code ${exitInfo.code}`}`
        : 'running',
    output: () => tail.join('\n'),
    /** Resolves with the first output line matching `pattern`; rejects if the child exits first or time runs out. */
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const done = (fn, value) => {
          clearTimeout(timer);
          lineListeners.delete(onLine);
          fn(value);
        };
        const onLine = (line) => {
          const match = pattern.exec(line);
          if (match) done(resolve, match);
        };
        const timer = setTimeout(
          () => done(reject, new Error(`${name} printed no line matching ${pattern} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        lineListeners.add(onLine);
        void exited.then(() =>
          done(reject, new Error(`${name} ${handle.describeExit()} before it was ready`)),
        );
      });
    },
    async stop() {
      if (exitInfo) return exitInfo;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      const info = await exited;
      clearTimeout(timer);
      return info;
    },
  };
  onCleanup(`stop ${name} (pid ${child.pid})`, () => handle.stop());
  return handle;
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit or after `timeoutMs`. */
export function runToCompletion(label, command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: 'inherit',
    });
    trackChild(child);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${label} did not finish within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${label} could not start: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`));
    });
  });
}
