import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { openText, SealedBoxError, sealText } from './sealed-box';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The first bytes of a sealed file: the scheme's version, so a later one can sit beside it. */
const FILE_MAGIC = Buffer.from('GCV1');

/**
 * Personal data at rest (issue 13 point 3): ID numbers, names, bank cards and document files are
 * sealed with AES-256-GCM under the data key (DATA_ENCRYPTION_KEY). Key rotation: the new key
 * becomes DATA_ENCRYPTION_KEY and the old ones go to DATA_ENCRYPTION_OLD_KEYS; everything opens
 * under any of them and is sealed under the new one, and `npm run rotate-data-key` re-seals what
 * was sealed before (README, "Personal data").
 *
 * `index` answers a keyed digest of a number (HMAC-SHA256 under a key derived from the data key):
 * equal numbers give equal digests, so "one ID number verifies one account" is a unique index,
 * while the table holds no number anyone could read or look up without the key.
 */
export class PersonalDataVault {
  readonly #keys: readonly Buffer[];
  readonly #indexKey: Buffer;

  constructor(key: Buffer, oldKeys: readonly Buffer[] = []) {
    this.#keys = [key, ...oldKeys];
    this.#indexKey = Buffer.from(
      hkdfSync('sha256', key, Buffer.alloc(0), 'gpucloud personal-data index', 32),
    );
  }

  seal(plain: string): string {
    return sealText(this.#current(), plain);
  }

  open(sealed: string): string {
    return this.#withEachKey((key) => openText(key, sealed));
  }

  /** Whether `sealed` opens under the current key (false: it needs re-sealing after a rotation). */
  isCurrent(sealed: string): boolean {
    try {
      openText(this.#current(), sealed);
      return true;
    } catch {
      return false;
    }
  }

  sealBytes(plain: Buffer): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.#current(), iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([FILE_MAGIC, iv, cipher.getAuthTag(), body]);
  }

  openBytes(sealed: Buffer): Buffer {
    const head = FILE_MAGIC.length;
    if (sealed.length < head + IV_BYTES + TAG_BYTES || !sealed.subarray(0, head).equals(FILE_MAGIC))
      throw new SealedBoxError('cannot open a sealed file: it does not start as one');
    const iv = sealed.subarray(head, head + IV_BYTES);
    const tag = sealed.subarray(head + IV_BYTES, head + IV_BYTES + TAG_BYTES);
    const body = sealed.subarray(head + IV_BYTES + TAG_BYTES);
    return this.#withEachKey((key) => {
      const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]);
    });
  }

  /** A sealed file sealed again under the current key, or null when it is under it already. */
  sealBytesAgain(sealed: Buffer): Buffer | null {
    const current = new PersonalDataVault(this.#current());
    try {
      current.openBytes(sealed);
      return null;
    } catch {
      return this.sealBytes(this.openBytes(sealed));
    }
  }

  index(purpose: string, value: string): string {
    return createHmac('sha256', this.#indexKey).update(`${purpose}\n${value}`).digest('base64url');
  }

  #current(): Buffer {
    return this.#keys[0] as Buffer;
  }

  #withEachKey<T>(open: (key: Buffer) => T): T {
    for (const key of this.#keys) {
      try {
        return open(key);
      } catch {
        // Try the next key: GCM's tag tells a wrong key from the right one.
      }
    }
    throw new SealedBoxError('cannot open a sealed value: it was altered or sealed under an unknown key');
  }
}
