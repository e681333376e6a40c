import { describe, expect, it } from 'vitest';
import { atKeyLimit, oldSecretValidUntil, rowActions, stateText } from './keyState';

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
    expect(rowActions({ State: 'active', DisabledByMainAccount: false })).toEqual({
      toggle: 'disable',
      rotate: true,
    });
    expect(rowActions({ State: 'disabled', DisabledByMainAccount: false })).toEqual({
      toggle: 'enable',
      rotate: true,
    });
  });

  it('does not offer Enable for a key the main account disabled', () => {
    expect(rowActions({ State: 'disabled', DisabledByMainAccount: true })).toEqual({
      toggle: null,
      rotate: true,
    });
  });

  it('offers an expired key nothing but deletion', () => {
    expect(rowActions({ State: 'expired', DisabledByMainAccount: false })).toEqual({
      toggle: null,
      rotate: false,
    });
  });
});

describe('stateText', () => {
  it('says who disabled a key, to its holder and to its main account', () => {
    const byMain = { State: 'disabled', DisabledByMainAccount: true } as const;
    const byHolder = { State: 'disabled', DisabledByMainAccount: false } as const;
    expect(stateText(byMain, 'holder')).toBe('disabledByMainAccount');
    expect(stateText(byHolder, 'holder')).toBe('disabled');
    expect(stateText(byMain, 'mainAccount')).toBe('disabledByYou');
    expect(stateText(byHolder, 'mainAccount')).toBe('disabledBySubAccount');
  });

  it('names active and expired keys alike for both', () => {
    expect(stateText({ State: 'active', DisabledByMainAccount: false }, 'holder')).toBe('active');
    expect(stateText({ State: 'expired', DisabledByMainAccount: false }, 'mainAccount')).toBe('expired');
  });
});

describe('atKeyLimit', () => {
  it('is reached at the maximum', () => {
    expect(atKeyLimit(9, 10)).toBe(false);
    expect(atKeyLimit(10, 10)).toBe(true);
  });
});
