import { WORK_ORDER_INSTANCE_OPTIONS_MAX, type WorkOrderInstanceOption } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import { listNameableInstances } from './work-order-instances.repository';

/** The instances the ticket form offers: the caller's newest, released and failed ones included. */
export async function nameableInstances(
  db: Db,
  auth: AuthContext,
): Promise<{ list: WorkOrderInstanceOption[] }> {
  const rows = await listNameableInstances(
    db,
    { userId: auth.userId, subAccountId: auth.subAccountId },
    WORK_ORDER_INSTANCE_OPTIONS_MAX,
  );
  return {
    list: rows.map((row) => ({
      name: row.name,
      kind: row.kind,
      status: row.status,
      released: row.status === 'released' || row.releasedAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
