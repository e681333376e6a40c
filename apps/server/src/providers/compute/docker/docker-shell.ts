import { PassThrough } from 'node:stream';
import type { MachineProcess, MachineShell, ProcessOptions } from '../machine-shell';
import { demux, execExitCode, startExec } from './docker-exec';
import { createDockerFiles } from './docker-files';
import { type DockerHosts, isDockerRef, parseDockerRef } from './docker-hosts';
import { hangUpGroup, pidLineTaker, tellingPid } from './docker-process-group';

/** bash where the image has it, otherwise the POSIX shell every image with a shell has. */
const LOGIN_SHELL = 'if [ -x /bin/bash ]; then exec /bin/bash -l; fi; exec /bin/sh -l';

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
      const command = options.command ?? LOGIN_SHELL;
      const { exec, stream } = await startExec(container, {
        // On a terminal the engine's hangup of it ends the session; plain pipes need the pid to end it.
        cmd: terminal ? ['/bin/sh', '-c', command] : tellingPid(command),
        tty: terminal !== null,
        stdin: true,
        env: terminal ? [`TERM=${terminal.term}`] : [],
      });
      const resize = async (size: { cols: number; rows: number }) => {
        await exec.resize({ w: size.cols, h: size.rows });
      };
      if (terminal) {
        await resize(terminal);
        const ended = new Promise<void>((resolve) => {
          stream.once('end', resolve);
          stream.once('close', resolve);
        });
        return {
          stdin: stream,
          stdout: stream,
          stderr: null,
          resize,
          exited: ended.then(() => execExitCode(exec)),
          close: () => stream.destroy(),
        };
      }
      const stdout = new PassThrough();
      const { stream: stderr, pid } = pidLineTaker();
      let running = true;
      const ended = demux(stream, stdout, stderr).then(() => {
        running = false;
        stdout.end();
        stderr.end();
      });
      return {
        stdin: stream,
        stdout,
        stderr,
        resize,
        exited: ended.then(() => execExitCode(exec)),
        close: () => {
          // A client gone mid-command: end what it started, as sshd does. A machine that stopped meanwhile took it along.
          if (running)
            void pid
              .then((found) => (found === null ? undefined : hangUpGroup(container, found)))
              .catch(() => undefined);
          stream.destroy();
        },
      };
    },
  };
}
