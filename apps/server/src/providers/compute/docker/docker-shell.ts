import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { MachineProcess, MachineShell, ProcessOptions } from '../machine-shell';
import { demux, execExitCode, startExec } from './docker-exec';
import { createDockerFiles } from './docker-files';
import { type DockerHosts, isDockerRef, parseDockerRef } from './docker-hosts';
import { EXEC_TOKEN_VARIABLE, hangUpSession, pidLineTaker, tellingPid } from './docker-process-group';

/** bash where the image has it, otherwise the POSIX shell every image with a shell has. */
const LOGIN_SHELL = 'if [ -x /bin/bash ]; then exec /bin/bash -l; fi; exec /bin/sh -l';

/** How long a closing session waits for its command's pid line before finding it by its token instead. */
const PID_WAIT_MS = 1_000;

/** Processes and files of docker machines, through `docker exec` and the archive API of their engine. */
export function createDockerShell(hosts: DockerHosts): MachineShell {
  const containerOf = (ref: string) => {
    const { hostName, container } = parseDockerRef(ref);
    return hosts.engine(hostName).getContainer(container);
  };
  return {
    serves: isDockerRef,
    files: (ref) => createDockerFiles(containerOf(ref)),
    async spawn(ref, options: ProcessOptions): Promise<MachineProcess> {
      const { terminal } = options;
      const container = containerOf(ref);
      const token = randomUUID();
      const { exec, stream } = await startExec(container, {
        cmd: tellingPid(options.command ?? LOGIN_SHELL, terminal !== null),
        tty: terminal !== null,
        stdin: true,
        env: [`${EXEC_TOKEN_VARIABLE}=${token}`, ...(terminal ? [`TERM=${terminal.term}`] : [])],
      });
      const resize = async (size: { cols: number; rows: number }) => {
        await exec.resize({ w: size.cols, h: size.rows });
      };
      // The engine keeps an exec running when its client goes: a client gone mid-command has its
      // session hung up, as sshd's closing of the terminal (or of the pipes) would end it. The
      // engine says whether it still runs (its streams may end first, when the client's EOF closes
      // stdin); a command that had ended leaves what it put in the background alone.
      const told = pidLineTaker();
      const hangUpIfRunning = async (pid: number | null) => {
        if ((await exec.inspect()).Running) await hangUpSession(container, pid, token);
      };
      const close = () => {
        // The pid line may still be on its way (a client killed the moment its command started, a
        // busy server), or never come (the stream ended first): it is waited for PID_WAIT_MS, then
        // the session is found by the exec's token.
        // A machine that stopped meanwhile took the session along.
        const pid = Promise.race([
          told.pid,
          new Promise<null>((resolve) => setTimeout(resolve, PID_WAIT_MS, null).unref()),
        ]);
        void pid
          .then(hangUpIfRunning)
          .catch(() => undefined)
          .finally(() => stream.destroy());
      };
      if (terminal) {
        await resize(terminal);
        const ended = new Promise<void>((resolve) => {
          stream.once('end', resolve);
          stream.once('close', resolve);
        }).then(() => {
          told.stream.end();
        });
        stream.pipe(told.stream, { end: false });
        return {
          stdin: stream,
          stdout: told.stream,
          stderr: null,
          resize,
          exited: ended.then(() => execExitCode(exec)),
          close,
        };
      }
      const stdout = new PassThrough();
      const ended = demux(stream, stdout, told.stream).then(() => {
        stdout.end();
        told.stream.end();
      });
      return {
        stdin: stream,
        stdout,
        stderr: told.stream,
        resize,
        exited: ended.then(() => execExitCode(exec)),
        close,
      };
    },
  };
}
