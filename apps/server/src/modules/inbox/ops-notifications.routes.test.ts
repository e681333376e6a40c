import { ErrorCode, opsContentEndpoints } from '@gpucloud/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboxItems } from '../../db/schema/inbox/inbox.table';
import { wallets } from '../../db/schema/wallet/wallet.table';
import { buildUser, createStaff, staffToken } from '../../testing/builders';
import {
  auditRowsOf,
  expectBadField,
  expectRolesRefused,
  openSupportConsole,
} from '../../testing/ops-content';

const { app, support } = await openSupportConsole();

/** A main account whose accumulated top-ups put it at a membership level (1500 yuan: silver, 2). */
async function member(accumulatedFen: number) {
  const user = await buildUser(app);
  await app.deps.db
    .update(wallets)
    .set({ accumulatedMoney: accumulatedFen })
    .where(eq(wallets.userId, user.id));
  return user;
}

async function notificationsOf(userId: number, title: string) {
  return app.deps.db
    .select()
    .from(inboxItems)
    .where(and(eq(inboxItems.userId, userId), eq(inboxItems.title, title)));
}

async function setup() {
  const ordinary = await member(0);
  const silver = await member(150_000);
  const silverToo = await member(999_999);
  const gold = await member(1_000_000);
  return { ordinary, silver, silverToo, gold };
}

describe('notifications from support', () => {
  it('reaches every account of one membership level and no other, counted first, audited', async () => {
    const { ordinary, silver, silverToo, gold } = await setup();
    const count = await app.call(opsContentEndpoints.notificationAudience, {
      session: support,
      target: 'level',
      vip_level: 2,
    });
    expect(count.body.data.recipients).toBe(2);
    const sent = await app.call(opsContentEndpoints.sendNotification, {
      session: support,
      target: 'level',
      vip_level: '2',
      title: 'Silver week',
      original: 'A gift for silver members',
      link: '/console/coupon',
    });
    expect(sent.body).toMatchObject({ status: 0, data: { recipients: 2 } });
    for (const user of [silver, silverToo])
      expect(await notificationsOf(user.id, 'Silver week')).toHaveLength(1);
    for (const user of [ordinary, gold])
      expect(await notificationsOf(user.id, 'Silver week')).toHaveLength(0);
    const [audit] = await auditRowsOf(app, 'vip_level', 2);
    expect(audit).toMatchObject({
      endpoint: '/api/ops/send_notification',
      before: null,
      after: { Target: 'level', VipLevel: 2, Title: 'Silver week', Recipients: 2 },
    });
  });

  it('reaches one account by phone, or everyone', async () => {
    const { ordinary, gold } = await setup();
    const one = await app.post('/ops/send_notification', {
      session: support,
      target: 'user',
      phone: gold.phone,
      title: 'Just you',
      original: 'Hello',
    });
    expect(one.body).toMatchObject({ status: 0, data: { recipients: 1 } });
    expect(await notificationsOf(gold.id, 'Just you')).toHaveLength(1);
    expect(await notificationsOf(ordinary.id, 'Just you')).toHaveLength(0);
    expect(await auditRowsOf(app, 'user', gold.id)).toHaveLength(1);

    const everyone = await app.call(opsContentEndpoints.notificationAudience, {
      session: support,
      target: 'all',
    });
    const all = await app.call(opsContentEndpoints.sendNotification, {
      session: support,
      target: 'all',
      title: 'Everyone',
      original: 'Hello all',
    });
    expect(all.body.data.recipients).toBe(everyone.body.data.recipients);
    expect(await notificationsOf(ordinary.id, 'Everyone')).toHaveLength(1);
  });

  it('refuses a phone no active account has, on the phone field, sending nothing', async () => {
    const before = (await auditRowsOf(app, 'all_users', '*')).length;
    const reply = await app.post('/ops/send_notification', {
      session: support,
      target: 'user',
      phone: '13700000000',
      title: 'Nobody',
      original: 'x',
    });
    expect(reply.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'no active account has this phone',
    });
    expect((await auditRowsOf(app, 'all_users', '*')).length).toBe(before);
  });

  it('is for support (and admin) only', async () => {
    const admin = await staffToken(app, await createStaff(app, 'admin'));
    const count = await app.post('/ops/count_notification_recipients', { session: admin, target: 'all' });
    expect(count.body.status).toBe(0);
    const body = { target: 'all', title: 't', original: 'o' };
    for (const path of ['/ops/count_notification_recipients', '/ops/send_notification']) {
      await expectRolesRefused(app, path, body, ['finance', 'reviewer', 'fleet']);
    }
  });

  it('answers bad input with 100021 naming the field, writing nothing', async () => {
    const base = { session: support, title: 'Hi', original: 'Hello' };
    await expectBadField(app, '/ops/send_notification', { ...base, target: 'level' }, 'vip_level');
    await expectBadField(app, '/ops/send_notification', { ...base, target: 'user' }, 'phone');
    await expectBadField(
      app,
      '/ops/send_notification',
      { ...base, target: 'level', vip_level: 5 },
      'vip_level',
    );
    await expectBadField(app, '/ops/send_notification', { ...base, target: 'team' }, 'target');
    await expectBadField(app, '/ops/send_notification', { ...base, target: 'all', title: '' }, 'title');
    await expectBadField(
      app,
      '/ops/count_notification_recipients',
      { session: support, target: 'user', phone: '12' },
      'phone',
    );
  });
});
