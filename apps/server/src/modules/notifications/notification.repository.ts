import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { users } from '../../db/schema/account/account.table';

/** The language of the active account that owns `phone`, or null when no account has it. */
export async function findLanguageOfPhone(db: Db, phone: string) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.unregisteredAt)))
    .limit(1);
  return row?.language ?? null;
}

export async function findLanguageOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.language ?? null;
}
