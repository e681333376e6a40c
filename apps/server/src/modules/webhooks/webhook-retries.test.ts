import { webhooksEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, SECOND_MS } from '../../core/clock';
import { buildUser, loginAs } from '../../testing/builders';
import { inboxItemsOf } from '../../testing/inbox';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startReceiver } from '../../testing/webhook-receiver';
import { render } from '../notifications';
import { deliverDueWebhooks } from './webhook-delivery.service';

let app: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  app = await createTestApp({ env: { WEBHOOK_ALLOW_HTTP: '1', WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1' } });
  app.deps.resolveHost = async (host) => (host === 'hooks.test' ? ['127.0.0.1'] : []);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await app.close();
});

async function setup() {
  const user = await buildUser(app);
  const session = (await loginAs(app, user)).token;
  const created = await app.call(webhooksEndpoints.create, {
    session,
    url: `http://hooks.test:${receiver.port}/retries`,
    description: '',
    events: ['wallet.payment_credited'],
  });
  expect(created.body.status, created.body.reason).toBe(0);
  const endpointId = created.body.data.endpoint.EndpointId;
  const deliveries = async () =>
    (
      await app.call(webhooksEndpoints.deliveries, {
        session,
        endpoint_id: endpointId,
        page: 1,
        page_size: 20,
      })
    ).body.data.list;
  const endpoint = async () =>
    (await app.call(webhooksEndpoints.list, { session })).body.data.list.find(
      (e) => e.EndpointId === endpointId,
    );
  return { user, session, endpointId, deliveries, endpoint };
}

const seconds = (at: string | null | undefined) => (at ? new Date(at).getTime() : Number.NaN);

describe('retries', () => {
  it('retries a failing receiver with doubling waits, with one event id, until it answers', async () => {
    const { session, endpointId, deliveries, endpoint } = await setup();
    receiver.state.status = 503;
    receiver.state.answer = 'down for maintenance';
    const first = await app.call(webhooksEndpoints.sendTest, { session, endpoint_id: endpointId });
    const start = app.clock.now().getTime();
    expect(first.body.data.delivery).toMatchObject({
      State: 'pending',
      Attempts: 1,
      StatusCode: 503,
      ResponseExcerpt: 'down for maintenance',
    });
    expect(seconds(first.body.data.delivery.NextAttemptAt) - start).toBe(30 * SECOND_MS);

    // Not due a second early; then due, each wait twice the last.
    app.clock.advance(29 * SECOND_MS);
    expect(await deliverDueWebhooks(app.deps)).toEqual({ attempted: 0 });
    let waited = 30 * SECOND_MS;
    for (const attempt of [2, 3, 4]) {
      app.clock.advance(SECOND_MS);
      expect(await deliverDueWebhooks(app.deps)).toEqual({ attempted: 1 });
      const [row] = await deliveries();
      expect(row?.Attempts).toBe(attempt);
      waited *= 2;
      expect(seconds(row?.NextAttemptAt) - app.clock.now().getTime()).toBe(waited);
      app.clock.advance(waited - SECOND_MS);
      expect(await deliverDueWebhooks(app.deps)).toEqual({ attempted: 0 });
    }
    expect((await endpoint())?.FailingSince).toBe(new Date(start).toISOString());

    receiver.state.status = 200;
    receiver.state.answer = 'ok';
    app.clock.advance(SECOND_MS);
    expect(await deliverDueWebhooks(app.deps)).toEqual({ attempted: 1 });
    const [done] = await deliveries();
    expect(done).toMatchObject({ State: 'delivered', Attempts: 5, StatusCode: 200, NextAttemptAt: null });
    const ids = receiver.received.filter((r) => r.path === '/retries').map((r) => r.eventId);
    expect(ids).toHaveLength(5);
    expect(new Set(ids)).toEqual(new Set([done?.EventId]));
    expect((await endpoint())?.FailingSince).toBeNull();
  });

  it('gives up after a day, disables the endpoint and tells its owner in both languages', async () => {
    const { user, session, endpointId, deliveries, endpoint } = await setup();
    receiver.state.status = 500;
    receiver.state.answer = 'boom';
    await app.call(webhooksEndpoints.sendTest, { session, endpoint_id: endpointId });
    const start = app.clock.now().getTime();
    let attempts = 1;
    for (;;) {
      const [row] = await deliveries();
      if (row?.State !== 'pending') break;
      const next = seconds(row.NextAttemptAt);
      app.clock.advance(next - app.clock.now().getTime());
      await deliverDueWebhooks(app.deps);
      attempts += 1;
      expect(attempts).toBeLessThan(20);
    }
    const [last] = await deliveries();
    expect(last).toMatchObject({ State: 'failed', StatusCode: 500, NextAttemptAt: null, Attempts: attempts });
    // The last retry falls exactly a day after the first attempt, never later.
    expect(seconds(last?.LastAttemptAt) - start).toBe(24 * HOUR_MS);
    expect(await endpoint()).toMatchObject({ Enabled: false, DisabledReason: 'failures' });
    const [notice] = await inboxItemsOf(app, user.id, 'webhook.disabled');
    expect(notice?.link).toBe('/console/webhooks');
    const params = notice?.params as { url: string; since: string };
    expect(params).toEqual({
      url: `http://hooks.test:${receiver.port}/retries`,
      since: new Date(start).toISOString(),
    });
    expect(render('en-US', 'webhook.disabled', params).body).toContain('was disabled');
    expect(render('zh-CN', 'webhook.disabled', params).body).toContain('已被停用');

    // A disabled endpoint gets no new attempts; enabled again, its streak starts over.
    const sentBefore = receiver.received.length;
    app.clock.advance(HOUR_MS);
    expect(await deliverDueWebhooks(app.deps)).toEqual({ attempted: 0 });
    expect(receiver.received.length).toBe(sentBefore);
    const enabled = await app.call(webhooksEndpoints.setEnabled, {
      session,
      endpoint_id: endpointId,
      enabled: true,
    });
    expect(enabled.body.data.endpoint).toMatchObject({
      Enabled: true,
      DisabledReason: null,
      FailingSince: null,
    });
  });
});
