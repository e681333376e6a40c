/** What `gpucloud` exits with (README "Exit codes"); `ssh` exits with OpenSSH's own code. */
export const ExitCode = {
  OK: 0,
  /** The server refused the call: its code and reason are on stderr. */
  REFUSED: 1,
  /** The command line is wrong: an unknown command or option, a missing or bad value. */
  USAGE: 2,
  /** No credentials: run `gpucloud login` (or set GPUCLOUD_ACCESS_KEY_ID and GPUCLOUD_SECRET). */
  NOT_LOGGED_IN: 3,
  /** The server could not be reached, or answered something that is no API answer. */
  UNREACHABLE: 4,
  /** Waiting ended badly: the instance failed, was released, or did not get there in time. */
  WAIT_FAILED: 5,
  /** ssh: the instance is not running, so there is nothing to log in to. */
  NOT_RUNNING: 6,
} as const;

export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** A failure the CLI reports with its own exit code and message (no stack trace). */
export class CliError extends Error {
  override readonly name = 'CliError';

  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const usageError = (message: string) => new CliError(ExitCode.USAGE, message);
