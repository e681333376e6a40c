import { and, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { refused } from '../../core/errors';
import { hosts } from '../../db/schema/store/store.table';
import { gpuWaits } from '../../db/schema/waits/gpu-waits.table';

/** Refused when the GPUs a rental takes are owed to a customer waiting for them (issue 44, point 2). */
export const HELD_FOR_QUEUE = 'these GPUs are held for a customer who is waiting for them: try another host';

/** A wait being served: only waits made before it come first. */
export interface ServedWait {
  id: number;
  createdAt: Date;
}

/**
 * The queue's chance before the store's (issue 44, point 2): called in a rental's transaction right
 * after its GPUs were reserved (the host row is locked by that update), it refuses the rental when it
 * takes GPUs a wait still waiting and not expired needs: one that matched the host's offer before the
 * reservation (same GPU model and kind, its region or none, at most the GPUs that were free, a cap at
 * or over the list price) and no longer matches after it. The renter's own waits never stand in their way; a wait being served (`serving`) yields only
 * to older waits, so the queue is first come, first served.
 */
export async function assertNotHeldForQueue(
  tx: Db,
  rental: { hostId: number; reservedGpus: number; userId: number; now: Date; serving?: ServedWait },
): Promise<void> {
  const [host] = await tx.select().from(hosts).where(eq(hosts.id, rental.hostId));
  if (!host) return;
  const freeBefore = host.gpuFree + rental.reservedGpus;
  const { serving } = rental;
  const [owed] = await tx
    .select({ id: gpuWaits.id })
    .from(gpuWaits)
    .where(
      and(
        eq(gpuWaits.state, 'waiting'),
        sql`${gpuWaits.expiresAt} > ${rental.now.toISOString()}::timestamptz`,
        ne(gpuWaits.userId, rental.userId),
        eq(gpuWaits.gpuModel, host.gpuModel),
        eq(gpuWaits.kind, host.kind),
        or(isNull(gpuWaits.regionId), eq(gpuWaits.regionId, host.regionId)),
        // It could be served before this rental and no longer after it.
        lte(gpuWaits.gpuCount, freeBefore),
        sql`${gpuWaits.gpuCount} > ${host.gpuFree}`,
        gte(gpuWaits.capFen, host.pricePerGpuHour),
        serving
          ? sql`(${gpuWaits.createdAt}, ${gpuWaits.id}) < (${serving.createdAt.toISOString()}::timestamptz, ${serving.id})`
          : undefined,
      ),
    )
    .limit(1);
  if (owed) throw refused(HELD_FOR_QUEUE);
}
