import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure, RELOAD_AT_MOST_EVERY_MS, reloadAfterChunkFailure } from './chunkFailure';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('a chunk that failed to load', () => {
  it('is told apart from other errors, in each browser’s words', () => {
    expect(
      isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadFailure('dynamically imported module')).toBe(false);
  });

  it('reloads the page once, and not again within a minute of that reload', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    expect(reloadAfterChunkFailure(storage, reload, 1_000_000)).toBe(true);
    expect(reloadAfterChunkFailure(storage, reload, 1_000_000 + RELOAD_AT_MOST_EVERY_MS - 1)).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadAfterChunkFailure(storage, reload, 1_000_000 + RELOAD_AT_MOST_EVERY_MS)).toBe(true);
    expect(reloads).toBe(2);
  });
});
