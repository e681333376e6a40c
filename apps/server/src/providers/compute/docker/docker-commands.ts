import type Docker from 'dockerode';
import type { CommandState } from '../compute-provider';
import { runExec } from './docker-exec';

/** Where a command's pid, exit code and output are kept in the machine (root's only, beside the plugins'). */
const STATE_DIR = '/root/.gpucloud';
const KEY_PATTERN = /^[a-z0-9-]{1,64}$/;

/**
 * Whether the pid in a file is a live process: one that ended but was never reaped (a container
 * whose first process does not reap orphans) is a zombie, state Z in /proc, and counts as ended.
 */
const ALIVE = (pidFile: string) =>
  `pid=$(cat ${pidFile}) && kill -0 "$pid" 2>/dev/null && [ "$(sed 's/.*) //' /proc/"$pid"/stat | cut -c1)" != Z ]`;

const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

function baseOf(key: string): string {
  if (!KEY_PATTERN.test(key))
    throw new Error(`a command key is lower-case letters, digits and dashes: ${key}`);
  return `${STATE_DIR}/autostop-${key}`;
}

/**
 * The shell script that starts a command detached (its own session, so no terminal's hang-up
 * reaches it, and not nohup, which small images lack; stdin closed, output to its log) unless it
 * has started already; a wrapper writes its exit code to `<base>.exit` when it
 * ends (through a temporary file, so a reader never sees half of it). A machine that starts again
 * drops the pid files (resumeDockerPlugins), so a command that died with its container is `gone`.
 */
export function commandStartScript(key: string, command: string): string {
  const base = baseOf(key);
  const wrapper = 'sh -c "$1"; code=$?; echo "$code" > "$2.tmp" && mv "$2.tmp" "$2"';
  return [
    'set -e',
    `umask 077; mkdir -p ${STATE_DIR}`,
    `if [ -f ${base}.exit ] || { [ -f ${base}.pid ] && ${ALIVE(`${base}.pid`)}; }; then exit 0; fi`,
    `cd /root; setsid sh -c ${quote(wrapper)} autostop ${quote(command)} ${base}.exit > ${base}.log 2>&1 < /dev/null &`,
    `echo $! > ${base}.pid`,
  ].join('\n');
}

/** Starts an auto-stop command in a running container (idempotent on its key). */
export async function startDockerCommand(container: Docker.Container, key: string, command: string) {
  const started = await runExec(container, ['sh', '-c', commandStartScript(key, command)]);
  if (started.code !== 0)
    throw new Error(`the command did not start: ${started.stderr.trim().slice(0, 200)}`);
}

/** Whether an auto-stop command still runs, how it exited, or that it is gone. */
export async function dockerCommandState(container: Docker.Container, key: string): Promise<CommandState> {
  const base = baseOf(key);
  const asked = await runExec(container, [
    'sh',
    '-c',
    `if [ -f ${base}.exit ]; then echo "exited $(cat ${base}.exit)"; ` +
      `elif [ -f ${base}.pid ] && ${ALIVE(`${base}.pid`)}; then echo running; else echo gone; fi`,
  ]);
  const [word, code] = asked.stdout.trim().split(' ');
  if (asked.code !== 0)
    throw new Error(`could not ask about the command: ${asked.stderr.trim().slice(0, 200)}`);
  if (word === 'running') return { state: 'running' };
  if (word === 'exited' && code !== undefined && /^\d+$/.test(code))
    return { state: 'exited', exitCode: Number(code) };
  return { state: 'gone' };
}
