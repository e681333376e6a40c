import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A proof of work (docs/security.md, "SMS-code abuse"): the server hands out a signed challenge (a
 * random salt, a difficulty in bits and an end), the client finds a nonce so that
 * sha256(salt + nonce) starts with that many zero bits, and the server checks the answer with one
 * hash. Nothing is stored when a challenge is issued; the caller keeps the salts already used so an
 * answer counts once.
 */

const VERSION = 'p1';

export interface PowChallengeIssued {
  challenge: string;
  salt: string;
  difficulty: number;
  expiresAt: Date;
}

/** What a good answer proves: the challenge's salt (to be spent once) and its end. */
export interface PowSolved {
  salt: string;
  expiresAt: Date;
}

/** The HMAC key of challenges, derived from the server's data key (every process has the same). */
export function powKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'gpucloud proof of work', 32));
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function issuePowChallenge(
  key: Buffer,
  options: { difficulty: number; now: Date; ttlMs: number },
): PowChallengeIssued {
  const salt = randomBytes(16).toString('hex');
  const expiresAt = new Date(options.now.getTime() + options.ttlMs);
  const payload = `${VERSION}.${salt}.${options.difficulty}.${expiresAt.getTime()}`;
  return { challenge: `${payload}.${mac(key, payload)}`, salt, difficulty: options.difficulty, expiresAt };
}

/** How many zero bits `hash` starts with. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/**
 * The challenge `answer` solves, or null: a forged or altered challenge, one past its end, one
 * easier than `minDifficulty` (an old challenge after the difficulty was raised), or a nonce whose
 * hash has too few zero bits.
 */
export function checkPowSolution(
  key: Buffer,
  answer: { challenge: string; nonce: string },
  options: { now: Date; minDifficulty: number },
): PowSolved | null {
  const parts = answer.challenge.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) return null;
  const [, salt, difficultyText, expiresText, signature] = parts as [string, string, string, string, string];
  const expected = Buffer.from(mac(key, parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const difficulty = Number(difficultyText);
  const expiresAt = new Date(Number(expiresText));
  if (!(expiresAt > options.now) || difficulty < options.minDifficulty) return null;
  if (!/^\d{1,16}$/.test(answer.nonce)) return null;
  const hash = createHash('sha256').update(`${salt}${answer.nonce}`).digest();
  return leadingZeroBits(hash) >= difficulty ? { salt, expiresAt } : null;
}
