import { parseArgs } from 'node:util';
import { type Command, GLOBAL_OPTIONS, type OptionSpec, type Parsed } from './command';
import { usageError } from './exit-codes';

/** Splits off what follows the first `--`, which goes to ssh untouched. */
export function splitRest(argv: readonly string[]): { own: string[]; rest: string[] } {
  const at = argv.indexOf('--');
  return at < 0 ? { own: [...argv], rest: [] } : { own: argv.slice(0, at), rest: argv.slice(at + 1) };
}

function parseOptions(options: Readonly<Record<string, OptionSpec>>) {
  return Object.fromEntries(
    Object.entries(options).map(([name, spec]) => [
      name,
      spec.short ? { type: spec.type, short: spec.short } : { type: spec.type },
    ]),
  );
}

/**
 * A command's own arguments by node:util parseArgs (strict): an unknown option, a missing value or
 * a missing or extra positional is a usage error naming it. `--help` skips the positional check.
 */
export function parseCommand(command: Command, argv: readonly string[]): Parsed {
  const { own, rest } = splitRest(argv);
  if (rest.length > 0 && !command.takesRest) throw usageError(`${command.name} takes nothing after --`);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: own,
      options: parseOptions({ ...GLOBAL_OPTIONS, ...command.options }),
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw usageError(`${command.name}: ${(error as Error).message}`);
  }
  const values = parsed.values as Parsed['values'];
  const positionals = parsed.positionals;
  if (!values.help) {
    const missing = command.positionals[positionals.length];
    if (missing) throw usageError(`${command.name}: missing <${missing}>`);
    if (positionals.length > command.positionals.length)
      throw usageError(
        `${command.name}: unexpected argument ${JSON.stringify(positionals[command.positionals.length])}`,
      );
  }
  return { values, positionals, rest };
}

/** An option's text, if given. */
export function stringOption(parsed: Parsed, name: string): string | undefined {
  const value = parsed.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** A whole number from an option or positional; anything else is a usage error naming it. */
export function intValue(name: string, text: string): number {
  if (!/^\d+$/.test(text.trim())) throw usageError(`${name}: ${JSON.stringify(text)} is not a whole number`);
  return Number(text);
}

export function intOption(parsed: Parsed, name: string): number | undefined {
  const text = stringOption(parsed, name);
  return text === undefined ? undefined : intValue(`--${name}`, text);
}

/** The help of one command: usage line, summary, options, notes. */
export function commandHelp(command: Command): string {
  const options = { ...command.options, ...GLOBAL_OPTIONS };
  const lines = Object.entries(options).map(([name, spec]) => {
    const flag = `${spec.short ? `-${spec.short}, ` : ''}--${name}${spec.value ? ` ${spec.value}` : ''}`;
    return `  ${flag.padEnd(28)} ${spec.description}`;
  });
  const usage = `gpucloud ${command.name}${command.args ? ` ${command.args}` : ''} [options]`;
  return [
    `Usage: ${usage}`,
    '',
    command.summary,
    '',
    'Options:',
    ...lines,
    ...(command.notes ? ['', ...command.notes] : []),
    '',
  ].join('\n');
}
