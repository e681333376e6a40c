import { type AnyEndpoint, ErrorCode, listEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allGatewaysEnv } from '../../testing/all-gateways';
import { buildSubAccount, buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { dbFingerprint } from '../../testing/db-fingerprint';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bodyIsOptional } from './endpoint-routes';

/**
 * Table-driven: every POST endpoint of /api gets every kind of broken input, and each answer must
 * be the envelope with a 1000xx code while the database stays exactly as it was.
 */
let app: TestApp;
let tokens: Record<'session' | 'main' | 'staff', string>;
let before: Record<string, number>;

beforeAll(async () => {
  // Every gateway in use, so that their notify routes get broken input too.
  app = await createTestApp({ env: allGatewaysEnv() });
  const main = await buildUser(app, { balanceFen: 10_000 });
  await buildSubAccount(app, main.id, { moneyLimitFen: 5_000 });
  const mainSession = await loginAs(app, main);
  tokens = {
    session: mainSession.token,
    main: mainSession.token,
    // Admin passes every staff endpoint's role check, so each reaches its schema.
    staff: await staffToken(app, await createStaff(app, 'admin')),
  };
  before = await dbFingerprint(app.deps.db);
});

afterAll(async () => {
  expect(await dbFingerprint(app.deps.db)).toEqual(before);
  await app.close();
});

/** Integers no field takes whole: beyond int4 (2^31) and safe integers (2^53), and the ends of ids. */
const OUT_OF_RANGE = [2 ** 31, 2 ** 53, -1, 0];

/** The POST endpoints of /api, read from the contracts' endpoint map (which the server registers). */
function postRoutes(): Array<{ url: string; endpoint: AnyEndpoint }> {
  return (
    listEndpoints()
      .map(({ endpoint }) => ({ url: endpoint.path, endpoint }))
      .filter(({ url, endpoint }) => url.startsWith('/api/') && endpoint.method === 'POST')
      // Uploads carry a file, not fields: their refusals are tested with the uploads themselves.
      .filter(({ endpoint }) => !endpoint.upload)
  );
}

function sessionFor({ endpoint }: { endpoint: AnyEndpoint }): string | undefined {
  const { access } = endpoint;
  return access === 'session' || access === 'main' || access === 'staff' ? tokens[access] : undefined;
}

/**
 * The fields of a body, and what every request of the sweep carries besides the field it breaks: a
 * body of alternatives (a discriminated union) is swept through its last alternative, named by its
 * discriminator, so the reason speaks of the broken field rather than of a missing alternative.
 */
function bodyShape({ url, endpoint }: { url: string; endpoint: AnyEndpoint }): {
  shape: Record<string, z.ZodType>;
  base: Record<string, unknown>;
} {
  let schema = endpoint.request;
  if (schema instanceof z.ZodOptional) schema = schema.unwrap() as z.ZodType;
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const option = schema.options.at(-1);
    const key = schema.def.discriminator;
    const tag = option instanceof z.ZodObject ? option.shape[key] : undefined;
    if (!(tag instanceof z.ZodLiteral)) throw new Error(`${url} has no literal discriminator`);
    const shape = { ...(option as z.ZodObject).shape } as Record<string, z.ZodType>;
    delete shape[key];
    return { shape, base: { [key]: tag.value } };
  }
  if (!(schema instanceof z.ZodObject)) throw new Error(`${url} has no object body schema`);
  return { shape: schema.shape as Record<string, z.ZodType>, base: {} };
}

async function send(url: string, payload: string, contentType = 'application/json') {
  const raw = await app.server.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    payload,
  });
  return { statusCode: raw.statusCode, body: raw.json<{ status: number; reason: string; data: unknown }>() };
}

function expectIllegalBody(reply: {
  statusCode: number;
  body: { status: number; reason: string; data: unknown };
}) {
  expect(reply.body.status).toBe(ErrorCode.ILLEGAL_BODY);
  expect(reply.body.data).toBeNull();
  expect(reply.statusCode).toBeGreaterThanOrEqual(400);
  expect(reply.statusCode).toBeLessThan(500);
}

describe('every POST endpoint rejects malformed input and writes nothing', () => {
  it('has endpoints to check and a database to watch', () => {
    expect(postRoutes().length).toBeGreaterThanOrEqual(10);
    expect(before.users).toBeGreaterThan(0);
    expect(before.sessions).toBeGreaterThan(0);
  });

  it('broken JSON', async () => {
    for (const route of postRoutes()) expectIllegalBody(await send(route.url, '{"phone": "1380000'));
  });

  it('JSON that is not an object (null only where the body is required: optional-body.test.ts)', async () => {
    for (const route of postRoutes()) {
      const payloads = ['[1,2]', '"text"', '42', ...(bodyIsOptional(route.endpoint) ? [] : ['null'])];
      for (const payload of payloads) expectIllegalBody(await send(route.url, payload));
    }
  });

  it('a content type the API does not speak', async () => {
    for (const route of postRoutes()) {
      const reply = await send(route.url, '<xml/>', 'application/xml');
      expectIllegalBody(reply);
      expect(reply.statusCode).toBe(415);
    }
  });

  it('a body over the size limit', async () => {
    const huge = JSON.stringify({ session: 'x', filler: 'x'.repeat(2 * 1024 * 1024) });
    for (const route of postRoutes()) {
      const reply = await send(route.url, huge);
      expectIllegalBody(reply);
      expect(reply.statusCode).toBe(413);
    }
  });

  it('each field with the wrong type, named in the reason', async () => {
    for (const route of postRoutes()) {
      const session = sessionFor(route);
      const { shape, base } = bodyShape(route);
      for (const field of Object.keys(shape).filter((name) => name !== 'session')) {
        const reply = await send(
          route.url,
          JSON.stringify({ ...base, session, [field]: { nested: [true] } }),
        );
        expectIllegalBody(reply);
        // An object-typed field is named by its own path or by the paths inside it.
        expect(reply.body.reason, `${route.url} ${field}`).toMatch(new RegExp(`\\b${field}[:.]`));
      }
    }
  });

  it('out-of-range integers in every numeric field (as numbers and as text), named in the reason', async () => {
    let sent = 0;
    for (const route of postRoutes()) {
      const session = sessionFor(route);
      const { shape, base } = bodyShape(route);
      for (const [field, schema] of Object.entries(shape)) {
        const numeric = [1, 0, 0.5, -1].some((value) => schema.safeParse(value).success);
        if (!numeric) continue;
        for (const value of OUT_OF_RANGE) {
          for (const sentValue of [value, String(value)]) {
            if (schema.safeParse(sentValue).success) continue;
            const reply = await send(route.url, JSON.stringify({ ...base, session, [field]: sentValue }));
            expectIllegalBody(reply);
            expect(reply.body.reason, `${route.url} ${field}=${JSON.stringify(sentValue)}`).toMatch(
              new RegExp(`\\b${field}:`),
            );
            sent += 1;
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
  });

  it('required fields missing, named in the reason', async () => {
    for (const route of postRoutes()) {
      const { shape, base } = bodyShape(route);
      const required = Object.entries(shape).filter(
        ([name, schema]) => name !== 'session' && !schema.safeParse(undefined).success,
      );
      if (required.length === 0) continue;
      const reply = await send(route.url, JSON.stringify({ ...base, session: sessionFor(route) }));
      expectIllegalBody(reply);
      for (const [name] of required) expect(reply.body.reason, route.url).toContain(`${name}:`);
    }
  });

  it('form-encoded fields that break the rules', async () => {
    const reply = await send('/api/login', 'phone=12345&password=x', 'application/x-www-form-urlencoded');
    expectIllegalBody(reply);
    expect(reply.body.reason).toContain('phone:');
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/no_such_call'],
    ['POST', '/api/no_such_call'],
    ['POST', '/third-party/api/v1/no-such-thing'],
    ['DELETE', '/api/login'],
  ])('%s %s answers 404 with the envelope', async (method, url) => {
    const raw = await app.server.inject({ method: method as 'GET', url });
    expect(raw.statusCode).toBe(404);
    expect(raw.json()).toMatchObject({ status: ErrorCode.ILLEGAL_PARAMETER, data: null });
  });
});
