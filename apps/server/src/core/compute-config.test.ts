import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './config-error';

/** The compute section of the configuration (COMPUTE_PROVIDER and the docker provider's settings). */
function load(env: Record<string, string>) {
  return loadConfig(
    { DATA_DIR: '/nonexistent', DATA_ENCRYPTION_KEY: 'ab'.repeat(32), ...env },
    { migrationsDir: '/migrations', webDistDir: null },
  ).compute;
}

describe('compute configuration', () => {
  it('uses LXCFS and the disk tool where scripts/docker.sh puts them, and turns each off when set empty', () => {
    expect(load({}).docker.machines).toEqual({
      lxcfsDir: '/var/lib/lxcfs',
      diskToolImage: 'gpucloud/disktool:1',
    });
    expect(load({ DOCKER_LXCFS_DIR: '', DOCKER_DISK_TOOL_IMAGE: ' ' }).docker.machines).toEqual({
      lxcfsDir: null,
      diskToolImage: null,
    });
    expect(load({ DOCKER_LXCFS_DIR: '/run/lxcfs' }).docker.machines.lxcfsDir).toBe('/run/lxcfs');
  });

  it('decides the provider at start-up (auto), the gateway on 2222 and the Debian 12 image by default', () => {
    const compute = load({});
    expect(compute).toMatchObject({
      provider: 'auto',
      sshGatewayPort: 2222,
      // Only the Debian 12 image is mapped by default: no catalogue name runs an image it does not name.
      dockerDefaultImage: null,
      dockerImages: { 'debian12-cuda12.4': 'gpucloud/debian12:2' },
      dockerGpuHosts: {},
      docker: { defaultEngine: 'unix:///var/run/docker.sock', engines: {}, tlsDir: null },
    });
  });

  it('reads the docker provider, its engines, images and GPU hosts', () => {
    const compute = load({
      COMPUTE_PROVIDER: 'docker',
      SSH_GATEWAY_PORT: '0',
      DOCKER_HOSTS: 'gpu-a=tcp://10.0.0.12:2376',
      DOCKER_TLS_DIR: '/etc/gpucloud/docker-tls',
      DOCKER_DEFAULT_IMAGE: 'gpucloud/busybox:1',
      DOCKER_IMAGES: 'ubuntu22-cuda12.4-pytorch2.4=registry.example.com/pytorch:2.4',
      DOCKER_GPU_HOSTS: 'gpu-a=8',
    });
    expect(compute).toMatchObject({
      provider: 'docker',
      sshGatewayPort: 0,
      dockerDefaultImage: 'gpucloud/busybox:1',
      dockerImages: { 'ubuntu22-cuda12.4-pytorch2.4': 'registry.example.com/pytorch:2.4' },
      docker: { engines: { 'gpu-a': 'tcp://10.0.0.12:2376' }, tlsDir: '/etc/gpucloud/docker-tls' },
    });
    expect(compute.dockerGpuHosts['gpu-a']).toHaveLength(8);
  });

  it('stops start-up on an unknown provider or a malformed docker setting', () => {
    expect(() => load({ COMPUTE_PROVIDER: 'kubernetes' })).toThrow(ConfigError);
    expect(() => load({ DOCKER_IMAGES: 'no-equals-sign' })).toThrow(ConfigError);
    expect(() => load({ DOCKER_HOSTS: 'missing' })).toThrow('is not host-name=address');
    expect(() => load({ SSH_GATEWAY_PORT: 'x' })).toThrow(ConfigError);
  });
});
