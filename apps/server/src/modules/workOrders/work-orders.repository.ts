import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { preparedStatement } from '../../core/prepared';
import { workOrderComments, workOrders } from '../../db/schema/workOrders/work-orders.table';

/** Asked on every navigation of a logged-in person, so it is prepared. */
const unreadReplyExists = preparedStatement((db) =>
  db
    .select({ unread: sql<boolean>`true` })
    .from(workOrders)
    .innerJoin(workOrderComments, eq(workOrderComments.workOrderId, workOrders.id))
    .where(
      and(
        eq(workOrders.userId, sql.placeholder('userId')),
        sql`${workOrders.subAccountId} is not distinct from ${sql.placeholder('subAccountId')}::integer`,
        eq(workOrderComments.author, 'staff'),
        // An internal note is no reply: the customer never learns it exists.
        eq(workOrderComments.internal, false),
        sql`${workOrderComments.createdAt} > coalesce(${workOrders.userReadAt}, ${workOrders.createdAt})`,
      ),
    )
    .limit(1)
    .prepare('work_order_unread_reply_exists'),
);

/** Whether a staff reply on one of the owner's work orders came after the owner last read it. */
export async function hasUnreadReply(
  db: Db,
  owner: { userId: number; subAccountId: number | null },
): Promise<boolean> {
  const rows = await unreadReplyExists(db).execute(owner);
  return rows.length > 0;
}
