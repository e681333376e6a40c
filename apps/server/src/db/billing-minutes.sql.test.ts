import {
  BILLING_HOUR_MS,
  BILLING_MINUTE_MS,
  priceOfMinutesFen,
  runEndMinute,
  tickChargeEndMinute,
} from '@gpucloud/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../core/db';
import { createTestApp, type TestApp } from '../testing/test-app';
import { priceOfMinutesSql, runEndMinuteSql, tickEndMinuteSql } from './billing-minutes.sql';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const created = Date.UTC(2024, 1, 28, 23, 41, 7, 250);
/** Moments around minute and hour boundaries, across a leap day and a month end, and before creation. */
const ELAPSED = [
  -BILLING_HOUR_MS - 1,
  -1,
  0,
  1,
  30_000,
  BILLING_MINUTE_MS - 1,
  BILLING_MINUTE_MS,
  BILLING_MINUTE_MS + 1,
  BILLING_HOUR_MS - 1,
  BILLING_HOUR_MS,
  61 * BILLING_MINUTE_MS,
  61 * BILLING_MINUTE_MS + 1,
  25 * BILLING_HOUR_MS - 1,
  31 * 24 * BILLING_HOUR_MS + 999,
  400 * 24 * BILLING_HOUR_MS - 1,
];

describe('the by-the-minute rules in SQL', () => {
  it('end a run and a tick at the minutes the domain says, at every moment', async () => {
    const createdAt = sql`${new Date(created).toISOString()}::timestamptz`;
    for (const elapsed of ELAPSED) {
      const now = sql`${new Date(created + elapsed).toISOString()}::timestamptz`;
      const [row] = await executeRows<{ run: number; tick: number }>(
        app.deps.db,
        sql`select ${runEndMinuteSql(createdAt, now)} as run, ${tickEndMinuteSql(createdAt, now)} as tick`,
      );
      expect(row?.run, `${elapsed} ms after creation`).toBe(runEndMinute(created, created + elapsed));
      expect(row?.tick, `${elapsed} ms after creation`).toBe(tickChargeEndMinute(created, created + elapsed));
    }
  });

  it('prices minutes with the one rounding rule, halves up, at large rates and long lives', async () => {
    const cases = [
      [184, 1],
      [184, 61],
      [150, 61],
      [90, 1],
      [30, 1],
      [29, 1],
      [0, 500],
      [9_999_999, 576_000],
    ] as const;
    for (const [rate, minutes] of cases) {
      const [row] = await executeRows<{ price: string | number }>(
        app.deps.db,
        sql`select ${priceOfMinutesSql(sql`${rate}::integer`, sql`${minutes}::integer`)} as price`,
      );
      expect(Number(row?.price), `${rate} fen/h, ${minutes} min`).toBe(priceOfMinutesFen(rate, minutes));
    }
  });
});
