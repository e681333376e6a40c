import { disksEndpoints, instancesEndpoints } from '@gpucloud/contracts';
import { DAY_MS, storageDayAt } from '@gpucloud/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudDisks, storageArrears, storageCharges } from '../db/schema/disks/disks.table';
import { inboxItems } from '../db/schema/inbox/inbox.table';
import { instances } from '../db/schema/instances/instances.table';
import { walletLedger, wallets } from '../db/schema/wallet/wallet.table';
import { deposit } from '../modules/wallet/money-movements/deposits';
import type { SimulatedCompute } from '../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../testing/builders';
import { buildFleet, ledgerMatches } from '../testing/fleet';
import { createTestApp, type TestApp } from '../testing/test-app';
import { runBillingTick } from './billing-tick.job';

/**
 * The storage step of the billing tick: each storage subject charged once per China day, however
 * often (or however concurrently) the tick runs, catching up missed days; arrears and recovery.
 */

let app: TestApp;
let compute: SimulatedCompute;
let fleet: Awaited<ReturnType<typeof buildFleet>>;

beforeAll(async () => {
  app = await createTestApp();
  compute = app.deps.compute as SimulatedCompute;
  fleet = await buildFleet(app);
});
afterAll(async () => {
  await app.close();
});

async function setup(balanceFen: number) {
  const user = await buildUser(app, { balanceFen });
  const { token } = await loginAs(app, user);
  return { user, token };
}

async function createDisk(token: string, sizeGb: number) {
  const made = await app.call(disksEndpoints.create, {
    session: token,
    region_id: fleet.region.id,
    size_gb: sizeGb,
  });
  expect(made.body.status, made.body.reason).toBe(0);
  return made.body.data;
}

async function chargesOf(kind: 'cloud_disk' | 'added_disk' | 'suspended' | 'file_storage', id: number) {
  const rows = await app.deps.db
    .select()
    .from(storageCharges)
    .where(and(eq(storageCharges.subjectKind, kind), eq(storageCharges.subjectId, id)));
  return rows.map((row) => ({ day: row.dayIndex, amount: row.amount })).sort((a, b) => a.day - b.day);
}

async function money(userId: number) {
  const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  return wallet?.money ?? 0;
}

const today = () => storageDayAt(app.clock.now().getTime());

async function inArrears(kind: string, id: number) {
  const rows = await app.deps.db
    .select()
    .from(storageArrears)
    .where(and(eq(storageArrears.subjectKind, kind as 'cloud_disk'), eq(storageArrears.subjectId, id)));
  return rows.length > 0;
}

async function messages(userId: number) {
  const rows = await app.deps.db.select().from(inboxItems).where(eq(inboxItems.userId, userId));
  return rows.map((row) => row.template);
}

/** An instance row written directly (another person builds the resize and suspend endpoints). */
async function instanceRow(userId: number, fields: Partial<typeof instances.$inferInsert>) {
  const host = await fleet.newHost({ systemDiskGb: 50, dataDiskGb: 200 });
  const [row] = await app.deps.db
    .insert(instances)
    .values({
      name: `storage-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
      userId,
      hostId: host.id,
      imageId: fleet.imageId,
      kind: 'kvm',
      gpuCount: 1,
      billingMode: 'post_paid',
      hourlyRate: 100,
      status: 'stopped',
      holdsGpus: false,
      orderNo: `STORAGE-${Math.random()}`,
      createdAt: app.clock.now(),
      stoppedAt: app.clock.now(),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('no instance');
  return row;
}

describe('storage days in the billing tick', () => {
  it('charges a cloud disk once per day when the tick runs twice in a row and twice at once', async () => {
    const { user, token } = await setup(10_000);
    const disk = await createDisk(token, 100);
    const first = today();
    // The first day was paid by the order: a tick the same day charges nothing more.
    await runBillingTick(app.deps);
    expect(await chargesOf('cloud_disk', disk.Id)).toEqual([{ day: first, amount: 100 }]);

    app.clock.advance(DAY_MS);
    await runBillingTick(app.deps);
    await runBillingTick(app.deps);
    app.clock.advance(DAY_MS);
    await Promise.all([runBillingTick(app.deps), runBillingTick(app.deps)]);
    expect(await chargesOf('cloud_disk', disk.Id)).toEqual([
      { day: first, amount: 100 },
      { day: first + 1, amount: 100 },
      { day: first + 2, amount: 100 },
    ]);
    expect(await money(user.id)).toBe(10_000 - 300);
    const tickRows = await app.deps.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, user.id), eq(walletLedger.refType, 'billing_tick')));
    expect(tickRows.map((row) => [row.kind, row.amount])).toEqual([
      ['storage', -100],
      ['storage', -100],
    ]);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('catches up the days missed while the tick did not run, each once', async () => {
    const { user, token } = await setup(10_000);
    const disk = await createDisk(token, 20);
    const first = today();
    app.clock.advance(3 * DAY_MS + 60_000);
    await runBillingTick(app.deps);
    await runBillingTick(app.deps);
    expect((await chargesOf('cloud_disk', disk.Id)).map((c) => c.day)).toEqual([
      first,
      first + 1,
      first + 2,
      first + 3,
    ]);
    expect(await money(user.id)).toBe(10_000 - 80);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('puts an unpaid disk in arrears (detached, not attachable, owner told) and recovers after a top-up', async () => {
    const { user, token } = await setup(150);
    // A stopped instance of the region, to attach to.
    const created = await app.call(instancesEndpoints.create, {
      session: token,
      host_id: (await fleet.newHost()).id,
      gpu_count: 1,
      image_id: fleet.imageId,
      mode: 'post_paid',
      count: 1,
    });
    const instanceId = created.body.status === 0 ? created.body.data.InstanceId : null;
    await compute.idle();
    const disk = await createDisk(token, 100);
    if (instanceId) {
      await app.post('/instance/stop', { session: token, instance_id: instanceId });
      await compute.idle();
      const attached = await app.post('/cloud_disk/attach', {
        session: token,
        disk_id: disk.Id,
        instance_id: instanceId,
      });
      expect(attached.body.status, attached.body.reason).toBe(0);
    }
    app.clock.advance(DAY_MS);
    await runBillingTick(app.deps);
    expect(await inArrears('cloud_disk', disk.Id)).toBe(true);
    const [row] = await app.deps.db.select().from(cloudDisks).where(eq(cloudDisks.id, disk.Id));
    expect(row?.instanceId).toBeNull();
    expect(await messages(user.id)).toContain('storage.cloud_disk_arrears');
    // Told once, however often the tick runs.
    await runBillingTick(app.deps);
    expect((await messages(user.id)).filter((t) => t === 'storage.cloud_disk_arrears')).toHaveLength(1);
    if (instanceId) {
      const refused = await app.post('/cloud_disk/attach', {
        session: token,
        disk_id: disk.Id,
        instance_id: instanceId,
      });
      expect(refused.body.reason).toMatch(/in arrears/);
    }
    const listed = await app.call(disksEndpoints.list, { session: token });
    expect(listed.body.data.list[0]?.Status).toBe('arrears');

    await app.deps.db.transaction((tx) =>
      deposit(tx, user.id, 1_000, { kind: 'grant', now: app.clock.now() }),
    );
    app.clock.advance(DAY_MS);
    await runBillingTick(app.deps);
    expect(await inArrears('cloud_disk', disk.Id)).toBe(false);
    // The missed day and today, each once.
    expect((await chargesOf('cloud_disk', disk.Id)).map((c) => c.day)).toEqual([
      today() - 2,
      today() - 1,
      today(),
    ]);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it("bills a suspended instance's disks from the day it stopped, and stops it when they cannot be paid", async () => {
    const { user } = await setup(600);
    const suspended = await instanceRow(user.id, { status: 'suspended' });
    await runBillingTick(app.deps);
    // The host's system and data disk: 50 + 200 GB at 1 fen a GB-day.
    expect(await chargesOf('suspended', suspended.id)).toEqual([{ day: today(), amount: 250 }]);
    app.clock.advance(DAY_MS);
    await runBillingTick(app.deps);
    expect(await chargesOf('suspended', suspended.id)).toHaveLength(2);
    expect(await money(user.id)).toBe(100);
    app.clock.advance(DAY_MS);
    await runBillingTick(app.deps);
    const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, suspended.id));
    expect(row?.status).toBe('stopped');
    expect(row?.stoppedAt?.getTime()).toBe(app.clock.now().getTime());
    expect(await messages(user.id)).toContain('storage.suspended_arrears');
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it("bills an instance's added disks while it lives, and only tells the owner when they cannot be paid", async () => {
    const { user } = await setup(100);
    const grown = await instanceRow(user.id, { extraDiskGb: 40 });
    const released = await instanceRow(user.id, { extraDiskGb: 40, status: 'released' });
    await runBillingTick(app.deps);
    expect(await chargesOf('added_disk', grown.id)).toEqual([{ day: today(), amount: 40 }]);
    expect(await chargesOf('added_disk', released.id)).toEqual([]);
    app.clock.advance(DAY_MS);
    await runBillingTick(app.deps);
    app.clock.advance(DAY_MS);
    await runBillingTick(app.deps);
    expect(await chargesOf('added_disk', grown.id)).toHaveLength(2);
    expect(await inArrears('added_disk', grown.id)).toBe(true);
    expect(await messages(user.id)).toContain('storage.added_disk_arrears');
    const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, grown.id));
    expect(row?.status).toBe('stopped');
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('bills file storage beyond the free tier by the day, locks it in arrears and unlocks it when paid', async () => {
    const { user, token } = await setup(250);
    const bought = await app.post('/buy_sftp_size', { session: token, size_gb: 100 });
    expect(bought.body.status, bought.body.reason).toBe(0);
    app.clock.advance(DAY_MS);
    await runBillingTick(app.deps);
    expect(await money(user.id)).toBe(50);
    app.clock.advance(DAY_MS);
    await runBillingTick(app.deps);
    const info = await app.call(disksEndpoints.sftpInfo, { session: token });
    expect(info.body.data.Locked).toBe(true);
    const locked = await app.post('/sftp/reveal_password', { session: token });
    expect(locked.body.reason).toMatch(/locked for arrears/);
    expect(await messages(user.id)).toContain('storage.file_storage_arrears');

    // Lowered to the free tier: nothing more is due, so the next tick unlocks it.
    await app.post('/buy_sftp_size', { session: token, size_gb: 0 });
    await runBillingTick(app.deps);
    expect((await app.call(disksEndpoints.sftpInfo, { session: token })).body.data.Locked).toBe(false);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });
});
