import { describe, expect, it } from 'vitest';
import { formatNoticeDate } from './date';

describe('formatNoticeDate', () => {
  it('writes the local day as YYYY-MM-DD', () => {
    const local = new Date(2025, 0, 5, 23, 30);
    expect(formatNoticeDate(local.toISOString())).toBe('2025-01-05');
  });

  it('gives an empty string for a value that is not a date', () => {
    expect(formatNoticeDate('soon')).toBe('');
  });
});
