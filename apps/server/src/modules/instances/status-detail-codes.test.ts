import { isStatusDetailCode, STATUS_DETAILS } from '@gpucloud/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances } from '../../db/schema/instances/instances.table';
import { buildUser, loginAs } from '../../testing/builders';
import { buildFleet, rentOneGpu } from '../../testing/fleet';
import { rerunMigrationUpdates } from '../../testing/migration-updates';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Migration 0055's backfill: status details the system wrote in English become the codes the
 * console reads in its reader's language; a machine's own words stay as written.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const LEGACY: Array<[string, string]> = [
  ['released by its owner', STATUS_DETAILS.releasedByOwner],
  ['stopped with refund', STATUS_DETAILS.stoppedWithRefund],
  ['arrears: balance and credit are used up', STATUS_DETAILS.arrears],
  ['arrears: the storage of the suspended instance could not be paid', STATUS_DETAILS.storageArrears],
  ['the prepaid period ended', STATUS_DETAILS.periodEnded],
  ['refund requested', STATUS_DETAILS.refundRequested],
  ['kept 15 days after shutting down', STATUS_DETAILS.retentionEnded],
  ['Auto-stop at 2026-11-28 18:30 China time', STATUS_DETAILS.autoStopped],
  ['Auto-stop: idle for 30 minutes (utilisation under 5 %)', STATUS_DETAILS.autoStopped],
  ['OCI runtime create failed: not-on-this-engine', 'OCI runtime create failed: not-on-this-engine'],
];

describe('the backfill of status details', () => {
  it('gives old English status details their codes and leaves a machine its words', async () => {
    const fleet = await buildFleet(app);
    const host = await fleet.newHost();
    const user = await buildUser(app, { balanceFen: 100_000 });
    const { token } = await loginAs(app, user);
    const id = await rentOneGpu(app, fleet, token, host.id);
    const backfilled: Array<string | undefined> = [];
    for (const [legacy] of LEGACY) {
      await app.deps.db.update(instances).set({ statusDetail: legacy }).where(eq(instances.id, id));
      expect(await rerunMigrationUpdates(app, '0055_status_detail_codes.sql')).toBe(3);
      const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
      backfilled.push(row?.statusDetail);
    }

    expect(backfilled).toEqual(LEGACY.map(([, code]) => code));
    expect(backfilled.filter((detail) => detail !== undefined && isStatusDetailCode(detail))).toHaveLength(
      LEGACY.length - 1,
    );
  });
});
