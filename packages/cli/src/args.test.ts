import { describe, expect, it } from 'vitest';
import { commandHelp, intValue, parseCommand, splitRest } from './args';
import { COMMANDS } from './commands';
import { ls, stop } from './commands/instances';
import { ssh } from './commands/ssh';
import { CliError, ExitCode } from './exit-codes';

function usageMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(ExitCode.USAGE);
    return (error as CliError).message;
  }
  throw new Error('no usage error');
}

describe('argument parsing', () => {
  it('keeps what follows the first -- for ssh, untouched', () => {
    expect(splitRest(['7', '--', '-i', 'key', '--', 'ls'])).toEqual({
      own: ['7'],
      rest: ['-i', 'key', '--', 'ls'],
    });
    expect(parseCommand(ssh, ['7', '--json', '--', '-o', 'BatchMode=yes', 'nproc'])).toEqual({
      values: { json: true },
      positionals: ['7'],
      rest: ['-o', 'BatchMode=yes', 'nproc'],
    });
  });

  it('refuses an unknown option, a missing or extra positional, and -- on a command that takes none', () => {
    expect(usageMessage(() => parseCommand(ls, ['--bogus']))).toContain("Unknown option '--bogus'");
    expect(usageMessage(() => parseCommand(stop, []))).toBe('stop: missing <instance>');
    expect(usageMessage(() => parseCommand(stop, ['1', '2']))).toBe('stop: unexpected argument "2"');
    expect(usageMessage(() => parseCommand(stop, ['1', '--', 'x']))).toBe('stop takes nothing after --');
    expect(usageMessage(() => parseCommand(ls, ['--page']))).toContain("'--page <value>' argument missing");
  });

  it('takes --help without the positionals', () => {
    expect(parseCommand(stop, ['--help']).values.help).toBe(true);
  });

  it('reads whole numbers only', () => {
    expect(intValue('--gpus', '2')).toBe(2);
    expect(usageMessage(() => intValue('--gpus', 'two'))).toBe('--gpus: "two" is not a whole number');
    expect(usageMessage(() => intValue('<instance>', '-1'))).toBe('<instance>: "-1" is not a whole number');
  });

  it('gives every command a help naming its usage, its own options and the global ones', () => {
    for (const command of COMMANDS) {
      const help = commandHelp(command);
      expect(help).toMatch(new RegExp(`^Usage: gpucloud ${command.name}`));
      for (const option of [...Object.keys(command.options), 'json', 'endpoint', 'help'])
        expect(help, command.name).toContain(`--${option}`);
    }
  });
});
