import { accountEndpoints, instancesEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../../testing/builders';
import { buildFleet, freeGpus } from '../../testing/fleet';
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

/** A running daily instance 20 minutes into its first hour, and calls on it as its owner. */
async function setup() {
  const host = await fleet.newHost({ gpuCount: 1, gpuFree: 1 });
  const user = await buildUser(app, { balanceFen: 500_000 });
  const { token } = await loginAs(app, user);
  const created = await app.call(instancesEndpoints.create, {
    session: token,
    host_id: host.id,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode: 'daily',
    count: 1,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  await compute.idle();
  app.clock.advance(20 * MINUTE_MS);
  const call = <T>(path: string) =>
    app.post<T>(path, { session: token, instance_id: created.body.data.InstanceId });
  const money = async () => (await app.call(accountEndpoints.userInfo, { session: token })).body.data.Money;
  return { host, call, money };
}

describe('releasing a prepaid instance (/instance/remove_remain_disk_kvm)', () => {
  it('releases at once after stop with refund; the hour in progress is not refunded', async () => {
    const { host, call, money } = await setup();
    const stopped = await call<{ RefundHours: number }>('/instance/stop_instance_with_refund');
    expect(stopped.body.status, stopped.body.reason).toBe(0);
    expect(stopped.body.data.RefundHours).toBe(23);
    await compute.idle();
    const afterRefund = await money();

    const released = await call<{ Status: string }>('/instance/remove_remain_disk_kvm');
    expect(released.body.status, released.body.reason).toBe(0);
    expect(released.body.data).toEqual({ Status: 'released' });
    expect(await money()).toBe(afterRefund);
    expect(await freeGpus(app, host.id)).toBe(1);
  });

  it('still sends an instance stopped with whole hours left to stop with refund first', async () => {
    const { call } = await setup();
    expect((await call('/instance/stop')).body.status).toBe(0);
    await compute.idle();
    const refused = await call('/instance/remove_remain_disk_kvm');
    expect(refused.body.status).not.toBe(0);
    expect(refused.body.reason).toBe(
      'the prepaid period still holds unused whole hours: stop with refund first',
    );
  });
});
