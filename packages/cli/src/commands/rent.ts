import { randomUUID } from 'node:crypto';
import { intOption, stringOption } from '../args';
import type { Command } from '../command';
import { CliError, ExitCode, usageError } from '../exit-codes';
import { print } from '../output';
import { waitWithProgress } from '../wait';

const MODES = ['post_paid', 'hourly', 'daily', 'monthly'] as const;
type Mode = (typeof MODES)[number];

export const rent: Command = {
  name: 'rent',
  summary: 'Rent GPUs of a host (see offers) and wait until the instance runs, showing its status on stderr.',
  args: '--host ID',
  positionals: [],
  options: {
    host: { type: 'string', value: 'ID', description: 'the offer to rent: its HOST id (required)' },
    gpus: { type: 'string', value: 'N', description: 'how many of its GPUs (default 1)' },
    image: { type: 'string', value: 'ID', description: "the image (default: the host's first Linux image)" },
    mode: {
      type: 'string',
      value: 'MODE',
      description: `${MODES.join(', ')} (default post_paid: by the hour, as used)`,
    },
    count: { type: 'string', value: 'N', description: 'hours, days or months of a prepaid mode (default 1)' },
    'idempotency-key': {
      type: 'string',
      value: 'KEY',
      description:
        'repeat a rent safely: the same key and options answer the first instance (default: a new one)',
    },
    'no-wait': { type: 'boolean', description: 'answer as soon as the order is placed' },
    timeout: { type: 'string', value: 'SECONDS', description: 'how long to wait for running (default 600)' },
  },
  notes: ['Example: gpucloud rent --host 12 --gpus 1 --json'],
  async run(context, parsed) {
    const hostId = intOption(parsed, 'host');
    if (hostId === undefined) throw usageError('rent: --host is required (a HOST of gpucloud offers)');
    const mode = (stringOption(parsed, 'mode') ?? 'post_paid') as Mode;
    if (!MODES.includes(mode)) throw usageError(`--mode: must be one of ${MODES.join(', ')}`);
    const client = await context.client();
    let imageId = intOption(parsed, 'image');
    if (imageId === undefined) {
      const { Images } = await client.offer(hostId);
      const image = Images.find((option) => option.System === 'linux') ?? Images[0];
      if (!image) throw new CliError(ExitCode.REFUSED, `host ${hostId} offers no image`);
      imageId = image.ImageId;
    }
    const created = await client.createInstance(
      {
        host_id: hostId,
        gpu_count: intOption(parsed, 'gpus') ?? 1,
        image_id: imageId,
        mode,
        count: intOption(parsed, 'count') ?? 1,
      },
      { idempotencyKey: stringOption(parsed, 'idempotency-key') ?? `gpucloud-cli-${randomUUID()}` },
    );
    const id = created.InstanceId;
    context.io.err(`instance ${id} ordered (order ${created.OrderNo})\n`);
    const instance = parsed.values['no-wait']
      ? created
      : await waitWithProgress(context, client, id, 'running', intOption(parsed, 'timeout') ?? 600);
    return print(context, instance, () =>
      instance.Access
        ? `instance ${id} ${instance.Status}: ${instance.Access.SshCommand} (or gpucloud ssh ${id})\n`
        : `instance ${id} ${instance.Status}\n`,
    );
  },
};
