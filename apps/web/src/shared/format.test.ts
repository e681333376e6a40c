import { describe, expect, it } from 'vitest';
import {
  chinaInputOf,
  epochSecondsOfChinaInput,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPrice,
  publishedDay,
} from './format';

describe('money display', () => {
  it('uses two decimals, half-up, with thousands groups and the sign before ¥', () => {
    expect(formatMoney(1234.5)).toBe('¥1,234.50');
    expect(formatMoney(1.005)).toBe('¥1.01');
    expect(formatMoney(-12)).toBe('-¥12.00');
    expect(formatMoney(-0.001)).toBe('¥0.00');
    expect(formatPrice(13.98)).toBe('13.98');
  });
});

describe('dates in China time (issue 38: one time zone for money and records)', () => {
  it('shows a server time as its China date and minutes, whatever the machine zone', () => {
    expect(formatDateTime('2025-01-31T00:05:59Z')).toBe('2025-01-31 08:05');
    // A charge at 16:30 UTC on 11-28 is 00:30 on 11-29 in China, as the cost reports cut it.
    expect(formatDateTime('2026-11-28T16:30:00.000Z')).toBe('2026-11-29 00:30');
    expect(formatDate('2026-11-28T16:30:00.000Z')).toBe('2026-11-29');
    expect(formatDateTime('2026-11-29T00:30:00+08:00')).toBe('2026-11-29 00:30');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(formatDate('yesterday')).toBe('yesterday');
  });

  it('reads and writes datetime-local fields in China time', () => {
    expect(chinaInputOf(new Date('2026-05-01T01:30:00Z'))).toBe('2026-05-01T09:30');
    expect(epochSecondsOfChinaInput('2026-05-01T09:30')).toBe(Date.parse('2026-05-01T01:30:00Z') / 1000);
    expect(epochSecondsOfChinaInput('soon')).toBeNull();
    expect(epochSecondsOfChinaInput(undefined)).toBeNull();
  });
});

describe('publishedDay', () => {
  it('writes the China day (UTC+8) as YYYY-MM-DD', () => {
    expect(publishedDay('2025-01-05T15:30:00Z')).toBe('2025-01-05');
    // 16:30 UTC is already the next morning in China.
    expect(publishedDay('2025-01-05T16:30:00Z')).toBe('2025-01-06');
  });

  it('answers an empty string for a time it cannot read', () => {
    expect(publishedDay('not a date')).toBe('');
  });
});
