import { instancesEndpoints } from '@gpucloud/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { images } from '../db/schema/images/images.table';
import { hosts, regions } from '../db/schema/store/store.table';
import { walletLedger, wallets } from '../db/schema/wallet/wallet.table';
import type { SimulatedCompute } from '../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from './builders';
import { createTestApp, type TestApp } from './test-app';

let fleetCounter = 0;

/**
 * A region with a Linux and a Windows image, and a builder of hosts in it (RTX 4090, 8 GPUs,
 * 1.98 per GPU-hour unless told otherwise). Names are unique per call, so files may build several.
 */
export async function buildFleet(app: TestApp) {
  fleetCounter += 1;
  const tag = `${process.pid}-${fleetCounter}`;
  const [region] = await app.deps.db
    .insert(regions)
    .values({ code: `test-${tag}`, name: `测试${tag}`, nameEn: `Test ${tag}` })
    .returning();
  const [linux, windows] = await app.deps.db
    .insert(images)
    .values([
      { name: `ubuntu22-${tag}`, label: 'Ubuntu 22.04', system: 'linux', shortDisplayName: 'Ubuntu 22.04' },
      {
        name: `win2022-${tag}`,
        label: 'Windows Server 2022',
        system: 'windows',
        shortDisplayName: 'Win 2022',
      },
    ])
    .returning();
  if (!region || !linux || !windows) throw new Error('fleet setup failed');
  let hostCounter = 0;

  async function newHost(fields: Partial<typeof hosts.$inferInsert> = {}) {
    hostCounter += 1;
    const [host] = await app.deps.db
      .insert(hosts)
      .values({
        regionId: region?.id ?? 0,
        name: `host-${tag}-${hostCounter}`,
        kind: 'kvm',
        gpuModel: 'RTX 4090',
        gpuMemoryGb: 24,
        gpuCount: 8,
        gpuFree: 8,
        cpuCoresPerGpu: 16,
        memoryGbPerGpu: 64,
        systemDiskGb: 50,
        dataDiskGb: 500,
        bandwidthMbps: 100,
        pricePerGpuHour: 198,
        ...fields,
      })
      .returning();
    if (!host) throw new Error('no host');
    return host;
  }

  return { region, imageId: linux.id, windowsImageId: windows.id, newHost };
}

/**
 * A test file's app on the simulated fleet (with `env`), its compute and a fleet; closed after the
 * file's tests. Awaited at the top of the file: `const { app, compute, fleet } = await openSimulatedFleet();`.
 */
export async function openSimulatedFleet(env: Record<string, string> = {}) {
  const app = await createTestApp({ env });
  afterAll(() => app.close());
  const compute = app.deps.compute as SimulatedCompute;
  const fleet = await buildFleet(app);
  return { app, compute, fleet };
}

/**
 * Rents, pay as you go, one GPU of the host with the fleet's Linux image for the holder of `token`,
 * and waits for the simulated machine to answer; answers the instance's id.
 */
export async function rentOneGpu(
  app: TestApp,
  fleet: Awaited<ReturnType<typeof buildFleet>>,
  token: string,
  hostId: number,
): Promise<number> {
  const reply = await app.call(instancesEndpoints.create, {
    session: token,
    host_id: hostId,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode: 'post_paid',
    count: 1,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  await (app.deps.compute as SimulatedCompute).idle();
  return reply.body.data.InstanceId;
}

/** A new main account with `balanceFen`, signed in, renting one GPU of a new host of the fleet pay as you go. */
export async function newRenter(
  app: TestApp,
  fleet: Awaited<ReturnType<typeof buildFleet>>,
  balanceFen = 10_000,
) {
  const host = await fleet.newHost();
  const user = await buildUser(app, { balanceFen });
  const { token } = await loginAs(app, user);
  const id = await rentOneGpu(app, fleet, token, host.id);
  return { user, token, id, host };
}

export async function freeGpus(app: TestApp, hostId: number): Promise<number | undefined> {
  const [host] = await app.deps.db.select().from(hosts).where(eq(hosts.id, hostId));
  return host?.gpuFree;
}

/** The wallet's balance and vouchers equal the sums of the owner's ledger rows. */
export async function ledgerMatches(app: TestApp, userId: number): Promise<boolean> {
  const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  const [sums] = await app.deps.db
    .select({
      balance: sql<string>`coalesce(sum(${walletLedger.amount}) filter (where ${walletLedger.pocket} = 'balance'), 0)`,
      vouchers: sql<string>`coalesce(sum(${walletLedger.amount}) filter (where ${walletLedger.pocket} = 'vouchers'), 0)`,
    })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  return wallet?.money === Number(sums?.balance) && wallet?.powerMoney === Number(sums?.vouchers);
}

/**
 * A new container host of the fleet with one GPU of one core and 1 GB (the smallest machine a real
 * engine runs in tests) unless `fields` say otherwise. Its name goes into `hostNames` for the
 * caller's clean-up.
 */
export async function newContainerHost(
  fleet: Awaited<ReturnType<typeof buildFleet>>,
  hostNames: string[],
  fields: Partial<typeof hosts.$inferInsert> = {},
) {
  const host = await fleet.newHost({
    kind: 'container',
    gpuCount: 1,
    gpuFree: 1,
    cpuCoresPerGpu: 1,
    memoryGbPerGpu: 1,
    ...fields,
  });
  hostNames.push(host.name);
  return host;
}

/**
 * A new customer with 100 yuan who rents one GPU of `host`, pay as you go. The instance is only
 * asked for, not yet running.
 */
export async function rentOneGpuPostPaid(app: TestApp, hostId: number, imageId: number) {
  const user = await buildUser(app, { balanceFen: 10_000 });
  const { token } = await loginAs(app, user);
  const reply = await app.call(instancesEndpoints.create, {
    session: token,
    host_id: hostId,
    image_id: imageId,
    gpu_count: 1,
    mode: 'post_paid',
    count: 1,
  });
  if (reply.body.status !== 0) throw new Error(`renting was refused: ${reply.body.reason}`);
  return { user, token, id: reply.body.data.InstanceId };
}

/**
 * A customer with 100 yuan who rents, pay as you go, the one GPU of a new container host with one
 * core and 1 GB per GPU (the smallest machine a real engine runs in tests). The host's name goes
 * into `hostNames` for the caller's clean-up; the instance is only asked for, not yet running.
 */
export async function rentSmallContainer(
  app: TestApp,
  fleet: Awaited<ReturnType<typeof buildFleet>>,
  hostNames: string[],
  fields: Partial<typeof hosts.$inferInsert> = {},
) {
  const host = await newContainerHost(fleet, hostNames, fields);
  return { host, ...(await rentOneGpuPostPaid(app, host.id, fleet.imageId)) };
}
