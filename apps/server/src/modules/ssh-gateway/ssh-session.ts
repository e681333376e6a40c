import { finished } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerChannel, Session } from 'ssh2';
import type { MachineProcess, MachineShell, TerminalSize } from '../../providers/compute/machine-shell';
import { serveSftp } from './sftp-session';
import type { SshLogin } from './ssh-auth';
import { line, SSH_MESSAGES } from './ssh-messages';

export interface SessionContext {
  login: SshLogin;
  shell: MachineShell;
  log: FastifyBaseLogger;
  maxFileBytes: number;
  /** Every channel the connection opened, told when the instance stops running. */
  channels: Set<ServerChannel>;
}

/** Sends the exit status once the process and both of its outputs have ended, then closes the channel. */
async function finish(channel: ServerChannel, started: MachineProcess): Promise<void> {
  const outputs = [started.stdout, ...(started.stderr ? [started.stderr] : [])];
  const [code] = await Promise.all([
    started.exited,
    ...outputs.map((output) => finished(output).catch(() => undefined)),
  ]);
  if (code !== null) channel.exit(code);
  channel.end();
}

/** A shell (command null) or a command in the instance's machine, on the channel's terminal if it asked for one. */
async function run(
  context: SessionContext,
  channel: ServerChannel,
  command: string | null,
  terminal: (TerminalSize & { term: string }) | null,
): Promise<MachineProcess | null> {
  const { login, shell, log } = context;
  const refuse = (message: string) => {
    channel.stderr.write(line(message));
    channel.exit(1);
    channel.end();
    return null;
  };
  if (!shell.serves(login.ref)) return refuse(SSH_MESSAGES.notServed);
  const started = await shell.spawn(login.ref, { command, terminal }).catch((error: unknown) => {
    log.warn({ err: error, instanceId: login.instanceId }, 'ssh: the machine did not start a process');
    return null;
  });
  if (!started) return refuse(SSH_MESSAGES.notAnswering);
  log.info(
    { instanceId: login.instanceId, kind: command === null ? 'shell' : 'exec', tty: terminal !== null },
    'ssh session',
  );
  // Pipes keep backpressure both ways; the client's EOF closes the process's stdin.
  channel.pipe(started.stdin);
  started.stdout.pipe(channel, { end: false });
  started.stderr?.pipe(channel.stderr, { end: false });
  channel.once('close', () => started.close());
  void finish(channel, started);
  return started;
}

/** One session channel: a terminal and its size, then a shell, a command or SFTP. */
export function handleSession(context: SessionContext, session: Session): void {
  let terminal: (TerminalSize & { term: string }) | null = null;
  let running: MachineProcess | null = null;
  const track = (channel: ServerChannel) => {
    context.channels.add(channel);
    channel.once('close', () => context.channels.delete(channel));
    return channel;
  };
  session.on('pty', (accept, _reject, info) => {
    terminal = { cols: info.cols, rows: info.rows, term: info.term };
    accept?.();
  });
  session.on('window-change', (accept, _reject, info) => {
    if (terminal) terminal = { ...terminal, cols: info.cols, rows: info.rows };
    running?.resize({ cols: info.cols, rows: info.rows }).catch(() => undefined);
    accept?.();
  });
  session.on('shell', (accept) => {
    void run(context, track(accept()), null, terminal).then((started) => {
      running = started;
    });
  });
  session.on('exec', (accept, _reject, info) => {
    void run(context, track(accept()), info.command, terminal).then((started) => {
      running = started;
    });
  });
  session.on('sftp', (accept, reject) => {
    const { login, shell, log } = context;
    if (!shell.serves(login.ref)) return reject();
    log.info({ instanceId: login.instanceId, kind: 'sftp' }, 'ssh session');
    serveSftp(accept(), shell.files(login.ref), { maxFileBytes: context.maxFileBytes, log });
  });
}
