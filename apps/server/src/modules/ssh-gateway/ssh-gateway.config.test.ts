import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config';
import { ConfigError } from '../../core/config-error';
import { MIGRATIONS_DIR } from '../../testing/test-database';
import { gatewayWanted, sshGatewaySettings } from './ssh-gateway.config';

function config(env: Record<string, string>) {
  return loadConfig(
    { DATA_DIR: '/srv/gpucloud', HOST: '10.0.0.5', ...env },
    { migrationsDir: MIGRATIONS_DIR, webDistDir: null },
  );
}

describe('SSH gateway settings', () => {
  it('runs only beside the docker provider, on a port other than 0', () => {
    expect(gatewayWanted(config({}))).toBe(false);
    expect(gatewayWanted(config({ COMPUTE_PROVIDER: 'docker' }))).toBe(true);
    expect(gatewayWanted(config({ COMPUTE_PROVIDER: 'docker', SSH_GATEWAY_PORT: '0' }))).toBe(false);
  });

  it('listens on HOST at SSH_GATEWAY_PORT and keeps its key under DATA_DIR unless told otherwise', () => {
    const defaults = config({ COMPUTE_PROVIDER: 'docker' });
    expect(sshGatewaySettings({}, defaults)).toEqual({
      port: 2222,
      host: '10.0.0.5',
      hostKeyFile: '/srv/gpucloud/ssh_host_ed25519_key',
      maxFileBytes: 2048 * 1024 * 1024,
    });
    const env = {
      SSH_GATEWAY_HOST: '0.0.0.0',
      SSH_HOST_KEY_FILE: '/etc/gpucloud/key',
      SSH_SFTP_MAX_FILE_MB: '10',
    };
    expect(sshGatewaySettings(env, config({ COMPUTE_PROVIDER: 'docker', SSH_GATEWAY_PORT: '22' }))).toEqual({
      port: 22,
      host: '0.0.0.0',
      hostKeyFile: '/etc/gpucloud/key',
      maxFileBytes: 10 * 1024 * 1024,
    });
    expect(() => sshGatewaySettings({ SSH_SFTP_MAX_FILE_MB: 'lots' }, defaults)).toThrow(
      /SSH_SFTP_MAX_FILE_MB/,
    );
  });

  it('keeps the file storage share off the gateway’s port, and refuses to start with one address for both', () => {
    const defaults = config({ COMPUTE_PROVIDER: 'docker' });
    expect(defaults.sftp).toEqual({ host: '10.0.0.5', port: 2223 });
    expect(sshGatewaySettings({}, defaults).port).toBe(2222);
    const clash = { COMPUTE_PROVIDER: 'docker', SFTP_PORT: '2222' };
    expect(() => config(clash)).toThrow(ConfigError);
    expect(() => config(clash)).toThrow(/SFTP_PORT and SSH_GATEWAY_PORT are both 2222 at 10\.0\.0\.5/);
    expect(config({ ...clash, SFTP_HOST: 'files.example.com' }).sftp.port).toBe(2222);
    expect(config({ ...clash, SSH_GATEWAY_PORT: '0' }).sftp.port).toBe(2222);
    expect(config({ SFTP_PORT: '2222' }).sftp.port).toBe(2222);
  });
});
