import { priceOfMinutesFen, runEndMinute } from '@gpucloud/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../core/clock';
import { inboxItems } from '../../db/schema/inbox/inbox.table';
import { instanceCharges, instances } from '../../db/schema/instances/instances.table';
import { wallets } from '../../db/schema/wallet/wallet.table';
import { runBillingTick } from '../../jobs/billing-tick.job';
import { parseDockerRef } from '../../providers/compute/docker/docker-hosts';
import type { RoutedCompute } from '../../providers/compute/routed-provider';
import { type DockerTestApp, localEngine as engine, startDockerApp } from '../../testing/docker-app';
import { eventually, TEST_IMAGE } from '../../testing/docker-engine';
import { buildFleet, freeGpus, ledgerMatches, rentSmallContainer } from '../../testing/fleet';
import type { TestApp } from '../../testing/test-app';
import { reconcileInstances } from './reconcile.service';

/**
 * Issue 21's Done-when on the real engine: a container killed (or removed) behind the product's
 * back is noticed by the reconciler's pass, and its owner pays no hour after it stopped. The
 * engines' event streams are closed first, so only the reconciler can notice (events take the same
 * path, reconcile-running.service.test.ts).
 */
let docker: DockerTestApp;
let app: TestApp;
let fleet: Awaited<ReturnType<typeof buildFleet>>;

beforeAll(async () => {
  // The engine says when a container stopped in real time: the books' clock starts there too.
  docker = await startDockerApp(
    { DOCKER_DEFAULT_IMAGE: TEST_IMAGE, RECONCILE_SECONDS: '5' },
    { realClock: true },
  );
  app = docker.app;
  (app.deps.compute as RoutedCompute).close();
  fleet = await buildFleet(app);
}, 60_000);

afterAll(() => docker?.close());

/** 1 GPU at 1.98 per hour. */
const HOUR_FEN = 198;

async function rentContainer() {
  const { host, user, id } = await rentSmallContainer(app, fleet, docker.hostNames);
  await (app.deps.compute as RoutedCompute).idle();
  // No event stream: the reconciler settles the create.
  const running = await eventually(async () => {
    await pass();
    const row = await instance(id);
    return row.status === 'running' ? row : undefined;
  }, 30_000);
  const container = engine.getContainer(parseDockerRef(running.providerRef ?? '').container);
  expect((await container.inspect()).State.Running).toBe(true);
  return { host, user, id, container };
}

async function instance(id: number) {
  const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
  if (!row) throw new Error(`no instance ${id}`);
  return row;
}

async function pass() {
  app.clock.advance(5_000);
  return reconcileInstances(app.deps);
}

async function balance(userId: number) {
  const [row] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  return row?.money;
}

/** The minute ranges [from, to) of its life an instance is charged for (issue 44: by the minute). */
async function chargedMinutes(id: number) {
  const rows = await app.deps.db.select().from(instanceCharges).where(eq(instanceCharges.instanceId, id));
  return rows.map((row) => [row.fromMinute, row.toMinute]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
}

/** The minutes an instance ran up to where the books say it stopped (started minutes count). */
function minutesRun(row: { createdAt: Date; stoppedAt: Date | null }) {
  return runEndMinute(row.createdAt.getTime(), row.stoppedAt?.getTime() ?? 0);
}

describe('reconciliation on the Docker engine', () => {
  it('notices a container killed behind our back in one pass; the minutes the tick charged after the kill are given back', async () => {
    const { user, id, container } = await rentContainer();
    await pass();
    await container.kill();
    const killed = new Date((await container.inspect()).State.FinishedAt);

    // The first hour ends and is charged in arrears before a pass looks.
    app.clock.advance(HOUR_MS + MINUTE_MS);
    await runBillingTick(app.deps);
    expect(await chargedMinutes(id)).toEqual([[0, 60]]);
    expect(await balance(user.id)).toBe(10_000 - HOUR_FEN);

    expect((await pass()).lost).toBe(1);
    const stopped = await instance(id);
    expect(stopped).toMatchObject({ status: 'stopped', statusDetail: 'machine_stopped', holdsGpus: false });
    expect(Math.abs((stopped.stoppedAt?.getTime() ?? 0) - killed.getTime())).toBeLessThan(10_000);
    // The minutes up to the kill are kept, the rest of the hour given back.
    const ran = minutesRun(stopped);
    expect(ran).toBeLessThan(5);
    expect(await chargedMinutes(id)).toEqual([[0, ran]]);
    expect(await balance(user.id)).toBe(10_000 - priceOfMinutesFen(HOUR_FEN, ran));
    expect(await ledgerMatches(app, user.id)).toBe(true);

    app.clock.advance(2 * HOUR_MS);
    await runBillingTick(app.deps);
    expect(await balance(user.id)).toBe(10_000 - priceOfMinutesFen(HOUR_FEN, ran));
    // The data volume is kept: the container is only stopped.
    expect((await container.inspect()).State.Running).toBe(false);
    const told = await app.deps.db.select().from(inboxItems).where(eq(inboxItems.userId, user.id));
    expect(told.map((item) => item.template)).toContain('instance.machine_stopped');
  }, 120_000);

  it('fails an instance whose container was removed behind our back, its GPU back to the host', async () => {
    const { host, user, id, container } = await rentContainer();
    expect(await freeGpus(app, host.id)).toBe(0);
    await pass();
    await container.remove({ force: true });
    expect((await pass()).lost).toBe(1);
    expect(await instance(id)).toMatchObject({
      status: 'failed',
      statusDetail: 'machine_lost',
      holdsGpus: false,
    });
    expect(await freeGpus(app, host.id)).toBe(1);
    app.clock.advance(3 * HOUR_MS);
    await runBillingTick(app.deps);
    // Its minutes up to when it was last seen running are charged, none after.
    expect(await balance(user.id)).toBe(10_000 - priceOfMinutesFen(HOUR_FEN, minutesRun(await instance(id))));
    expect(await ledgerMatches(app, user.id)).toBe(true);
  }, 120_000);
});
