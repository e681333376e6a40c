import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Attributes, SFTPWrapper } from 'ssh2';
import {
  type DirEntry,
  type FileStat,
  MachineFileError,
  type MachineFiles,
} from '../../providers/compute/machine-shell';
import { SftpOpenFile, UMASK } from './sftp-open-file';
import { utils } from './ssh2-module';

const { STATUS_CODE } = utils.sftp;
const HOME = '/root';
const NAMES_PER_READDIR = 100;
/** ssh2 writes only the attributes present: a resolved path carries none, as OpenSSH's server answers it. */
const NO_ATTRIBUTES = {} as Attributes;

type Handle = { kind: 'file'; file: SftpOpenFile } | { kind: 'dir'; entries: DirEntry[] | null };

/** A client's path inside the machine: relative ones start at root's home, as OpenSSH's do. */
export function machinePath(requested: string): string {
  return path.posix.resolve(HOME, requested || '.');
}

function attrsOf(stat: FileStat): Attributes {
  return {
    mode: stat.mode,
    uid: stat.uid,
    gid: stat.gid,
    size: stat.size,
    atime: stat.atime,
    mtime: stat.mtime,
  };
}

/** `ls -l` style line, which sftp's `ls -l` shows as it is. */
function longName(entry: DirEntry): string {
  const { mode } = entry.stat;
  const type = { 9604: 'd', 21609: 'l' }[mode & 0o170000] ?? '-';
  const bits = 'rwxrwxrwx'
    .split('')
    .map((letter, index) => (mode & (1 << (8 - index)) ? letter : '-'))
    .join('');
  const date = new Date(entry.stat.mtime * 1000).toISOString().slice(0, 16).replace('T', ' ');
  return `${type}${bits} 1 ${entry.stat.uid} ${entry.stat.gid} ${entry.stat.size} ${date} ${entry.name}`;
}

/**
 * Closes the subsystem's channel with exit status 0, as OpenSSH's sftp-server does: scp and sftp
 * take a channel closed without one for a failure. ssh2's SFTP server object has no exit() of its
 * own, so the status goes through its channel's protocol.
 */
function endWithSuccess(sftp: SFTPWrapper): void {
  const channel = sftp as unknown as {
    _protocol?: { exitStatus(channelId: number, status: number): void };
    outgoing?: { id: number; state: string };
  };
  if (channel._protocol && channel.outgoing?.state === 'open')
    channel._protocol.exitStatus(channel.outgoing.id, 0);
  sftp.end();
}

function statusOf(error: unknown): { code: number; message: string } {
  if (error instanceof MachineFileError) {
    const code = {
      no_such_file: STATUS_CODE.NO_SUCH_FILE,
      permission_denied: STATUS_CODE.PERMISSION_DENIED,
      failure: STATUS_CODE.FAILURE,
    }[error.kind];
    return { code, message: error.message };
  }
  return { code: STATUS_CODE.FAILURE, message: 'the machine did not answer' };
}

/**
 * The SFTP subsystem over a machine's files (OPEN/READ/WRITE/CLOSE, STAT/LSTAT/FSTAT/SETSTAT,
 * OPENDIR/READDIR, MKDIR/RMDIR/REMOVE/RENAME, REALPATH). Open files are spooled on our disk
 * (sftp-open-file.ts) up to `maxFileBytes`; links are neither read nor made.
 */
export function serveSftp(
  sftp: SFTPWrapper,
  files: MachineFiles,
  options: { maxFileBytes: number; log: FastifyBaseLogger },
): void {
  // Every handler is in place before this returns: ssh2 answers a request nobody listens for as unsupported.
  const spoolDir = mkdtemp(path.join(tmpdir(), 'gpucloud-sftp-'));
  const handles = new Map<number, Handle>();
  let nextHandle = 1;
  const newHandle = (handle: Handle) => {
    const id = nextHandle++;
    handles.set(id, handle);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id);
    return buffer;
  };
  const handleOf = (buffer: Buffer) =>
    buffer.length === 4 ? handles.get(buffer.readUInt32BE(0)) : undefined;

  /** Runs one request and answers its failure as a status; `work` answers its success itself. */
  const answer = (reqId: number, work: () => Promise<void>) => {
    work().catch((error: unknown) => {
      const { code, message } = statusOf(error);
      if (!(error instanceof MachineFileError)) options.log.warn({ err: error }, 'sftp request failed');
      sftp.status(reqId, code, message);
    });
  };
  const ok = (reqId: number) => sftp.status(reqId, STATUS_CODE.OK);
  const noHandle = (reqId: number) => sftp.status(reqId, STATUS_CODE.FAILURE, 'unknown handle');
  const unsupported = (reqId: number) => sftp.status(reqId, STATUS_CODE.OP_UNSUPPORTED);

  sftp.on('OPEN', (reqId, filename, flags, attrs) =>
    answer(reqId, async () => {
      const file = await SftpOpenFile.open(
        files,
        machinePath(filename),
        { flags, mode: attrs.mode },
        await spoolDir,
        options.maxFileBytes,
      );
      sftp.handle(reqId, newHandle({ kind: 'file', file }));
    }),
  );
  sftp.on('READ', (reqId, buffer, offset, length) => {
    const handle = handleOf(buffer);
    if (handle?.kind !== 'file') return noHandle(reqId);
    answer(reqId, async () => {
      const data = await handle.file.read(offset, length);
      if (data) sftp.data(reqId, data);
      else sftp.status(reqId, STATUS_CODE.EOF);
    });
  });
  sftp.on('WRITE', (reqId, buffer, offset, data) => {
    const handle = handleOf(buffer);
    if (handle?.kind !== 'file') return noHandle(reqId);
    // ssh2 lends the packet's buffer only for this call: the spool writes later, from a copy.
    const copy = Buffer.from(data);
    answer(reqId, async () => {
      await handle.file.write(offset, copy);
      ok(reqId);
    });
  });
  sftp.on('FSTAT', (reqId, buffer) => {
    const handle = handleOf(buffer);
    if (handle?.kind !== 'file') return noHandle(reqId);
    answer(reqId, async () => sftp.attrs(reqId, attrsOf(await handle.file.stat())));
  });
  sftp.on('CLOSE', (reqId, buffer) => {
    const handle = handleOf(buffer);
    if (!handle) return noHandle(reqId);
    handles.delete(buffer.readUInt32BE(0));
    if (handle.kind === 'dir') return ok(reqId);
    answer(reqId, async () => {
      await handle.file.close();
      ok(reqId);
    });
  });
  for (const [event, follow] of [
    ['STAT', true],
    ['LSTAT', false],
  ] as const) {
    sftp.on(event, (reqId: number, requested: string) =>
      answer(reqId, async () => sftp.attrs(reqId, attrsOf(await files.stat(machinePath(requested), follow)))),
    );
  }
  /**
   * Modes are changed, and the size of an open file (scp sets it after an upload); owners and times
   * are not, and saying so is the honest answer.
   */
  const setStat = (
    reqId: number,
    attrs: Attributes,
    change: { chmod(mode: number): Promise<void>; truncate?: (size: number) => Promise<void> },
  ) => {
    const { truncate } = change;
    if (attrs.uid !== undefined || attrs.mtime !== undefined || (attrs.size !== undefined && !truncate))
      return unsupported(reqId);
    answer(reqId, async () => {
      if (attrs.size !== undefined) await truncate?.(attrs.size);
      if (attrs.mode !== undefined) await change.chmod(attrs.mode);
      ok(reqId);
    });
  };
  sftp.on('SETSTAT', (reqId, requested, attrs) =>
    setStat(reqId, attrs, { chmod: (mode) => files.chmod(machinePath(requested), mode) }),
  );
  sftp.on('FSETSTAT', (reqId, buffer, attrs) => {
    const handle = handleOf(buffer);
    if (handle?.kind !== 'file') return noHandle(reqId);
    setStat(reqId, attrs, {
      chmod: (mode) => handle.file.chmod(mode),
      truncate: (size) => handle.file.truncate(size),
    });
  });
  sftp.on('OPENDIR', (reqId, requested) =>
    answer(reqId, async () => {
      const entries = await files.list(machinePath(requested));
      sftp.handle(reqId, newHandle({ kind: 'dir', entries }));
    }),
  );
  sftp.on('READDIR', (reqId, buffer) => {
    const handle = handleOf(buffer);
    if (handle?.kind !== 'dir') return noHandle(reqId);
    const batch = handle.entries?.splice(0, NAMES_PER_READDIR) ?? [];
    if (batch.length === 0) return sftp.status(reqId, STATUS_CODE.EOF);
    sftp.name(
      reqId,
      batch.map((entry) => ({ filename: entry.name, longname: longName(entry), attrs: attrsOf(entry.stat) })),
    );
  });
  sftp.on('MKDIR', (reqId, requested, attrs) =>
    answer(reqId, async () => {
      await files.mkdir(machinePath(requested), (attrs.mode ?? 0o777) & ~UMASK);
      ok(reqId);
    }),
  );
  sftp.on('RMDIR', (reqId, requested) =>
    answer(reqId, async () => {
      await files.removeDir(machinePath(requested));
      ok(reqId);
    }),
  );
  sftp.on('REMOVE', (reqId, requested) =>
    answer(reqId, async () => {
      await files.remove(machinePath(requested));
      ok(reqId);
    }),
  );
  sftp.on('RENAME', (reqId, from, to) =>
    answer(reqId, async () => {
      await files.rename(machinePath(from), machinePath(to));
      ok(reqId);
    }),
  );
  sftp.on('REALPATH', (reqId, requested) => {
    const resolved = machinePath(requested);
    sftp.name(reqId, [{ filename: resolved, longname: resolved, attrs: NO_ATTRIBUTES }]);
  });
  sftp.on('READLINK', (reqId) => unsupported(reqId));
  sftp.on('SYMLINK', (reqId) => unsupported(reqId));

  // The client's EOF ends the subsystem: our side of the channel closes too, or its ssh waits forever.
  sftp.once('end', () => endWithSuccess(sftp));
  sftp.once('close', () => {
    const open = [...handles.values()].flatMap((handle) => (handle.kind === 'file' ? [handle.file] : []));
    handles.clear();
    void Promise.all(open.map((file) => file.discard()))
      .then(() => spoolDir)
      .then((dir) => rm(dir, { recursive: true, force: true }));
  });
}
