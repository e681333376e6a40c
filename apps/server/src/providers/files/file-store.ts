import { randomBytes } from 'node:crypto';

/** What a store gives back for a key: the bytes and the content type they were stored with. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** A stored file's key and when its bytes were last written, as a listing gives them. */
export interface StoredFileEntry {
  key: string;
  storedAt: Date;
}

/**
 * Where uploaded files live. Keys are made by `newFileKey()`, never taken from a user's file name, so a
 * key cannot name a path; every store still refuses anything that is not such a key.
 *
 * Whole buffers rather than streams: uploads are at most 10 MB and are sniffed in full before they are
 * stored, and S3's signature covers the SHA-256 of the whole body, so a stream would be buffered anyway.
 */
export interface FileStore {
  readonly name: string;
  /** Stores (or replaces) the file under `key`; a reader never sees half of it. */
  put(key: string, bytes: Buffer, meta: { contentType: string }): Promise<void>;
  /** The file, or null when no file has this key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing one is not an error (deletes are retried). */
  delete(key: string): Promise<void>;
  /**
   * Every file in the store with the time it was written, page by page. Only names that are file keys
   * are listed: anything else in a shared bucket or folder is not ours to judge (the orphan sweep).
   */
  list(): AsyncIterable<StoredFileEntry>;
}

/** 128 random bits in lowercase hex: unguessable, and safe as a file name and an S3 key. */
const FILE_KEY = /^[0-9a-f]{32}$/;
/** A MIME type with optional parameters: no line breaks, so it cannot smuggle a header or a metadata line. */
const CONTENT_TYPE =
  /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(; ?[a-z0-9_-]+=[a-z0-9_.-]+)*$/i;

export function newFileKey(): string {
  return randomBytes(16).toString('hex');
}

export function isFileKey(key: string): boolean {
  return FILE_KEY.test(key);
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`not a file key: ${JSON.stringify(key.slice(0, 64))}`);
}

export function assertContentType(contentType: string): void {
  if (contentType.length > 200 || !CONTENT_TYPE.test(contentType))
    throw new Error(`not a content type: ${JSON.stringify(contentType.slice(0, 64))}`);
}
