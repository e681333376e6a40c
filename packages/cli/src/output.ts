import type { Context } from './command';
import { ExitCode } from './exit-codes';

/** The answer on stdout: as JSON with --json, else the command's own text. */
export function print(context: Context, data: unknown, text: () => string): number {
  context.io.out(context.json ? `${JSON.stringify(data, null, 2)}\n` : text());
  return ExitCode.OK;
}
