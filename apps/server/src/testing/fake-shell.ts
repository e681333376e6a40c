import { PassThrough } from 'node:stream';
import type { MachineProcess, MachineShell, TerminalSize } from '../providers/compute/machine-shell';

/**
 * A shell whose every process is an echo, as a terminal in cooked mode would show typing: what comes
 * in goes out; `exit\r` ends it. It serves every machine ref (unless `state.serving` is turned off)
 * and keeps what it was asked.
 */
export function fakeShell() {
  const spawned: {
    ref: string;
    size: TerminalSize | null;
    resizes: TerminalSize[];
    closed: boolean;
    /** Ends the process from the machine's side (as a stopping machine takes its processes along). */
    end: () => void;
  }[] = [];
  const state = { serving: true };
  const shell: MachineShell = {
    serves: () => state.serving,
    files: () => {
      throw new Error('no files in the fake shell');
    },
    async spawn(ref, options) {
      const record = {
        ref,
        size: options.terminal ? { cols: options.terminal.cols, rows: options.terminal.rows } : null,
        resizes: [] as TerminalSize[],
        closed: false,
        end: () => undefined,
      };
      spawned.push(record);
      const stdin = new PassThrough();
      const stdout = new PassThrough();
      let exited: (code: number | null) => void = () => undefined;
      stdin.on('data', (chunk: Buffer) => {
        stdout.write(chunk);
        if (chunk.toString('utf8').includes('exit\r')) {
          stdout.end();
          exited(0);
        }
      });
      record.end = () => {
        stdout.end();
        exited(null);
      };
      stdout.write('$ ');
      const process: MachineProcess = {
        stdin,
        stdout,
        stderr: null,
        async resize(size) {
          record.resizes.push(size);
        },
        exited: new Promise((resolve) => {
          exited = resolve;
        }),
        close() {
          record.closed = true;
          stdout.end();
          exited(null);
        },
      };
      return process;
    },
  };
  return { shell, spawned, state };
}
