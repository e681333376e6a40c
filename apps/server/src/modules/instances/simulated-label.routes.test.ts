import { instancesEndpoints, opsUsersEndpoints, storeEndpoints } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { openSimulatedFleet, rentOneGpu } from '../../testing/fleet';

/**
 * Issue 40, point 4: on the simulated fleet every instance and every offer says it is simulated, so
 * the console and the store can label it (the docker provider's side: simulated-label-docker.test.ts).
 */
const { app, fleet } = await openSimulatedFleet();

describe('the Simulated flag on the simulated fleet', () => {
  it('is true on every offer of every kind and on the order form', async () => {
    const hosts = await Promise.all(
      (['kvm', 'container', 'bare_metal'] as const).map((kind) => fleet.newHost({ kind, gpuFree: 2 })),
    );
    const offers = await app.call(storeEndpoints.gpuSelectorDetail, {});
    expect(offers.body.status, offers.body.reason).toBe(0);
    const ours = offers.body.data.list.filter((offer) => hosts.some((host) => host.id === offer.HostId));
    expect(ours.map((offer) => offer.Simulated)).toEqual([true, true, true]);
    const specs = await app.call(storeEndpoints.instanceSpecifications, { host_id: hosts[1]?.id ?? 0 });
    expect(specs.body.data.Host.Simulated).toBe(true);
  });

  it('is true on the owner’s list and on staff’s view of the account', async () => {
    const host = await fleet.newHost({ kind: 'container', gpuFree: 1 });
    const user = await buildUser(app, { balanceFen: 10_000 });
    const { token } = await loginAs(app, user);
    const id = await rentOneGpu(app, fleet, token, host.id);
    const listed = await app.call(instancesEndpoints.list, { session: token, page: 1, page_size: 20 });
    expect(listed.body.data.data.find((row) => row.InstanceId === id)?.Simulated).toBe(true);
    const support = await staffToken(app, await createStaff(app, 'support'));
    const staffView = await app.call(opsUsersEndpoints.instances, { session: support, user_id: user.id });
    expect(staffView.body.data.data.find((row) => row.InstanceId === id)?.Simulated).toBe(true);
  });
});
