import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

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

  it('is browsable at /api/docs', async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/api/docs/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('swagger');
  });
});
