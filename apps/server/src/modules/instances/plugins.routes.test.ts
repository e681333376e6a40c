import type { InstancePlugin } from '@gpucloud/contracts';
import { instancesEndpoints, pluginsEndpoints } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instancePlugins } from '../../db/schema/instances/plugins.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../../testing/builders';
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

async function setup(imageId = fleet.imageId) {
  const user = await buildUser(app, { balanceFen: 100_000 });
  const { token } = await loginAs(app, user);
  const host = await fleet.newHost();
  const created = await app.call(instancesEndpoints.create, {
    session: token,
    host_id: host.id,
    gpu_count: 1,
    image_id: imageId,
    mode: 'hourly',
    count: 2,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  await compute.idle();
  return { token, instanceId: created.body.data.InstanceId };
}

const install = (token: string, instanceId: number, plugin = 'jupyterlab') =>
  app.post<InstancePlugin>('/instance/plugin/install', { session: token, instance_id: instanceId, plugin });

async function pageOf(url: string, token: string | null) {
  const path = new URL(url).pathname;
  return app.server.inject({ method: 'GET', url: token === null ? path : `${path}?token=${token}` });
}

describe('instance plugins', () => {
  it('installs JupyterLab with an address that answers with the instance’s name for its token only', async () => {
    const { token, instanceId } = await setup();
    const installed = await install(token, instanceId);
    expect(installed.body.status, installed.body.reason).toBe(0);
    const plugin = installed.body.data;
    expect(plugin).toMatchObject({ Plugin: 'jupyterlab', State: 'installed', Running: true, FailReason: '' });
    expect(plugin.Url).toMatch(/\/sandbox\/compute\/plugins\/[^/]+\/jupyterlab$/);
    expect(plugin.Token).toMatch(/^[0-9a-f]{24}$/);

    const listed = await app.call(pluginsEndpoints.list, {
      session: token,
      instance_id: instanceId,
    });
    const byName = await app.call(pluginsEndpoints.list, {
      session: token,
      instance_name: listed.body.data.Instance.Name,
    });
    expect(byName.body.data).toEqual(listed.body.data);
    expect(listed.body.data.list.map((row) => [row.Plugin, row.State])).toEqual([
      ['jupyterlab', 'installed'],
      ['tensorboard', 'none'],
      ['code_server', 'none'],
      ['monitor', 'none'],
    ]);

    const page = await pageOf(plugin.Url, plugin.Token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>JupyterLab on ${listed.body.data.Instance.Name}</title>`);
    expect((await pageOf(plugin.Url, 'wrong')).statusCode).toBe(403);
    expect((await pageOf(plugin.Url, null)).statusCode).toBe(403);

    // The token is sealed at rest.
    const [row] = await app.deps.db
      .select()
      .from(instancePlugins)
      .where(eq(instancePlugins.instanceId, instanceId));
    expect(row?.tokenSealed).not.toContain(plugin.Token);
  });

  it('installing twice (or at once) is one plugin with one address', async () => {
    const { token, instanceId } = await setup();
    const answers = await Promise.all([install(token, instanceId), install(token, instanceId)]);
    const again = await install(token, instanceId);
    const installed = [...answers, again].filter((answer) => answer.body.status === 0);
    expect(installed.length).toBeGreaterThan(0);
    expect(new Set(installed.map((answer) => answer.body.data.Token)).size).toBe(1);
    const rows = await app.deps.db
      .select()
      .from(instancePlugins)
      .where(eq(instancePlugins.instanceId, instanceId));
    expect(rows).toHaveLength(1);
    expect(again.body.data.State).toBe('installed');
  });

  it('removes a plugin: its address stops answering', async () => {
    const { token, instanceId } = await setup();
    const plugin = (await install(token, instanceId, 'tensorboard')).body.data;
    const removed = await app.call(pluginsEndpoints.remove, {
      session: token,
      instance_id: instanceId,
      plugin: 'tensorboard',
    });
    expect(removed.body.data).toMatchObject({ State: 'none', Url: '', Token: '' });
    expect((await pageOf(plugin.Url, plugin.Token)).statusCode).toBe(404);
    const again = await app.post('/instance/plugin/remove', {
      session: token,
      instance_id: instanceId,
      plugin: 'tensorboard',
    });
    expect(again.body.reason).toBe('this plugin is not installed');
  });

  it('refuses a stopped instance, a Windows instance and another account’s instance', async () => {
    const { token, instanceId } = await setup();
    const other = await setup();
    expect((await install(other.token, instanceId)).body.reason).toBe('instance not found');
    expect(
      (await app.post('/instance/plugin/list', { session: other.token, instance_id: instanceId })).body
        .reason,
    ).toBe('instance not found');

    const windows = await setup(fleet.windowsImageId);
    expect((await install(windows.token, windows.instanceId)).body.reason).toBe(
      'plugins run on Linux instances',
    );

    await app.post('/instance/stop', { session: token, instance_id: instanceId });
    await compute.idle();
    expect((await install(token, instanceId)).body.reason).toBe(
      'plugins are installed on a running instance: start it first',
    );
  });

  it('shows a stopped instance’s plugins as not running, and its address says so', async () => {
    const { token, instanceId } = await setup();
    const plugin = (await install(token, instanceId, 'code_server')).body.data;
    await app.post('/instance/stop', { session: token, instance_id: instanceId });
    await compute.idle();
    const listed = await app.call(pluginsEndpoints.list, {
      session: token,
      instance_id: instanceId,
    });
    expect(listed.body.data.list[2]).toMatchObject({
      Plugin: 'code_server',
      State: 'installed',
      Running: false,
    });
    expect((await pageOf(plugin.Url, plugin.Token)).statusCode).toBe(503);
  });

  it('records a failed install with the provider’s reason', async () => {
    const { token, instanceId } = await setup();
    // The machine stopped behind our back: the provider refuses, the plugin is failed with its reason.
    const { simulatedMachines } = await import('../../providers/compute/simulated/simulated-machines.table');
    await app.deps.db
      .update(simulatedMachines)
      .set({ state: 'stopped' })
      .where(eq(simulatedMachines.instanceId, instanceId));
    const failed = await install(token, instanceId, 'monitor');
    expect(failed.body.data).toMatchObject({
      State: 'failed',
      FailReason: 'plugins are installed on a running machine',
    });
  });
});
