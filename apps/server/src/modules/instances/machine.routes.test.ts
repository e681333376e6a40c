import type { ImageOption } from '@gpucloud/contracts';
import { instancesEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildSubAccount, buildUser, loginAs } from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

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

async function rent(token: string, fields: Record<string, unknown> = {}) {
  const host = await fleet.newHost((fields.host as object) ?? {});
  const created = await app.post<{ InstanceId: number }>('/instance/create', {
    session: token,
    host_id: host.id,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode: 'hourly',
    count: 2,
    ...fields,
    host: undefined,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  await compute.idle();
  return created.body.data.InstanceId;
}

async function setup() {
  const user = await buildUser(app, { balanceFen: 100_000 });
  const { token } = await loginAs(app, user);
  return { user, token };
}

describe('machine access', () => {
  it('gives a Windows instance an RDP file and refuses one for Linux', async () => {
    const { token } = await setup();
    const windows = await rent(token, { image_id: fleet.windowsImageId });
    const rdp = await app.call(instancesEndpoints.rdpFile, {
      session: token,
      instance_id: windows,
    });
    expect(rdp.body.data.FileName).toMatch(/\.rdp$/);
    expect(rdp.body.data.Content).toMatch(/^full address:s:[^:]+:\d+\r\nusername:s:Administrator\r\n/);
    const linux = await rent(token);
    const refused = await app.post('/get_rdp_file', { session: token, instance_id: linux });
    expect(refused.body.reason).toBe('remote desktop is for Windows instances');
  });

  it('runs no Windows image in a container', async () => {
    const { token } = await setup();
    const host = await fleet.newHost({ kind: 'container' });
    const refused = await app.post('/instance/create', {
      session: token,
      host_id: host.id,
      gpu_count: 1,
      image_id: fleet.windowsImageId,
      mode: 'hourly',
      count: 1,
    });
    expect(refused.body.reason).toBe('containers run Linux images only');
  });

  it('changes the password shown in the SSH details, and checks the new one', async () => {
    const { token } = await setup();
    const id = await rent(token);
    const short = await app.post('/modify_kvm_password', { session: token, instance_id: id, password: 'x' });
    expect(short.body.status).toBe(100021);
    expect(short.body.reason).toContain('password');
    const changed = await app.post('/modify_kvm_password', {
      session: token,
      instance_id: id,
      password: 'new-secret-42',
    });
    expect(changed.body.status).toBe(0);
    const access = await app.call(instancesEndpoints.access, {
      session: token,
      instance_id: id,
    });
    expect(access.body.data.Password).toBe('new-secret-42');
  });

  it('takes a PNG screenshot of a running instance only', async () => {
    const { token } = await setup();
    const id = await rent(token);
    const shot = await app.call(instancesEndpoints.screenshot, { session: token, instance_id: id });
    expect(shot.body.data.Image).toMatch(/^data:image\/png;base64,iVBOR/);
    await app.post('/instance/stop', { session: token, instance_id: id });
    await compute.idle();
    const refused = await app.post('/screenshot_kvm', { session: token, instance_id: id });
    expect(refused.body.reason).toBe('the instance is not running');
  });

  it('reinitialises with an image the kind runs, and logs it', async () => {
    const { token } = await setup();
    const id = await rent(token);
    const images = await app.server.inject({
      method: 'GET',
      url: `/api/instance/kvm/get_local_images?session=${token}&instance_id=${id}`,
    });
    const list = (images.json() as { data: { list: ImageOption[] } }).data.list;
    expect(list.map((image) => image.ImageId)).toEqual(
      expect.arrayContaining([fleet.imageId, fleet.windowsImageId]),
    );
    const started = await app.call(instancesEndpoints.reinit, {
      session: token,
      instance_id: id,
      image_id: fleet.windowsImageId,
    });
    expect(started.body.data).toEqual({ Status: 'reinitializing' });
    await compute.idle();
    const rows = await app.call(instancesEndpoints.list, {
      session: token,
    });
    expect(rows.body.data.data[0]).toMatchObject({
      Status: 'running',
      System: 'windows',
      ImageName: 'Win 2022',
    });
    const log = await app.call(instancesEndpoints.logs, {
      session: token,
      instance_id: id,
    });
    expect(log.body.data.data[0]).toMatchObject({ Event: 'reinitialized', Detail: 'Windows Server 2022' });
  });
});

describe('who sees which instance', () => {
  it("a sub-account sees and acts on its own instances only; its main account sees and acts on the sub-account's", async () => {
    const main = await buildUser(app, { balanceFen: 100_000 });
    const sub = await buildSubAccount(app, main.id, { moneyLimitFen: 10_000 });
    const mainToken = (await loginAs(app, main)).token;
    const subLogin = await app.postForm<{ token: string }>('/sub_account_login', {
      username: sub.username,
      password: sub.password,
    });
    const subToken = subLogin.body.data.token;
    const mainOwn = await rent(mainToken);
    const subOwn = await rent(subToken);

    const subList = await app.call(instancesEndpoints.list, {
      session: subToken,
    });
    expect(subList.body.data.data.map((r) => r.InstanceId)).toEqual([subOwn]);
    const mainList = await app.call(instancesEndpoints.list, {
      session: mainToken,
    });
    expect(mainList.body.data.data.map((r) => r.InstanceId).sort()).toEqual([mainOwn, subOwn].sort());

    for (const path of [
      '/get_vnc_and_ssh',
      '/instance/stop',
      '/logs/get_instance_log_list',
      '/renew_kvm_v2_query_price',
    ]) {
      const reply = await app.post(path, {
        session: subToken,
        instance_id: mainOwn,
        mode: 'hourly',
        count: 1,
      });
      expect(reply.body.reason, path).toBe('instance not found');
    }
    const stranger = await setup();
    const theirs = await app.post('/instance/stop_instance_with_refund', {
      session: stranger.token,
      instance_id: subOwn,
    });
    expect(theirs.body.reason).toBe('instance not found');
    const mainActs = await app.post('/instance/stop', { session: mainToken, instance_id: subOwn });
    expect(mainActs.body.status).toBe(0);
  });
});

describe('bare metal', () => {
  it('lists bare-metal instances apart and sets their notes through their own call', async () => {
    const { token } = await setup();
    const metal = await rent(token, { host: { kind: 'bare_metal' } });
    await rent(token);
    const list = await app.call(instancesEndpoints.bareMetalList, {
      session: token,
    });
    expect(list.body.data.data.map((r) => r.InstanceId)).toEqual([metal]);
    const noted = await app.post('/update_bare_metal_instance_note', {
      session: token,
      instance_id: metal,
      note: 'training box',
    });
    expect(noted.body.status).toBe(0);
    const after = await app.call(instancesEndpoints.bareMetalList, {
      session: token,
    });
    expect(after.body.data.data[0]?.Note).toBe('training box');
    const notMetal = await app.post('/update_bare_metal_instance_note', {
      session: token,
      instance_id: await rent(token),
      note: 'x',
    });
    expect(notMetal.body.reason).toBe('instance not found');
  });
});
