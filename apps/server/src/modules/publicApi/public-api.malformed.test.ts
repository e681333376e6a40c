import { type AnyEndpoint, ErrorCode, publicApiEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createKey, signedInject, type TestKey } from '../../testing/access-keys';
import { buildUser, loginAs } from '../../testing/builders';
import { dbFingerprint } from '../../testing/db-fingerprint';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The malformed-input sweep of the public API, with signed requests of a key that holds every scope
 * (so each reaches its schema): every broken input is the envelope with 100021/100022 naming the
 * field, and nothing is written but the gate's nonces and bucket (the gate admitted the requests).
 */
let app: TestApp;
let key: TestKey;
let before: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp({ env: { OPENAPI_RATE_LIMIT_PER_MINUTE: '1000000' } });
  const user = await buildUser(app, { balanceFen: 10_000 });
  key = await createKey(app, (await loginAs(app, user)).token);
  before = await writtenRows();
});
afterAll(async () => {
  expect(await writtenRows()).toEqual(before);
  await app.close();
});

async function writtenRows() {
  // The gate's own bookkeeping: the nonces spent and the key's rate-limit bucket.
  const {
    access_key_requests: _nonces,
    access_key_buckets: _bucket,
    ...rest
  } = await dbFingerprint(app.deps.db);
  return rest;
}

/** Every endpoint with a JSON body: the POSTs and the PUT of auto-stop rules. */
const posts = Object.values(publicApiEndpoints as Record<string, AnyEndpoint>).filter(
  (endpoint) => (endpoint.method === 'POST' || endpoint.method === 'PUT') && endpoint.request,
);
const urlOf = (endpoint: AnyEndpoint) => endpoint.path.replace(':id', '1');

async function send(
  url: string,
  payload: string,
  contentType = 'application/json',
  headers = {},
  method: 'POST' | 'PUT' = 'POST',
) {
  const raw = await signedInject(app, key, { method, url, payload, contentType }, { headers });
  return { statusCode: raw.statusCode, body: raw.json<{ status: number; reason: string; data: unknown }>() };
}

function expectRefused(reply: Awaited<ReturnType<typeof send>>, code: number = ErrorCode.ILLEGAL_BODY) {
  expect(reply.body.status, reply.body.reason).toBe(code);
  expect(reply.body.data).toBeNull();
  expect(reply.statusCode).toBeGreaterThanOrEqual(400);
  expect(reply.statusCode).toBeLessThan(500);
}

/** The object a body schema describes (the optional empty body of an action included). */
function shapeOf(endpoint: AnyEndpoint): Record<string, z.ZodType> {
  let schema = endpoint.request as z.ZodType;
  while (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    schema = schema.unwrap() as z.ZodType;
  if (!(schema instanceof z.ZodObject)) throw new Error(`${endpoint.path} has no object body`);
  return schema.shape as Record<string, z.ZodType>;
}

describe('every POST endpoint of the public API, signed', () => {
  it('has endpoints to check', () => {
    expect(posts.length).toBeGreaterThanOrEqual(7);
  });

  it('refuses broken JSON, JSON that is not an object, and other content types', async () => {
    for (const endpoint of posts) {
      const sent = (payload: string, contentType?: string) =>
        send(urlOf(endpoint), payload, contentType, {}, endpoint.method as 'POST' | 'PUT');
      expectRefused(await sent('{"host_id": 1'));
      for (const payload of ['[1,2]', '"text"', '42']) expectRefused(await sent(payload));
      const form = await sent('host_id=1', 'application/x-www-form-urlencoded');
      expectRefused(form);
      expect(form.statusCode).toBe(415);
    }
  });

  it('refuses each field with the wrong type, and unknown fields of an action, naming them', async () => {
    for (const endpoint of posts) {
      for (const field of Object.keys(shapeOf(endpoint))) {
        const reply = await send(
          urlOf(endpoint),
          JSON.stringify({ [field]: { nested: [true] } }),
          'application/json',
          {},
          endpoint.method as 'POST' | 'PUT',
        );
        expectRefused(reply);
        expect(reply.body.reason, `${endpoint.path} ${field}`).toMatch(new RegExp(`\\b${field}[:.]`));
      }
    }
    for (const action of ['stop', 'stop-with-refund', 'suspend', 'auto-stop/keep-running']) {
      const extra = await send(`/openapi/v1/instances/1/${action}`, JSON.stringify({ force: true }));
      expectRefused(extra);
      expect(extra.body.reason).toContain('force');
    }
  });

  it('refuses a body without its required fields, naming each', async () => {
    for (const endpoint of posts) {
      const required = Object.entries(shapeOf(endpoint)).filter(
        ([, schema]) => !schema.safeParse(undefined).success,
      );
      if (required.length === 0) continue;
      const reply = await send(
        urlOf(endpoint),
        '{}',
        'application/json',
        {},
        endpoint.method as 'POST' | 'PUT',
      );
      expectRefused(reply);
      for (const [name] of required) expect(reply.body.reason, endpoint.path).toContain(`${name}:`);
    }
  });

  it('refuses a malformed Idempotency-Key header of every money call, naming it', async () => {
    const rental = { host_id: 1, gpu_count: 1, image_id: 1, mode: 'hourly', count: 1 };
    const moneyCalls: Array<[string, unknown]> = [
      ['/openapi/v1/instances', rental],
      ['/openapi/v1/instances/1/renew', { mode: 'hourly', count: 1 }],
      ['/openapi/v1/instances/1/billing-mode', { mode: 'daily', count: 1 }],
      ['/openapi/v1/instances/1/gpus', { gpu_count: 2 }],
      ['/openapi/v1/instances/1/disk', { size_gb: 20 }],
      ['/openapi/v1/disks', { region_id: 1, size_gb: 100 }],
      ['/openapi/v1/disks/1/expand', { size_gb: 200 }],
      ['/openapi/v1/file-storage', { size_gb: 10 }],
    ];
    for (const [url, body] of moneyCalls) {
      const reply = await send(url, JSON.stringify(body), 'application/json', { 'idempotency-key': 'short' });
      expectRefused(reply, ErrorCode.ILLEGAL_PARAMETER);
      expect(reply.body.reason, url).toContain('idempotency-key:');
    }
  });
});

describe('the DELETE of auto-stop rules, signed', () => {
  it.each([
    ['/openapi/v1/instances/1/auto-stop', 'rule'],
    ['/openapi/v1/instances/1/auto-stop?rule=sometimes', 'rule'],
    ['/openapi/v1/instances/0/auto-stop?rule=all', 'id'],
  ])('%s is refused naming %s', async (url, field) => {
    const raw = await signedInject(app, key, { method: 'DELETE', url });
    const body = raw.json<{ status: number; reason: string }>();
    expect(body.status).toBe(ErrorCode.ILLEGAL_PARAMETER);
    expect(body.reason).toMatch(new RegExp(`\\b${field}:`));
    expect(raw.statusCode).toBe(400);
  });
});

describe('the GET endpoints and paths of the public API, signed', () => {
  it.each([
    ['/openapi/v1/offers?min_free_gpus=many', 'min_free_gpus'],
    ['/openapi/v1/offers?kind=tpu', 'kind'],
    ['/openapi/v1/instances?page=0', 'page'],
    ['/openapi/v1/instances?status=sleeping', 'status'],
    ['/openapi/v1/orders?status=9', 'status'],
    ['/openapi/v1/ledger?page_size=1000', 'page_size'],
    ['/openapi/v1/instances/abc', 'id'],
    ['/openapi/v1/instances/2147483648', 'id'],
    ['/openapi/v1/offers/0', 'id'],
    ['/openapi/v1/instances/0/resize-options', 'id'],
    ['/openapi/v1/instances/abc/auto-stop', 'id'],
  ])('%s is refused naming %s', async (url, field) => {
    const raw = await signedInject(app, key, { method: 'GET', url });
    const body = raw.json<{ status: number; reason: string }>();
    expect(body.status).toBe(ErrorCode.ILLEGAL_PARAMETER);
    expect(body.reason).toMatch(new RegExp(`\\b${field}:`));
    expect(raw.statusCode).toBe(400);
  });
});
