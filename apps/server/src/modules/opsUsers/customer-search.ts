import { INT4_MAX } from '@gpucloud/contracts';
import { eq, like, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../account/account.table';

/**
 * What a staff desk's search (`customerSearchField`: digits) matches: a customer whose phone starts
 * with them, or whose user id they are. The query must join `users`.
 */
export function customerMatch(q: string, userIdColumn: PgColumn): SQL | undefined {
  const asId = Number(q);
  return or(
    like(users.phone, `${q}%`),
    Number.isSafeInteger(asId) && asId <= INT4_MAX ? eq(userIdColumn, asId) : undefined,
  );
}
