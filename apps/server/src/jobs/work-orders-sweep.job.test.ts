import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workOrderFiles } from '../db/schema/workOrders/work-orders.table';
import { buildUser, createStaff, loginAs, staffToken } from '../testing/builders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { buildWorkOrder } from '../testing/work-orders';
import { sweepWorkOrders } from './work-orders-sweep.job';

const HOUR_MS = 3_600_000;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function fileRow(id: number) {
  const [row] = await app.deps.db.select().from(workOrderFiles).where(eq(workOrderFiles.id, id));
  return row ?? null;
}

describe('the work-order sweep', () => {
  it('removes uploads nobody sent within a day, rows and bytes, and keeps the sent ones', async () => {
    const { token } = await loginAs(app, await buildUser(app));
    const support = await staffToken(app, await createStaff(app, 'support'));
    const work = await buildWorkOrder(app, token, { staffToken: support });
    const [waiting, sent] = [await fileRow(work.waitingFileId), await fileRow(work.ticketFileId)];
    if (!waiting || !sent) throw new Error('files missing');

    app.clock.advance(23 * HOUR_MS);
    expect((await sweepWorkOrders(app.deps)).filesRemoved).toBe(0);
    app.clock.advance(2 * HOUR_MS);
    expect((await sweepWorkOrders(app.deps)).filesRemoved).toBeGreaterThanOrEqual(1);

    expect(await fileRow(waiting.id)).toBeNull();
    expect(await app.deps.files.get(waiting.fileKey)).toBeNull();
    expect(await fileRow(sent.id)).not.toBeNull();
    expect(await app.deps.files.get(sent.fileKey)).not.toBeNull();
  });
});
