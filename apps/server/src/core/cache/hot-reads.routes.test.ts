import type { UserInfo } from '@gpucloud/contracts';
import { accountEndpoints, inboxEndpoints, storeEndpoints } from '@gpucloud/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inboxItems } from '../../db/schema/inbox/inbox.table';
import { hosts } from '../../db/schema/store/store.table';
import { wallets } from '../../db/schema/wallet/wallet.table';
import { buildUser, loginAs } from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The hot reads are answered from memory (core/cache). The database itself announces every change
// to what they answer, so these tests change rows behind the services' backs, with plain SQL, and
// expect the very next read through the same server to see it. A second server on the same
// database (another process behind the load balancer) hears the change moments later.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ sharingDatabaseOf: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function userInfo(app: TestApp, token: string): Promise<UserInfo> {
  const reply = await app.call(accountEndpoints.userInfo, { session: token });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data;
}

async function notificationTitles(app: TestApp, token: string): Promise<string[]> {
  const reply = await app.call(inboxEndpoints.notificationList, {
    session: token,
    page: 1,
    page_size: 10,
    status: -1,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.data.map((item) => item.Title);
}

async function offerPrice(app: TestApp, region: string, hostId: number): Promise<number | undefined> {
  const reply = await app.call(storeEndpoints.gpuSelectorDetail, { region });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.list.find((offer) => offer.HostId === hostId)?.PricePerGpuHour;
}

describe('hot reads answered from memory follow every change', () => {
  it('get_user_info shows a balance written by anyone, on the very next request', async () => {
    const user = await buildUser(first, { balanceFen: 10_000 });
    const { token } = await loginAs(first, user);
    expect((await userInfo(first, token)).Money).toBe(100);
    expect((await userInfo(first, token)).Money).toBe(100);
    expect(first.deps.reads.active).toBe(true);

    // The writing connection hears its own announcement before its COMMIT answers: the writer never
    // reads its old answer back, however late the other connections hear it.
    const forget = vi.spyOn(first.deps.reads, 'forget');
    await first.deps.db.update(wallets).set({ money: 12_345 }).where(eq(wallets.userId, user.id));
    expect(forget).toHaveBeenCalledWith({ kind: 'accounts', userIds: [user.id] });
    forget.mockRestore();
    expect((await userInfo(first, token)).Money).toBe(123.45);

    // A rolled-back change announces nothing and changes nothing.
    await first.deps.db
      .transaction(async (tx) => {
        await tx.update(wallets).set({ money: 1 }).where(eq(wallets.userId, user.id));
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await userInfo(first, token)).Money).toBe(123.45);
  });

  it('another server on the same database hears the change', async () => {
    const user = await buildUser(first, { balanceFen: 500 });
    const { token } = await loginAs(first, user);
    expect((await userInfo(second, token)).Money).toBe(5);
    await first.deps.db.update(wallets).set({ money: 700 }).where(eq(wallets.userId, user.id));
    expect((await userInfo(first, token)).Money).toBe(7);
    await vi.waitFor(async () => expect((await userInfo(second, token)).Money).toBe(7), { timeout: 5_000 });
  });

  it('the notification list shows a new item on the next poll', async () => {
    const user = await buildUser(first);
    const { token } = await loginAs(first, user);
    expect(await notificationTitles(first, token)).toEqual([]);
    await first.deps.db.insert(inboxItems).values({
      userId: user.id,
      kind: 'notification',
      title: 'Maintenance tonight',
      body: 'Region A is serviced at 02:00.',
      link: '',
    });
    expect(await notificationTitles(first, token)).toEqual(['Maintenance tonight']);
  });

  it('the store shows a new price on the next request, and a change of many rows at once', async () => {
    const fleet = await buildFleet(first);
    const host = await fleet.newHost({ pricePerGpuHour: 198 });
    expect(await offerPrice(first, fleet.region.code, host.id)).toBe(1.98);
    await first.deps.db.update(hosts).set({ pricePerGpuHour: 250 }).where(eq(hosts.id, host.id));
    expect(await offerPrice(first, fleet.region.code, host.id)).toBe(2.5);
    await vi.waitFor(async () => expect(await offerPrice(second, fleet.region.code, host.id)).toBe(2.5), {
      timeout: 5_000,
    });

    // A set-based update over every wallet (the billing tick's shape) is one announcement.
    const user = await buildUser(first, { balanceFen: 100 });
    const { token } = await loginAs(first, user);
    expect((await userInfo(first, token)).Money).toBe(1);
    await first.deps.db.update(wallets).set({ money: sql`${wallets.money} + 1` });
    expect((await userInfo(first, token)).Money).toBe(1.01);
  });
});
