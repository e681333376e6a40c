import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Writes that end sessions: drizzle's `.set({ revokedAt` and raw SQL's `set revoked_at`. */
const REVOKES = /\.set\(\{\s*revokedAt\b|\bset\s+revoked_at\b/;

/**
 * Staff sessions are read from the database on every call (core/auth/staff-session-lookup.ts): no
 * process holds them, so ending one needs no announcement.
 */
const UNCACHED_SESSION_WRITERS = new Set(['modules/staff/staff.repository.ts']);

describe('session revocations', () => {
  it('are announced by every file that writes them, so no process keeps a revoked session cached', () => {
    const writers = sourceFiles(SRC).filter(
      (file) =>
        REVOKES.test(readFileSync(file, 'utf8')) && !UNCACHED_SESSION_WRITERS.has(path.relative(SRC, file)),
    );
    expect(writers.length).toBeGreaterThan(0);
    const silent = writers.filter(
      (file) => !readFileSync(file, 'utf8').includes('announceSessionRevocation('),
    );
    expect(silent.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
