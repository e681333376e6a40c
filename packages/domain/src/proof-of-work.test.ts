import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBitsOfWords, searchPowNonce, sha256Words } from './proof-of-work';

const hex = (words: Uint32Array) =>
  Array.from(words, (word) => (word >>> 0).toString(16).padStart(8, '0')).join('');

describe('sha256Words', () => {
  it('agrees with node:crypto for short and multi-block texts', () => {
    for (const text of [
      '',
      'abc',
      '0123456789abcdef0123456789abcdef12345',
      'x'.repeat(55),
      'y'.repeat(56),
      'z'.repeat(130),
    ])
      expect(hex(sha256Words(text))).toBe(createHash('sha256').update(text).digest('hex'));
  });
});

describe('searchPowNonce', () => {
  it('finds a nonce whose hash starts with the zero bits asked, as the server counts them', () => {
    const salt = 'a3f1c2d4e5b60718293a4b5c6d7e8f90';
    const nonce = searchPowNonce(salt, 10, 0, 1_000_000);
    expect(nonce).not.toBeNull();
    const digest = createHash('sha256').update(`${salt}${nonce}`).digest();
    expect(digest[0]).toBe(0);
    expect((digest[1] ?? 0xff) >> 6).toBe(0);
    expect(leadingZeroBitsOfWords(sha256Words(`${salt}${nonce}`))).toBeGreaterThanOrEqual(10);
  });

  it('answers null when the range holds no solution', () => {
    expect(searchPowNonce('salt', 32, 0, 10)).toBeNull();
  });
});
