import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { smsOutbox } from './sms-outbox.table';

export async function insertOutboxMessage(db: Db, phone: string, message: string): Promise<void> {
  await db.insert(smsOutbox).values({ phone, message });
}

export async function listOutboxMessages(db: Db, phone: string | undefined, limit: number) {
  return db
    .select()
    .from(smsOutbox)
    .where(phone ? eq(smsOutbox.phone, phone) : undefined)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
