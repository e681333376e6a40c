import { Transform, type TransformCallback } from 'node:stream';
import type Docker from 'dockerode';
import { runExec } from './docker-exec';

/**
 * A command wrapped so that it first tells its pid (on stderr, or on the terminal when it has one).
 * The engine starts every exec as the leader of a session of its own, so that pid names the session
 * of everything the command started and did not move away on purpose (tmux, screen, daemons).
 */
export function tellingPid(command: string, onTerminal: boolean): string[] {
  return ['/bin/sh', '-c', `echo $$${onTerminal ? '' : ' >&2'}; exec /bin/sh -c "$1"`, 'sh', command];
}

/** The environment variable each exec carries, naming it: how its session is found without its pid line. */
export const EXEC_TOKEN_VARIABLE = 'GPUCLOUD_EXEC';

/**
 * SIGHUP to every process of the session (field 6 of /proc/PID/stat, read after the command name,
 * which may hold spaces); where the pid leads no session (another engine), its group, else itself.
 * Without the pid (the client went before its line was read, or the stream ended first), the leader
 * is the session leader that carries the exec's token in its environment.
 */
const HANG_UP = `leader=$1; token=$2; told=0; paren=')'
if [ -z "$leader" ]; then
  for env in /proc/[0-9]*/environ; do
    tr '\\0' '\\n' < "$env" 2>/dev/null | grep -qx "${EXEC_TOKEN_VARIABLE}=$token" || continue
    pid=\${env#/proc/}; pid=\${pid%/environ}
    line=$(cat "/proc/$pid/stat" 2>/dev/null) || continue
    set -- \${line##*"$paren"}
    [ "$4" = "$pid" ] && leader=$pid && break
  done
  [ -n "$leader" ] || exit 0
fi
for stat in /proc/[0-9]*/stat; do
  line=$(cat "$stat" 2>/dev/null) || continue
  set -- \${line##*"$paren"}
  [ "$4" = "$leader" ] || continue
  pid=\${stat#/proc/}; kill -HUP "\${pid%/stat}" 2>/dev/null && told=1
done
[ "$told" = 1 ] || kill -HUP -- "-$leader" 2>/dev/null || kill -HUP "$leader"`;

/**
 * Hangs up a session whose client went away, as the kernel does when sshd closes a terminal: the
 * command and what it started end; what ignores SIGHUP on purpose (nohup) or left the session
 * (tmux, screen) survives, as it would under OpenSSH. `pid` is the one the command told, or null.
 */
export async function hangUpSession(
  container: Docker.Container,
  pid: number | null,
  token: string,
): Promise<void> {
  await runExec(container, ['/bin/sh', '-c', HANG_UP, 'sh', pid === null ? '' : String(pid), token]);
}

/** Takes the first line (the pid `tellingPid` wrote; a terminal ends it with CR LF) off a stream and passes the rest through. */
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
      const first = /^(\d+)\r?$/.exec(head.slice(0, newline));
      const found = first && Number(first[1]) > 0 ? Number(first[1]) : null;
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
