import type { Readable, Writable } from 'node:stream';

/**
 * What the SSH gateway needs from a machine: processes with their streams, and its files. The
 * gateway knows nothing of the engine behind it (docker-shell.ts is the Docker one); a provider whose
 * machines it cannot open (the simulated fleet) says so through `serves`.
 */
export interface MachineShell {
  /** Whether this shell can open the machine behind the ref. */
  serves(ref: string): boolean;
  /** Starts a process in a running machine, as root in /root. */
  spawn(ref: string, options: ProcessOptions): Promise<MachineProcess>;
  files(ref: string): MachineFiles;
}

export interface TerminalSize {
  cols: number;
  rows: number;
}

export interface ProcessOptions {
  /** A command line for the machine's shell (`sh -c`); null for an interactive login shell. */
  command: string | null;
  /** The terminal the process runs on, with its type (TERM); null for plain pipes. */
  terminal: (TerminalSize & { term: string }) | null;
}

/** A process started in a machine. Its output streams end when it exits or the machine stops. */
export interface MachineProcess {
  stdin: Writable;
  stdout: Readable;
  /** Null on a terminal, where one stream carries both. */
  stderr: Readable | null;
  resize(size: TerminalSize): Promise<void>;
  /** Its exit code once its output has ended; null when the engine cannot tell. */
  exited: Promise<number | null>;
  /** Drops the connection to the process (a client that went away). */
  close(): void;
}

/** A file's metadata, POSIX style (mode with its type bits, seconds since the epoch). */
export interface FileStat {
  mode: number;
  size: number;
  uid: number;
  gid: number;
  atime: number;
  mtime: number;
}

export interface DirEntry {
  name: string;
  stat: FileStat;
}

/** The files of a running machine. Paths are absolute inside the machine; nothing reaches outside it. */
export interface MachineFiles {
  /** `follow` reads through a symbolic link (stat), otherwise the link itself (lstat). */
  stat(path: string, follow: boolean): Promise<FileStat>;
  list(dir: string): Promise<DirEntry[]>;
  mkdir(path: string, mode: number): Promise<void>;
  /** Removes a file (not a directory). */
  remove(path: string): Promise<void>;
  removeDir(path: string): Promise<void>;
  /** Renames; refused when `to` exists. */
  rename(from: string, to: string): Promise<void>;
  chmod(path: string, mode: number): Promise<void>;
  /** A regular file's content as a stream. */
  read(path: string): Promise<{ size: number; content: Readable }>;
  /** Writes a regular file (replacing it) from a stream of exactly `size` bytes. */
  write(
    path: string,
    file: { content: Readable; size: number; mode: number; uid: number; gid: number },
  ): Promise<void>;
}

/** Why a file operation failed, in the terms SFTP answers with. */
export class MachineFileError extends Error {
  constructor(
    readonly kind: 'no_such_file' | 'permission_denied' | 'failure',
    message: string,
  ) {
    super(message);
    this.name = 'MachineFileError';
  }
}

/** The shell of a provider with no machine to open (the simulated fleet): it serves nothing. */
export const NO_SHELL: MachineShell = {
  serves: () => false,
  spawn: () => Promise.reject(new Error('no machine can be opened here')),
  files: () => {
    throw new Error('no machine can be opened here');
  },
};
