import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLocked, LOCK_FILE, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gpucloud-lock-'));
  dirs.push(dir);
  return { dir, file: path.join(dir, LOCK_FILE) };
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has just ended: nothing runs under it (short of reuse). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 0;
}

describe('DATA_DIR lock', () => {
  it('holds our pid, refuses a second holder while a live process has it, and is gone after release', () => {
    const { dir, file } = setup();
    const release = lockDataDir(dir);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    // Another live process (our parent) holding it: refused, with what to do.
    writeFileSync(file, `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    expect(() => lockDataDir(dir)).toThrow(/in use by another server \(pid \d+\)/);
    // The release leaves a lock that is no longer ours alone.
    release();
    expect(existsSync(file)).toBe(true);
    writeFileSync(file, `${process.pid}\n`);
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('takes over a stale lock left by a process that no longer runs', async () => {
    const { dir, file } = setup();
    writeFileSync(file, `${await deadPid()}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
