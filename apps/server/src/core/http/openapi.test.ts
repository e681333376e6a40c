import { listEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openApiPath, operationIdOf } from './openapi-operations';

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { $ref?: string }>;
}
interface ServedDocument {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: { 'application/json': { schema: unknown } } }> };
}

async function served(url: string): Promise<ServedDocument> {
  const reply = await app.server.inject({ method: 'GET', url });
  expect(reply.statusCode).toBe(200);
  return reply.json<ServedDocument>();
}

const DOCUMENTS = ['/api/openapi.json', '/openapi/v1/openapi.json'];

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('OpenAPI document', () => {
  it('is generated from the contracts and matches the committed snapshot', async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(reply.statusCode).toBe(200);
    const doc = reply.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/get_user_info');
    await expect(`${JSON.stringify(doc, null, 2)}\n`).toMatchFileSnapshot('./__snapshots__/openapi.json');
  });

  it.each([
    ['/api/login', ['password', 'verify_code']],
    ['/api/instance/plugin/list', ['instance_name', 'instance_id']],
    ['/api/instance/kvm/reinit_kvm_async', ['image_id', 'custom_image_id']],
  ])('states that %s takes one of %j', async (path, names) => {
    const reply = await app.server.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = reply.json<{
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
    }>();
    const schema = doc.paths[path]?.post.requestBody.content['application/json']?.schema as {
      required?: string[];
      anyOf?: Array<{ required: string[] }>;
    };
    expect(schema.anyOf).toEqual(names.map((name) => ({ required: [name] })));
    for (const name of names) expect(schema.required ?? []).not.toContain(name);
  });

  it.each(DOCUMENTS)('%s names every operation by its entry in the endpoint map, once', async (url) => {
    const document = await served(url);
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, endpoint } of listEndpoints()) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      if (operation) expect(operation.operationId).toBe(operationIdOf(id));
    }
    expect(document.servers?.[0]?.url).toBe(app.deps.config.publicBaseUrl);
  });

  it('gives every map id its own operationId', () => {
    const ids = listEndpoints().map(({ id }) => operationIdOf(id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('instances.quotePrice')).toBe('instancesQuotePrice');
  });

  it.each([
    ['/api/openapi.json', '/api/login', 'post', [], ['400', '500']],
    [
      '/api/openapi.json',
      '/api/get_user_info',
      'post',
      [{ session: [] }],
      ['400', '401', '413', '415', '500'],
    ],
    ['/api/openapi.json', '/api/buy_power_money', 'post', [{ session: [] }], ['400', '401', '403', '500']],
    ['/api/openapi.json', '/api/ops/get_docs', 'post', [{ staffSession: [] }], ['400', '401', '403', '500']],
    [
      '/api/openapi.json',
      '/third-party/api/v1/work-order/categories',
      'get',
      [{ bearer: [] }],
      ['400', '401', '500'],
    ],
    [
      '/openapi/v1/openapi.json',
      '/openapi/v1/instances/{id}/stop',
      'post',
      [{ signedRequest: [] }],
      ['400', '401', '403', '429', '500'],
    ],
  ])('%s: %s (%s) states its security %j and refusals %j', async (url, path, method, security, statuses) => {
    const document = await served(url);
    const operation = document.paths[path]?.[method];
    expect(operation?.security).toEqual(security);
    for (const status of [...statuses, 'default'])
      expect(operation?.responses[status]?.$ref).toMatch(/^#\/components\/responses\//);
  });

  it('states the codes of a refusal in its envelope', async () => {
    const document = await served('/openapi/v1/openapi.json');
    expect(document.components.responses.TooManyRequests?.content['application/json'].schema).toMatchObject({
      properties: { status: { enum: [100051] }, data: { enum: [null] } },
    });
    expect(document.components.responses.BadRequest?.content['application/json'].schema).toMatchObject({
      properties: { status: { enum: [1, 100021, 100022] } },
    });
  });

  it('is browsable at /api/docs', async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/api/docs/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('swagger');
  });
});
