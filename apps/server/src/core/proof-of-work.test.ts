import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPowSolution, issuePowChallenge, leadingZeroBits, powKey } from './proof-of-work';

const key = powKey(randomBytes(32));
const now = new Date('2026-11-30T00:00:00Z');

/** The honest client's search, as the web does it in chunks. */
function solve(salt: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    const hash = createHash('sha256').update(`${salt}${nonce}`).digest();
    if (leadingZeroBits(hash) >= difficulty) return String(nonce);
  }
}

describe('leadingZeroBits', () => {
  it('counts whole zero bytes and the zero bits of the first other byte', () => {
    expect(leadingZeroBits(Uint8Array.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(Uint8Array.from([0x00, 0x10]))).toBe(11);
    expect(leadingZeroBits(Uint8Array.from([0x00, 0x00]))).toBe(16);
  });
});

describe('checkPowSolution', () => {
  const issued = issuePowChallenge(key, { difficulty: 10, now, ttlMs: 60_000 });
  const nonce = solve(issued.salt, issued.difficulty);

  it('accepts a nonce whose hash has the zero bits, answering the salt to spend', () => {
    expect(checkPowSolution(key, { challenge: issued.challenge, nonce }, { now, minDifficulty: 10 })).toEqual(
      {
        salt: issued.salt,
        expiresAt: issued.expiresAt,
      },
    );
  });

  it('refuses a nonce that does not solve it', () => {
    let wrong = Number(nonce) + 1;
    while (leadingZeroBits(createHash('sha256').update(`${issued.salt}${wrong}`).digest()) >= 10) wrong++;
    expect(
      checkPowSolution(
        key,
        { challenge: issued.challenge, nonce: String(wrong) },
        { now, minDifficulty: 10 },
      ),
    ).toBeNull();
  });

  it('refuses a challenge past its end, signed by another key, altered, or easier than asked', () => {
    const later = new Date(now.getTime() + 60_000);
    expect(
      checkPowSolution(key, { challenge: issued.challenge, nonce }, { now: later, minDifficulty: 10 }),
    ).toBeNull();
    const otherKey = powKey(randomBytes(32));
    expect(
      checkPowSolution(otherKey, { challenge: issued.challenge, nonce }, { now, minDifficulty: 10 }),
    ).toBeNull();
    const easier = issued.challenge.replace('.10.', '.1.');
    expect(checkPowSolution(key, { challenge: easier, nonce: '0' }, { now, minDifficulty: 1 })).toBeNull();
    expect(
      checkPowSolution(key, { challenge: issued.challenge, nonce }, { now, minDifficulty: 12 }),
    ).toBeNull();
    expect(checkPowSolution(key, { challenge: 'garbage', nonce }, { now, minDifficulty: 10 })).toBeNull();
  });
});
