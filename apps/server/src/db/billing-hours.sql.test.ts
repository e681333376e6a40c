import { BILLING_HOUR_MS, dueHourAt, hourIndexAt } from '@gpucloud/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../core/db';
import { createTestApp, type TestApp } from '../testing/test-app';
import { hourIndexSql, hourIsDueSql } from './billing-hours.sql';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const created = Date.UTC(2024, 1, 28, 23, 41, 7, 250);
/** Moments around hour boundaries, across a leap day and a month end, and before creation. */
const ELAPSED = [
  -BILLING_HOUR_MS - 1,
  -1,
  0,
  1,
  BILLING_HOUR_MS - 1,
  BILLING_HOUR_MS,
  BILLING_HOUR_MS + 1,
  2 * BILLING_HOUR_MS - 1,
  2 * BILLING_HOUR_MS,
  25 * BILLING_HOUR_MS - 1,
  25 * BILLING_HOUR_MS,
  31 * 24 * BILLING_HOUR_MS + 999,
  400 * 24 * BILLING_HOUR_MS - 1,
];

describe('the hour index in SQL', () => {
  it('is the domain rule: the same hour index and the same due hours at every moment', async () => {
    const createdAt = new Date(created).toISOString();
    for (const elapsed of ELAPSED) {
      const now = new Date(created + elapsed).toISOString();
      const [row] = await executeRows<{ hour: number; due: boolean }>(
        app.deps.db,
        sql`select ${hourIndexSql(sql`${createdAt}::timestamptz`, sql`${now}::timestamptz`)} as hour,
                   ${hourIsDueSql(sql`${createdAt}::timestamptz`, sql`${now}::timestamptz`)} as due`,
      );
      expect(row?.hour, `${elapsed} ms after creation`).toBe(hourIndexAt(created, created + elapsed));
      expect(row?.due, `${elapsed} ms after creation`).toBe(dueHourAt(created, created + elapsed) !== null);
    }
  });
});
