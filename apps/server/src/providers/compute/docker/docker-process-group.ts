import { Transform, type TransformCallback } from 'node:stream';
import type Docker from 'dockerode';
import { runExec } from './docker-exec';

/**
 * A command without a terminal, wrapped so that it first tells its pid on stderr. The engine starts
 * every exec as the leader of its own session and process group, so that pid names the group of
 * everything the command started (what `kill -- -PID` ends).
 */
export function tellingPid(command: string): string[] {
  return ['/bin/sh', '-c', 'echo $$ >&2; exec /bin/sh -c "$1"', 'sh', command];
}

/**
 * Ends a command's process group with SIGHUP, as a terminal's hangup does when sshd's client goes:
 * what ignores it on purpose (nohup) survives, as it would under OpenSSH. Where the pid does not
 * lead a group (another engine), the process alone is told.
 */
export async function hangUpGroup(container: Docker.Container, pid: number): Promise<void> {
  await runExec(container, [
    '/bin/sh',
    '-c',
    'kill -HUP -- "-$1" 2>/dev/null || kill -HUP "$1"',
    'sh',
    String(pid),
  ]);
}

/** Takes the first line (the pid `tellingPid` wrote) off a stderr stream and passes the rest through. */
export function pidLineTaker(): { stream: Transform; pid: Promise<number | null> } {
  let head = '';
  let taken = false;
  let settle: (pid: number | null) => void = () => undefined;
  const pid = new Promise<number | null>((resolve) => {
    settle = resolve;
  });
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (taken) return done(null, chunk);
      head += chunk.toString('latin1');
      const newline = head.indexOf('\n');
      if (newline < 0) return done();
      taken = true;
      const value = Number(head.slice(0, newline));
      const found = /^\d+$/.test(head.slice(0, newline)) && value > 0 ? value : null;
      settle(found);
      // A first line that is no pid is the shell's own complaint: the client sees it.
      const rest = Buffer.from(found === null ? head : head.slice(newline + 1), 'latin1');
      done(null, rest.length > 0 ? rest : undefined);
    },
    flush(done: TransformCallback) {
      if (!taken) settle(null);
      done(null, taken || head.length === 0 ? undefined : Buffer.from(head, 'latin1'));
    },
  });
  return { stream, pid };
}
