import { ErrorCode } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { WaitForStatusError } from './errors';
import { buildInstance, type FakeAnswer, ok, setupClient } from './test/fake-api';

const at = (Status: ReturnType<typeof buildInstance>['Status']) => ok(buildInstance({ Status }));

describe('waitForStatus', () => {
  it('polls instance(id) every interval until the wanted status, and answers the instance', async () => {
    const running = buildInstance({
      Status: 'running',
      Access: {
        SshCommand: 'ssh -p 30022 root@gpu-3.example.com',
        SshHost: 'gpu-3.example.com',
        SshPort: 30022,
        Username: 'root',
        Password: 'pw',
        VncUrl: null,
        PasswordLogin: true,
        SshKeyCount: 0,
      },
    });
    const { client, requests, sleeps } = setupClient([at('creating'), at('creating'), ok(running)]);
    await expect(client.waitForStatus(7, 'running', { intervalMs: 2000 })).resolves.toEqual(running);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(
      Array(3).fill('/openapi/v1/instances/7'),
    );
    expect(sleeps).toEqual([2000, 2000]);
  });

  it('throws when the instance fails or is released instead', async () => {
    const { client } = setupClient([at('creating'), at('failed')]);
    const error = await client.waitForStatus(7, 'running').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WaitForStatusError);
    expect(error).toMatchObject({ instanceId: 7, wanted: 'running', lastStatus: 'failed', timedOut: false });
    await expect(setupClient([at('released')]).client.waitForStatus(7, 'stopped')).rejects.toMatchObject({
      lastStatus: 'released',
    });
  });

  it('waits for released when that is the one wanted', async () => {
    const { client } = setupClient([at('stopped'), at('released')]);
    await expect(client.waitForStatus(7, 'released')).resolves.toMatchObject({ Status: 'released' });
  });

  it('throws after the timeout with the last status seen', async () => {
    const { client, requests, sleeps } = setupClient([at('stopping')]);
    await expect(
      client.waitForStatus(7, 'stopped', { timeoutMs: 10_000, intervalMs: 3000 }),
    ).rejects.toMatchObject({
      timedOut: true,
      lastStatus: 'stopping',
    });
    expect(sleeps).toEqual([3000, 3000, 3000, 1000]);
    expect(requests).toHaveLength(5);
  });

  it('waits out a rate limit and keeps polling; other errors end the wait', async () => {
    const limited: FakeAnswer = {
      httpStatus: 429,
      body: { status: ErrorCode.TOO_MANY_REQUESTS, reason: 'too many', data: null },
      headers: { 'retry-after': '20' },
    };
    const { client, sleeps } = setupClient([at('creating'), limited, at('running')]);
    await expect(client.waitForStatus(7, 'running', { intervalMs: 1000 })).resolves.toMatchObject({
      Status: 'running',
    });
    expect(sleeps).toEqual([1000, 20_000]);
    const broken = setupClient([{ httpStatus: 404, body: { status: 1, reason: 'not found', data: null } }]);
    await expect(broken.client.waitForStatus(7, 'running')).rejects.toMatchObject({ reason: 'not found' });
  });
});
