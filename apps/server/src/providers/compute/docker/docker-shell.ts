import { PassThrough } from 'node:stream';
import type { MachineProcess, MachineShell, ProcessOptions } from '../machine-shell';
import { demux, execExitCode, startExec } from './docker-exec';
import { createDockerFiles } from './docker-files';
import { type DockerHosts, isDockerRef, parseDockerRef } from './docker-hosts';

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
      const { exec, stream } = await startExec(containerOf(ref), {
        cmd: ['/bin/sh', '-c', options.command ?? LOGIN_SHELL],
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
      const stderr = new PassThrough();
      const ended = demux(stream, stdout, stderr).then(() => {
        stdout.end();
        stderr.end();
      });
      return {
        stdin: stream,
        stdout,
        stderr,
        resize,
        exited: ended.then(() => execExitCode(exec)),
        close: () => stream.destroy(),
      };
    },
  };
}
