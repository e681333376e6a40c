import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256-GCM, the sealed text's version 1; a new scheme gets a new prefix and both stay readable. */
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** A sealed value that is not ours, was changed, or was sealed under another key. */
export class SealedBoxError extends Error {
  override name = 'SealedBoxError';
}

function assertKey(key: Buffer): void {
  if (key.length !== KEY_BYTES)
    throw new SealedBoxError(`the data key must be ${KEY_BYTES} bytes, got ${key.length}`);
}

function fromBase64url(part: string, what: string): Buffer {
  if (!BASE64URL.test(part))
    throw new SealedBoxError(`cannot open a sealed value: its ${what} is not base64url`);
  return Buffer.from(part, 'base64url');
}

/** Encrypts personal data for storage: `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function sealText(key: Buffer, plain: string): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openText(key: Buffer, sealed: string): string {
  assertKey(key);
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION)
    throw new SealedBoxError(`cannot open a sealed value: expected "${VERSION}.<iv>.<tag>.<ciphertext>"`);
  const [, ivPart = '', tagPart = '', bodyPart = ''] = parts;
  const iv = fromBase64url(ivPart, 'iv');
  const tag = fromBase64url(tagPart, 'tag');
  const ciphertext = fromBase64url(bodyPart, 'ciphertext');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
    throw new SealedBoxError('cannot open a sealed value: its iv or tag has the wrong length');
  const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedBoxError('cannot open a sealed value: it was altered or sealed under another key');
  }
}
