import { disksEndpoints, instancesEndpoints } from '@gpucloud/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudDisks } from '../../db/schema/disks/disks.table';
import { instances } from '../../db/schema/instances/instances.table';
import { walletLedger, wallets } from '../../db/schema/wallet/wallet.table';
import { runBillingTick } from '../../jobs/billing-tick.job';
import { simulatedVolumes } from '../../providers/compute/simulated/simulated-machines.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildSubAccount, buildUser, loginAs } from '../../testing/builders';
import { buildFleet, ledgerMatches } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let compute: SimulatedCompute;
let fleet: Awaited<ReturnType<typeof buildFleet>>;
let otherFleet: Awaited<ReturnType<typeof buildFleet>>;

beforeAll(async () => {
  app = await createTestApp();
  compute = app.deps.compute as SimulatedCompute;
  fleet = await buildFleet(app);
  otherFleet = await buildFleet(app);
});
afterAll(async () => {
  await app.close();
});

async function setup(balanceFen = 100_000) {
  const user = await buildUser(app, { balanceFen });
  const { token } = await loginAs(app, user);
  return { user, token };
}

async function stoppedInstance(token: string, inFleet = fleet) {
  const host = await inFleet.newHost();
  const created = await app.call(instancesEndpoints.create, {
    session: token,
    host_id: host.id,
    gpu_count: 1,
    image_id: inFleet.imageId,
    mode: 'hourly',
    count: 2,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  await compute.idle();
  const id = created.body.data.InstanceId;
  const stop = await app.post('/instance/stop', { session: token, instance_id: id });
  expect(stop.body.status, stop.body.reason).toBe(0);
  await compute.idle();
  return id;
}

async function create(token: string, sizeGb = 100, regionId = fleet.region.id) {
  const made = await app.call(disksEndpoints.create, {
    session: token,
    region_id: regionId,
    size_gb: sizeGb,
  });
  expect(made.body.status, made.body.reason).toBe(0);
  return made.body.data;
}

async function list(token: string) {
  const listed = await app.call(disksEndpoints.list, { session: token });
  expect(listed.body.status, listed.body.reason).toBe(0);
  return listed.body.data;
}

async function money(userId: number) {
  const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  return wallet?.money ?? 0;
}

describe('cloud disks', () => {
  it('quotes, creates (charging the first day), lists, expands and deletes a disk', async () => {
    const { user, token } = await setup();
    const quote = await app.call(disksEndpoints.createQuote, {
      session: token,
      region_id: fleet.region.id,
      size_gb: 100,
    });
    expect(quote.body.data).toEqual({ DailyPrice: 1, PayNow: 1 });
    const disk = await create(token, 100);
    expect(disk).toMatchObject({
      SizeGb: 100,
      Status: 'ready',
      InstanceId: 0,
      DailyPrice: 1,
      Name: `disk-${disk.Id}`,
    });
    expect(await money(user.id)).toBe(100_000 - 100);
    const ledger = await app.deps.db.select().from(walletLedger).where(eq(walletLedger.userId, user.id));
    expect(ledger.filter((row) => row.kind === 'storage').map((row) => row.amount)).toEqual([-100]);

    const listed = await list(token);
    expect(listed.list.map((d) => d.Id)).toEqual([disk.Id]);
    expect(listed.Regions.some((r) => r.Id === fleet.region.id)).toBe(true);

    const expandQuote = await app.call(disksEndpoints.expandQuote, {
      session: token,
      disk_id: disk.Id,
      size_gb: 250,
    });
    expect(expandQuote.body.data).toEqual({ DailyPrice: 2.5, PayNow: 1.5 });
    const smaller = await app.post('/cloud_disk/expand', { session: token, disk_id: disk.Id, size_gb: 100 });
    expect(smaller.body.reason).toMatch(/^size_gb: larger/);
    const grown = await app.call(disksEndpoints.expand, {
      session: token,
      disk_id: disk.Id,
      size_gb: 250,
    });
    expect(grown.body.data.SizeGb).toBe(250);
    expect(await money(user.id)).toBe(100_000 - 250);
    const [volume] = await app.deps.db
      .select()
      .from(simulatedVolumes)
      .where(eq(simulatedVolumes.key, `cloud-disk-${disk.Id}`));
    expect(volume?.sizeGb).toBe(250);

    const deleted = await app.call(disksEndpoints.remove, { session: token, disk_id: disk.Id });
    expect(deleted.body.data.Status).toBe('deleted');
    expect((await list(token)).list).toEqual([]);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('refuses bad sizes, unknown regions, and creation without money', async () => {
    const { token } = await setup();
    const odd = await app.post('/cloud_disk/create', {
      session: token,
      region_id: fleet.region.id,
      size_gb: 15,
    });
    expect(odd.body.status).toBe(100021);
    expect(odd.body.reason).toContain('size_gb');
    const huge = await app.post('/cloud_disk/create', {
      session: token,
      region_id: fleet.region.id,
      size_gb: 5000,
    });
    expect(huge.body.status).toBe(100021);
    const nowhere = await app.post('/cloud_disk/create', { session: token, region_id: 999_999, size_gb: 10 });
    expect(nowhere.body.reason).toBe('region_id: no such region');
    const poor = await setup(0);
    const refused = await app.post('/cloud_disk/create', {
      session: poor.token,
      region_id: fleet.region.id,
      size_gb: 10,
    });
    expect(refused.body.reason).toBe('available balance is less than package price');
    expect((await list(poor.token)).list).toEqual([]);
  });

  it('attaches to a stopped instance of its region, detaches, and refuses the rest', async () => {
    const { token } = await setup();
    const instanceId = await stoppedInstance(token);
    const disk = await create(token, 50);
    expect((await list(token)).Attachable.map((i) => i.Id)).toContain(instanceId);

    const elsewhere = await create(token, 10, otherFleet.region.id);
    const wrongRegion = await app.post('/cloud_disk/attach', {
      session: token,
      disk_id: elsewhere.Id,
      instance_id: instanceId,
    });
    expect(wrongRegion.body.reason).toBe('the instance is in another region than the cloud disk');

    const attached = await app.call(disksEndpoints.attach, {
      session: token,
      disk_id: disk.Id,
      instance_id: instanceId,
    });
    expect(attached.body.status, attached.body.reason).toBe(0);
    expect(attached.body.data.InstanceId).toBe(instanceId);
    const [volume] = await app.deps.db
      .select()
      .from(simulatedVolumes)
      .where(eq(simulatedVolumes.key, `cloud-disk-${disk.Id}`));
    expect(volume?.machineRef).not.toBeNull();

    const busy = await app.post('/cloud_disk/delete', { session: token, disk_id: disk.Id });
    expect(busy.body.reason).toBe('the cloud disk is attached: detach it first');

    const detached = await app.call(disksEndpoints.detach, { session: token, disk_id: disk.Id });
    expect(detached.body.data.InstanceId).toBe(0);

    // A running instance takes no disk.
    const start = await app.post('/restart_kvm_from_shutdown', { session: token, instance_id: instanceId });
    expect(start.body.status, start.body.reason).toBe(0);
    await compute.idle();
    const running = await app.post('/cloud_disk/attach', {
      session: token,
      disk_id: disk.Id,
      instance_id: instanceId,
    });
    expect(running.body.reason).toBe('a cloud disk is attached to a stopped instance');

    // Another account's disk and instance are not found.
    const stranger = await setup();
    const theirs = await app.post('/cloud_disk/attach', {
      session: stranger.token,
      disk_id: disk.Id,
      instance_id: instanceId,
    });
    expect(theirs.body.reason).toBe('instance not found');
    const strangerInstance = await stoppedInstance(stranger.token);
    const notTheirs = await app.post('/cloud_disk/attach', {
      session: stranger.token,
      disk_id: disk.Id,
      instance_id: strangerInstance,
    });
    expect(notTheirs.body.reason).toBe('cloud disk not found');
  });

  it("frees the disks of an instance that ends: its owner's release, and the tick for any other end", async () => {
    const { token } = await setup();
    const host = await fleet.newHost();
    const rent = async () => {
      const created = await app.call(instancesEndpoints.create, {
        session: token,
        host_id: host.id,
        gpu_count: 1,
        image_id: fleet.imageId,
        mode: 'post_paid',
        count: 1,
      });
      expect(created.body.status, created.body.reason).toBe(0);
      await compute.idle();
      await app.post('/instance/stop', { session: token, instance_id: created.body.data.InstanceId });
      await compute.idle();
      return created.body.data.InstanceId;
    };
    const attachTo = async (instanceId: number) => {
      const disk = await create(token, 20);
      const attached = await app.post('/cloud_disk/attach', {
        session: token,
        disk_id: disk.Id,
        instance_id: instanceId,
      });
      expect(attached.body.status, attached.body.reason).toBe(0);
      return disk.Id;
    };
    const released = await rent();
    const first = await attachTo(released);
    const gone = await app.post('/instance/remove_remain_disk_kvm', {
      session: token,
      instance_id: released,
    });
    expect(gone.body.status, gone.body.reason).toBe(0);
    const [volume] = await app.deps.db
      .select()
      .from(simulatedVolumes)
      .where(eq(simulatedVolumes.key, `cloud-disk-${first}`));
    expect(volume?.machineRef).toBeNull();
    const deleted = await app.call(disksEndpoints.remove, { session: token, disk_id: first });
    expect(deleted.body.data.Status).toBe('deleted');

    // An instance that failed (or was released by the retention step) frees its disks in the next tick.
    const failed = await rent();
    const second = await attachTo(failed);
    await app.deps.db.update(instances).set({ status: 'failed' }).where(eq(instances.id, failed));
    await runBillingTick(app.deps);
    expect((await list(token)).list.find((d) => d.Id === second)?.InstanceId).toBe(0);
  });

  it('takes at most 5 disks an instance', async () => {
    const { token } = await setup();
    const instanceId = await stoppedInstance(token);
    for (let i = 0; i < 5; i += 1) {
      const disk = await create(token, 10);
      const attached = await app.post('/cloud_disk/attach', {
        session: token,
        disk_id: disk.Id,
        instance_id: instanceId,
      });
      expect(attached.body.status, attached.body.reason).toBe(0);
    }
    const sixth = await create(token, 10);
    const refused = await app.post('/cloud_disk/attach', {
      session: token,
      disk_id: sixth.Id,
      instance_id: instanceId,
    });
    expect(refused.body.reason).toBe('an instance takes at most 5 cloud disks');
  });

  it('attaches a disk to one instance when two attaches race', async () => {
    const { token } = await setup();
    const [first, second] = [await stoppedInstance(token), await stoppedInstance(token)];
    const disk = await create(token, 10);
    const replies = await Promise.all(
      [first, second].map((instanceId) =>
        app.post('/cloud_disk/attach', { session: token, disk_id: disk.Id, instance_id: instanceId }),
      ),
    );
    expect(replies.filter((r) => r.body.status === 0)).toHaveLength(1);
    expect(replies.map((r) => r.body.reason)).toContain(
      'the cloud disk is attached to another instance: detach it first',
    );
    const [row] = await app.deps.db.select().from(cloudDisks).where(eq(cloudDisks.id, disk.Id));
    const winner = replies[0]?.body.status === 0 ? first : second;
    expect(row?.instanceId).toBe(winner);
  });

  it('keeps a disk consistent when delete and attach race', async () => {
    const { token } = await setup();
    const instanceId = await stoppedInstance(token);
    const disk = await create(token, 10);
    const [attach, remove] = await Promise.all([
      app.post('/cloud_disk/attach', { session: token, disk_id: disk.Id, instance_id: instanceId }),
      app.post('/cloud_disk/delete', { session: token, disk_id: disk.Id }),
    ]);
    const [row] = await app.deps.db.select().from(cloudDisks).where(eq(cloudDisks.id, disk.Id));
    // Exactly one wins: attached and live, or deleted and detached.
    expect([attach.body.status, remove.body.status].filter((s) => s === 0)).toHaveLength(1);
    if (attach.body.status === 0) expect(row).toMatchObject({ status: 'ready', instanceId });
    else expect(row).toMatchObject({ status: 'deleted', instanceId: null });
  });

  it("charges a sub-account's disk to the main wallet within its allowance", async () => {
    const { user } = await setup();
    const sub = await buildSubAccount(app, user.id, { moneyLimitFen: 150 });
    const login = await app.postForm<{ token: string }>('/sub_account_login', {
      username: sub.username,
      password: sub.password,
    });
    expect(login.body.status, login.body.reason).toBe(0);
    const token = login.body.data.token;
    await create(token, 100);
    const over = await app.post('/cloud_disk/create', {
      session: token,
      region_id: fleet.region.id,
      size_gb: 100,
    });
    expect(over.body.reason).toBe('the sub-account money limit is less than package price');
    expect(await money(user.id)).toBe(100_000 - 100);
    const mainList = await list((await loginAs(app, user)).token);
    expect(mainList.list.map((d) => d.SubAccountName)).toEqual([sub.username]);
  });

  it('refunds the first day when the provider never makes the volume', async () => {
    const { user, token } = await setup();
    const original = compute.createVolume.bind(compute);
    compute.createVolume = async () => {
      throw new Error('no capacity');
    };
    try {
      const made = await app.call(disksEndpoints.create, {
        session: token,
        region_id: fleet.region.id,
        size_gb: 10,
      });
      expect(made.body.data.Status).toBe('failed');
    } finally {
      compute.createVolume = original;
    }
    expect(await money(user.id)).toBe(100_000);
    expect(await ledgerMatches(app, user.id)).toBe(true);
    const rows = await app.deps.db
      .select()
      .from(cloudDisks)
      .where(and(eq(cloudDisks.userId, user.id), eq(cloudDisks.status, 'failed')));
    expect(rows).toHaveLength(1);
  });
});

describe('file storage', () => {
  it('starts with the free tier, buys a quota once with the password, raises and lowers it', async () => {
    const { user, token } = await setup();
    const before = await app.call(disksEndpoints.sftpInfo, { session: token });
    expect(before.body.data).toMatchObject({
      FreeGb: 20,
      PaidGb: 0,
      TotalGb: 20,
      DailyPrice: 0,
      Username: '',
      Locked: false,
    });
    const noAccount = await app.post('/sftp/reveal_password', { session: token });
    expect(noAccount.body.reason).toMatch(/no SFTP account yet/);

    const quote = await app.call(disksEndpoints.sftpQuote, {
      session: token,
      size_gb: 100,
    });
    expect(quote.body.data).toEqual({ DailyPrice: 1, PayNow: 1 });
    const bought = await app.call(disksEndpoints.buySftp, {
      session: token,
      size_gb: 100,
    });
    expect(bought.body.status, bought.body.reason).toBe(0);
    expect(bought.body.data.Charged).toBe(1);
    expect(bought.body.data.Password.length).toBeGreaterThan(10);
    const info = await app.call(disksEndpoints.sftpInfo, { session: token });
    expect(info.body.data).toMatchObject({
      PaidGb: 100,
      TotalGb: 120,
      DailyPrice: 1,
      Username: `u${user.id}`,
    });
    expect(info.body.data.Address).toMatch(/^sftp:\/\/.+:\d+$/);
    expect(JSON.stringify(info.body.data)).not.toContain(bought.body.data.Password);

    const revealed = await app.call(disksEndpoints.revealSftpPassword, { session: token });
    expect(revealed.body.data.Password).toBe(bought.body.data.Password);
    const reset = await app.call(disksEndpoints.resetSftpPassword, { session: token });
    expect(reset.body.data.Password).not.toBe(bought.body.data.Password);
    expect((await app.call(disksEndpoints.revealSftpPassword, { session: token })).body.data.Password).toBe(
      reset.body.data.Password,
    );

    // Raising charges the rest of today; lowering gives nothing back; neither shows the password again.
    const raised = await app.call(disksEndpoints.buySftp, {
      session: token,
      size_gb: 300,
    });
    expect(raised.body.data).toMatchObject({ Charged: 2, Password: '' });
    const lowered = await app.call(disksEndpoints.buySftp, { session: token, size_gb: 0 });
    expect(lowered.body.data.Charged).toBe(0);
    expect(await money(user.id)).toBe(100_000 - 300);
    expect(await ledgerMatches(app, user.id)).toBe(true);

    const tooMuch = await app.post('/buy_sftp_size', { session: token, size_gb: 10241 });
    expect(tooMuch.body.status).toBe(100021);
  });

  it('refuses a quota the wallet cannot pay', async () => {
    const { token } = await setup(50);
    const refused = await app.post('/buy_sftp_size', { session: token, size_gb: 100 });
    expect(refused.body.reason).toBe('available balance is less than package price');
    const info = await app.call(disksEndpoints.sftpInfo, { session: token });
    expect(info.body.data.PaidGb).toBe(0);
  });
});
