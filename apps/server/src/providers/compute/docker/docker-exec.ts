import { once } from 'node:events';
import { type Duplex, type Readable, Writable } from 'node:stream';
import type Docker from 'dockerode';

const HEADER_BYTES = 8;
const STDERR = 2;

/**
 * Splits the engine's multiplexed stream (8-byte frame headers: stream, size) into stdout and stderr,
 * pausing the source while a destination is full so a slow client never makes us buffer a fast
 * process's output. Resolves when the source has ended.
 */
export function demux(source: Readable, stdout: Writable, stderr: Writable): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  source.on('data', (chunk: Buffer) => {
    pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    const full: Writable[] = [];
    while (pending.length >= HEADER_BYTES) {
      const size = pending.readUInt32BE(4);
      if (pending.length < HEADER_BYTES + size) break;
      const target = pending[0] === STDERR ? stderr : stdout;
      const payload = pending.subarray(HEADER_BYTES, HEADER_BYTES + size);
      pending = pending.subarray(HEADER_BYTES + size);
      if (!target.writable) continue;
      if (!target.write(payload) && !full.includes(target)) full.push(target);
    }
    if (full.length === 0) return;
    source.pause();
    void Promise.all(full.map((target) => once(target, 'drain'))).then(
      () => source.resume(),
      () => source.destroy(),
    );
  });
  return new Promise((resolve) => {
    source.once('end', resolve);
    source.once('close', resolve);
  });
}

/**
 * The exit code of a finished exec; the engine may take a moment to mark it finished after its
 * stream ends (seconds on a busy host), so it is asked for up to ten seconds, more slowly as it goes.
 */
export async function execExitCode(exec: Docker.Exec): Promise<number | null> {
  const until = Date.now() + 10_000;
  for (let wait = 20; ; wait = Math.min(wait * 2, 500)) {
    const info = await exec.inspect();
    if (!info.Running) return info.ExitCode ?? null;
    if (Date.now() > until) return null;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

export interface ExecStart {
  exec: Docker.Exec;
  stream: Duplex;
}

/** Creates and starts an exec as root in /root, its streams attached (stdin when asked). */
export async function startExec(
  container: Docker.Container,
  options: { cmd: string[]; tty: boolean; stdin: boolean; env?: string[] },
): Promise<ExecStart> {
  const exec = await container.exec({
    Cmd: options.cmd,
    AttachStdin: options.stdin,
    AttachStdout: true,
    AttachStderr: true,
    Tty: options.tty,
    User: 'root',
    WorkingDir: '/root',
    Env: options.env ?? [],
  });
  const stream = (await exec.start({ hijack: true, stdin: options.stdin, Tty: options.tty })) as Duplex;
  return { exec, stream };
}

export interface ExecResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command (an argument list, never through a shell) to its end and answers its output. */
export async function runExec(container: Docker.Container, cmd: string[]): Promise<ExecResult> {
  const { exec, stream } = await startExec(container, { cmd, tty: false, stdin: false });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const collect = (into: Buffer[]) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        into.push(chunk);
        done();
      },
    });
  await demux(stream, collect(out), collect(err));
  return {
    code: await execExitCode(exec),
    stdout: Buffer.concat(out).toString('utf8'),
    stderr: Buffer.concat(err).toString('utf8'),
  };
}
