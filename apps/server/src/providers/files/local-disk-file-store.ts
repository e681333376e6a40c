import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  assertContentType,
  assertFileKey,
  type FileStore,
  isFileKey,
  type StoredFile,
  type StoredFileEntry,
} from './file-store';

const NEWLINE = 0x0a;

/**
 * Files under `<root>/<first two characters of the key>/<key>` (256 shards keep directories small),
 * owner-only. The content type is the file's first line (JSON), so bytes and metadata are one file and
 * one rename replaces both: there is no state where they disagree.
 */
export class LocalDiskFileStore implements FileStore {
  readonly name = 'local-disk';

  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer, meta: { contentType: string }): Promise<void> {
    const file = this.pathOf(key);
    assertContentType(meta.contentType);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const header = Buffer.from(`${JSON.stringify({ contentType: meta.contentType })}\n`);
    // Written under a unique temporary name and renamed over the target: readers see the old file or the
    // new one, never a torn write, and a crash leaves only a stray .tmp file.
    const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(Buffer.concat([header, bytes]));
      await handle.sync();
    } catch (error) {
      await handle.close();
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    await handle.close();
    try {
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    let stored: Buffer;
    try {
      stored = await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const end = stored.indexOf(NEWLINE);
    if (end < 0) throw new Error(`stored file ${key} has no metadata line`);
    const { contentType } = JSON.parse(stored.subarray(0, end).toString('utf8')) as { contentType: string };
    return { bytes: stored.subarray(end + 1), contentType };
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  /** Shard by shard; a file removed between the listing and its `stat` is skipped. */
  async *list(): AsyncIterable<StoredFileEntry> {
    for (const shard of await namesIn(this.root)) {
      if (!SHARD.test(shard)) continue;
      for (const key of await namesIn(path.join(this.root, shard))) {
        if (!isFileKey(key) || key.slice(0, 2) !== shard) continue;
        const storedAt = await modifiedAt(path.join(this.root, shard, key));
        if (storedAt) yield { key, storedAt };
      }
    }
  }

  private pathOf(key: string): string {
    assertFileKey(key);
    return path.join(this.root, key.slice(0, 2), key);
  }
}

const SHARD = /^[0-9a-f]{2}$/;

/** The names in a folder; none when it does not exist (nothing stored yet). */
async function namesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function modifiedAt(file: string): Promise<Date | null> {
  try {
    return (await stat(file)).mtime;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
