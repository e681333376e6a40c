import { randomBytes } from 'node:crypto';
import { PLUGIN_PORTS } from '@gpucloud/contracts';
import type Docker from 'dockerode';
import type { PluginAccess, PluginKind } from '../compute-provider';
import { runExec } from './docker-exec';
import { MONITOR_SCRIPT } from './docker-monitor-page';

/** Where a plugin's pid, token and log are kept in the machine (root's only). */
const STATE_DIR = '/root/.gpucloud';

interface Program {
  /** What it runs as, the first found on the image's PATH. */
  candidates: readonly { program: string; args: (port: number, token: string) => string[]; env?: string }[];
  /** What the refusal names when the image has none of them. */
  lacks: string;
}

const jupyterArgs = (prefix: 'ServerApp' | 'NotebookApp') => (port: number, token: string) => [
  '--no-browser',
  '--ip=0.0.0.0',
  `--port=${port}`,
  '--allow-root',
  '--notebook-dir=/root',
  `--${prefix}.token=${token}`,
  // Behind the service origin's proxy: the browser's Origin and the Host header the proxy keeps
  // are the service origin's own, so Jupyter's same-origin checks pass without allow_origin.
  `--${prefix}.allow_remote_access=True`,
  `--${prefix}.trust_xheaders=True`,
];

/** What each plugin runs on a docker machine. */
const PROGRAMS: Record<PluginKind, Program> = {
  jupyterlab: {
    candidates: [
      { program: 'jupyter-lab', args: jupyterArgs('ServerApp') },
      { program: 'jupyter-notebook', args: jupyterArgs('NotebookApp') },
    ],
    lacks: 'JupyterLab (jupyter-lab) or Jupyter Notebook (jupyter-notebook)',
  },
  tensorboard: {
    candidates: [
      {
        program: 'tensorboard',
        args: (port) => ['--logdir', '/root/tensorboard-logs', '--host', '0.0.0.0', '--port', String(port)],
      },
    ],
    lacks: 'TensorBoard (tensorboard)',
  },
  code_server: {
    candidates: [
      {
        program: 'code-server',
        args: (port) => ['--bind-addr', `0.0.0.0:${port}`, '--auth', 'password', '/root'],
        env: 'PASSWORD',
      },
    ],
    lacks: 'code-server',
  },
  // The machine's live figures, served by its own Python 3 (docker-monitor-page.ts).
  monitor: {
    candidates: [{ program: 'python3', args: (port, token) => ['-c', MONITOR_SCRIPT, String(port), token] }],
    lacks: 'Python 3 (python3), which the monitor page runs on',
  },
};

const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/**
 * The shell script that starts a plugin detached (its own session, nohup, stdin closed, output to
 * its log) unless its pid still runs, keeping its token in a file so a second install answers the
 * running one. Prints `<program> <token>` of what runs.
 */
export function startScript(plugin: PluginKind, candidate: Program['candidates'][number], token: string) {
  const base = `${STATE_DIR}/${plugin}`;
  const port = PLUGIN_PORTS[plugin];
  const command = [candidate.program, ...candidate.args(port, '"$token"')]
    .map((word) => (word.includes('"$token"') ? word : quote(word)))
    .join(' ');
  const env = candidate.env ? `${candidate.env}="$token" ` : '';
  return [
    'set -e',
    `umask 077; mkdir -p ${STATE_DIR} /root/tensorboard-logs`,
    `if [ -f ${base}.pid ] && kill -0 "$(cat ${base}.pid)" 2>/dev/null && [ -f ${base}.token ]; then`,
    `  echo "$(cat ${base}.program) $(cat ${base}.token)"; exit 0`,
    'fi',
    `token=${quote(token)}`,
    `printf %s "$token" > ${base}.token; printf %s ${quote(candidate.program)} > ${base}.program`,
    `cd /root; ${env}setsid nohup ${command} > ${base}.log 2>&1 < /dev/null &`,
    `echo $! > ${base}.pid`,
    `echo ${quote(candidate.program)} "$token"`,
  ].join('\n');
}

async function firstProgram(container: Docker.Container, program: Program) {
  for (const candidate of program.candidates) {
    const found = await runExec(container, ['sh', '-c', `command -v ${quote(candidate.program)}`]);
    if (found.code === 0) return candidate;
  }
  return null;
}

/**
 * Starts a plugin as a real process in a running container (idempotent: a running one is answered
 * as it is), or refuses naming what the image lacks. The address is the service origin's, which the
 * services module composes: the provider answers the port it listens on.
 */
export async function installDockerPlugin(
  container: Docker.Container,
  plugin: PluginKind,
): Promise<PluginAccess> {
  const program = PROGRAMS[plugin];
  const candidate = await firstProgram(container, program);
  if (!candidate)
    throw new Error(`this machine's image has no ${program.lacks}: use an image that brings it`);
  const started = await runExec(container, [
    'sh',
    '-c',
    startScript(plugin, candidate, randomBytes(12).toString('hex')),
  ]);
  const [runs, token] = started.stdout.trim().split(' ');
  if (started.code !== 0 || !runs || !token)
    throw new Error(`${candidate.program} did not start: ${started.stderr.trim().slice(0, 200)}`);
  return {
    url: '',
    token: plugin === 'tensorboard' ? '' : token,
    port: PLUGIN_PORTS[plugin],
    program: runs,
  };
}

/**
 * Starts again the plugins a machine ran before its container stopped (a stop and start, a restart,
 * a host reboot): their state files stay in the container, so each comes back as the same program
 * with the same token, and the service addresses the console hands out keep working. Pid files are
 * dropped first: nothing of before runs in a container just started, and an old pid may now be
 * another process's. Answers the plugins started again.
 */
export async function resumeDockerPlugins(container: Docker.Container): Promise<PluginKind[]> {
  const listed = await runExec(container, [
    'sh',
    '-c',
    `rm -f ${STATE_DIR}/*.pid; for f in ${STATE_DIR}/*.program; do [ -f "$f" ] || continue; ` +
      `p=$(basename "$f" .program); [ -f ${STATE_DIR}/"$p".token ] && echo "$p $(cat "$f") $(cat ${STATE_DIR}/"$p".token)"; done`,
  ]);
  const resumed: PluginKind[] = [];
  for (const line of listed.stdout.split('\n')) {
    const [plugin, program, token] = line.trim().split(' ');
    const kind = (Object.keys(PROGRAMS) as PluginKind[]).find((known) => known === plugin);
    const candidate = kind && PROGRAMS[kind].candidates.find((known) => known.program === program);
    if (!kind || !candidate || !token) continue;
    const started = await runExec(container, ['sh', '-c', startScript(kind, candidate, token)]);
    if (started.code === 0) resumed.push(kind);
  }
  return resumed;
}

/** Stops a plugin's process (its whole session) and forgets its token; a plugin not running is done. */
export async function removeDockerPlugin(container: Docker.Container, plugin: PluginKind): Promise<void> {
  const base = `${STATE_DIR}/${plugin}`;
  await runExec(container, [
    'sh',
    '-c',
    `if [ -f ${base}.pid ]; then pid=$(cat ${base}.pid); kill -TERM -"$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true; fi; rm -f ${base}.pid ${base}.token ${base}.program`,
  ]);
}

/** A running container's address on its engine's network (the first network that gave it one). */
export function containerAddress(info: Docker.ContainerInspectInfo): string | null {
  const networks = Object.values(info.NetworkSettings.Networks ?? {});
  const address = networks.map((network) => network.IPAddress).find((ip) => Boolean(ip));
  return address || null;
}
