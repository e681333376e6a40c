import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
/** The one formatter of dates (China time, UTC+8); nothing else turns an instant into text. */
const FORMATTER = path.join('shared', 'format.ts');
/** Ways to write an instant in the browser's own zone (or a library's), which would drift from China time. */
const BROWSER_ZONE_FORMATTING =
  /\.toLocale(?:Date|Time)?String\(|Intl\.DateTimeFormat|\bdayjs\b|\bmoment\(|\.getHours\(|\.getMinutes\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one time zone for dates (issue 38)', () => {
  it('formats dates only through shared/format.ts, never in the browser zone', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => path.relative(SRC, file) !== FORMATTER)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${path.relative(SRC, file)}:${index + 1}` }))
          .filter(({ line }) => BROWSER_ZONE_FORMATTING.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
