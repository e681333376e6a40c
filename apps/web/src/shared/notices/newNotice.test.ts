import { StorageKey } from '@gpucloud/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasNewNotice, markNoticeSeen, readSeenNoticeId, subscribeSeenNotice } from './newNotice';

describe('hasNewNotice (SPEC §4)', () => {
  it('is on when nothing was seen yet', () => {
    expect(hasNewNotice(7, null)).toBe(true);
  });

  it('is on when the latest Id differs from the stored one, newer or not', () => {
    expect(hasNewNotice(7, '6')).toBe(true);
    expect(hasNewNotice(7, '8')).toBe(true);
  });

  it('is off when the latest Id is the stored one', () => {
    expect(hasNewNotice(7, '7')).toBe(false);
  });

  it('is off while the latest notice is unknown or there is none', () => {
    expect(hasNewNotice(undefined, null)).toBe(false);
    expect(hasNewNotice(undefined, '7')).toBe(false);
  });
});

function setup() {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
  });
  vi.stubGlobal('window', { addEventListener: vi.fn(), removeEventListener: vi.fn() });
  return { store };
}

describe('the seen notice in local storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stores the Id under NOTICE and tells subscribers once', () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = subscribeSeenNotice(listener);

    markNoticeSeen(12);
    markNoticeSeen(12);

    expect(store.get(StorageKey.NOTICE)).toBe('12');
    expect(readSeenNoticeId()).toBe('12');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    markNoticeSeen(13);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads null when storage is unavailable', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    expect(readSeenNoticeId()).toBeNull();
  });
});
