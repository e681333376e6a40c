import { describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../testing/redis';
import { ConfigError } from './config-error';
import { connectSharedStore } from './shared-store';

const log = { warn: () => undefined };

describe('the shared store of REDIS_URL', () => {
  it('stops the start-up with a clear error when nothing answers there', async () => {
    const connecting = connectSharedStore('redis://127.0.0.1:1', log);
    await expect(connecting).rejects.toThrow(ConfigError);
    await expect(connectSharedStore('redis://127.0.0.1:1', log)).rejects.toThrow(
      /^REDIS_URL does not answer \(.+\): start Redis or unset REDIS_URL$/,
    );
  });

  it.skipIf(!TEST_REDIS_URL)('answers commands once connected (skipped without TEST_REDIS_URL)', async () => {
    const redis = await connectSharedStore(TEST_REDIS_URL ?? '', log);
    expect(await redis.ping()).toBe('PONG');
    await redis.quit();
  });
});
