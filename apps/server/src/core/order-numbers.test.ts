import { describe, expect, it } from 'vitest';
import { newOrderNo } from './order-numbers';

describe('newOrderNo', () => {
  it('is the prefix, the UTC second and 12 letters or digits, which both gateways accept', () => {
    const now = new Date('2026-11-27T08:09:10.123Z');
    const numbers = Array.from({ length: 2_000 }, () => newOrderNo('T', now));
    for (const number of numbers) expect(number).toMatch(/^T20261127080910[0-9A-Za-z]{12}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
