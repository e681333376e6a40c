/**
 * The account's instances, newest first, each with its last three events.
 *
 *   GPUCLOUD_URL=http://127.0.0.1:8080 GPUCLOUD_ACCESS_KEY_ID=GCAK... GPUCLOUD_SECRET=... \
 *     node --conditions=gpucloud-source --import tsx packages/sdk/examples/instance-log.ts
 *
 * The key needs the read scope.
 */
import { ApiError, createClient } from '@gpucloud/sdk';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const client = createClient({
  baseUrl: env('GPUCLOUD_URL'),
  accessKeyId: env('GPUCLOUD_ACCESS_KEY_ID'),
  secret: env('GPUCLOUD_SECRET'),
});

try {
  const { data, total } = await client.instances({ page_size: 10 });
  console.log(`${total} instances`);
  for (const instance of data) {
    console.log(`${instance.InstanceId} ${instance.Name}: ${instance.Status}`);
    const log = await client.logs(instance.InstanceId, { page_size: 3 });
    for (const entry of log.data) console.log(`  ${entry.CreateAt} ${entry.Event} ${entry.Detail}`);
  }
} catch (error) {
  // A refusal carries the API's code and reason (e.g. 100041: the key lacks the read scope).
  if (error instanceof ApiError) console.error(`refused (${error.status}): ${error.reason}`);
  else throw error;
  process.exitCode = 1;
}
