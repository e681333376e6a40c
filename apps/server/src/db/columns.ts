import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Money column: integer fen in a bigint; JS numbers stay exact up to 2^53 fen. */
export const fen = () => bigint({ mode: 'number' });

/** Point in time, always with time zone. */
export const instant = () => timestamp({ withTimezone: true, mode: 'date' });

export const createdAt = () => instant().notNull().defaultNow();
