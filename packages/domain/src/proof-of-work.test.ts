import { describe, expect, it } from 'vitest';
import { leadingZeroBitsOfWords, searchPowNonce, sha256Words } from './proof-of-work';

const hex = (words: Uint32Array) =>
  Array.from(words, (word) => (word >>> 0).toString(16).padStart(8, '0')).join('');

describe('sha256Words', () => {
  it('gives the standard SHA-256 test vectors, one block and two', () => {
    expect(hex(sha256Words(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256Words('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256Words('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });
});

describe('searchPowNonce', () => {
  it('finds a nonce whose hash starts with the zero bits asked', () => {
    const salt = 'a3f1c2d4e5b60718293a4b5c6d7e8f90';
    const nonce = searchPowNonce(salt, 10, 0, 1_000_000);
    expect(nonce).not.toBeNull();
    const words = sha256Words(`${salt}${nonce}`);
    expect((words[0] ?? 0xffffffff) >>> 22).toBe(0);
    expect(leadingZeroBitsOfWords(words)).toBeGreaterThanOrEqual(10);
  });

  it('answers null when the range holds no solution', () => {
    expect(searchPowNonce('salt', 32, 0, 10)).toBeNull();
  });
});
