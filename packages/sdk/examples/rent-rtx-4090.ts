/**
 * Rent the cheapest free RTX 4090 for one hour, wait until it runs, print its SSH command, stop it.
 *
 *   GPUCLOUD_URL=https://gpu.example.com GPUCLOUD_ACCESS_KEY_ID=GCAK... GPUCLOUD_SECRET=... \
 *     node --import tsx packages/sdk/examples/rent-rtx-4090.ts
 *
 * The key needs the read and instances scopes. The hour is charged when the instance is created.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@gpucloud/sdk';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const client = createClient({
  baseUrl: env('GPUCLOUD_URL'),
  accessKeyId: env('GPUCLOUD_ACCESS_KEY_ID'),
  secret: env('GPUCLOUD_SECRET'),
  retryOn429: { retries: 3 },
});

const { list } = await client.offers({ gpu_model: 'RTX 4090', sort: 'price_asc', min_free_gpus: 1 });
const cheapest = list[0];
if (!cheapest) throw new Error('no RTX 4090 is free right now');

// The offer's order form lists the images its host runs.
const { Images } = await client.offer(cheapest.HostId);
const image = Images.find((option) => option.System === 'linux') ?? Images[0];
if (!image) throw new Error(`host ${cheapest.HostName} offers no image`);

// A create repeated with the same idempotency key answers the first one's instance: safe to retry.
const created = await client.createInstance(
  { host_id: cheapest.HostId, gpu_count: 1, image_id: image.ImageId, mode: 'hourly', count: 1 },
  { idempotencyKey: `rent-4090-${randomUUID()}` },
);
console.log(`instance ${created.InstanceId}, order ${created.OrderNo}, ${cheapest.PricePerGpuHour} yuan/h`);

// waitForStatus answers instance(id) as it was when it reached the status.
const running = await client.waitForStatus(created.InstanceId, 'running', { timeoutMs: 10 * 60_000 });
console.log(running.Access?.SshCommand);

await client.stop(created.InstanceId);
console.log(`stopped instance ${created.InstanceId}`);
