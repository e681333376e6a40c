import { describe, expect, it } from 'vitest';
import { formatNoticeDate } from './date';

describe('formatNoticeDate', () => {
  it('writes the China day (UTC+8) as YYYY-MM-DD', () => {
    expect(formatNoticeDate('2025-01-05T15:30:00Z')).toBe('2025-01-05');
    // 16:30 UTC is already the next morning in China.
    expect(formatNoticeDate('2025-01-05T16:30:00Z')).toBe('2025-01-06');
  });

  it('gives an empty string for a value that is not a date', () => {
    expect(formatNoticeDate('soon')).toBe('');
  });
});
