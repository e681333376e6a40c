import { instancesEndpoints, storeEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DockerTestApp, startDockerApp } from '../../testing/docker-app';
import { TEST_IMAGE } from '../../testing/docker-engine';
import { buildFleet, rentSmallContainer } from '../../testing/fleet';
import type { TestApp } from '../../testing/test-app';

/**
 * Issue 40, point 4, with COMPUTE_PROVIDER=docker on the real engine: a container host's offer and
 * its instance are real (Simulated false), while KVM hosts, which stay simulated, say so.
 */
let docker: DockerTestApp;
let app: TestApp;
let fleet: Awaited<ReturnType<typeof buildFleet>>;

beforeAll(async () => {
  docker = await startDockerApp({ DOCKER_DEFAULT_IMAGE: TEST_IMAGE });
  app = docker.app;
  fleet = await buildFleet(app);
}, 60_000);

afterAll(() => docker?.close(), 60_000);

describe('the Simulated flag beside Docker', () => {
  it('is false on a container host and its instance, true on a KVM host', async () => {
    const { host, token, id } = await rentSmallContainer(app, fleet, docker.hostNames);
    const kvm = await fleet.newHost({ kind: 'kvm', gpuFree: 1 });
    const offers = await app.call(storeEndpoints.gpuSelectorDetail, {});
    expect(offers.body.status, offers.body.reason).toBe(0);
    const simulatedOf = (hostId: number) =>
      offers.body.data.list.find((offer) => offer.HostId === hostId)?.Simulated;
    expect(simulatedOf(kvm.id)).toBe(true);
    // The container host's one GPU is rented: it is no longer listed, but its order form still says.
    const specs = await app.call(storeEndpoints.instanceSpecifications, { session: token, host_id: host.id });
    expect(specs.body.data.Host.Simulated).toBe(false);
    const listed = await app.call(instancesEndpoints.list, { session: token, page: 1, page_size: 20 });
    expect(listed.body.data.data.find((row) => row.InstanceId === id)?.Simulated).toBe(false);
  }, 60_000);
});
