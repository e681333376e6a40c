import { listEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allGatewaysEnv } from '../../testing/all-gateways';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Routes outside the map on purpose: the documentation browser's own files. */
const isDocumentation = (url: string) => url.startsWith('/api/docs');

let app: TestApp;

beforeAll(async () => {
  // Every gateway in use: each one's notify route is registered only while it is.
  app = await createTestApp({ env: allGatewaysEnv() });
});
afterAll(async () => {
  await app.close();
});

describe('the endpoint map', () => {
  it('is what the server registers: every API route comes from the map, with its access level', () => {
    const registered = app.routes
      .filter((route) =>
        ['/api/', '/third-party/', '/openapi/'].some((prefix) => route.url.startsWith(prefix)),
      )
      .filter((route) => !isDocumentation(route.url))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${route.url} ${route.config?.access ?? 'none'}`),
      );
    const mapped = listEndpoints().map(
      ({ endpoint }) => `${endpoint.method} ${endpoint.path} ${endpoint.access}`,
    );
    expect([...registered].sort()).toEqual([...mapped].sort());
  });

  it('names every path once', () => {
    const keys = listEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
