import { webhooksEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../testing/builders';
import { openSimulatedFleet, rentOneGpu } from '../../testing/fleet';
import { paidTopUp } from '../../testing/top-ups';
import { startReceiver } from '../../testing/webhook-receiver';
import { deliverDueWebhooks } from './webhook-delivery.service';

const { app, fleet } = await openSimulatedFleet({
  WEBHOOK_ALLOW_HTTP: '1',
  WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1',
});
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  app.deps.resolveHost = async (host) => (host === 'hooks.test' ? ['127.0.0.1'] : []);
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

/** The events the receiver got on `path`, parsed, in order. */
function eventsAt(path: string) {
  return receiver.received
    .filter((request) => request.path === path)
    .map((request) => JSON.parse(request.raw) as { id: string; type: string; data: Record<string, unknown> });
}

describe('events where they happen', () => {
  it('sends instance state changes and credited payments to the endpoints that subscribed', async () => {
    const user = await buildUser(app, { balanceFen: 100_00 });
    const { token } = await loginAs(app, user);
    const subscribe = (path: string, events: Array<'instance.state_changed' | 'wallet.payment_credited'>) =>
      app.call(webhooksEndpoints.create, {
        session: token,
        url: `http://hooks.test:${receiver.port}${path}`,
        description: '',
        events,
      });
    expect((await subscribe('/states', ['instance.state_changed'])).body.status).toBe(0);
    expect((await subscribe('/money', ['wallet.payment_credited'])).body.status).toBe(0);

    const host = await fleet.newHost();
    const instanceId = await rentOneGpu(app, fleet, token, host.id);
    const outTradeNo = await paidTopUp(app, token, 12.5);
    await deliverDueWebhooks(app.deps);

    const states = eventsAt('/states');
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((event) => event.type === 'instance.state_changed')).toBe(true);
    expect(states.at(-1)?.data).toMatchObject({ instance_id: instanceId, to: 'running' });
    expect(new Set(states.map((event) => event.id)).size).toBe(states.length);
    expect(eventsAt('/money')).toEqual([
      {
        id: expect.any(String),
        type: 'wallet.payment_credited',
        created_at: expect.any(String),
        data: { out_trade_no: outTradeNo, amount: 12.5, channel: expect.any(String) },
      },
    ]);
  });
});
