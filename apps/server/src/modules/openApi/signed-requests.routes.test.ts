import { accessKeyEndpoints, ErrorCode } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../core/clock';
import { createKey, signedCall, subAccountSession, type TestKey } from '../../testing/access-keys';
import { buildUser, loginAs } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SignatureProblem } from './request-signing';

/** Every refusal of the signature gate, each with its own reason; a refused request spends no nonce. */
let app: TestApp;
let session: string;

beforeAll(async () => {
  app = await createTestApp();
  const user = await buildUser(app, { balanceFen: 100_000 });
  session = (await loginAs(app, user)).token;
});
afterAll(async () => {
  await app.close();
});

const usage = (key: TestKey, options: Parameters<typeof signedCall>[5] = {}) =>
  signedCall<{ AccessKeyId: string }>(app, key, 'GET', '/openapi/v1/key', undefined, options);

describe('a signed request', () => {
  it('is admitted with the right secret, and records when and from where the key was last used', async () => {
    const key = await createKey(app, session);
    const reply = await usage(key, { ip: '203.0.113.9' });
    expect(reply.body).toMatchObject({ status: 0, data: { AccessKeyId: key.accessKeyId } });
    const list = await app.call(accessKeyEndpoints.list, { session });
    expect(list.body.data.list[0]).toMatchObject({ LastIp: '203.0.113.9' });
    expect(list.body.data.list[0]?.LastUsedAt).not.toBeNull();
  });

  it('is refused with a bad signature: another secret, or a body other than the one signed', async () => {
    const key = await createKey(app, session);
    const otherLast = key.secret.endsWith('x') ? 'y' : 'x';
    const wrongSecret = await usage({ ...key, secret: `${key.secret.slice(0, -1)}${otherLast}` });
    expect(wrongSecret.body).toMatchObject({
      status: ErrorCode.ILLEGAL_ACCESS_TOKEN,
      reason: SignatureProblem.BAD_SIGNATURE,
    });
    const tampered = await signedCall(
      app,
      key,
      'POST',
      '/openapi/v1/quote',
      { host_id: 2 },
      {
        signedBody: JSON.stringify({ host_id: 1 }),
      },
    );
    expect(tampered.body.reason).toBe(SignatureProblem.BAD_SIGNATURE);
    const otherQuery = await signedCall(app, key, 'GET', '/openapi/v1/offers?sort=price_asc', undefined, {
      headers: {},
    });
    expect(otherQuery.body.status).toBe(0);
  });

  it('is refused when its nonce was used before, and when the headers are missing', async () => {
    const key = await createKey(app, session);
    const nonce = 'replayed-nonce-0001';
    expect((await usage(key, { nonce })).body.status).toBe(0);
    expect((await usage(key, { nonce })).body).toMatchObject({
      status: ErrorCode.ILLEGAL_ACCESS_TOKEN,
      reason: SignatureProblem.REPLAYED_NONCE,
    });
    const unsigned = await app.server.inject({ method: 'GET', url: '/openapi/v1/key' });
    expect(unsigned.json()).toMatchObject({
      status: ErrorCode.ILLEGAL_ACCESS_TOKEN,
      reason: SignatureProblem.MISSING_HEADER('X-Access-Key'),
    });
  });

  it('is refused when its timestamp is more than 5 minutes off, either way', async () => {
    const key = await createKey(app, session);
    const now = Math.floor(app.clock.now().getTime() / 1000);
    for (const timestamp of [now - 301, now + 301]) {
      expect((await usage(key, { timestamp })).body).toMatchObject({
        status: ErrorCode.ILLEGAL_ACCESS_TOKEN,
        reason: SignatureProblem.STALE_TIMESTAMP,
      });
    }
    expect((await usage(key, { timestamp: now - 299 })).body.status).toBe(0);
  });

  it('is refused from an address outside the allow-list (addresses and CIDR ranges, IPv4 and IPv6)', async () => {
    const key = await createKey(app, session, {
      ip_allow_list: ['198.51.100.0/24', '2001:db8::/32', '192.0.2.7'],
    });
    for (const ip of ['198.51.100.200', '2001:db8::1', '192.0.2.7', '::ffff:198.51.100.3'])
      expect((await usage(key, { ip })).body.status, ip).toBe(0);
    const outside = await usage(key, { ip: '192.0.2.8' });
    expect(outside.body).toMatchObject({
      status: ErrorCode.PERMISSION_DENIED,
      reason: SignatureProblem.ADDRESS_NOT_ALLOWED('192.0.2.8'),
    });
  });

  it('is refused for an endpoint whose scope the key lacks', async () => {
    const key = await createKey(app, session, { scopes: ['read'] });
    expect((await signedCall(app, key, 'GET', '/openapi/v1/offers')).body.status).toBe(0);
    const balance = await signedCall(app, key, 'GET', '/openapi/v1/balance');
    expect(balance.body).toMatchObject({
      status: ErrorCode.PERMISSION_DENIED,
      reason: SignatureProblem.SCOPE_MISSING('billing'),
    });
    const rent = await signedCall(app, key, 'POST', '/openapi/v1/instances/1/stop');
    expect(rent.body.reason).toBe(SignatureProblem.SCOPE_MISSING('instances'));
  });

  it('is refused while the key is disabled, once it has expired, and once it is deleted', async () => {
    const key = await createKey(app, session, { valid_days: 1 });
    await app.post('/access_key/set_enabled', { session, access_key_id: key.accessKeyId, enabled: false });
    expect((await usage(key)).body).toMatchObject({
      status: ErrorCode.ILLEGAL_ACCESS_TOKEN,
      reason: SignatureProblem.DISABLED_KEY,
    });
    await app.post('/access_key/set_enabled', { session, access_key_id: key.accessKeyId, enabled: true });
    expect((await usage(key)).body.status).toBe(0);

    app.clock.advance(25 * HOUR_MS);
    expect((await usage(key)).body).toMatchObject({
      status: ErrorCode.ACCESS_TOKEN_EXPIRED,
      reason: SignatureProblem.EXPIRED_KEY,
    });

    const other = await createKey(app, session);
    await app.post('/access_key/delete', { session, access_key_id: other.accessKeyId });
    expect((await usage(other)).body).toMatchObject({ reason: SignatureProblem.UNKNOWN_KEY });
  });

  it('after a rotation: both secrets work within the grace period, then only the new one', async () => {
    const key = await createKey(app, session);
    // Used before the rotation: the key's row and its opened secret are kept, and must be dropped.
    expect((await usage(key)).body.status).toBe(0);
    expect((await usage(key)).body.status).toBe(0);
    const rotated = await app.call(accessKeyEndpoints.rotate, {
      session,
      access_key_id: key.accessKeyId,
      grace_hours: 1,
    });
    const fresh = { ...key, secret: rotated.body.data.Secret };
    expect(rotated.body.data.key.PreviousSecretValidUntil).not.toBeNull();
    expect((await usage(key)).body.status).toBe(0);
    expect((await usage(fresh)).body.status).toBe(0);
    app.clock.advance(HOUR_MS + MINUTE_MS);
    expect((await usage(key)).body).toMatchObject({
      status: ErrorCode.ILLEGAL_ACCESS_TOKEN,
      reason: SignatureProblem.ROTATED_OUT,
    });
    expect((await usage(fresh)).body.status).toBe(0);

    const atOnce = await app.call(accessKeyEndpoints.rotate, {
      session,
      access_key_id: key.accessKeyId,
      grace_hours: 0,
    });
    expect((await usage(fresh)).body.reason).toBe(SignatureProblem.ROTATED_OUT);
    expect((await usage({ ...key, secret: atOnce.body.data.Secret })).body.status).toBe(0);
  });

  it("is refused when the key's account can no longer sign in (a deleted sub-account)", async () => {
    const owner = await buildUser(app);
    const sub = await subAccountSession(app, owner.id);
    const subSession = sub.session;
    const key = await createKey(app, subSession, { scopes: ['read'] });
    expect((await usage(key)).body.status).toBe(0);
    const mainSession = (await loginAs(app, owner)).token;
    const removed = await app.post('/delete_user_sub_account', {
      session: mainSession,
      sub_account_id: sub.id,
    });
    expect(removed.body.status, removed.body.reason).toBe(0);
    expect((await usage(key)).body.reason).toBe(SignatureProblem.ACCOUNT_CLOSED);
  });
});
