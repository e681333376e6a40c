import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed file address works after the answer that gave it. */
export const FILE_LINK_SECONDS = 15 * 60;

/**
 * Signed addresses of stored files, as S3's presigned URLs: the signature over the file's scope, id
 * and expiry is the permission, so an <img> or a download link works without a session, only the
 * owner and staff are ever given one, and it stops working after 15 minutes.
 */
export class FileLinks {
  readonly #key: Buffer;

  /** `dataKey` is the server's data key; the signing key is derived from it for this one use. */
  constructor(dataKey: Buffer) {
    this.#key = createHmac('sha256', dataKey).update('gpucloud file links v1').digest();
  }

  #signature(scope: string, id: number, expires: number): string {
    return createHmac('sha256', this.#key).update(`${scope}\n${id}\n${expires}`).digest('hex');
  }

  /** `path?expires=…&signature=…` for the file `id` of `scope`, valid until now + 15 minutes. */
  sign(scope: string, path: string, id: number, now: Date): string {
    // Rounded up to the next minute: every answer in the same minute gives the same address, which
    // the browser can cache.
    const expires = Math.ceil(now.getTime() / 60_000) * 60 + FILE_LINK_SECONDS;
    return `${path}?expires=${expires}&signature=${this.#signature(scope, id, expires)}`;
  }

  /** Whether the signature is the one `sign` made and has not expired. */
  verify(scope: string, id: number, expires: string, signature: string, now: Date): boolean {
    const seconds = Number(expires);
    if (!Number.isSafeInteger(seconds) || seconds * 1000 < now.getTime()) return false;
    const expected = Buffer.from(this.#signature(scope, id, seconds), 'hex');
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
