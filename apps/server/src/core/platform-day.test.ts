import { describe, expect, it } from 'vitest';
import { platformDayOf } from './platform-day';

describe('platformDayOf', () => {
  it('starts the day at midnight in Shanghai, 16:00 UTC the day before', () => {
    expect(platformDayOf(new Date('2026-03-10T15:59:59.999Z'))).toEqual({
      day: '2026-03-10',
      start: new Date('2026-03-09T16:00:00.000Z'),
      end: new Date('2026-03-10T16:00:00.000Z'),
    });
    expect(platformDayOf(new Date('2026-03-10T16:00:00.000Z')).day).toBe('2026-03-11');
  });

  it('crosses months and years on Shanghai time', () => {
    expect(platformDayOf(new Date('2025-12-31T16:30:00Z')).day).toBe('2026-01-01');
    expect(platformDayOf(new Date('2026-02-28T23:00:00Z')).day).toBe('2026-03-01');
  });
});
