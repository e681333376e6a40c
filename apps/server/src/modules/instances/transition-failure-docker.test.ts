import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import { images } from '../../db/schema/images/images.table';
import { inboxItems } from '../../db/schema/inbox/inbox.table';
import { instances } from '../../db/schema/instances/instances.table';
import { walletLedger, wallets } from '../../db/schema/wallet/wallet.table';
import type { RoutedCompute } from '../../providers/compute/routed-provider';
import { buildUser, loginAs } from '../../testing/builders';
import { type DockerTestApp, startDockerApp } from '../../testing/docker-app';
import { eventually, TEST_IMAGE } from '../../testing/docker-engine';
import { buildFleet, freeGpus, ledgerMatches, newContainerHost } from '../../testing/fleet';
import type { TestApp } from '../../testing/test-app';
import { reconcileInstances } from './reconcile.service';

/**
 * Issue 38, point 2 on the real engine (COMPUTE_PROVIDER=docker): a command the engine refuses
 * (an image it no longer has) is reported failed, and the instance fails by the rules of a missed
 * deadline, whatever transition it was in: its GPUs back to the host, the refund its state calls
 * for, the owner told, once.
 */
/** A catalogue image the engine is told to run as an image it does not have: every create of it is refused. */
const MISSING = `missing-${process.pid}`;
let docker: DockerTestApp;
let app: TestApp;
let fleet: Awaited<ReturnType<typeof buildFleet>>;
let missingImageId: number;

beforeAll(async () => {
  // The engine's times are real ones: the books' clock starts there too.
  docker = await startDockerApp(
    {
      DOCKER_DEFAULT_IMAGE: TEST_IMAGE,
      DOCKER_IMAGES: `${MISSING}=gpucloud/not-on-this-engine:0`,
      RECONCILE_SECONDS: '5',
    },
    { realClock: true },
  );
  app = docker.app;
  // An order is taken only for an image the host's engine has (imageOnHost); here the image is
  // gone by the time the engine makes the machine (an operator pruned it), so the engine itself
  // refuses the command, as it would any other it cannot carry out.
  vi.spyOn(app.deps.compute, 'imageOnHost').mockImplementation(async (_hostName, _kind, imageName) =>
    imageName === MISSING
      ? { runs: true, engineImage: 'gpucloud/not-on-this-engine:0' }
      : { runs: true, engineImage: TEST_IMAGE },
  );
  fleet = await buildFleet(app);
  const [missing] = await app.deps.db
    .insert(images)
    .values({ name: MISSING, label: 'Not on the engine', system: 'linux', shortDisplayName: 'Missing' })
    .returning();
  if (!missing) throw new Error('no image');
  missingImageId = missing.id;
}, 60_000);

afterAll(() => docker?.close(), 60_000);

/** 1 GPU of the fleet's hosts for an hour. */
const HOUR_FEN = 198;

async function rent(imageId: number) {
  const host = await newContainerHost(fleet, docker.hostNames, { gpuCount: 2, gpuFree: 2 });
  const user = await buildUser(app, { balanceFen: 10_000 });
  const { token } = await loginAs(app, user);
  const call = <T>(path: string, body: Record<string, unknown> = {}) =>
    app.post<T>(path, { session: token, ...body });
  const created = await call<{ InstanceId: number }>('/instance/create', {
    host_id: host.id,
    image_id: imageId,
    gpu_count: 1,
    mode: 'hourly',
    count: 3,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  return { host, user, call, id: created.body.data.InstanceId };
}

async function instance(id: number) {
  const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
  if (!row) throw new Error(`no instance ${id}`);
  return row;
}

/** The instance once the engine has answered its command (reported through the listener). */
async function settled(id: number) {
  await (app.deps.compute as RoutedCompute).idle();
  return eventually(async () => {
    const row = await instance(id);
    return row.status === 'running' || row.status === 'failed' ? row : undefined;
  }, 30_000);
}

async function money(userId: number) {
  const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  return wallet?.money;
}

async function refunds(userId: number) {
  const rows = await app.deps.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.kind, 'refund')));
  return rows.length;
}

async function told(userId: number, template: string) {
  const rows = await app.deps.db
    .select()
    .from(inboxItems)
    .where(and(eq(inboxItems.userId, userId), eq(inboxItems.template, template)));
  return rows.length;
}

async function pass() {
  app.clock.advance(5_000);
  await reconcileInstances(app.deps);
  await (app.deps.compute as RoutedCompute).idle();
}

describe('a command the Docker engine refuses mid-transition', () => {
  it('create: the whole order back, the GPU released, the owner told', async () => {
    const { host, user, id } = await rent(missingImageId);
    const failed = await settled(id);
    expect(failed).toMatchObject({ status: 'failed', holdsGpus: false });
    expect(failed.statusDetail).toMatch(/not-on-this-engine/);
    expect(await freeGpus(app, host.id)).toBe(2);
    expect(await money(user.id)).toBe(10_000);
    expect(await refunds(user.id)).toBe(1);
    expect(await told(user.id, 'instance.create_failed')).toBe(1);
    expect(await ledgerMatches(app, user.id)).toBe(true);
    await pass();
    expect(await money(user.id)).toBe(10_000);
    expect(await freeGpus(app, host.id)).toBe(2);
  }, 120_000);

  it('reinitialisation into an image the engine does not have: the GPU back, the unused prepaid hours refunded, once', async () => {
    const { host, user, call, id } = await rent(fleet.imageId);
    expect(await settled(id)).toMatchObject({ status: 'running' });
    expect(await freeGpus(app, host.id)).toBe(1);
    app.clock.advance(10 * MINUTE_MS);

    const reinit = await call<{ Status: string }>('/instance/kvm/reinit_kvm_async', {
      instance_id: id,
      image_id: missingImageId,
    });
    expect(reinit.body.data).toEqual({ Status: 'reinitializing' });
    const failed = await settled(id);
    expect(failed).toMatchObject({ status: 'failed', holdsGpus: false });
    // The engine's refusal, or its event that the old container is gone when that event is
    // handled first: either report fails the instance, once, by the same rules.
    expect(failed.statusDetail).toMatch(/not-on-this-engine|machine_lost/);
    expect(await freeGpus(app, host.id)).toBe(2);
    // 3 hours paid, the hour in progress used: 2 back.
    expect(await money(user.id)).toBe(10_000 - HOUR_FEN);
    expect(await refunds(user.id)).toBe(1);
    // Told once, by the report that came first (see the status detail above).
    expect(
      (await told(user.id, 'instance.transition_failed')) + (await told(user.id, 'instance.machine_lost')),
    ).toBe(1);
    expect(await ledgerMatches(app, user.id)).toBe(true);
    // The reconciler sees the failed machine again: nothing moves twice.
    await pass();
    await pass();
    expect(await money(user.id)).toBe(10_000 - HOUR_FEN);
    expect(await refunds(user.id)).toBe(1);
    expect(await freeGpus(app, host.id)).toBe(2);
  }, 120_000);
});
