import { intOption, stringOption } from '../args';
import type { Command } from '../command';
import { usageError } from '../exit-codes';
import { print } from '../output';
import { table, yuan } from '../table';

const SORTS = ['price_asc', 'price_desc', 'free_desc'] as const;
const KINDS = ['kvm', 'container', 'bare_metal'] as const;

function oneOf<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw usageError(`--${name}: must be one of ${allowed.join(', ')}`);
  return value as T;
}

export const offers: Command = {
  name: 'offers',
  summary: 'GPU offers: hosts with free GPUs and their list price per GPU hour.',
  args: '',
  positionals: [],
  options: {
    gpu: { type: 'string', value: 'MODEL', description: 'only this GPU model, e.g. "RTX 4090"' },
    region: { type: 'string', value: 'REGION', description: 'only this region, e.g. cn-east' },
    kind: { type: 'string', value: 'KIND', description: `only this kind: ${KINDS.join(', ')}` },
    'min-free': { type: 'string', value: 'N', description: 'only hosts with at least N free GPUs' },
    sort: { type: 'string', value: 'ORDER', description: `${SORTS.join(', ')}` },
  },
  async run(context, parsed) {
    const query = {
      gpu_model: stringOption(parsed, 'gpu'),
      region: stringOption(parsed, 'region'),
      kind: oneOf('kind', stringOption(parsed, 'kind'), KINDS),
      min_free_gpus: intOption(parsed, 'min-free'),
      sort: oneOf('sort', stringOption(parsed, 'sort'), SORTS),
    };
    const answer = await (await context.client()).offers(query);
    return print(context, answer, () =>
      answer.list.length === 0
        ? 'no offers match\n'
        : table(
            ['HOST', 'NAME', 'REGION', 'KIND', 'GPU', 'FREE', 'CPU/GPU', 'MEM/GPU', 'YUAN/GPU·H'],
            answer.list.map((offer) => [
              String(offer.HostId),
              offer.HostName,
              offer.Region,
              offer.Kind,
              `${offer.GpuModel} ${offer.GpuMemoryGb}GB`,
              `${offer.GpuFree}/${offer.GpuCount}`,
              String(offer.CpuCores),
              `${offer.MemoryGb}GB`,
              yuan(offer.PricePerGpuHour),
            ]),
          ),
    );
  },
};
