import { ErrorCode, type LoginData } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import { workOrderComments, workOrders } from '../../db/schema/workOrders/work-orders.table';
import { buildSubAccount, buildUser, loginAs } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function unreadFlag(token?: string) {
  const raw = await app.server.inject({
    method: 'GET',
    url: '/third-party/api/v1/work-order/unread-flag',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return raw.json<{ status: number; data: { unread: boolean } | null }>();
}

async function openOrder(userId: number, subAccountId: number | null = null) {
  const [order] = await app.deps.db
    .insert(workOrders)
    .values({ userId, subAccountId, title: 'GPU not visible', createdAt: app.clock.now() })
    .returning();
  if (!order) throw new Error('no work order');
  return order;
}

async function comment(workOrderId: number, author: 'user' | 'staff') {
  app.clock.advance(MINUTE_MS);
  await app.deps.db
    .insert(workOrderComments)
    .values({ workOrderId, author, content: '...', createdAt: app.clock.now() });
}

describe('work-order unread flag', () => {
  it('is set by a staff reply the owner has not read, and cleared by reading', async () => {
    const user = await buildUser(app);
    const { token } = await loginAs(app, user);
    expect(await unreadFlag(token)).toEqual({ status: 0, reason: '', data: { unread: false } });

    const order = await openOrder(user.id);
    await comment(order.id, 'user');
    expect((await unreadFlag(token)).data?.unread).toBe(false);
    await comment(order.id, 'staff');
    expect((await unreadFlag(token)).data?.unread).toBe(true);

    app.clock.advance(MINUTE_MS);
    await app.deps.db
      .update(workOrders)
      .set({ userReadAt: app.clock.now() })
      .where(eq(workOrders.id, order.id));
    expect((await unreadFlag(token)).data?.unread).toBe(false);
  });

  it('belongs to the order’s owner: a sub-account and its main account each see their own', async () => {
    const main = await buildUser(app);
    const sub = await buildSubAccount(app, main.id);
    const subLogin = await app.postForm<LoginData>('/sub_account_login', sub);
    const subToken = subLogin.body.data.token;
    const order = await openOrder(main.id, await subAccountIdOf(subToken));
    await comment(order.id, 'staff');
    expect((await unreadFlag(subToken)).data?.unread).toBe(true);
    expect((await unreadFlag((await loginAs(app, main)).token)).data?.unread).toBe(false);
  });

  it('answers 100031 without a bearer token', async () => {
    expect((await unreadFlag()).status).toBe(ErrorCode.ILLEGAL_ACCESS_TOKEN);
  });
});

async function subAccountIdOf(token: string): Promise<number | null> {
  const info = await app.postForm<{ SubAccountId: number | null }>('/get_user_info', { session: token });
  return info.body.data.SubAccountId;
}
