import type { Db } from '../../core/db';
import { staffAlerts } from '../../db/schema/staff/staff.table';

/** An alert for the staff console: kept as a template key and its parameters, rendered when read. */
export async function insertStaffAlert(
  db: Db,
  alert: { template: string; params: Record<string, unknown>; now: Date },
): Promise<void> {
  await db
    .insert(staffAlerts)
    .values({ template: alert.template, params: alert.params, createdAt: alert.now });
}
