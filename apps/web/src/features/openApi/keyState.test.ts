import { describe, expect, it } from 'vitest';
import { atKeyLimit, oldSecretValidUntil, rowActions } from './keyState';

const now = Date.parse('2025-06-01T12:00:00Z');

describe('oldSecretValidUntil', () => {
  it('is the time while the old secret still works', () => {
    const until = '2025-06-02T12:00:00Z';
    expect(oldSecretValidUntil({ PreviousSecretValidUntil: until }, now)).toBe(until);
  });

  it('is null without a rotation, once the grace is over, and for an odd time', () => {
    expect(oldSecretValidUntil({ PreviousSecretValidUntil: null }, now)).toBeNull();
    expect(oldSecretValidUntil({ PreviousSecretValidUntil: '2025-06-01T12:00:00Z' }, now)).toBeNull();
    expect(oldSecretValidUntil({ PreviousSecretValidUntil: '2025-05-01T00:00:00Z' }, now)).toBeNull();
    expect(oldSecretValidUntil({ PreviousSecretValidUntil: 'soon' }, now)).toBeNull();
  });
});

describe('rowActions', () => {
  it('disables an active key, enables a disabled one, and rotates either', () => {
    expect(rowActions({ State: 'active' })).toEqual({ toggle: 'disable', rotate: true });
    expect(rowActions({ State: 'disabled' })).toEqual({ toggle: 'enable', rotate: true });
  });

  it('offers an expired key nothing but deletion', () => {
    expect(rowActions({ State: 'expired' })).toEqual({ toggle: null, rotate: false });
  });
});

describe('atKeyLimit', () => {
  it('is reached at the maximum', () => {
    expect(atKeyLimit(9, 10)).toBe(false);
    expect(atKeyLimit(10, 10)).toBe(true);
  });
});
