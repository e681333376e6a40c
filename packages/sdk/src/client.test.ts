import { ErrorCode, type PublicInstance, publicApiEndpoints } from '@gpucloud/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ZodError } from 'zod';
import type { GpuCloudClient, OperationData } from './client';
import { ApiError } from './errors';
import { NOT_OPERATIONS, type OperationName, operations } from './operations';
import { buildInstance, type FakeAnswer, ok, serverAccepts, setupClient } from './test/fake-api';

const rental = { host_id: 3, gpu_count: 1, image_id: 11, mode: 'hourly', count: 1 } as const;

/** Arguments for every method: a new operation fails to compile here until it has a line. */
const sampleArgs: { [N in OperationName]: Parameters<GpuCloudClient[N]> } = {
  usage: [],
  offers: [{ gpu_model: 'RTX 4090' }],
  offer: [7],
  quote: [rental],
  createInstance: [rental, { idempotencyKey: 'order-0001' }],
  instances: [{ status: 'running' }],
  instance: [7],
  metrics: [7, { range: '24h' }],
  logs: [7, { page: 2, page_size: 5 }],
  start: [7, { gpu_count: 1 }],
  stop: [7],
  restart: [7],
  release: [7],
  renew: [7, { mode: 'daily', count: 2 }, { idempotencyKey: 'renew-0001' }],
  renewQuote: [7, { mode: 'daily', count: 2 }],
  reinit: [7, { image_id: 11 }],
  migrationTargets: [7],
  migrate: [7, { host_id: 4 }],
  stopWithRefundQuote: [7],
  stopWithRefund: [7],
  billingModeQuote: [7, { mode: 'monthly', count: 1 }],
  changeBillingMode: [7, { mode: 'monthly', count: 1 }, { idempotencyKey: 'mode-0001' }],
  resizeOptions: [7],
  gpusQuote: [7, { gpu_count: 2 }],
  setGpus: [7, { gpu_count: 2 }, { idempotencyKey: 'gpus-0001' }],
  vcpusQuote: [7, { cpu_cores: 16 }],
  setVcpus: [7, { cpu_cores: 16 }],
  memoryQuote: [7, { memory_gb: 64 }],
  setMemory: [7, { memory_gb: 64 }],
  bandwidthQuote: [7, { bandwidth_mbps: 100 }],
  setBandwidth: [7, { bandwidth_mbps: 100 }],
  addDiskQuote: [7, { size_gb: 50 }],
  addDisk: [7, { size_gb: 50 }, { idempotencyKey: 'disk-0001' }],
  suspend: [7],
  resume: [7, { gpu_count: 1 }],
  setPassword: [7, { password: 'Str0ng-Passw0rd!' }],
  autoStop: [7],
  setAutoStop: [7, { idle_minutes: 30 }],
  clearAutoStop: [7, { rule: 'all' }],
  keepRunning: [7],
  latestMetrics: [{ instance_ids: [7, 8] }],
  disks: [],
  diskQuote: [{ region_id: 1, size_gb: 50 }],
  createDisk: [{ region_id: 1, size_gb: 50, name: 'data' }, { idempotencyKey: 'cdisk-0001' }],
  attachDisk: [7, { instance_id: 8 }],
  detachDisk: [7],
  expandDiskQuote: [7, { size_gb: 100 }],
  expandDisk: [7, { size_gb: 100 }],
  deleteDisk: [7],
  fileStorage: [],
  fileStorageQuote: [{ size_gb: 20 }],
  setFileStorage: [{ size_gb: 20 }, { idempotencyKey: 'sftp-0001' }],
  resetFileStoragePassword: [],
  balance: [],
  orders: [{ page: 2 }],
  ledger: [{ pocket: 'vouchers' }],
  sshKeys: [],
  addSshKey: [{ name: 'laptop', public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEXAMPLE me@laptop' }],
  deleteSshKey: [7],
};

function refusal(
  status: number,
  reason: string,
  httpStatus: number,
  headers?: Record<string, string>,
): FakeAnswer {
  return { httpStatus, body: { status, reason, data: null }, ...(headers ? { headers } : {}) };
}

describe('operations', () => {
  it('has a client operation for every endpoint of the public API but its document', () => {
    const named = new Set<unknown>(Object.values(operations));
    const missing = Object.entries(publicApiEndpoints)
      .filter(([name]) => !(NOT_OPERATIONS as readonly string[]).includes(name))
      .filter(([, entry]) => !named.has(entry))
      .map(([name]) => name);
    expect(missing).toEqual([]);
    const known = new Set<unknown>(Object.values(publicApiEndpoints));
    expect(Object.values(operations).every((entry) => known.has(entry))).toBe(true);
    expect(named.size).toBe(Object.keys(operations).length);
  });

  it.each(Object.keys(operations) as OperationName[])(
    '%s sends its endpoint’s method and path, signed',
    async (name) => {
      const { client, lastRequest } = setupClient();
      const method = client[name] as (...args: unknown[]) => Promise<unknown>;
      await method(...sampleArgs[name]);
      const request = lastRequest();
      const entry = operations[name];
      expect(request.method).toBe(entry.method);
      expect(new URL(request.url).pathname).toBe(entry.path.replace(':id', '7'));
      expect(await serverAccepts(request)).toBe(true);
    },
  );
});

describe('answers', () => {
  it('answers the data of a status 0 envelope', async () => {
    const instance = buildInstance({ Status: 'running' });
    const { client } = setupClient([ok(instance)]);
    await expect(client.instance(7)).resolves.toEqual(instance);
    expectTypeOf<OperationData<'instance'>>().toEqualTypeOf<PublicInstance>();
  });

  it('sends the Idempotency-Key header of a create, and none without one', async () => {
    const { client, requests } = setupClient();
    await client.createInstance(rental, { idempotencyKey: 'rent-4090-0001' });
    await client.createInstance(rental);
    expect(requests.map((request) => request.headers.get('idempotency-key'))).toEqual([
      'rent-4090-0001',
      null,
    ]);
  });

  it('throws an ApiError with the envelope’s status and reason and the HTTP status', async () => {
    const { client } = setupClient([
      refusal(ErrorCode.ILLEGAL_PARAMETER, 'illegal request parameter: id', 400),
    ]);
    const error = await client.instance(7).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: ErrorCode.ILLEGAL_PARAMETER,
      reason: 'illegal request parameter: id',
      httpStatus: 400,
      retryAfterSeconds: undefined,
    });
  });

  it('throws for a refusal answered with HTTP 200', async () => {
    const { client } = setupClient([
      refusal(ErrorCode.REFUSED, 'available balance is less than package price', 200),
    ]);
    await expect(client.createInstance(rental)).rejects.toMatchObject({
      status: ErrorCode.REFUSED,
      httpStatus: 200,
    });
  });

  it('throws HTTP_ERROR for an answer that is no envelope (a proxy’s page)', async () => {
    const { client } = setupClient([{ httpStatus: 502, body: '<html>Bad Gateway</html>' }]);
    await expect(client.balance()).rejects.toMatchObject({
      status: ErrorCode.HTTP_ERROR,
      httpStatus: 502,
      reason: 'unexpected answer: HTTP 502 <html>Bad Gateway</html>',
    });
  });

  it('checks an answer against the endpoint’s schema when validateResponses is on', async () => {
    const wrong = { Money: '12.00' };
    await expect(setupClient([ok(wrong)]).client.balance()).resolves.toEqual(wrong);
    await expect(
      setupClient([ok(wrong)], { validateResponses: true }).client.balance(),
    ).rejects.toBeInstanceOf(ZodError);
  });
});

describe('rate limits (429)', () => {
  const limited = refusal(ErrorCode.TOO_MANY_REQUESTS, 'signed request: too many requests', 429, {
    'retry-after': '7',
  });

  it('throws at once with retryAfterSeconds, retrying nothing by default', async () => {
    const { client, requests, sleeps } = setupClient([limited, ok({})]);
    await expect(client.usage()).rejects.toMatchObject({
      httpStatus: 429,
      retryAfterSeconds: 7,
      isRateLimited: true,
    });
    expect(requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('with retryOn429, waits each Retry-After and signs every attempt anew', async () => {
    const { client, requests, sleeps } = setupClient([limited, limited, ok({ Money: 1 })], {
      retryOn429: { retries: 2 },
    });
    await expect(client.balance()).resolves.toEqual({ Money: 1 });
    expect(sleeps).toEqual([7000, 7000]);
    expect(new Set(requests.map((request) => request.headers.get('x-nonce'))).size).toBe(3);
    expect(requests.map((request) => request.headers.get('x-timestamp'))).toEqual([
      '1700000000',
      '1700000007',
      '1700000014',
    ]);
  });

  it('gives up after its retries, and at once when Retry-After is beyond maxWaitSeconds', async () => {
    const exhausted = setupClient([limited], { retryOn429: { retries: 2 } });
    await expect(exhausted.client.usage()).rejects.toBeInstanceOf(ApiError);
    expect(exhausted.requests).toHaveLength(3);
    const tooLong = setupClient([limited], { retryOn429: { retries: 2, maxWaitSeconds: 5 } });
    await expect(tooLong.client.usage()).rejects.toMatchObject({ retryAfterSeconds: 7 });
    expect(tooLong.requests).toHaveLength(1);
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    const { client } = setupClient([
      refusal(ErrorCode.TOO_MANY_REQUESTS, 'slow down', 429, {
        'retry-after': 'Tue, 14 Nov 2023 22:13:50 GMT',
      }),
    ]);
    await expect(client.usage()).rejects.toMatchObject({ retryAfterSeconds: 30 });
  });

  it('does not retry other refusals', async () => {
    const { client, requests } = setupClient(
      [refusal(ErrorCode.UNKNOWN_ERROR, 'unknown server error', 500)],
      {
        retryOn429: { retries: 3 },
      },
    );
    await expect(client.usage()).rejects.toMatchObject({ httpStatus: 500 });
    expect(requests).toHaveLength(1);
  });
});

describe('types', () => {
  it('takes what the contracts take and nothing else', () => {
    const { client } = setupClient();
    // @ts-expect-error: sort is one of STORE_SORTS
    void client.offers({ sort: 'cheapest' }).catch(() => undefined);
    // @ts-expect-error: a rental names its image
    void client.quote({ host_id: 3, gpu_count: 1, mode: 'hourly', count: 1 }).catch(() => undefined);
    // @ts-expect-error: post_paid is no renewal period
    void client.renew(7, { mode: 'post_paid', count: 1 }).catch(() => undefined);
    expectTypeOf<OperationData<'offers'>['list'][number]['PricePerGpuHour']>().toEqualTypeOf<number>();
  });
});
