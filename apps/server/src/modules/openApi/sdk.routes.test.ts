import type { AddressInfo } from 'node:net';
import { accessKeyEndpoints } from '@gpucloud/contracts';
import { ApiError, createClient, type GpuCloudClient, NOT_OPERATIONS, operations } from '@gpucloud/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/billing/orders.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../../testing/builders';
import { buildFleet, ledgerMatches } from '../../testing/fleet';
import { ed25519PublicKey } from '../../testing/ssh-keys';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The SDK against the running server over real HTTP: a key made through the console API, then the
 * README's script (the cheapest free RTX 4090 for an hour, wait until running, SSH, stop) and a release.
 */
let app: TestApp;
let baseUrl: string;

beforeAll(async () => {
  app = await createTestApp();
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
});

async function keyedClient(balanceFen: number): Promise<{ client: GpuCloudClient; userId: number }> {
  const user = await buildUser(app, { balanceFen });
  const session = (await loginAs(app, user)).token;
  const made = await app.call(accessKeyEndpoints.create, {
    session,
    name: 'training script',
    scopes: ['read', 'instances', 'billing'],
  });
  const compute = app.deps.compute as SimulatedCompute;
  const client = createClient({
    baseUrl,
    accessKeyId: made.body.data.key.AccessKeyId,
    secret: made.body.data.Secret,
    now: () => app.clock.now(),
    // A poll waits for the simulated fleet to settle rather than for wall-clock time.
    sleep: () => compute.idle(),
  });
  return { client, userId: user.id };
}

describe('the SDK against the running server', () => {
  it('adds, lists and deletes an SSH key', async () => {
    const { client } = await keyedClient(0);
    const added = await client.addSshKey({ name: 'ci', public_key: ed25519PublicKey() });
    expect(added.key.Type).toBe('ssh-ed25519');
    expect((await client.sshKeys()).list.map((key) => key.KeyId)).toEqual([added.key.KeyId]);
    await client.deleteSshKey(added.key.KeyId);
    expect((await client.sshKeys()).list).toEqual([]);
  });

  it('rents the cheapest free RTX 4090 for an hour, runs, stops and releases it; the books agree to the fen', async () => {
    const fleet = await buildFleet(app);
    await fleet.newHost({ gpuModel: 'RTX 4090', pricePerGpuHour: 250 });
    const cheapest = await fleet.newHost({ gpuModel: 'RTX 4090', pricePerGpuHour: 189 });
    await fleet.newHost({ gpuModel: 'RTX 4090', pricePerGpuHour: 150, gpuFree: 0 });
    const { client, userId } = await keyedClient(10_000);

    const { list } = await client.offers({ gpu_model: 'RTX 4090', sort: 'price_asc', min_free_gpus: 1 });
    const offer = list[0];
    expect(offer?.HostId).toBe(cheapest.id);
    const image = (await client.offer(cheapest.id)).Images.find((candidate) => candidate.System === 'linux');
    if (!offer || !image) throw new Error('no offer');
    const order = {
      host_id: offer.HostId,
      gpu_count: 1,
      image_id: image.ImageId,
      mode: 'hourly',
      count: 1,
    } as const;
    const quote = await client.quote(order);
    expect(quote.Total).toBe(1.89);

    const created = await client.createInstance(order, { idempotencyKey: 'readme-example-0001' });
    const retried = await client.createInstance(order, { idempotencyKey: 'readme-example-0001' });
    expect(retried.InstanceId).toBe(created.InstanceId);

    const running = await client.waitForStatus(created.InstanceId, 'running', {
      timeoutMs: 60_000,
      intervalMs: 1,
    });
    expect(running.Access?.SshCommand).toMatch(/^ssh -p \d+ \S+@\S+$/);

    await client.stop(created.InstanceId);
    await client.waitForStatus(created.InstanceId, 'stopped', { timeoutMs: 60_000, intervalMs: 1 });
    // A stopped prepaid instance still holding unused hours is released only after a refund.
    await expect(client.release(created.InstanceId)).rejects.toMatchObject({
      reason: 'the prepaid period still holds unused whole hours: stop with refund first',
    });
    app.clock.advance(61 * 60_000);
    expect((await client.release(created.InstanceId)).Status).toBe('released');

    const balance = await client.balance();
    expect(balance.Money).toBe(100 - 1.89);
    const ledger = await client.ledger({ pocket: 'balance' });
    expect(ledger.data.map((row) => [row.Kind, row.Amount])).toContainEqual(['rent', -1.89]);
    const paid = await client.orders({ type: 'purchase' });
    expect(paid.total).toBe(1);
    expect(paid.data[0]?.OrderNo).toBe(created.OrderNo);
    expect(await app.deps.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(1);
    expect(await ledgerMatches(app, userId)).toBe(true);
    expect((await client.usage()).SpentThisMonth).toBe(1.89);
  });

  it('throws ApiError with the envelope’s status and reason', async () => {
    const { client } = await keyedClient(0);
    const error = await client.instance(2_000_000).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 1, reason: 'instance not found' });
  });

  it('has a method for every operation of the served document, and no more', async () => {
    const document = (await (await fetch(`${baseUrl}/openapi/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const client = Object.values(operations).map(
      (endpoint) => `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(client.sort()).toEqual(served.filter((operation) => !operation.startsWith('HEAD ')).sort());
    expect(NOT_OPERATIONS).toEqual(['document']);
  });
});
