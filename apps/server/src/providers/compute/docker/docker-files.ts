import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import type Docker from 'dockerode';
import tar from 'tar-stream';
import { type DirEntry, type FileStat, MachineFileError, type MachineFiles } from '../machine-shell';
import { type ExecResult, runExec } from './docker-exec';

/** `stat` output, the name last since it may hold spaces (busybox and coreutils both read it). */
const STAT_FORMAT = '%f %s %u %g %X %Y %n';
const MAX_LINKS = 8;

function parseStat(line: string): { name: string; stat: FileStat } {
  const [mode, size, uid, gid, atime, mtime] = line.split(' ', 6);
  const name = line.split(' ').slice(6).join(' ');
  return {
    name,
    stat: {
      mode: Number.parseInt(mode ?? '0', 16),
      size: Number(size),
      uid: Number(uid),
      gid: Number(gid),
      atime: Number(atime),
      mtime: Number(mtime),
    },
  };
}

/** A command's failure in SFTP's terms, from the message POSIX tools print. */
function failed(result: ExecResult): MachineFileError {
  const message = result.stderr.trim().split('\n')[0] || `exit code ${result.code}`;
  if (/no such file/i.test(message)) return new MachineFileError('no_such_file', message);
  if (/permission denied|read-only/i.test(message)) return new MachineFileError('permission_denied', message);
  return new MachineFileError('failure', message);
}

function engineFailure(error: unknown): MachineFileError {
  const status = (error as { statusCode?: number }).statusCode;
  const message = error instanceof Error ? error.message : String(error);
  return new MachineFileError(status === 404 ? 'no_such_file' : 'failure', message);
}

/**
 * The files of one container: metadata through small commands run without a shell (stat, find,
 * mkdir, rm, mv, chmod: every image with a userland has them), content through the engine's archive
 * API (a tar stream each way, never held in memory), so any path is inside the container by nature.
 */
export function createDockerFiles(container: Docker.Container): MachineFiles {
  async function run(cmd: string[]): Promise<string> {
    const result = await runExec(container, cmd).catch((error: unknown) => {
      throw engineFailure(error);
    });
    if (result.code !== 0) throw failed(result);
    return result.stdout;
  }

  async function stat(file: string, follow: boolean): Promise<FileStat> {
    const out = await run(['stat', ...(follow ? ['-L'] : []), '-c', STAT_FORMAT, '--', file]);
    return parseStat(out.replace(/\n$/, '')).stat;
  }

  /** The first entry of a path's archive: the file itself (a link is followed to its target). */
  async function read(file: string, links = 0): Promise<{ size: number; content: Readable }> {
    const archive = await container.getArchive({ path: file }).catch((error: unknown) => {
      throw engineFailure(error);
    });
    const extract = tar.extract();
    const first = new Promise<{ header: tar.Headers; stream: Readable }>((resolve, reject) => {
      let seen = false;
      extract.on('entry', (header, stream, next) => {
        stream.on('end', next);
        if (seen) return stream.resume();
        seen = true;
        resolve({ header, stream });
      });
      extract.on('error', reject);
      extract.on('finish', () => reject(new MachineFileError('no_such_file', `${file}: empty archive`)));
    });
    archive.pipe(extract);
    const { header, stream } = await first;
    if (header.type === 'symlink' && header.linkname && links < MAX_LINKS) {
      stream.resume();
      extract.destroy();
      return read(path.posix.resolve(path.posix.dirname(file), header.linkname), links + 1);
    }
    if (header.type !== 'file') {
      stream.resume();
      extract.destroy();
      throw new MachineFileError('failure', `${file} is not a regular file`);
    }
    return { size: header.size ?? 0, content: stream };
  }

  return {
    stat,
    async list(dir) {
      // The trailing slash makes find enter a directory reached through a link.
      const out = await run([
        'find',
        dir.endsWith('/') ? dir : `${dir}/`,
        '-mindepth',
        '1',
        '-maxdepth',
        '1',
        '-exec',
        'stat',
        '-c',
        STAT_FORMAT,
        '{}',
        '+',
      ]);
      return out
        .split('\n')
        .filter((line) => line.length > 0)
        .map((line): DirEntry => {
          const { name, stat: entry } = parseStat(line);
          return { name: name.slice(name.lastIndexOf('/') + 1), stat: entry };
        });
    },
    async mkdir(dir, mode) {
      await run(['mkdir', '-m', (mode & 0o7777).toString(8), '--', dir]);
    },
    async remove(file) {
      await run(['rm', '--', file]);
    },
    async removeDir(dir) {
      await run(['rmdir', '--', dir]);
    },
    async rename(from, to) {
      const exists = await stat(to, false).then(
        () => true,
        () => false,
      );
      if (exists) throw new MachineFileError('failure', `${to} exists`);
      await run(['mv', '--', from, to]);
    },
    async chmod(file, mode) {
      await run(['chmod', (mode & 0o7777).toString(8), '--', file]);
    },
    read: (file) => read(file),
    async write(file, { content, size, mode, uid, gid }) {
      const pack = tar.pack();
      const entry = pack.entry(
        { name: path.posix.basename(file), size, mode: mode & 0o7777, uid, gid, mtime: new Date() },
        (error) => (error ? pack.destroy(error) : pack.finalize()),
      );
      pipeline(content, entry, (error) => {
        if (error) pack.destroy(error);
      });
      await container.putArchive(pack, { path: path.posix.dirname(file) }).catch((error: unknown) => {
        throw engineFailure(error);
      });
    },
  };
}
