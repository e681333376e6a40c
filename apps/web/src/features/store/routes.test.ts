import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The modules the loader imports on demand, loaded up front so that its plan runs within a few
// turns of the event loop (see `settle` in prefetchTesting).
import './order/hooks';
import './order/orderForm';
import { navigate, setup } from '../../shared/routing/prefetchTesting';
import { storeRoutes } from './routes';

describe("the order page's loader asks for its first screen data beside the page code", () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('/createInstance: the host of the URL, and nothing for an id that is not one', async () => {
    const first = setup({ session: false });
    await navigate(first.sent, storeRoutes, 'createInstance', 'http://gpucloud.test/createInstance?host=12');
    expect(first.sent.map((request) => [request.path, request.fields.get('host_id')])).toEqual([
      ['/api/store/get_instance_specifications', '12'],
    ]);

    const second = setup({ session: false });
    await navigate(
      second.sent,
      storeRoutes,
      'createInstance',
      'http://gpucloud.test/createInstance?host=abc',
    );
    expect(second.sent).toEqual([]);
  });
});
