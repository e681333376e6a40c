import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from './session';
import {
  clearStaffSession,
  getStaffToken,
  hasStaffSession,
  readStaffSession,
  STAFF_SESSION_KEY,
  saveStaffSession,
} from './staffSession';

const NOW = Date.parse('2025-06-01T08:00:00Z');

function setup(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('localStorage', storage);
  return { items };
}

describe('the staff session store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the token under its own key until its absolute end', () => {
    const { items } = setup();
    saveStaffSession({ token: 'staff-tok', expiresAt: '2025-06-01T20:00:00.000Z' });
    expect([...items.keys()]).toEqual([STAFF_SESSION_KEY]);
    expect(getStaffToken(NOW)).toBe('staff-tok');
    expect(hasStaffSession(NOW)).toBe(true);
    expect(hasStaffSession(Date.parse('2025-06-01T20:00:00Z'))).toBe(false);
    expect(items.has(STAFF_SESSION_KEY)).toBe(false);
  });

  it('is never the customer session, nor the other way round', () => {
    setup({ token: 'customer-tok', sessionId: 'sid' });
    expect(getStaffToken(NOW)).toBeNull();
    saveStaffSession({ token: 'staff-tok', expiresAt: '2025-06-02T00:00:00Z' });
    expect(getToken()).toBe('customer-tok');
    clearStaffSession();
    expect(getToken()).toBe('customer-tok');
    expect(getStaffToken(NOW)).toBeNull();
  });

  it.each([
    'not json',
    '"a string"',
    '{"token":"","expiresAt":"2025-06-02T00:00:00Z"}',
    '{"token":"tok"}',
    '{"token":"tok","expiresAt":"someday"}',
  ])('drops the unreadable value %s', (raw) => {
    const { items } = setup({ [STAFF_SESSION_KEY]: raw });
    expect(readStaffSession(NOW)).toBeNull();
    expect(items.has(STAFF_SESSION_KEY)).toBe(false);
  });

  it('behaves as logged out when storage is disabled', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(hasStaffSession(NOW)).toBe(false);
  });
});
