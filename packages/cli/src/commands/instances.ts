import type { InstanceStatus } from '@gpucloud/sdk';
import { intOption, intValue, stringOption } from '../args';
import type { Command, Context, Parsed } from '../command';
import { print } from '../output';
import { table, yuan } from '../table';
import { waitWithProgress } from '../wait';

const instanceId = (parsed: Parsed) => intValue('<instance>', parsed.positionals[0] ?? '');

export const ls: Command = {
  name: 'ls',
  summary: "The account's instances, newest first (a main account's include its sub-accounts').",
  args: '',
  positionals: [],
  options: {
    status: { type: 'string', value: 'STATUS', description: 'only instances in this status, e.g. running' },
    page: { type: 'string', value: 'N', description: 'which page (default 1)' },
    'page-size': { type: 'string', value: 'N', description: 'instances a page (default 20)' },
  },
  async run(context, parsed) {
    const query = {
      // The server checks the status and refuses an unknown one naming the field.
      status: stringOption(parsed, 'status') as InstanceStatus | undefined,
      page: intOption(parsed, 'page'),
      page_size: intOption(parsed, 'page-size'),
    };
    const answer = await (await context.client()).instances(query);
    return print(context, answer, () =>
      answer.data.length === 0
        ? 'no instances\n'
        : table(
            ['ID', 'NAME', 'STATUS', 'GPU', 'REGION', 'IMAGE', 'YUAN/H'],
            answer.data.map((row) => [
              String(row.InstanceId),
              row.Name,
              row.Status,
              `${row.GpuCount}× ${row.GpuModel}`,
              row.Region,
              row.ImageName,
              yuan(row.HourlyCost),
            ]),
          ) +
          (answer.total > answer.data.length
            ? `(${answer.data.length} of ${answer.total}: see --page)\n`
            : ''),
    );
  },
};

type Action = 'stop' | 'start' | 'release';

/** stop, start and release: the call, then (unless --no-wait) the wait for where it leads. */
function powerCommand(name: Action, summary: string, settles: 'stopped' | 'running' | null): Command {
  return {
    name,
    summary,
    args: '<instance>',
    positionals: ['instance'],
    options: settles
      ? {
          'no-wait': { type: 'boolean', description: `answer at once instead of waiting for ${settles}` },
          timeout: {
            type: 'string',
            value: 'SECONDS',
            description: `how long to wait for ${settles} (default 300)`,
          },
        }
      : {},
    async run(context: Context, parsed: Parsed) {
      const id = instanceId(parsed);
      const client = await context.client();
      let answer = { InstanceId: id, ...(await client[name](id)) };
      if (settles && !parsed.values['no-wait'] && answer.Status !== settles) {
        const instance = await waitWithProgress(
          context,
          client,
          id,
          settles,
          intOption(parsed, 'timeout') ?? 300,
        );
        answer = { InstanceId: id, Status: instance.Status };
      }
      return print(context, answer, () => `instance ${id}: ${answer.Status}\n`);
    },
  };
}

export const stop = powerCommand('stop', 'Stop a running instance and wait until it is stopped.', 'stopped');
export const start = powerCommand('start', 'Start a stopped instance and wait until it runs.', 'running');
export const release = powerCommand(
  'release',
  'Release a stopped or expired instance and its disk now (nothing of it is kept).',
  null,
);

export const logs: Command = {
  name: 'logs',
  summary: 'What happened to an instance, newest first.',
  args: '<instance>',
  positionals: ['instance'],
  options: {
    page: { type: 'string', value: 'N', description: 'which page (default 1)' },
    'page-size': { type: 'string', value: 'N', description: 'entries a page (default 20)' },
  },
  async run(context, parsed) {
    const id = instanceId(parsed);
    const answer = await (await context.client()).logs(id, {
      page: intOption(parsed, 'page'),
      page_size: intOption(parsed, 'page-size'),
    });
    return print(context, answer, () =>
      answer.data.length === 0
        ? 'no log entries\n'
        : table(
            ['TIME', 'EVENT', 'DETAIL'],
            answer.data.map((entry) => [entry.CreateAt, entry.Event, entry.Detail]),
          ),
    );
  },
};
