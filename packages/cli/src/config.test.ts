import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configDir, configFile, credentialsOf, endpointOf, readConfig, writeConfig } from './config';
import { CliError, ExitCode } from './exit-codes';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the config directory', () => {
  it('is XDG_CONFIG_HOME/gpucloud, else ~/.config/gpucloud, %APPDATA%\\gpucloud on Windows', () => {
    expect(configDir({ XDG_CONFIG_HOME: '/x' }, 'linux', '/home/a')).toBe('/x/gpucloud');
    expect(configDir({}, 'linux', '/home/a')).toBe('/home/a/.config/gpucloud');
    expect(configDir({}, 'darwin', '/Users/a')).toBe('/Users/a/.config/gpucloud');
    expect(configDir({ APPDATA: 'C:\\Users\\a\\AppData\\Roaming' }, 'win32', 'C:\\Users\\a')).toBe(
      path.join('C:\\Users\\a\\AppData\\Roaming', 'gpucloud'),
    );
    expect(configDir({ GPUCLOUD_CONFIG_DIR: '/etc/gc', XDG_CONFIG_HOME: '/x' }, 'linux', '/h')).toBe(
      '/etc/gc',
    );
  });

  it('keeps the key pair readable by its owner only: the directory 0700, the file 0600, even over an older file', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'gpucloud-config-'));
    made.push(base);
    const dir = path.join(base, 'gpucloud');
    const config = { endpoint: 'https://gpu.example.com', accessKeyId: 'GCAK1', secret: 's' };
    await writeConfig(dir, config);
    await writeFile(configFile(dir), '{}', { mode: 0o644 });
    const file = await writeConfig(dir, config);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(config);
    expect(await readConfig(dir)).toEqual(config);
  });

  it('reads no file as not logged in, and a broken one as an error naming it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'gpucloud-config-'));
    made.push(dir);
    expect(await readConfig(dir)).toBeNull();
    await writeFile(configFile(dir), 'not json');
    await expect(readConfig(dir)).rejects.toThrow(`${configFile(dir)} is not a gpucloud config`);
  });
});

describe('which server and key', () => {
  const stored = { endpoint: 'https://stored.example.com', accessKeyId: 'GCAKSTORED', secret: 'stored' };

  it('takes --endpoint over GPUCLOUD_ENDPOINT over the stored one, as an origin without a trailing slash', () => {
    expect(
      endpointOf('http://127.0.0.1:8080/', { GPUCLOUD_ENDPOINT: 'https://env.example.com' }, stored),
    ).toBe('http://127.0.0.1:8080');
    expect(endpointOf(undefined, { GPUCLOUD_ENDPOINT: 'https://env.example.com' }, stored)).toBe(
      'https://env.example.com',
    );
    expect(endpointOf(undefined, {}, stored)).toBe('https://stored.example.com');
    expect(() => endpointOf('ftp://x', {}, null)).toThrow('--endpoint: must be an http or https URL');
    expect(() => endpointOf(undefined, {}, null)).toThrow(
      new CliError(
        ExitCode.NOT_LOGGED_IN,
        'no server: pass --endpoint URL, set GPUCLOUD_ENDPOINT, or run gpucloud login',
      ),
    );
  });

  it('takes the environment key pair only when both are set, else the stored one', () => {
    expect(credentialsOf({ GPUCLOUD_ACCESS_KEY_ID: 'GCAKENV', GPUCLOUD_SECRET: 'env' }, stored)).toEqual({
      accessKeyId: 'GCAKENV',
      secret: 'env',
    });
    expect(credentialsOf({ GPUCLOUD_ACCESS_KEY_ID: 'GCAKENV' }, stored)).toEqual({
      accessKeyId: 'GCAKSTORED',
      secret: 'stored',
    });
    expect(() => credentialsOf({}, null)).toThrow('not logged in');
  });
});
