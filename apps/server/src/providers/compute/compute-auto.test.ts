import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config';
import { decideCompute, type EngineProbe } from './compute-auto';

function compute(env: Record<string, string> = {}) {
  return loadConfig(
    { DATA_DIR: '/nonexistent', DATA_ENCRYPTION_KEY: 'ab'.repeat(32), ...env },
    { migrationsDir: '/migrations', webDistDir: null },
  ).compute;
}

/** An engine that answers (or not) and holds these images. */
function engine(images: string[], answers = true): () => EngineProbe {
  return () => ({
    ping: async () => {
      if (!answers) throw new Error('connect ENOENT /var/run/docker.sock');
      return 'OK';
    },
    hasImage: async (name) => images.includes(name),
  });
}

describe('COMPUTE_PROVIDER=auto (the default)', () => {
  it('is what an unset COMPUTE_PROVIDER means', () => {
    expect(compute().provider).toBe('auto');
    expect(compute({ COMPUTE_PROVIDER: 'simulated' }).provider).toBe('simulated');
  });

  it('runs real containers when the engine answers and the base image is there', async () => {
    const decision = await decideCompute(compute(), engine(['gpucloud/debian12:2']));
    expect(decision).toEqual({
      provider: 'docker',
      reason:
        'Docker engine at unix:///var/run/docker.sock answers and gpucloud/debian12:2 is there: container hosts run real containers',
    });
  });

  it('simulates the fleet when no engine answers, saying where it looked', async () => {
    const decision = await decideCompute(compute(), engine([], false));
    expect(decision.provider).toBe('simulated');
    expect(decision.reason).toMatch(
      /^no Docker engine at unix:\/\/\/var\/run\/docker\.sock \(.*\): the fleet is simulated; see docs\/compute\.md$/,
    );
  });

  it('simulates the fleet on an engine without the image, naming the image and how to build it', async () => {
    const decision = await decideCompute(compute(), engine(['gpucloud/busybox:1']));
    expect(decision.provider).toBe('simulated');
    expect(decision.reason).toContain('answers but gpucloud/debian12:2 is not there (`npm run images`');
  });

  it('asks for every image the map and DOCKER_DEFAULT_IMAGE name', async () => {
    const settings = compute({ DOCKER_DEFAULT_IMAGE: 'gpucloud/busybox:1' });
    expect((await decideCompute(settings, engine(['gpucloud/debian12:2']))).provider).toBe('simulated');
    const both = await decideCompute(settings, engine(['gpucloud/debian12:2', 'gpucloud/busybox:1']));
    expect(both.provider).toBe('docker');
  });

  it('gives up on an engine that does not answer in time', async () => {
    const hangs = () => ({ ping: () => new Promise(() => undefined), hasImage: async () => true });
    const decision = await decideCompute(compute(), hangs, 50);
    expect(decision.provider).toBe('simulated');
    expect(decision.reason).toContain('no answer within 50 ms');
  });

  it('finds no engine on a socket nothing listens on (the real client)', async () => {
    const decision = await decideCompute(
      compute({ DOCKER_DEFAULT_ENGINE: 'unix:///nonexistent/docker.sock' }),
    );
    expect(decision.provider).toBe('simulated');
    expect(decision.reason).toContain('no Docker engine at unix:///nonexistent/docker.sock');
  });

  it('asks no engine when COMPUTE_PROVIDER says which', async () => {
    const never = () => {
      throw new Error('asked');
    };
    expect(await decideCompute(compute({ COMPUTE_PROVIDER: 'simulated' }), never)).toEqual({
      provider: 'simulated',
      reason: 'COMPUTE_PROVIDER=simulated',
    });
    const forced = compute({ COMPUTE_PROVIDER: 'docker', SSH_GATEWAY_PORT: '0' });
    expect((await decideCompute(forced, never)).provider).toBe('docker');
  });
});
