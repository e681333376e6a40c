import { intValue } from '../args';
import type { Command } from '../command';
import { CliError, ExitCode } from '../exit-codes';

/** The arguments of OpenSSH's ssh for an instance's gateway login, then what the user added. */
export function sshArguments(
  access: { SshHost: string; SshPort: number; Username: string },
  extra: readonly string[],
): string[] {
  return ['-p', String(access.SshPort), `${access.Username}@${access.SshHost}`, ...extra];
}

export const ssh: Command = {
  name: 'ssh',
  summary: "Log in to a running instance: runs the system's OpenSSH ssh with the SSH gateway's address.",
  args: '<instance> [-- ssh options and command]',
  positionals: ['instance'],
  takesRest: true,
  options: {
    'print-password': {
      type: 'boolean',
      description: "print the instance's login password on stderr first (for an account without SSH keys)",
    },
  },
  notes: [
    'Everything after -- goes to ssh after the destination: options (OpenSSH reads them there too), then a command.',
    '  gpucloud ssh 7                          a shell',
    '  gpucloud ssh 7 -- -i ~/.ssh/id_ed25519 nproc',
    'The exit code is ssh’s own (255: ssh could not connect; 127: no ssh on PATH).',
  ],
  async run(context, parsed) {
    const id = intValue('<instance>', parsed.positionals[0] ?? '');
    const instance = await (await context.client()).instance(id);
    const access = instance.Access;
    if (!access)
      throw new CliError(ExitCode.NOT_RUNNING, `instance ${id} is ${instance.Status}: ssh needs it running`);
    if (parsed.values['print-password']) context.io.err(`password: ${access.Password}\n`);
    try {
      return await context.io.runInteractive('ssh', sshArguments(access, parsed.rest));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new CliError(127, 'ssh not found on PATH: install OpenSSH’s client');
      throw error;
    }
  },
};
