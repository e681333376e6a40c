import { ApiError, createClient, WaitForStatusError } from '@gpucloud/sdk';
import packageJson from '../package.json' with { type: 'json' };
import { commandHelp, parseCommand, stringOption } from './args';
import type { Command, Context } from './command';
import { COMMANDS } from './commands';
import { configDir, credentialsOf, endpointOf, readConfig } from './config';
import { CliError, ExitCode } from './exit-codes';
import type { Io } from './io';

/** The package's own version (bundled into dist/gpucloud.js by the build). */
export const VERSION = packageJson.version;

/** The API code of an answer that is no API answer at all (contracts' ErrorCode.HTTP_ERROR). */
const HTTP_ERROR = 100003;

function overview(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  return [
    'Usage: gpucloud <command> [options]',
    '',
    'Rent and use GPU instances over the signed public API.',
    '',
    'Commands:',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    'Every command takes --help, --json and --endpoint URL. Run gpucloud <command> --help for its options.',
    'Exit codes: 0 ok, 1 refused by the server, 2 usage, 3 not logged in, 4 server unreachable,',
    '5 waiting failed, 6 instance not running (ssh); ssh exits with OpenSSH’s code.',
    '',
  ].join('\n');
}

/** An error as the CLI reports it: a line on stderr (JSON with --json) and the exit code. */
function report(io: Io, json: boolean, error: unknown): number {
  const say = (code: number, fields: Record<string, unknown>, text: string) => {
    io.err(json ? `${JSON.stringify({ error: fields })}\n` : `gpucloud: ${text}\n`);
    return code;
  };
  if (error instanceof ApiError) {
    if (error.status === HTTP_ERROR)
      return say(ExitCode.UNREACHABLE, { status: error.status, reason: error.reason }, error.reason);
    return say(
      ExitCode.REFUSED,
      { status: error.status, reason: error.reason, httpStatus: error.httpStatus },
      `refused (${error.status}): ${error.reason}`,
    );
  }
  if (error instanceof WaitForStatusError)
    return say(
      ExitCode.WAIT_FAILED,
      { instanceId: error.instanceId, lastStatus: error.lastStatus ?? null, timedOut: error.timedOut },
      error.message,
    );
  if (error instanceof CliError) return say(error.exitCode, { message: error.message }, error.message);
  if (error instanceof TypeError && error.message === 'fetch failed') {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    return say(
      ExitCode.UNREACHABLE,
      { message: cause ?? error.message },
      `server unreachable: ${cause ?? error.message}`,
    );
  }
  throw error;
}

/** Runs one command line (without `node` and the script) and answers its exit code. */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  const json = rest.includes('--json');
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(overview());
    return name === undefined ? ExitCode.USAGE : ExitCode.OK;
  }
  if (name === '--version' || name === '-v') {
    io.out(`${VERSION}\n`);
    return ExitCode.OK;
  }
  const command: Command | undefined = COMMANDS.find((candidate) => candidate.name === name);
  if (!command)
    return report(
      io,
      json,
      new CliError(ExitCode.USAGE, `unknown command ${JSON.stringify(name)}: see gpucloud --help`),
    );
  try {
    const parsed = parseCommand(command, rest);
    if (parsed.values.help) {
      io.out(commandHelp(command));
      return ExitCode.OK;
    }
    const dir = configDir(io.env, io.platform, io.home);
    const endpointOption = stringOption(parsed, 'endpoint');
    const context: Context = {
      io,
      json: parsed.values.json === true,
      configDir: dir,
      endpointOption,
      async client() {
        const stored = await readConfig(dir);
        const baseUrl = endpointOf(endpointOption, io.env, stored);
        return createClient({
          baseUrl,
          ...credentialsOf(io.env, stored),
          fetch: io.fetch,
          retryOn429: { retries: 2, maxWaitSeconds: 10 },
        });
      },
    };
    return await command.run(context, parsed);
  } catch (error) {
    return report(io, json, error);
  }
}
