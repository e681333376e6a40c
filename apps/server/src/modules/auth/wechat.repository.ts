import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { wechatBindings, wechatTickets } from '../../db/schema/auth/wechat.table';

export type WechatTicket = typeof wechatTickets.$inferSelect;

export async function insertTicket(db: Db, row: typeof wechatTickets.$inferInsert): Promise<void> {
  await db.insert(wechatTickets).values(row);
}

export async function lockTicket(tx: Db, ticket: string): Promise<WechatTicket | null> {
  const [row] = await tx
    .select()
    .from(wechatTickets)
    .where(eq(wechatTickets.ticket, ticket))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findTicket(db: Db, ticket: string): Promise<WechatTicket | null> {
  const [row] = await db.select().from(wechatTickets).where(eq(wechatTickets.ticket, ticket)).limit(1);
  return row ?? null;
}

/** Moves a ticket on only from the states given; false when it had already moved. */
export async function moveTicket(
  db: Db,
  ticket: string,
  from: WechatTicket['state'][],
  fields: Partial<Pick<WechatTicket, 'state' | 'openId' | 'nickname'>>,
): Promise<boolean> {
  const rows = await db
    .update(wechatTickets)
    .set(fields)
    .where(and(eq(wechatTickets.ticket, ticket), inArray(wechatTickets.state, from)))
    .returning({ ticket: wechatTickets.ticket });
  return rows.length > 0;
}

export async function findBinding(db: Db, openId: string) {
  const [row] = await db.select().from(wechatBindings).where(eq(wechatBindings.openId, openId)).limit(1);
  return row ?? null;
}

export async function insertBinding(db: Db, row: typeof wechatBindings.$inferInsert): Promise<void> {
  await db.insert(wechatBindings).values(row);
}

export async function listBindings(db: Db, userId: number) {
  return db
    .select()
    .from(wechatBindings)
    .where(eq(wechatBindings.userId, userId))
    .orderBy(asc(wechatBindings.boundAt));
}

export async function deleteBinding(db: Db, userId: number, openId: string): Promise<boolean> {
  const rows = await db
    .delete(wechatBindings)
    .where(and(eq(wechatBindings.userId, userId), eq(wechatBindings.openId, openId)))
    .returning({ id: wechatBindings.id });
  return rows.length > 0;
}
