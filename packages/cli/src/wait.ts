import { type GpuCloudClient, type InstanceStatus, waitForStatus } from '@gpucloud/sdk';
import type { Context } from './command';
import { progressLine } from './progress';

/**
 * Waits until the instance has `status`, showing each status seen on stderr (unless --json asked
 * for silence on a pipe: the progress stays on stderr, so stdout holds only the answer).
 */
export async function waitWithProgress(
  context: Context,
  client: GpuCloudClient,
  id: number,
  status: InstanceStatus,
  timeoutSeconds: number,
) {
  const progress = progressLine((text) => context.io.err(text), context.io.stderrIsTty, `instance ${id}`);
  try {
    return await waitForStatus(
      {
        instance: async (instanceId) => {
          const instance = await client.instance(instanceId);
          progress.update(instance.Status);
          return instance;
        },
        now: () => new Date(),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      },
      id,
      status,
      { timeoutMs: timeoutSeconds * 1000, intervalMs: 1000 },
    );
  } finally {
    progress.finish();
  }
}
