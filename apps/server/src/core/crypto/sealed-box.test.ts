import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openText, SealedBoxError, sealText } from './sealed-box';

function setup() {
  return { key: randomBytes(32), otherKey: randomBytes(32) };
}

/** Flips one bit of one base64url part of a sealed value. */
function tamper(sealed: string, partIndex: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[partIndex] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  parts[partIndex] = bytes.toString('base64url');
  return parts.join('.');
}

describe('sealText / openText', () => {
  it('opens what it sealed, any text', () => {
    const { key } = setup();
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (plain) => {
        expect(openText(key, sealText(key, plain))).toBe(plain);
      }),
    );
  });

  it('writes v1.<iv>.<tag>.<ciphertext> in base64url with a fresh iv each time', () => {
    const { key } = setup();
    const sealed = sealText(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(sealText(key, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it.each([
    [1, 'iv'],
    [2, 'tag'],
    [3, 'ciphertext'],
  ])('refuses a value whose part %i (%s) was altered', (index) => {
    const { key } = setup();
    const sealed = sealText(key, 'secret');
    expect(() => openText(key, tamper(sealed, index))).toThrow(
      'cannot open a sealed value: it was altered or sealed under another key',
    );
  });

  it('refuses a value sealed under another key', () => {
    const { key, otherKey } = setup();
    expect(() => openText(otherKey, sealText(key, 'secret'))).toThrow(SealedBoxError);
  });

  it.each(['', 'plain text', 'v2.a.b.c', 'v1.a.b', 'v1.***.b.c', 'v1.AAAA.AAAA.AAAA'])(
    'refuses the foreign value %j',
    (foreign) => {
      const { key } = setup();
      expect(() => openText(key, foreign)).toThrow(SealedBoxError);
    },
  );

  it('refuses a key that is not 32 bytes', () => {
    expect(() => sealText(randomBytes(16), 'x')).toThrow('the data key must be 32 bytes, got 16');
  });
});
