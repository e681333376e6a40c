import { createReadStream, createWriteStream } from 'node:fs';
import { type FileHandle, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type FileStat, MachineFileError, type MachineFiles } from '../../providers/compute/machine-shell';
import { utils } from './ssh2-module';

const { OPEN_MODE } = utils.sftp;
const REGULAR_FILE = 0o100000;
const TYPE_BITS = 0o170000;
/** New files and directories get the modes OpenSSH's server gives them (its default umask). */
export const UMASK = 0o022;

/** A file larger than the gateway moves through its spool is refused with this. */
export function tooLarge(maxBytes: number): MachineFileError {
  return new MachineFileError('failure', `files above ${Math.floor(maxBytes / 1024 / 1024)} MB are refused`);
}

/**
 * A file open through SFTP. Its content lives in a spool file on our disk while it is open (SFTP reads
 * and writes at offsets; the engine moves whole files): copied in at open unless truncated, written
 * back to the machine at close when anything changed. Never held in memory.
 */
export class SftpOpenFile {
  private dirty = false;
  /** Spool operations run one after another, in the order the requests came (FileHandle is not safe for overlap). */
  private queue: Promise<unknown> = Promise.resolve();
  private constructor(
    private readonly files: MachineFiles,
    readonly path: string,
    private readonly spool: FileHandle,
    private readonly spoolPath: string,
    private readonly append: boolean,
    private readonly maxBytes: number,
    private meta: FileStat,
  ) {}

  static async open(
    files: MachineFiles,
    file: string,
    request: { flags: number; mode: number | undefined },
    spoolDir: string,
    maxBytes: number,
  ): Promise<SftpOpenFile> {
    const { flags } = request;
    const existing = await files.stat(file, true).catch((error: unknown) => {
      if (error instanceof MachineFileError && error.kind === 'no_such_file') return null;
      throw error;
    });
    const create = (flags & OPEN_MODE.CREAT) !== 0;
    if (!existing && !create) throw new MachineFileError('no_such_file', `${file}: no such file`);
    if (existing && create && (flags & OPEN_MODE.EXCL) !== 0)
      throw new MachineFileError('failure', `${file} exists`);
    if (existing && (existing.mode & TYPE_BITS) !== REGULAR_FILE)
      throw new MachineFileError('failure', `${file} is not a regular file`);
    const spoolPath = path.join(spoolDir, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
    const now = Math.floor(Date.now() / 1000);
    const meta: FileStat = existing ?? {
      mode: REGULAR_FILE | ((request.mode ?? 0o644) & 0o7777 & ~UMASK),
      size: 0,
      uid: 0,
      gid: 0,
      atime: now,
      mtime: now,
    };
    const truncate = !existing || (flags & OPEN_MODE.TRUNC) !== 0;
    if (!truncate) {
      const { size, content } = await files.read(file);
      if (size > maxBytes) {
        content.destroy();
        throw tooLarge(maxBytes);
      }
      await pipeline(content, createWriteStream(spoolPath));
    }
    const spool = await open(spoolPath, truncate ? 'w+' : 'r+');
    const opened = new SftpOpenFile(
      files,
      file,
      spool,
      spoolPath,
      (flags & OPEN_MODE.APPEND) !== 0,
      maxBytes,
      meta,
    );
    // Created or truncated now, as a local open would, so the file is there while it is written.
    if (truncate && (flags & OPEN_MODE.WRITE) !== 0) {
      opened.dirty = true;
      await opened.flush();
    }
    return opened;
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  read(offset: number, length: number): Promise<Buffer | null> {
    return this.serial(() => this.readNow(offset, length));
  }

  write(offset: number, data: Buffer): Promise<void> {
    return this.serial(() => this.writeNow(offset, data));
  }

  truncate(size: number): Promise<void> {
    return this.serial(() => this.truncateNow(size));
  }

  stat(): Promise<FileStat> {
    return this.serial(() => this.statNow());
  }

  private async readNow(offset: number, length: number): Promise<Buffer | null> {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await this.spool.read(buffer, 0, length, offset);
    return bytesRead === 0 ? null : buffer.subarray(0, bytesRead);
  }

  private async writeNow(offset: number, data: Buffer): Promise<void> {
    const at = this.append ? (await this.spool.stat()).size : offset;
    if (at + data.length > this.maxBytes) throw tooLarge(this.maxBytes);
    await this.spool.write(data, 0, data.length, at);
    this.dirty = true;
  }

  /** Cuts or extends the file to `size` bytes. */
  private async truncateNow(size: number): Promise<void> {
    if (size > this.maxBytes) throw tooLarge(this.maxBytes);
    if ((await this.spool.stat()).size === size) return;
    await this.spool.truncate(size);
    this.dirty = true;
  }

  private async statNow(): Promise<FileStat> {
    const { size } = await this.spool.stat();
    return { ...this.meta, size };
  }

  /** Applies a mode to the machine's file at once and to what close writes back. */
  async chmod(mode: number): Promise<void> {
    this.meta = { ...this.meta, mode: (this.meta.mode & TYPE_BITS) | (mode & 0o7777) };
    await this.files.chmod(this.path, mode);
  }

  /** Writes the spool back into the machine when it changed. */
  private async flush(): Promise<void> {
    if (!this.dirty) return;
    const { size } = await this.spool.stat();
    await this.files.write(this.path, {
      content: createReadStream(this.spoolPath),
      size,
      mode: this.meta.mode,
      uid: this.meta.uid,
      gid: this.meta.gid,
    });
    this.dirty = false;
  }

  /** Writes back what changed, then forgets the spool (even when the write-back fails). */
  async close(): Promise<void> {
    try {
      await this.serial(() => this.flush());
    } finally {
      await this.discard();
    }
  }

  async discard(): Promise<void> {
    await this.spool.close().catch(() => undefined);
    await rm(this.spoolPath, { force: true });
  }
}
