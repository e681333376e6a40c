import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

/** Thrown when another live process holds DATA_DIR: the embedded database is one process's alone. */
export class DataDirLocked extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR for this process: a lock file holding our pid, created exclusively. A lock left
 * by a process that no longer runs (a kill -9, a power cut) is taken over; one held by a live
 * process refuses the start, because two servers on one embedded database lose each other's writes.
 * Answers the release, which removes the file only while it is still ours.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (readPid(file) === process.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(file);
      if (holder !== null && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLocked(
          `DATA_DIR ${dataDir} is in use by another server (pid ${holder}). Stop that one first, or give ` +
            `this one its own DATA_DIR (or a DATABASE_URL). If no such process runs, delete ${file}.`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirLocked(`could not take ${file}: another server is starting on DATA_DIR ${dataDir}`);
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
