import type { TimelineEventRow } from '@gpucloud/contracts';
import { fenToYuan, instanceTimeline } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { scheduledStopAt } from '../autoStop';
import { ownInstance } from '../ownership';

/**
 * What happens next to one of the caller's instances and when (issue 44, point 6): the domain's
 * rules over its state, its auto-stop time and the disk retention days.
 */
export async function getTimeline(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  auth: AuthContext,
  instanceId: number,
): Promise<{ Events: TimelineEventRow[] }> {
  const instance = await ownInstance(deps, auth, instanceId);
  const stopAt = await scheduledStopAt(deps, instance.id);
  const events = instanceTimeline(
    {
      status: instance.status,
      billingMode: instance.billingMode,
      createdAtMs: instance.createdAt.getTime(),
      expiresAtMs: instance.expiresAt?.getTime() ?? null,
      stoppedAtMs: instance.stoppedAt?.getTime() ?? null,
      gpuMode: instance.gpuMode,
      hourlyRateFen: instance.hourlyRate,
      noGpuHourlyRateFen: instance.noGpuHourlyRate,
    },
    {
      nowMs: deps.clock.now().getTime(),
      stopAtMs: stopAt?.getTime() ?? null,
      retentionDays: deps.config.compute.diskRetentionDays,
    },
  );
  return {
    Events: events.map((event) => ({
      Kind: event.kind,
      At: new Date(event.atMs).toISOString(),
      Amount: event.amountFen === null ? null : fenToYuan(event.amountFen),
    })),
  };
}
