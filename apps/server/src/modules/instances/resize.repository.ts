import { ENDED_STATES, SUSPENDED_STATES } from '@gpucloud/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { instances } from '../../db/schema/instances/instances.table';
import type { hosts } from '../../db/schema/store/store.table';
import { sqlList } from '../../db/sql-list';

export type HostRecord = typeof hosts.$inferSelect;

/**
 * What a host's live instances (other than `exceptId`) hold of its spare pools: added CPU and memory
 * while they hold compute (not suspended), added disks until they end.
 */
export async function extrasHeldOnHost(tx: Db, hostId: number, exceptId: number) {
  const live = sql`${instances.status} not in ${sqlList(ENDED_STATES)}`;
  const computing = sql`${live} and ${instances.status} not in ${sqlList(SUSPENDED_STATES)}`;
  const [row] = await tx
    .select({
      cpuCores: sql<number>`coalesce(sum(${instances.extraCpuCores}) filter (where ${computing}), 0)`.mapWith(
        Number,
      ),
      memoryGb: sql<number>`coalesce(sum(${instances.extraMemoryGb}) filter (where ${computing}), 0)`.mapWith(
        Number,
      ),
      diskGb: sql<number>`coalesce(sum(${instances.extraDiskGb}) filter (where ${live}), 0)`.mapWith(Number),
    })
    .from(instances)
    .where(and(eq(instances.hostId, hostId), ne(instances.id, exceptId)));
  return row ?? { cpuCores: 0, memoryGb: 0, diskGb: 0 };
}
