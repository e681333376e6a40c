import {
  ErrorCode,
  instancesEndpoints,
  type LoginData,
  Reason,
  type RentalQuote,
  type UserInfo,
} from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallets } from '../../db/schema/wallet/wallet.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildSubAccount, buildUser, loginAs } from '../../testing/builders';
import { buildFleet, freeGpus as freeGpusOf, ledgerMatches as ledgerMatchesOf } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let compute: SimulatedCompute;
let fleet: Awaited<ReturnType<typeof buildFleet>>;
let imageId: number;

beforeAll(async () => {
  app = await createTestApp();
  compute = app.deps.compute as SimulatedCompute;
  fleet = await buildFleet(app);
  imageId = fleet.imageId;
});
afterAll(async () => {
  await app.close();
});

const newHost = (fields: Parameters<typeof fleet.newHost>[0] = {}) => fleet.newHost(fields);
const freeGpus = (hostId: number) => freeGpusOf(app, hostId);
const ledgerMatches = (userId: number) => ledgerMatchesOf(app, userId);

function rental(hostId: number, fields: Record<string, unknown> = {}) {
  return { host_id: hostId, gpu_count: 1, image_id: imageId, mode: 'hourly', count: 2, ...fields };
}

describe('renting', () => {
  it('charges exactly the quote, holds the GPU, and the machine reaches running with SSH details', async () => {
    const host = await newHost();
    const user = await buildUser(app, { balanceFen: 100_000 });
    const { token } = await loginAs(app, user);
    const quote = await app.post<RentalQuote>('/instance/query_price', {
      session: token,
      ...rental(host.id),
    });
    expect(quote.body.data).toMatchObject({
      Hours: 2,
      ListPrice: 3.96,
      Total: 3.96,
      FromBalance: 3.96,
      Payable: true,
    });

    const created = await app.post<{ InstanceId: number; Status: string }>('/instance/create', {
      session: token,
      ...rental(host.id),
    });
    expect(created.body.data.Status).toBe('creating');
    expect(await freeGpus(host.id)).toBe(7);
    await compute.idle();

    const list = await app.call(instancesEndpoints.list, {
      session: token,
    });
    expect(list.body.data.data[0]).toMatchObject({
      Status: 'running',
      GpuModel: 'RTX 4090',
      BillingMode: 'hourly',
    });
    const access = await app.call(instancesEndpoints.access, {
      session: token,
      instance_id: created.body.data.InstanceId,
    });
    expect(access.body.data.SshCommand).toMatch(/^ssh -p \d+ root@/);
    expect(access.body.data.Password.length).toBeGreaterThanOrEqual(12);

    const info = await app.postForm<UserInfo>('/get_user_info', { session: token });
    expect(info.body.data.Money).toBe(1000 - 3.96);
    expect(await ledgerMatches(user.id)).toBe(true);
  });

  it('gives exactly 4 instances to 50 buyers racing for the last 4 GPUs, and charges no one else', async () => {
    const host = await newHost({ gpuFree: 4 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const user = await buildUser(app, { balanceFen: 10_000 });
        return { user, token: (await loginAs(app, user)).token };
      }),
    );
    const replies = await Promise.all(
      buyers.map(({ token }) => app.post('/instance/create', { session: token, ...rental(host.id) })),
    );
    expect(replies.filter((r) => r.body.status === 0)).toHaveLength(4);
    expect(replies.filter((r) => r.body.reason === 'not enough free GPUs on this host')).toHaveLength(46);
    expect(await freeGpus(host.id)).toBe(0);
    const charged = await Promise.all(
      buyers.map(async ({ user }) => {
        const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, user.id));
        return wallet?.money !== 10_000;
      }),
    );
    expect(charged.filter(Boolean)).toHaveLength(4);
    await compute.idle();
  });

  it('refunds everything when the machine cannot be created', async () => {
    const host = await newHost();
    const user = await buildUser(app, { balanceFen: 5_000 });
    const { token } = await loginAs(app, user);
    compute.injectFault({ kind: 'next-create-fails' });
    const created = await app.post<{ InstanceId: number }>('/instance/create', {
      session: token,
      ...rental(host.id, { gpu_count: 2 }),
    });
    // Accepted, then failed in the background: how far that has come by now depends on the machine's
    // load (the simulated create fails on its own clock), so only the settled state is asserted.
    expect(created.body.status, created.body.reason).toBe(0);
    await compute.idle();
    expect(await freeGpus(host.id)).toBe(8);
    const info = await app.postForm<UserInfo>('/get_user_info', { session: token });
    expect(info.body.data.Money).toBe(50);
    expect(await ledgerMatches(user.id)).toBe(true);
    const again = await app.call(instancesEndpoints.errorRefund, {
      session: token,
      instance_id: created.body.data.InstanceId,
    });
    expect(again.body.data.refunded).toBe(false);
    expect((await app.postForm<UserInfo>('/get_user_info', { session: token })).body.data.Money).toBe(50);
  });

  it('refuses with the fast-pay reason when balance, vouchers and credit cannot pay', async () => {
    const host = await newHost();
    const user = await buildUser(app, { balanceFen: 100 });
    const { token } = await loginAs(app, user);
    const quote = await app.post<RentalQuote>('/instance/query_price', {
      session: token,
      ...rental(host.id),
    });
    expect(quote.body.data).toMatchObject({ Payable: false, Short: 2.96 });
    const reply = await app.post('/instance/create', { session: token, ...rental(host.id) });
    expect(reply.body).toMatchObject({ status: ErrorCode.REFUSED, reason: Reason.INSUFFICIENT_BALANCE });
    expect(await freeGpus(host.id)).toBe(8);
  });

  it('lets a sub-account spend its main account’s money within its limit only', async () => {
    const host = await newHost();
    const main = await buildUser(app, { balanceFen: 100_000 });
    const sub = await buildSubAccount(app, main.id, { moneyLimitFen: 500 });
    const login = await app.postForm<LoginData>('/sub_account_login', sub);
    const token = login.body.data.token;
    expect((await app.post('/instance/create', { session: token, ...rental(host.id) })).body.status).toBe(0);
    const over = await app.post('/instance/create', { session: token, ...rental(host.id) });
    expect(over.body.reason).toBe('the sub-account money limit is less than package price');
    const info = await app.postForm<UserInfo>('/get_user_info', { session: token });
    expect(info.body.data.SubAccount).toMatchObject({ MoneyLimit: 5, MoneyCanUse: 1.04 });
    await compute.idle();
  });

  it('tells a sub-account about its own limit first, even when the main wallet is short too', async () => {
    const host = await newHost();
    const main = await buildUser(app, { balanceFen: 100 });
    const sub = await buildSubAccount(app, main.id, { moneyLimitFen: 100 });
    const token = (await app.postForm<LoginData>('/sub_account_login', sub)).body.data.token;
    const over = await app.post('/instance/create', { session: token, ...rental(host.id) });
    expect(over.body.reason).toBe('the sub-account money limit is less than package price');
  });

  it('rejects counts outside the period limits naming the field', async () => {
    const host = await newHost();
    const { token } = await loginAs(app, await buildUser(app, { balanceFen: 100_000 }));
    const reply = await app.post('/instance/query_price', {
      session: token,
      ...rental(host.id, { mode: 'hourly', count: 24 }),
    });
    expect(reply.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(reply.body.reason).toContain('count:');
  });
});

describe('power actions and notes', () => {
  it('stops, starts and restarts only from the states that allow it, and only the owner can', async () => {
    const host = await newHost();
    const user = await buildUser(app, { balanceFen: 100_000 });
    const { token } = await loginAs(app, user);
    const created = await app.post<{ InstanceId: number }>('/instance/create', {
      session: token,
      ...rental(host.id, { mode: 'daily', count: 1 }),
    });
    const instance_id = created.body.data.InstanceId;
    await compute.idle();
    const statusOf = async () =>
      (await app.call(instancesEndpoints.list, { session: token })).body.data.data.find(
        (i) => i.InstanceId === instance_id,
      )?.Status;

    const started = await app.post('/restart_kvm_from_shutdown', { session: token, instance_id });
    expect(started.body.reason).toBe('only a stopped instance can be started');
    expect((await app.post('/instance/stop', { session: token, instance_id })).body.data).toEqual({
      Status: 'stopping',
    });
    await compute.idle();
    expect(await statusOf()).toBe('stopped');
    expect((await app.post('/restart_kvm_from_shutdown', { session: token, instance_id })).body.status).toBe(
      0,
    );
    await compute.idle();
    expect(await statusOf()).toBe('running');
    expect((await app.post('/restart_kvm', { session: token, instance_id })).body.data).toEqual({
      Status: 'restarting',
    });
    await compute.idle();
    expect(await statusOf()).toBe('running');

    const stranger = await loginAs(app, await buildUser(app));
    expect((await app.post('/instance/stop', { session: stranger.token, instance_id })).body.reason).toBe(
      'instance not found',
    );
    expect(
      (await app.post('/note_container', { session: token, instance_id, note: 'training run 7' })).body
        .status,
    ).toBe(0);
    const list = await app.call(instancesEndpoints.list, {
      session: token,
    });
    expect(list.body.data.data.find((i) => i.InstanceId === instance_id)?.Note).toBe('training run 7');
  });
});
