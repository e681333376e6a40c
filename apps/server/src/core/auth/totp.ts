import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sha256 } from '../tokens';

/** RFC 6238 with the parameters every authenticator app assumes: SHA-1, 6 digits, 30 s. */
const STEP_SECONDS = 30;
const DIGITS = 6;
/** One step either side forgives a phone clock that is a little off and a code typed at the turn. */
const WINDOW_STEPS = 1;
const SECRET_BYTES = 20;
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Lowercase letters and digits a person cannot misread: no 0/o, 1/l/i. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const SIX_DIGITS = /^\d{6}$/;

/** RFC 4648 base32, without padding (what otpauth URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** Accepts what people copy: any case, spaces, trailing '=' padding; anything else is an error. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`not a base32 secret: unexpected "${char}"`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Buffer.from(bytes);
}

export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

function stepAt(atMs: number): number {
  return Math.floor(atMs / 1000 / STEP_SECONDS);
}

/** RFC 4226 HOTP of one counter value, dynamically truncated to 6 digits. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

export function totpCode(secretBase32: string, atMs: number): string {
  return hotp(base32Decode(secretBase32), stepAt(atMs));
}

/**
 * The time step the code belongs to (within one step of `atMs`), or null. A step at or before
 * `lastUsedStep` is refused, so a code seen over someone's shoulder cannot be used a second time.
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  atMs: number,
  lastUsedStep?: number | null,
): number | null {
  if (!SIX_DIGITS.test(code)) return null;
  const key = base32Decode(secretBase32);
  const given = Buffer.from(code);
  const now = stepAt(atMs);
  let matched: number | null = null;
  // Every candidate is compared, so the time taken does not tell which step (if any) matched.
  for (let step = now - WINDOW_STEPS; step <= now + WINDOW_STEPS; step += 1) {
    if (step < 0) continue;
    const equal = timingSafeEqual(given, Buffer.from(hotp(key, step)));
    const fresh = lastUsedStep === null || lastUsedStep === undefined || step > lastUsedStep;
    if (equal && fresh && matched === null) matched = step;
  }
  return matched;
}

/** The key URI authenticator apps read from a QR code (Google Authenticator's "Key Uri Format"). */
export function otpauthUri(opts: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(opts.issuer)}:${encodeURIComponent(opts.account)}`;
  const query = [
    `secret=${encodeURIComponent(opts.secret)}`,
    `issuer=${encodeURIComponent(opts.issuer)}`,
    'algorithm=SHA1',
    `digits=${DIGITS}`,
    `period=${STEP_SECONDS}`,
  ].join('&');
  return `otpauth://totp/${label}?${query}`;
}

function recoveryChunk(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return out;
}

/** One-time codes for a lost phone, shown once; `xxxx-xxxx`, about 40 random bits each. */
export function generateRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => `${recoveryChunk(4)}-${recoveryChunk(4)}`);
}

/** Recovery codes are stored as this hash, compared without case, spaces or dashes: as a person may type them. */
export function recoveryCodeHash(code: string): string {
  return sha256(code.toLowerCase().replace(/[\s-]/g, ''));
}
