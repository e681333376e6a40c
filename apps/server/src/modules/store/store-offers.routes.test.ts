import { INSTANCE_KINDS, storeEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The store page's two reads, each one prepared statement: every filter and sort goes through it.
let app: TestApp;
let fleet: Awaited<ReturnType<typeof buildFleet>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  fleet = await buildFleet(app);
  ids.a = (await fleet.newHost({ gpuFree: 3, pricePerGpuHour: 250 })).id;
  ids.b = (await fleet.newHost({ gpuFree: 0, pricePerGpuHour: 198 })).id;
  ids.c = (
    await fleet.newHost({ kind: 'container', gpuModel: 'RTX 3090', gpuFree: 5, pricePerGpuHour: 120 })
  ).id;
  ids.d = (await fleet.newHost({ gpuModel: 'A100', gpuFree: 2, status: 'offline' })).id;
  ids.e = (await fleet.newHost({ gpuFree: 6, pricePerGpuHour: 250 })).id;
});
afterAll(async () => {
  await app.close();
});

async function offers(filter: Record<string, unknown>) {
  const reply = await app.call(storeEndpoints.gpuSelectorDetail, filter);
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.list.map((offer) => offer.HostId);
}

describe('gpu_selector_detail', () => {
  it('sorts by price (cheapest first by default), by price descending and by free GPUs, ties by host', async () => {
    const { a, b, c, e } = ids;
    expect(await offers({})).toEqual([c, b, a, e]);
    expect(await offers({ sort: 'price_asc' })).toEqual([c, b, a, e]);
    expect(await offers({ sort: 'price_desc' })).toEqual([a, e, b, c]);
    expect(await offers({ sort: 'free_desc' })).toEqual([e, c, a, b]);
  });

  it('filters by region, GPU model, kind and free GPUs, and never lists an offline host', async () => {
    expect(await offers({ region: fleet.region.code, kind: 'container' })).toEqual([ids.c]);
    expect(await offers({ gpu_model: 'RTX 4090', min_free_gpus: 1 })).toEqual([ids.a, ids.e]);
    expect(await offers({ min_free_gpus: 4, sort: 'free_desc' })).toEqual([ids.e, ids.c]);
    expect(await offers({ gpu_model: 'A100' })).toEqual([]);
    expect(await offers({ region: 'nowhere' })).toEqual([]);
  });

  it('answers each offer with its region and list price in yuan', async () => {
    const reply = await app.call(storeEndpoints.gpuSelectorDetail, {
      kind: 'container',
    });
    expect(reply.body.data.total).toBe(1);
    expect(reply.body.data.list[0]).toMatchObject({
      HostId: ids.c,
      Region: fleet.region.code,
      RegionName: fleet.region.name,
      RegionNameEn: fleet.region.nameEn,
      GpuModel: 'RTX 3090',
      GpuFree: 5,
      PricePerGpuHour: 1.2,
    });
  });
});

describe('store/get_store_selector_options', () => {
  it('lists the regions and the GPU models of online hosts only', async () => {
    const reply = await app.call(storeEndpoints.selectorOptions, {});
    expect(reply.body.data).toEqual({
      regions: [{ Code: fleet.region.code, Name: fleet.region.name, NameEn: fleet.region.nameEn }],
      gpu_models: ['RTX 3090', 'RTX 4090'],
      kinds: [...INSTANCE_KINDS],
    });
  });
});
