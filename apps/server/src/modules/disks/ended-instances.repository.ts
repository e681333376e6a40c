import { ENDED_STATES } from '@gpucloud/domain';
import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../core/db';
import { sqlList } from '../../db/sql-list';

/**
 * Cloud disks still attached to an instance that has ended (released by its owner, by the
 * retention step or by staff; or failed) are detached, so they can be attached elsewhere or
 * deleted. Answers the detachments the provider must be told of after the transaction.
 */
export function detachFromEndedInstances(tx: Db, instanceId?: number) {
  const only = instanceId === undefined ? sql`` : sql` and i.id = ${instanceId}`;
  return executeRows<{ id: number; volume_ref: string | null; machine_ref: string | null }>(
    tx,
    sql`with target as (
          select d.id, i.provider_ref as machine_ref from cloud_disks d join instances i on i.id = d.instance_id
          where i.status in ${sqlList(ENDED_STATES)}${only}
          for update of d
        )
        update cloud_disks d set instance_id = null from target t where d.id = t.id
        returning d.id, d.provider_ref as volume_ref, t.machine_ref`,
  );
}
