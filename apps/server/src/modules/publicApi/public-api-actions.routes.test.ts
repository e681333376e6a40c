import { ErrorCode, type PublicInstance } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/billing/orders.table';
import { cloudDisks } from '../../db/schema/disks/disks.table';
import { accessKeyIdempotency } from '../../db/schema/openApi/access-keys.table';
import { wallets } from '../../db/schema/wallet/wallet.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { createKey, signedCall, subAccountSession, type TestKey } from '../../testing/access-keys';
import { buildUser, loginAs } from '../../testing/builders';
import { buildFleet, ledgerMatches } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The console's instance and storage actions through signed public API calls (issue 45 point 2). */
let app: TestApp;
let compute: SimulatedCompute;
let fleet: Awaited<ReturnType<typeof buildFleet>>;

beforeAll(async () => {
  app = await createTestApp({ env: { OPENAPI_RATE_LIMIT_PER_MINUTE: '1000000' } });
  compute = app.deps.compute as SimulatedCompute;
  fleet = await buildFleet(app);
});
afterAll(async () => {
  await app.close();
});

async function customer(balanceFen = 100_000) {
  const user = await buildUser(app, { balanceFen });
  return { user, session: (await loginAs(app, user)).token };
}

async function moneyOf(userId: number) {
  const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  const placed = await app.deps.db.select().from(orders).where(eq(orders.userId, userId));
  return { money: wallet?.money, orders: placed.length };
}

const v1 = '/openapi/v1';
const withKey = (idempotencyKey: string) => ({ headers: { 'idempotency-key': idempotencyKey } });

/** Rents through the key (prepaid: 2 hours, unless told) and waits for it to run. */
async function rent(key: TestKey, fields: Record<string, unknown> = {}) {
  const host = await fleet.newHost();
  const created = await signedCall<PublicInstance>(app, key, 'POST', `${v1}/instances`, {
    host_id: host.id,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode: 'hourly',
    count: 2,
    ...fields,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  await compute.idle();
  return created.body.data.InstanceId;
}

async function ok<T>(reply: Promise<{ body: { status: number; reason: string; data: T } }>): Promise<T> {
  const { body } = await reply;
  expect(body.status, body.reason).toBe(0);
  return body.data;
}

async function stop(key: TestKey, id: number) {
  await ok(signedCall(app, key, 'POST', `${v1}/instances/${id}/stop`));
  await compute.idle();
}

describe('instance actions through the signed API', () => {
  it('reads resize options, quotes and resizes, adds a disk, and reinstalls and moves a stopped instance', async () => {
    const { user, session } = await customer();
    const key = await createKey(app, session);
    const id = await rent(key);
    const options = await ok(signedCall(app, key, 'GET', `${v1}/instances/${id}/resize-options`));
    expect(options).toBeTruthy();
    await stop(key, id);

    const gpuQuote = await ok(
      signedCall<{ ChargeNow: number }>(app, key, 'POST', `${v1}/instances/${id}/gpus/quote`, {
        gpu_count: 2,
      }),
    );
    const resized = await ok(
      signedCall<{ OrderNo: string }>(app, key, 'POST', `${v1}/instances/${id}/gpus`, { gpu_count: 2 }),
    );
    expect(resized.OrderNo).not.toBe('');
    expect(gpuQuote).toBeTruthy();
    for (const [path, body] of [
      ['vcpus/quote', { cpu_cores: 40 }],
      ['memory/quote', { memory_gb: 200 }],
      ['bandwidth/quote', { bandwidth_mbps: 200 }],
      ['disk/quote', { size_gb: 20 }],
    ] as const)
      await ok(signedCall(app, key, 'POST', `${v1}/instances/${id}/${path}`, body));
    await ok(signedCall(app, key, 'POST', `${v1}/instances/${id}/disk`, { size_gb: 20 }));

    await ok(signedCall(app, key, 'POST', `${v1}/instances/${id}/reinit`, { image_id: fleet.imageId }));
    await compute.idle();
    const targets = await ok(
      signedCall<{ list: Array<{ HostId: number }> }>(
        app,
        key,
        'GET',
        `${v1}/instances/${id}/migration-targets`,
      ),
    );
    expect(Array.isArray(targets.list)).toBe(true);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('quotes and stops with a refund, switches the billing mode, suspends and resumes', async () => {
    const { session } = await customer();
    const key = await createKey(app, session);
    const id = await rent(key);
    const refund = await ok(
      signedCall<{ RefundHours: number }>(app, key, 'GET', `${v1}/instances/${id}/stop-with-refund/quote`),
    );
    const stopped = await ok(
      signedCall<{ RefundHours: number; Status: string }>(
        app,
        key,
        'POST',
        `${v1}/instances/${id}/stop-with-refund`,
      ),
    );
    expect(stopped.RefundHours).toBe(refund.RefundHours);
    await compute.idle();

    // Another prepaid instance goes pay-as-you-go (its unused hours refunded), then is suspended.
    const other = await rent(key);
    const toPostPaid = { mode: 'post_paid' };
    await ok(signedCall(app, key, 'POST', `${v1}/instances/${other}/billing-mode/quote`, toPostPaid));
    const changed = await ok(
      signedCall<{ BillingMode: string }>(
        app,
        key,
        'POST',
        `${v1}/instances/${other}/billing-mode`,
        toPostPaid,
        withKey('mode-0001'),
      ),
    );
    expect(changed.BillingMode).toBe('post_paid');
    await stop(key, other);
    const suspended = await ok(
      signedCall<{ Status: string }>(app, key, 'POST', `${v1}/instances/${other}/suspend`),
    );
    expect(suspended.Status).toBeTruthy();
    await compute.idle();
    await ok(signedCall(app, key, 'POST', `${v1}/instances/${other}/resume`));
    await compute.idle();
    const after = await ok(signedCall<PublicInstance>(app, key, 'GET', `${v1}/instances/${other}`));
    expect(after.Status).toBe('running');
  });

  it('sets, reads and clears auto-stop rules, keeps an instance running, sets its password and reads its latest figures', async () => {
    const { session } = await customer();
    const key = await createKey(app, session);
    const id = await rent(key, { mode: 'post_paid', count: 1 });
    const set = await ok(
      signedCall<{ IdleMinutes: number | null }>(app, key, 'PUT', `${v1}/instances/${id}/auto-stop`, {
        idle_minutes: 30,
      }),
    );
    expect(set.IdleMinutes).toBe(30);
    const read = await ok(
      signedCall<{ IdleMinutes: number | null }>(app, key, 'GET', `${v1}/instances/${id}/auto-stop`),
    );
    expect(read.IdleMinutes).toBe(30);
    await ok(signedCall(app, key, 'POST', `${v1}/instances/${id}/auto-stop/keep-running`));
    const cleared = await ok(
      signedCall<{ IdleMinutes: number | null }>(
        app,
        key,
        'DELETE',
        `${v1}/instances/${id}/auto-stop?rule=all`,
      ),
    );
    expect(cleared.IdleMinutes).toBeNull();
    await ok(
      signedCall(app, key, 'POST', `${v1}/instances/${id}/password`, { password: 'Public-api-pass-1' }),
    );
    await ok(signedCall(app, key, 'POST', `${v1}/instances/metrics/latest`, { instance_ids: [id] }));
  });

  it('refuses an action to a key without its scope, and another account’s key as not found', async () => {
    const { session } = await customer();
    const owner = await createKey(app, session);
    const id = await rent(owner);
    const readOnly = await createKey(app, session, { scopes: ['read'] });
    for (const [path, body] of [
      [`${v1}/instances/${id}/reinit`, { image_id: fleet.imageId }],
      [`${v1}/instances/${id}/billing-mode`, { mode: 'post_paid' }],
      [`${v1}/instances/${id}/gpus`, { gpu_count: 2 }],
      [`${v1}/disks`, { region_id: fleet.region.id, size_gb: 100 }],
      [`${v1}/file-storage`, { size_gb: 10 }],
    ] as const) {
      const reply = await signedCall(app, readOnly, 'POST', path, body);
      expect(reply.body.status, path).toBe(ErrorCode.PERMISSION_DENIED);
      expect(reply.body.reason).toBe('signed request: this access key lacks the instances scope');
    }
    const stranger = await createKey(app, (await customer()).session);
    const foreign = await signedCall(app, stranger, 'GET', `${v1}/instances/${id}/resize-options`);
    expect(foreign.body.reason).toBe('instance not found');
  });
});

describe('money calls: Idempotency-Key and the spend cap', () => {
  it('a repeated renewal with the same Idempotency-Key makes one order; another body is refused', async () => {
    const { user, session } = await customer();
    const key = await createKey(app, session);
    const id = await rent(key);
    const before = await moneyOf(user.id);
    const renewal = { mode: 'hourly', count: 1 };
    const quote = await ok(
      signedCall<{ Total: number }>(app, key, 'POST', `${v1}/instances/${id}/renew/quote`, renewal),
    );
    const first = await ok(
      signedCall<{ OrderNo: string }>(
        app,
        key,
        'POST',
        `${v1}/instances/${id}/renew`,
        renewal,
        withKey('renew-0001'),
      ),
    );
    const again = await ok(
      signedCall<{ OrderNo: string }>(
        app,
        key,
        'POST',
        `${v1}/instances/${id}/renew`,
        renewal,
        withKey('renew-0001'),
      ),
    );
    expect(again).toEqual(first);
    expect(await moneyOf(user.id)).toEqual({
      money: (before.money ?? 0) - Math.round(quote.Total * 100),
      orders: before.orders + 1,
    });
    const other = await signedCall(
      app,
      key,
      'POST',
      `${v1}/instances/${id}/renew`,
      { mode: 'hourly', count: 2 },
      withKey('renew-0001'),
    );
    expect(other.body).toMatchObject({ status: ErrorCode.REFUSED });
    expect(other.body.reason).toBe(
      'this Idempotency-Key was used with another call: use a new key for another call',
    );
    expect(await moneyOf(user.id)).toEqual({
      money: (before.money ?? 0) - Math.round(quote.Total * 100),
      orders: before.orders + 1,
    });
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('two identical disk creates at once make one disk and one order; a refused call frees its key', async () => {
    const { user, session } = await customer();
    const key = await createKey(app, session);
    const body = { region_id: fleet.region.id, size_gb: 100 };
    const replies = await Promise.all([
      signedCall(app, key, 'POST', `${v1}/disks`, body, withKey('disk-0001')),
      signedCall(app, key, 'POST', `${v1}/disks`, body, withKey('disk-0001')),
    ]);
    const statuses = replies.map((reply) => reply.body.status);
    // One makes the disk; the other answers its disk, or is told the first is still running.
    expect(statuses).toContain(0);
    const disks = await app.deps.db.select().from(cloudDisks).where(eq(cloudDisks.userId, user.id));
    expect(disks).toHaveLength(1);
    expect((await moneyOf(user.id)).orders).toBe(1);

    const unknownRegion = await signedCall(
      app,
      key,
      'POST',
      `${v1}/disks`,
      { ...body, region_id: 999_999 },
      withKey('disk-0002'),
    );
    expect(unknownRegion.body.status).not.toBe(0);
    const kept = await app.deps.db
      .select()
      .from(accessKeyIdempotency)
      .where(eq(accessKeyIdempotency.idempotencyKey, 'disk-0002'));
    expect(kept).toEqual([]);
  });

  it('refuses a money call that would pass the key’s monthly cap, changing nothing', async () => {
    const { user, session } = await customer();
    const owner = await createKey(app, session);
    const id = await rent(owner);
    await stop(owner, id);
    const capped = await createKey(app, session, { monthly_spend_cap: '0.01' });
    const before = await moneyOf(user.id);
    const disksBefore = await app.deps.db.select().from(cloudDisks).where(eq(cloudDisks.userId, user.id));
    for (const [path, body] of [
      [`${v1}/instances/${id}/renew`, { mode: 'hourly', count: 1 }],
      [`${v1}/instances/${id}/gpus`, { gpu_count: 2 }],
      [`${v1}/instances/${id}/disk`, { size_gb: 20 }],
      [`${v1}/disks`, { region_id: fleet.region.id, size_gb: 100 }],
      [`${v1}/file-storage`, { size_gb: 50 }],
    ] as const) {
      const reply = await signedCall(app, capped, 'POST', path, body, withKey(`cap-${path.length}-0001`));
      expect(reply.body.status, path).toBe(ErrorCode.REFUSED);
      expect(reply.body.reason, path).toBe(
        'the monthly spend cap of this access key is reached: 0.00 of 0.01 yuan spent this month',
      );
    }
    expect(await moneyOf(user.id)).toEqual(before);
    expect(await app.deps.db.select().from(cloudDisks).where(eq(cloudDisks.userId, user.id))).toEqual(
      disksBefore,
    );
    const usage = await signedCall<{ SpentThisMonth: number }>(app, capped, 'GET', `${v1}/key`);
    expect(usage.body.data.SpentThisMonth).toBe(0);
  });
});

describe('storage through the signed API', () => {
  it('quotes, makes, attaches, detaches, expands and deletes a cloud disk; buys file storage', async () => {
    const { user, session } = await customer();
    const key = await createKey(app, session);
    const id = await rent(key);
    await stop(key, id);
    const body = { region_id: fleet.region.id, size_gb: 100 };
    await ok(signedCall(app, key, 'POST', `${v1}/disks/quote`, body));
    const disk = await ok(signedCall<{ Id: number }>(app, key, 'POST', `${v1}/disks`, body));
    await compute.idle();
    const listed = await ok(signedCall<{ list: Array<{ Id: number }> }>(app, key, 'GET', `${v1}/disks`));
    expect(listed.list.map((row) => row.Id)).toContain(disk.Id);
    await ok(signedCall(app, key, 'POST', `${v1}/disks/${disk.Id}/attach`, { instance_id: id }));
    await compute.idle();
    await ok(signedCall(app, key, 'POST', `${v1}/disks/${disk.Id}/detach`));
    await compute.idle();
    await ok(signedCall(app, key, 'POST', `${v1}/disks/${disk.Id}/expand/quote`, { size_gb: 200 }));
    await ok(signedCall(app, key, 'POST', `${v1}/disks/${disk.Id}/expand`, { size_gb: 200 }));
    await compute.idle();
    await ok(signedCall(app, key, 'POST', `${v1}/disks/${disk.Id}/delete`));

    await ok(signedCall(app, key, 'GET', `${v1}/file-storage`));
    await ok(signedCall(app, key, 'POST', `${v1}/file-storage/quote`, { size_gb: 10 }));
    const bought = await ok(
      signedCall<{ Password: string }>(
        app,
        key,
        'POST',
        `${v1}/file-storage`,
        { size_gb: 10 },
        withKey('sftp-0001'),
      ),
    );
    expect(bought.Password).not.toBe('');
    const repeat = await ok(
      signedCall<{ Password: string }>(
        app,
        key,
        'POST',
        `${v1}/file-storage`,
        { size_gb: 10 },
        withKey('sftp-0001'),
      ),
    );
    // The password is shown once and never kept for a repeat.
    expect(repeat).toEqual({ ...bought, Password: '' });
    const reset = await ok(
      signedCall<{ Password: string }>(app, key, 'POST', `${v1}/file-storage/password/reset`),
    );
    expect(reset.Password).not.toBe(bought.Password);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it("a sub-account's key sees only its own disks", async () => {
    const { user, session } = await customer();
    const mainKey = await createKey(app, session);
    const made = await ok(
      signedCall<{ Id: number }>(app, mainKey, 'POST', `${v1}/disks`, {
        region_id: fleet.region.id,
        size_gb: 100,
      }),
    );
    const sub = await subAccountSession(app, user.id, 100_000);
    const subKey = await createKey(app, sub.session, { scopes: ['read', 'instances'] });
    const listed = await ok(signedCall<{ list: Array<{ Id: number }> }>(app, subKey, 'GET', `${v1}/disks`));
    expect(listed.list.map((row) => row.Id)).not.toContain(made.Id);
    const foreign = await signedCall(app, subKey, 'POST', `${v1}/disks/${made.Id}/delete`);
    expect(foreign.body.status).not.toBe(0);
    expect(foreign.body.reason).toMatch(/not found$/);
  });
});
