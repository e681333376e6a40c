import { ErrorCode, webhooksEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subAccountSession } from '../../testing/access-keys';
import { buildUser, loginAs } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startReceiver, verifyAsDocumented } from '../../testing/webhook-receiver';

let app: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

/** What the injected DNS answers: each name a test uses, and nothing else. */
const DNS: Record<string, string[]> = {
  'hooks.test': ['127.0.0.1'],
  'public.test': ['93.184.216.34'],
  'inside.test': ['10.1.2.3'],
  'cgnat.test': ['100.64.0.9'],
  'metadata.test': ['169.254.169.254'],
  'loopback.test': ['127.0.0.2'],
  'mapped.test': ['::ffff:192.168.1.10'],
  'ula.test': ['fd12:3456::1'],
  'linklocal6.test': ['fe80::1'],
  'mixed.test': ['93.184.216.34', '172.16.0.1'],
};

beforeAll(async () => {
  app = await createTestApp({ env: { WEBHOOK_ALLOW_HTTP: '1', WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1' } });
  app.deps.resolveHost = async (host) => DNS[host] ?? [];
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await app.close();
});

async function setup() {
  const user = await buildUser(app);
  const session = (await loginAs(app, user)).token;
  const create = (url: string, events = ['instance.state_changed' as const]) =>
    app.call(webhooksEndpoints.create, { session, url, description: 'ci', events });
  return { user, session, create };
}

describe('registering webhook endpoints', () => {
  it('answers the secret once and masks it afterwards', async () => {
    const { session, create } = await setup();
    const created = await create('https://public.test/hooks');
    expect(created.body.status, created.body.reason).toBe(0);
    const { secret, endpoint } = created.body.data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint.SecretHint).toBe(`whsec_…${secret.slice(-4)}`);
    const listed = await app.call(webhooksEndpoints.list, { session });
    expect(listed.body.data.list).toEqual([endpoint]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const rotated = await app.call(webhooksEndpoints.rotateSecret, {
      session,
      endpoint_id: endpoint.EndpointId,
    });
    expect(rotated.body.data.secret).not.toBe(secret);
    expect(rotated.body.data.endpoint.SecretHint).toBe(`whsec_…${rotated.body.data.secret.slice(-4)}`);
  });

  it('refuses bad input with 100021 naming the field, and writes nothing', async () => {
    const { session, create } = await setup();
    for (const url of ['', 'ftp://public.test/x', 'public.test/hooks']) {
      const reply = await create(url);
      expect(reply.statusCode).toBe(400);
      expect(reply.body.status).toBe(ErrorCode.ILLEGAL_BODY);
      expect(reply.body.reason).toMatch(/^illegal request body: url: /);
    }
    // The schema's form, refused for where it leads: a refusal naming url.
    const withCredentials = await create('https://user:pw@public.test/');
    expect(withCredentials.body.status).toBe(ErrorCode.REFUSED);
    expect(withCredentials.body.reason).toBe('url: must not carry a user name or password');
    const noEvents = await app.call(webhooksEndpoints.create, {
      session,
      url: 'https://public.test/',
      description: '',
      events: [],
    });
    expect(noEvents.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(noEvents.body.reason).toMatch(/events/);
    const unknownEvent = await app.post('/webhook/create', {
      session,
      url: 'https://public.test/',
      events: ['instance.deleted'],
    });
    expect(unknownEvent.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect((await app.call(webhooksEndpoints.list, { session })).body.data.list).toEqual([]);
  });

  it('refuses loopback, private, shared, link-local and unique-local targets after DNS resolution', async () => {
    const { session, create } = await setup();
    const hosts = [
      'inside.test',
      'cgnat.test',
      'metadata.test',
      'loopback.test',
      'mapped.test',
      'ula.test',
      'linklocal6.test',
      'mixed.test',
      'nowhere.test',
      '127.0.0.2',
      '[::1]',
      '[::ffff:7f00:1]',
      '169.254.169.254',
      '0.0.0.0',
    ];
    for (const host of hosts) {
      const reply = await create(`https://${host}/hooks`);
      expect(reply.body.status, host).toBe(ErrorCode.REFUSED);
      expect(reply.body.reason, host).toMatch(/^url: its host/);
    }
    expect((await app.call(webhooksEndpoints.list, { session })).body.data.list).toEqual([]);
  });

  it('is for main accounts only', async () => {
    const { user } = await setup();
    const sub = await subAccountSession(app, user.id);
    const reply = await app.call(webhooksEndpoints.list, { session: sub.session });
    expect(reply.body.status).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('delivering to a receiver', () => {
  it('signs a test event so that a receiver written from the docs verifies it', async () => {
    const { session, create } = await setup();
    const created = await create(`http://hooks.test:${receiver.port}/signed`);
    const { secret, endpoint } = created.body.data;
    const before = receiver.received.length;
    const sent = await app.call(webhooksEndpoints.sendTest, { session, endpoint_id: endpoint.EndpointId });
    expect(sent.body.status, sent.body.reason).toBe(0);
    expect(sent.body.data.delivery).toMatchObject({
      State: 'delivered',
      Attempts: 1,
      StatusCode: 200,
      ResponseExcerpt: 'ok',
    });
    const request = receiver.received[before];
    if (!request) throw new Error('the receiver got nothing');
    expect(request.path).toBe('/signed');
    expect(request.host).toBe(`hooks.test:${receiver.port}`);
    expect(request.eventType).toBe('webhook.test');
    const nowSeconds = Math.floor(app.clock.now().getTime() / 1000);
    expect(verifyAsDocumented(request.signature, request.raw, secret, nowSeconds)).toBe(true);
    expect(verifyAsDocumented(request.signature, `${request.raw} `, secret, nowSeconds)).toBe(false);
    expect(verifyAsDocumented(request.signature, request.raw, secret, nowSeconds + 301)).toBe(false);
    const body = JSON.parse(request.raw);
    expect(body).toMatchObject({
      id: request.eventId,
      type: 'webhook.test',
      data: { endpoint_id: endpoint.EndpointId },
    });
  });
});
