import { describe, expect, it } from 'vitest';
import { clearReferral, REFERRAL_STORAGE_KEY, referralCode, rememberReferral } from './referral';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const search = (query: string) => new URLSearchParams(query);

describe('referral code carry', () => {
  it('remembers a code from the URL and reads it back', () => {
    const store = memoryStore();
    rememberReferral(search('?ref=AB12cd34&redirect=%2Fconsole'), store);
    expect(store.items.get(REFERRAL_STORAGE_KEY)).toBe('AB12cd34');
    expect(referralCode(store)).toBe('AB12cd34');
  });

  it('keeps the code through URLs without one, and a later link replaces it', () => {
    const store = memoryStore();
    rememberReferral(search('?ref=AAAA1111'), store);
    rememberReferral(search('?tab=register'), store);
    expect(referralCode(store)).toBe('AAAA1111');
    rememberReferral(search('?ref=BBBB2222'), store);
    expect(referralCode(store)).toBe('BBBB2222');
  });

  it('ignores anything that is not 8 letters and digits', () => {
    const store = memoryStore();
    for (const bad of ['short', 'TOOLONG123', 'AB12-CD3', '<script>', ''])
      rememberReferral(search(`?ref=${encodeURIComponent(bad)}`), store);
    expect(referralCode(store)).toBeUndefined();
    store.items.set(REFERRAL_STORAGE_KEY, 'tampered!');
    expect(referralCode(store)).toBeUndefined();
  });

  it('forgets the code after a registration', () => {
    const store = memoryStore();
    rememberReferral(search('?ref=AB12CD34'), store);
    clearReferral(store);
    expect(referralCode(store)).toBeUndefined();
  });

  it('does without storage where the browser refuses it', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => rememberReferral(search('?ref=AB12CD34'), refusing)).not.toThrow();
    expect(referralCode(refusing)).toBeUndefined();
    expect(() => clearReferral(refusing)).not.toThrow();
    expect(referralCode(null)).toBeUndefined();
  });
});
