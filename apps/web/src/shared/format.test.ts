import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatPrice } from './format';

describe('money display', () => {
  it('uses two decimals, half-up, with thousands groups and the sign before ¥', () => {
    expect(formatMoney(1234.5)).toBe('¥1,234.50');
    expect(formatMoney(1.005)).toBe('¥1.01');
    expect(formatMoney(-12)).toBe('-¥12.00');
    expect(formatMoney(-0.001)).toBe('¥0.00');
    expect(formatPrice(13.98)).toBe('13.98');
  });
});

describe('formatDateTime', () => {
  it('shows a server time as local date and minutes', () => {
    const iso = new Date(2025, 0, 31, 8, 5, 59).toISOString();
    expect(formatDateTime(iso)).toBe('2025-01-31 08:05');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});
