import { describe, expect, it } from 'vitest';
import { formatBytes, formatSize } from './sizes';

describe('formatSize', () => {
  it('formats sizes 1024-based', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(154_644_969_425)).toBe('144.0 GB');
    expect(formatSize(319_321_000_000)).toBe('297.4 GB');
    expect(formatSize(2 ** 50)).toBe('1.0 PB');
  });
});

describe('formatBytes', () => {
  it('shows bytes, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(64 * 1024 * 1024)).toBe('64.0 MB');
  });
});
