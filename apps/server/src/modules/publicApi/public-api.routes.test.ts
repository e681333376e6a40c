import { PassThrough } from 'node:stream';
import { accessKeyEndpoints, ErrorCode, listEndpoints, type PublicInstance } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/billing/orders.table';
import { accessKeys } from '../../db/schema/openApi/access-keys.table';
import { wallets } from '../../db/schema/wallet/wallet.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { createKey, signedCall, subAccountSession, type TestKey } from '../../testing/access-keys';
import { buildUser, loginAs } from '../../testing/builders';
import { buildFleet, ledgerMatches } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let fleet: Awaited<ReturnType<typeof buildFleet>>;
const log = new PassThrough();
let logged = '';

beforeAll(async () => {
  log.on('data', (chunk: Buffer) => {
    logged += chunk.toString('utf8');
  });
  app = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log });
  fleet = await buildFleet(app);
});
afterAll(async () => {
  await app.close();
});

async function customer(balanceFen = 100_000) {
  const user = await buildUser(app, { balanceFen });
  return { user, session: (await loginAs(app, user)).token };
}

function rental(hostId: number, fields: Record<string, unknown> = {}) {
  return { host_id: hostId, gpu_count: 1, image_id: fleet.imageId, mode: 'hourly', count: 2, ...fields };
}

async function moneyOf(userId: number) {
  const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  const paid = await app.deps.db.select().from(orders).where(eq(orders.userId, userId));
  return { money: wallet?.money, orders: paid.length };
}

const create = (key: TestKey, body: unknown, idempotencyKey?: string) =>
  signedCall<PublicInstance>(app, key, 'POST', '/openapi/v1/instances', body, {
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });

describe('access keys on the console', () => {
  it('shows the secret once, keeps it sealed, and never lists it', async () => {
    const { session } = await customer();
    const key = await createKey(app, session, {
      name: 'ci',
      monthly_spend_cap: '50',
      ip_allow_list: ['10.0.0.0/8'],
    });
    expect(key.secret).toMatch(/^[A-Za-z0-9_-]{40}$/);
    expect(key.row).toMatchObject({
      Name: 'ci',
      State: 'active',
      MonthlySpendCap: 50,
      IpAllowList: ['10.0.0.0/8'],
    });
    const [stored] = await app.deps.db
      .select()
      .from(accessKeys)
      .where(eq(accessKeys.accessKeyId, key.accessKeyId));
    expect(stored?.secretSealed).not.toContain(key.secret);
    const list = await app.post('/access_key/list', { session });
    expect(JSON.stringify(list.body)).not.toContain(key.secret);
    expect(logged).not.toContain(key.secret);
  });

  it('holds at most 10 keys an account; a deleted one frees its place', async () => {
    const { session } = await customer();
    const keys = [];
    for (let i = 0; i < 10; i += 1) keys.push(await createKey(app, session, { name: `k${i}` }));
    const eleventh = await app.post('/access_key/create', { session, name: 'k10', scopes: ['read'] });
    expect(eleventh.body).toMatchObject({ status: ErrorCode.REFUSED });
    expect(eleventh.body.reason).toContain('at most 10 access keys');
    await app.post('/access_key/delete', { session, access_key_id: keys[0]?.accessKeyId });
    expect(
      (await app.post('/access_key/create', { session, name: 'k10', scopes: ['read'] })).body.status,
    ).toBe(0);
  });

  it("refuses the billing scope on a sub-account's key, and a bad allow-list entry, naming the field", async () => {
    const { user } = await customer();
    const sub = await subAccountSession(app, user.id);
    const subSession = sub.session;
    const billing = await app.post('/access_key/create', {
      session: subSession,
      name: 'b',
      scopes: ['billing'],
    });
    expect(billing.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(billing.body.reason).toContain('scopes:');
    const badIp = await app.post('/access_key/create', {
      session: subSession,
      name: 'b',
      scopes: ['read'],
      ip_allow_list: ['10.0.0.0/8', '300.1.1.1'],
    });
    expect(badIp.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(badIp.body.reason).toContain('ip_allow_list.1:');
    // The main account does not see or manage the sub-account's keys: each account its own.
    const subKey = await createKey(app, subSession, { scopes: ['read'] });
    const mainSession = (await loginAs(app, user)).token;
    const mainList = await app.call(accessKeyEndpoints.list, { session: mainSession });
    expect(JSON.stringify(mainList.body.data)).not.toContain(subKey.accessKeyId);
    const foreign = await app.post('/access_key/delete', {
      session: mainSession,
      access_key_id: subKey.accessKeyId,
    });
    expect(foreign.body.reason).toBe('access key not found');
  });
});

describe('renting through the public API', () => {
  it('charges exactly the quote, and a repeated Idempotency-Key answers the same instance without a second order', async () => {
    const host = await fleet.newHost();
    const { user, session } = await customer();
    const key = await createKey(app, session);
    const quote = await signedCall<{ Total: number }>(app, key, 'POST', '/openapi/v1/quote', rental(host.id));
    expect(quote.body.data.Total).toBe(3.96);
    const first = await create(key, rental(host.id), 'train-run-0001');
    expect(first.body.status, first.body.reason).toBe(0);
    const again = await create(key, rental(host.id), 'train-run-0001');
    expect(again.body.data.InstanceId).toBe(first.body.data.InstanceId);
    expect(await moneyOf(user.id)).toEqual({ money: 100_000 - 396, orders: 1 });

    const otherBody = await create(key, rental(host.id, { count: 3 }), 'train-run-0001');
    expect(otherBody.body).toMatchObject({ status: ErrorCode.REFUSED });
    expect(otherBody.body.reason).toContain('Idempotency-Key was used with another body');
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('two identical creates at once make one instance and one charge', async () => {
    const host = await fleet.newHost();
    const { user, session } = await customer();
    const key = await createKey(app, session);
    const replies = await Promise.all([
      create(key, rental(host.id), 'same-time-0001'),
      create(key, rental(host.id), 'same-time-0001'),
    ]);
    expect(replies.map((reply) => reply.body.status)).toEqual([0, 0]);
    expect(replies[0]?.body.data.InstanceId).toBe(replies[1]?.body.data.InstanceId);
    expect(await moneyOf(user.id)).toEqual({ money: 100_000 - 396, orders: 1 });
  });

  it('runs an instance: running with SSH details, stopped, released', async () => {
    const host = await fleet.newHost();
    const { session } = await customer();
    const key = await createKey(app, session);
    const created = await create(key, rental(host.id, { mode: 'post_paid', count: 1 }));
    const id = created.body.data.InstanceId;
    await (app.deps.compute as SimulatedCompute).idle();
    const running = await signedCall<PublicInstance>(app, key, 'GET', `/openapi/v1/instances/${id}`);
    expect(running.body.data).toMatchObject({ Status: 'running', OrderNo: created.body.data.OrderNo });
    expect(running.body.data.Access?.SshCommand).toMatch(/^ssh -p \d+ /);
    const stopped = await signedCall(app, key, 'POST', `/openapi/v1/instances/${id}/stop`);
    expect(stopped.body.status, stopped.body.reason).toBe(0);
    await (app.deps.compute as SimulatedCompute).idle();
    const released = await signedCall(app, key, 'POST', `/openapi/v1/instances/${id}/release`);
    expect(released.body).toMatchObject({ status: 0, data: { Status: 'released' } });
    const after = await signedCall<PublicInstance>(app, key, 'GET', `/openapi/v1/instances/${id}`);
    expect(after.body.data).toMatchObject({ Status: 'released', Access: null });

    // Its log, newest first, as the console's instance log answers it; a page at a time.
    type Log = { data: { Event: string; Detail: string }[]; total: number };
    const log = await signedCall<Log>(app, key, 'GET', `/openapi/v1/instances/${id}/logs`);
    expect(log.body.status, log.body.reason).toBe(0);
    const console = await app.post('/logs/get_instance_log_list', { session, instance_id: id });
    expect(log.body.data).toEqual(console.body.data);
    expect(log.body.data.data.map((entry) => entry.Event)).toContain('released');
    const page = await signedCall<Log>(
      app,
      key,
      'GET',
      `/openapi/v1/instances/${id}/logs?page=2&page_size=1`,
    );
    expect(page.body.data.data).toEqual(log.body.data.data.slice(1, 2));
    const bad = await signedCall(app, key, 'GET', `/openapi/v1/instances/${id}/logs?page_size=500`);
    expect(bad.body.status).toBe(ErrorCode.ILLEGAL_PARAMETER);
    expect(bad.body.reason).toContain('page_size');
  });

  it("another account's key cannot see or act on the instance", async () => {
    const host = await fleet.newHost();
    const owner = await customer();
    const id = (await create(await createKey(app, owner.session), rental(host.id))).body.data.InstanceId;
    const stranger = await createKey(app, (await customer()).session);
    for (const [method, path] of [
      ['GET', `/openapi/v1/instances/${id}`],
      ['POST', `/openapi/v1/instances/${id}/stop`],
      ['POST', `/openapi/v1/instances/${id}/release`],
    ] as const) {
      const reply = await signedCall(app, stranger, method, path);
      expect(reply.body.reason, path).toBe('instance not found');
    }
  });
});

describe('the monthly spend cap of a key', () => {
  it('refuses the order that would pass it, and counts only what this key spent', async () => {
    const host = await fleet.newHost();
    const { user, session } = await customer();
    const capped = await createKey(app, session, { monthly_spend_cap: '5' });
    expect((await create(capped, rental(host.id))).body.status).toBe(0);
    const over = await create(capped, rental(host.id));
    expect(over.body).toMatchObject({ status: ErrorCode.REFUSED });
    expect(over.body.reason).toBe(
      'the monthly spend cap of this access key is reached: 3.96 of 5.00 yuan spent this month',
    );
    const usage = await signedCall<{ SpentThisMonth: number }>(app, capped, 'GET', '/openapi/v1/key');
    expect(usage.body.data.SpentThisMonth).toBe(3.96);
    // Another key of the same account, and the console, are not held by this key's cap.
    const other = await createKey(app, session);
    expect((await create(other, rental(host.id))).body.status).toBe(0);
    expect(await moneyOf(user.id)).toEqual({ money: 100_000 - 2 * 396, orders: 2 });
  });

  it('no longer counts an order refunded in full (a machine that could not be made)', async () => {
    const host = await fleet.newHost();
    const { session } = await customer();
    const key = await createKey(app, session, { monthly_spend_cap: '5' });
    const compute = app.deps.compute as SimulatedCompute;
    compute.injectFault({ kind: 'next-create-fails' });
    expect((await create(key, rental(host.id))).body.status).toBe(0);
    await compute.idle();
    const usage = await signedCall<{ SpentThisMonth: number }>(app, key, 'GET', '/openapi/v1/key');
    expect(usage.body.data.SpentThisMonth).toBe(0);
    expect((await create(key, rental(host.id))).body.status).toBe(0);
  });

  it('concurrent creates cannot pass it together', async () => {
    const host = await fleet.newHost();
    const { user, session } = await customer();
    const key = await createKey(app, session, { monthly_spend_cap: '5' });
    const replies = await Promise.all(Array.from({ length: 4 }, () => create(key, rental(host.id))));
    expect(replies.filter((reply) => reply.body.status === 0)).toHaveLength(1);
    expect(await moneyOf(user.id)).toEqual({ money: 100_000 - 396, orders: 1 });
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });
});

describe('the public API document', () => {
  it('at /openapi/v1/openapi.json holds exactly the public endpoints and the signing scheme', async () => {
    const raw = await app.server.inject({ method: 'GET', url: '/openapi/v1/openapi.json' });
    const document = raw.json<{ paths: Record<string, unknown>; info: { description: string } }>();
    const expected = listEndpoints()
      .map(({ endpoint }) => endpoint)
      .filter((endpoint) => endpoint.path.startsWith('/openapi/v1/') && !endpoint.hidden)
      .map((endpoint) => endpoint.path.replace(/:(\w+)/g, '{$1}'));
    expect(Object.keys(document.paths).sort()).toEqual([...new Set(expected)].sort());
    expect(document.info.description).toContain('HMAC-SHA256(secret, StringToSign)');
    const main = (await app.server.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(main.paths).filter((path) => path.startsWith('/openapi/'))).toEqual([]);
  });
});
