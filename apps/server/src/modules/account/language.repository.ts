import type { Language } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { subAccounts, users } from '../../db/schema/account/account.table';

export async function updateUserLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function updateSubAccountLanguage(
  db: Db,
  subAccountId: number,
  language: Language,
): Promise<void> {
  await db.update(subAccounts).set({ language }).where(eq(subAccounts.id, subAccountId));
}
