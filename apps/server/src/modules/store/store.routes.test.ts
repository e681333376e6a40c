import { storeEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let fleet: Awaited<ReturnType<typeof buildFleet>>;

beforeAll(async () => {
  app = await createTestApp();
  fleet = await buildFleet(app);
  await fleet.newHost({ gpuFree: 3, pricePerGpuHour: 250 });
  await fleet.newHost({ gpuFree: 0, pricePerGpuHour: 198 });
  await fleet.newHost({
    kind: 'container',
    gpuModel: 'RTX 3090',
    gpuFree: 5,
    gpuCount: 6,
    pricePerGpuHour: 120,
  });
  await fleet.newHost({ gpuModel: 'A100', gpuFree: 2, status: 'offline' });
});
afterAll(async () => {
  await app.close();
});

describe('store selectors', () => {
  it('sums free and total GPUs per model of a kind, with the lowest price, leaving offline hosts out', async () => {
    const kvm = await app.call(storeEndpoints.kvmGpuSelector, {
      region: fleet.region.code,
    });
    expect(kvm.body.data.list).toEqual([
      {
        GpuModel: 'RTX 4090',
        GpuMemoryGb: 24,
        FreeGpus: 3,
        TotalGpus: 16,
        Hosts: 2,
        MinPricePerGpuHour: 1.98,
      },
    ]);
    const docker = await app.call(storeEndpoints.dockerGpuSelector, {
      region: fleet.region.code,
    });
    expect(docker.body.data.list).toMatchObject([{ GpuModel: 'RTX 3090', FreeGpus: 5, TotalGpus: 6 }]);
  });

  it('counts free GPUs, and none for an image the kind cannot run', async () => {
    const region = fleet.region.code;
    const kvm = await app.post('/get_available_kvm_num', { region, image_id: fleet.windowsImageId });
    expect(kvm.body.data).toEqual({ FreeGpus: 3, Hosts: 1 });
    const windowsOnContainer = await app.post('/get_available_docker_num', {
      region,
      image_id: fleet.windowsImageId,
    });
    expect(windowsOnContainer.body.data).toEqual({ FreeGpus: 0, Hosts: 0 });
    const docker = await app.post('/get_available_docker_num_without_image', {
      region,
      gpu_model: 'RTX 3090',
    });
    expect(docker.body.data).toEqual({ FreeGpus: 5, Hosts: 1 });
    const missing = await app.post('/get_available_kvm_num', { region });
    expect(missing.body.status).toBe(100021);
    expect(missing.body.reason).toContain('image_id');
  });

  it("describes one host's order form: each GPU count, whether it is free now, and the images it runs", async () => {
    const host = await fleet.newHost({ gpuCount: 4, gpuFree: 2 });
    const reply = await app.call(storeEndpoints.instanceSpecifications, {
      host_id: host.id,
    });
    expect(reply.body.data.Host).toMatchObject({ HostId: host.id, GpuFree: 2, PricePerGpuHour: 1.98 });
    expect(reply.body.data.Specs).toEqual([
      { GpuCount: 1, CpuCores: 16, MemoryGb: 64, Available: true },
      { GpuCount: 2, CpuCores: 32, MemoryGb: 128, Available: true },
      { GpuCount: 3, CpuCores: 48, MemoryGb: 192, Available: false },
      { GpuCount: 4, CpuCores: 64, MemoryGb: 256, Available: false },
    ]);
    const systems = reply.body.data.Images.map((image) => image.System);
    expect(systems).toContain('windows');

    const container = await fleet.newHost({ kind: 'container' });
    const linuxOnly = await app.call(storeEndpoints.instanceSpecifications, {
      host_id: container.id,
    });
    expect(linuxOnly.body.data.Images.every((image) => image.System === 'linux')).toBe(true);

    const unknown = await app.post('/store/get_instance_specifications', { host_id: 999_999 });
    expect(unknown.body).toMatchObject({ status: 1, reason: 'this host is not available' });
  });

  it('lists the KVM board by region and GPU model, anonymously', async () => {
    const reply = await app.call(storeEndpoints.kvmBoard, {});
    const row = reply.body.data.list.find((r) => r.Region === fleet.region.code && r.GpuModel === 'RTX 4090');
    expect(row).toMatchObject({ FreeGpus: expect.any(Number), MinPricePerGpuHour: 1.98 });
    expect(reply.body.data.list.some((r) => r.GpuModel === 'RTX 3090')).toBe(false);
  });
});
