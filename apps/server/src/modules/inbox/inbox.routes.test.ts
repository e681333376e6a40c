import {
  adminEndpoints,
  ErrorCode,
  inboxEndpoints,
  type LoginData,
  type Notification,
} from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import {
  type BuiltStaff,
  type BuiltUser,
  buildSubAccount,
  buildUser,
  createStaff,
  loginAs,
  staffToken,
} from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { notify as notifyTemplated } from '../notifications';

interface Inbox<T> {
  data: T[];
  total: number;
  unread: number;
}

let app: TestApp;
let staff: BuiltStaff;
/** A fresh staff session per call: tests move the clock past a staff session's 30 idle minutes. */
const staffSession = () => staffToken(app, staff);

beforeAll(async () => {
  app = await createTestApp();
  staff = await createStaff(app, 'support');
});
afterAll(async () => {
  await app.close();
});

async function notify(user: BuiltUser, title: string, alsoMessage = false) {
  const reply = await app.post('/admin/send_notification', {
    session: await staffSession(),
    phone: user.phone,
    title,
    original: `${title} in full`,
    link: '/console/dashboard',
    also_message: alsoMessage,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  app.clock.advance(MINUTE_MS);
}

async function notifications(token: string, status = -1, page = 1, pageSize = 10) {
  const reply = await app.post<Inbox<Notification>>('/notifications/get_list', {
    session: token,
    page,
    page_size: pageSize,
    status,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data;
}

describe('notifications', () => {
  it('lists the caller’s notifications newest first with read state, filters and paging', async () => {
    const user = await buildUser(app);
    const { token } = await loginAs(app, user);
    for (const title of ['one', 'two', 'three']) await notify(user, title);

    const all = await notifications(token);
    expect(all.total).toBe(3);
    expect(all.unread).toBe(3);
    expect(all.data.map((n) => n.Title)).toEqual(['three', 'two', 'one']);
    expect(all.data[0]).toMatchObject({
      Original: 'three in full',
      Link: '/console/dashboard',
      IsRead: false,
    });

    const pageTwo = await notifications(token, -1, 2, 2);
    expect(pageTwo.data.map((n) => n.Title)).toEqual(['one']);
    // Past the last page the counts still come back (they ride on the same statement as the page).
    expect(await notifications(token, -1, 3, 2)).toEqual({ data: [], total: 3, unread: 3 });

    const [newest] = all.data;
    const marked = await app.post<{ updated: number }>('/notifications/set_read', {
      session: token,
      ids: [newest?.Id],
    });
    expect(marked.body.data.updated).toBe(1);
    expect((await notifications(token, 0)).data.map((n) => n.Title)).toEqual(['two', 'one']);
    expect((await notifications(token, 1)).data.map((n) => n.Title)).toEqual(['three']);
    expect((await notifications(token)).unread).toBe(2);

    const all_read = await app.call(inboxEndpoints.setAllNotificationsRead, { session: token });
    expect(all_read.body.data.updated).toBe(2);
    expect((await notifications(token)).unread).toBe(0);
  });

  it('accepts the form-encoded numbers of the first group', async () => {
    const user = await buildUser(app);
    const { token } = await loginAs(app, user);
    const reply = await app.postForm('/notifications/get_list', {
      session: token,
      page: '1',
      page_size: '3',
      status: '-1',
    });
    expect(reply.body.status).toBe(0);
  });

  it('never shows or changes another account’s items', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    await notify(owner, 'private');
    const ownerToken = (await loginAs(app, owner)).token;
    const otherToken = (await loginAs(app, other)).token;
    const [item] = (await notifications(ownerToken)).data;

    expect((await notifications(otherToken)).total).toBe(0);
    const attempt = await app.post<{ updated: number }>('/notifications/set_read', {
      session: otherToken,
      ids: [item?.Id],
    });
    expect(attempt.body.data.updated).toBe(0);
    expect((await notifications(ownerToken)).unread).toBe(1);

    const sub = await buildSubAccount(app, owner.id);
    const subLogin = await app.postForm<LoginData>('/sub_account_login', sub);
    expect((await notifications(subLogin.body.data.token)).total).toBe(0);
  });

  it('rejects an unknown read status', async () => {
    const { token } = await loginAs(app, await buildUser(app));
    const reply = await app.post('/notifications/get_list', { session: token, status: 7 });
    expect(reply.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(reply.body.reason).toContain('status:');
  });

  it('broadcasts to every active account', async () => {
    const before = await buildUser(app);
    const reply = await app.call(adminEndpoints.sendNotification, {
      session: await staffSession(),
      title: 'Maintenance',
      original: 'Sunday 02:00',
    });
    expect(reply.body.data.recipients).toBeGreaterThanOrEqual(2);
    const { token } = await loginAs(app, before);
    expect((await notifications(token)).data.map((n) => n.Title)).toContain('Maintenance');
  });
});

describe('messages', () => {
  it('holds the message copy of a notification, with its own read state', async () => {
    const user = await buildUser(app);
    const { token } = await loginAs(app, user);
    await notify(user, 'Instance expiring', true);
    const list = await app.call(inboxEndpoints.messageList, {
      session: token,
      page: 1,
      page_size: 10,
      status: -1,
    });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.data[0]).toMatchObject({ Message: 'Instance expiring in full', IsRead: false });
    await app.post('/messages/set_read_all', { session: token });
    const after = await app.call(inboxEndpoints.messageList, { session: token, status: 0 });
    expect(after.body.data.total).toBe(0);
    expect((await notifications(token)).unread).toBe(1);
  });
});

describe('the reader’s language', () => {
  it('renders a templated item in the language the page asks for, else in the account’s', async () => {
    const user = await buildUser(app);
    const { token } = await loginAs(app, user);
    await notifyTemplated(
      app.deps.db,
      { userId: user.id, subAccountId: null },
      { kind: 'notification', template: 'account.welcome', params: {}, link: '', now: app.clock.now() },
    );
    const read = async (headers: Record<string, string>) => {
      const reply = await app.post<Inbox<Notification>>(
        '/notifications/get_list',
        { session: token, page: 1, page_size: 10, status: -1 },
        headers,
      );
      expect(reply.body.status, reply.body.reason).toBe(0);
      return reply.body.data.data[0]?.Title;
    };
    expect(await read({})).toBe('Welcome to GPU Cloud');
    expect(await read({ 'accept-language': 'zh-CN,zh;q=0.9' })).toBe('欢迎使用 GPU 云');
    expect(await read({ 'accept-language': 'en-US' })).toBe('Welcome to GPU Cloud');
  });
});
