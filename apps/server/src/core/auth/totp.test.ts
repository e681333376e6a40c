import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateRecoveryCodes,
  generateTotpSecret,
  otpauthUri,
  totpCode,
  verifyTotp,
} from './totp';

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890". */
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const STEP_MS = 30_000;

function setup() {
  const secret = generateTotpSecret();
  const atMs = Date.UTC(2025, 0, 1, 12, 0, 10);
  const step = Math.floor(atMs / STEP_MS);
  return { secret, atMs, step };
}

describe('totpCode', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('matches the RFC 6238 SHA-1 vector at %i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('keeps the code for the whole 30 s step', () => {
    expect(totpCode(RFC_SECRET, 30_000)).toBe(totpCode(RFC_SECRET, 59_999));
    expect(totpCode(RFC_SECRET, 59_999)).not.toBe(totpCode(RFC_SECRET, 60_000));
  });
});

describe('verifyTotp', () => {
  it('answers the step of a current code', () => {
    const { secret, atMs, step } = setup();
    expect(verifyTotp(secret, totpCode(secret, atMs), atMs)).toBe(step);
  });

  it('forgives one step either side and no more', () => {
    const { secret, atMs, step } = setup();
    expect(verifyTotp(secret, totpCode(secret, atMs - STEP_MS), atMs)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, atMs + STEP_MS), atMs)).toBe(step + 1);
    expect(verifyTotp(secret, totpCode(secret, atMs - 2 * STEP_MS), atMs)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, atMs + 2 * STEP_MS), atMs)).toBeNull();
  });

  it('refuses a code of a step already used, or older', () => {
    const { secret, atMs, step } = setup();
    const code = totpCode(secret, atMs);
    expect(verifyTotp(secret, code, atMs, step)).toBeNull();
    expect(verifyTotp(secret, code, atMs, step + 1)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, atMs - STEP_MS), atMs, step - 1)).toBeNull();
    expect(verifyTotp(secret, code, atMs, step - 1)).toBe(step);
    expect(verifyTotp(secret, code, atMs, null)).toBe(step);
  });

  it('refuses the code of another secret', () => {
    const { secret, atMs } = setup();
    expect(verifyTotp(generateTotpSecret(), totpCode(secret, atMs), atMs)).toBeNull();
  });

  it.each([
    '',
    '12345',
    '1234567',
    ' 123456',
    '123456 ',
    '12 3456',
    'abcdef',
    '１２３４５６',
    '-12345',
    '12345\n',
  ])('refuses the malformed code %j', (code) => {
    const { secret, atMs } = setup();
    expect(verifyTotp(secret, code, atMs)).toBeNull();
  });
});

describe('secrets and base32', () => {
  it('makes 160-bit secrets in unpadded RFC 4648 base32', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes]);
      }),
    );
  });

  it('encodes the RFC 4648 test vectors and reads them back in any case, with padding', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(Buffer.from('f'))).toBe('MY');
    expect(base32Decode('my======').toString()).toBe('f');
    expect(base32Decode('MZXW 6YTB OI').toString()).toBe('foobar');
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('MZXW1')).toThrow('not a base32 secret: unexpected "1"');
  });
});

describe('otpauthUri', () => {
  it('names the issuer twice and the parameters authenticator apps expect', () => {
    expect(otpauthUri({ issuer: 'GPU Cloud', account: '13800000000', secret: 'JBSWY3DPEHPK3PXP' })).toBe(
      'otpauth://totp/GPU%20Cloud:13800000000?secret=JBSWY3DPEHPK3PXP&issuer=GPU%20Cloud&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('encodes separators inside the issuer and the account', () => {
    const uri = otpauthUri({ issuer: 'A&B:ops', account: 'x@y?z', secret: 'ABC' });
    expect(uri.startsWith('otpauth://totp/A%26B%3Aops:x%40y%3Fz?secret=ABC&')).toBe(true);
    expect(new URLSearchParams(uri.slice(uri.indexOf('?'))).get('issuer')).toBe('A&B:ops');
  });
});

describe('generateRecoveryCodes', () => {
  it('makes ten distinct xxxx-xxxx codes without look-alike characters', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
  });

  it('makes as many as asked', () => {
    expect(generateRecoveryCodes(3)).toHaveLength(3);
  });
});
