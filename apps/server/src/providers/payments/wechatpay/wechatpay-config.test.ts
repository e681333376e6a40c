import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../core/config-error';
import {
  APP_ID,
  MCH_ID,
  MCH_SERIAL_NO,
  wechatPayTestEnv,
  wechatPayTestKeys,
} from '../../../testing/fakes/wechatpay/wechatpay-keys';
import { WECHATPAY_API_BASE, wechatPayFromEnv } from './wechatpay-config';

const keys = wechatPayTestKeys();
const env = wechatPayTestEnv(keys);
const dir = mkdtempSync(path.join(tmpdir(), 'wechatpay-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function without(...names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));
}

function fileWith(name: string, contents: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, contents);
  return file;
}

function refusal(values: Record<string, string | undefined>): string {
  try {
    wechatPayFromEnv(values);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('the configuration was accepted');
}

describe('wechatPayFromEnv', () => {
  it('reads a merchant in the platform public key mode, keys parsed', () => {
    const config = wechatPayFromEnv(env);
    expect(config).toMatchObject({
      mchId: MCH_ID,
      appId: APP_ID,
      merchantSerialNo: MCH_SERIAL_NO,
      preferredPlatformSerial: keys.platform.id,
      apiBase: WECHATPAY_API_BASE,
    });
    expect(config.merchantPrivateKey.type).toBe('private');
    expect(config.apiV3Key.symmetricKeySize).toBe(32);
    expect([...config.platformKeys.keys()]).toEqual([keys.platform.id]);
  });

  it('reads a platform certificate instead, its serial read from it', () => {
    const config = wechatPayFromEnv({
      ...without('WECHATPAY_PLATFORM_PUBLIC_KEY', 'WECHATPAY_PLATFORM_PUBLIC_KEY_ID'),
      WECHATPAY_PLATFORM_CERTIFICATE: keys.certificate.pem,
    });
    expect([...config.platformKeys.keys()]).toEqual([keys.certificate.serial]);
    expect(config.preferredPlatformSerial).toBe(keys.certificate.serial);
  });

  it('accepts both, preferring the public key', () => {
    const config = wechatPayFromEnv({ ...env, WECHATPAY_PLATFORM_CERTIFICATE: keys.certificate.pem });
    expect([...config.platformKeys.keys()]).toEqual([keys.platform.id, keys.certificate.serial]);
    expect(config.preferredPlatformSerial).toBe(keys.platform.id);
  });

  it('reads every key from the file its _FILE variable names', () => {
    const config = wechatPayFromEnv({
      ...without('WECHATPAY_PRIVATE_KEY', 'WECHATPAY_APIV3_KEY', 'WECHATPAY_PLATFORM_PUBLIC_KEY'),
      WECHATPAY_PRIVATE_KEY_FILE: fileWith('apiclient_key.pem', keys.merchant.privatePem),
      WECHATPAY_APIV3_KEY_FILE: fileWith('apiv3.key', `${keys.apiV3Key}\n`),
      WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: fileWith('pub_key.pem', keys.platform.publicPem),
      WECHATPAY_PLATFORM_CERTIFICATE_FILE: fileWith('wechatpay.pem', keys.certificate.pem),
    });
    expect(config.platformKeys.size).toBe(2);
    expect(config.apiV3Key.export().toString('utf8')).toBe(keys.apiV3Key);
  });

  it('takes a PEM written on one line with \\n, as env files hold it', () => {
    const oneLine = keys.merchant.privatePem.trim().replaceAll('\n', '\\n');
    expect(wechatPayFromEnv({ ...env, WECHATPAY_PRIVATE_KEY: oneLine }).merchantPrivateKey.type).toBe(
      'private',
    );
  });

  it.each([
    'WECHATPAY_MCH_ID',
    'WECHATPAY_APP_ID',
    'WECHATPAY_MCH_SERIAL_NO',
    'WECHATPAY_PRIVATE_KEY',
    'WECHATPAY_APIV3_KEY',
    'WECHATPAY_PLATFORM_PUBLIC_KEY_ID',
  ])('stops start-up naming %s when it is missing', (name) => {
    const message = refusal({ ...without(name), [name]: '  ' });
    expect(message).toContain('PAYMENT_PROVIDER=wechatpay needs');
    expect(message).toContain(name);
  });

  it('stops start-up when no platform key is given, naming both ways to give one', () => {
    const message = refusal(without('WECHATPAY_PLATFORM_PUBLIC_KEY', 'WECHATPAY_PLATFORM_PUBLIC_KEY_ID'));
    expect(message).toMatch(/WECHATPAY_PLATFORM_PUBLIC_KEY .*WECHATPAY_PLATFORM_CERTIFICATE/);
  });

  it('names a key file that cannot be read', () => {
    const message = refusal({
      ...without('WECHATPAY_PRIVATE_KEY'),
      WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'missing.pem'),
    });
    expect(message).toMatch(
      /WECHATPAY_PRIVATE_KEY_FILE names .*missing\.pem, which cannot be read \(ENOENT\)/,
    );
  });

  const brokenPem =
    '-----BEGIN PRIVATE KEY-----\nTUlJRXZRSUJBREFOQmdrcWhraUc5dzBCQVFFRg==\n-----END PRIVATE KEY-----';
  it.each([
    ['WECHATPAY_PRIVATE_KEY', brokenPem, /WECHATPAY_PRIVATE_KEY is not a PEM RSA key/],
    [
      'WECHATPAY_PLATFORM_PUBLIC_KEY',
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
      /WECHATPAY_PLATFORM_PUBLIC_KEY is not/,
    ],
    [
      'WECHATPAY_PLATFORM_CERTIFICATE',
      keys.platform.publicPem,
      /WECHATPAY_PLATFORM_CERTIFICATE is not a PEM certificate/,
    ],
  ])('stops start-up naming %s when its PEM is broken, without quoting it', (name, value, expected) => {
    const message = refusal({ ...env, [name]: value });
    expect(message).toMatch(expected);
    expect(message).not.toContain(value.split('\n')[1] ?? value);
  });

  it('refuses a merchant key that is not RSA', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const pem = ec.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(refusal({ ...env, WECHATPAY_PRIVATE_KEY: pem })).toMatch(
      /WECHATPAY_PRIVATE_KEY must be an RSA key, got ec/,
    );
  });

  it.each([
    ['16 characters', 'a'.repeat(16), 16],
    ['33 characters', 'b'.repeat(33), 33],
    ['32 characters of which some take 3 bytes', `${'c'.repeat(30)}密钥`, 36],
  ])('refuses an APIv3 key of %s, saying it must be 32 bytes', (_what, value, bytes) => {
    const message = refusal({ ...env, WECHATPAY_APIV3_KEY: value });
    expect(message).toContain(`WECHATPAY_APIV3_KEY must be the 32-character APIv3 key`);
    expect(message).toContain(`got ${bytes} bytes`);
    expect(message).not.toContain(value);
  });

  it('refuses a public key id that is not one', () => {
    const message = refusal({ ...env, WECHATPAY_PLATFORM_PUBLIC_KEY_ID: keys.certificate.serial });
    expect(message).toMatch(/WECHATPAY_PLATFORM_PUBLIC_KEY_ID must look like PUB_KEY_ID_/);
  });

  it('points at another API base (the tests’ fake), without its trailing slash, and refuses a non-URL', () => {
    expect(wechatPayFromEnv({ ...env, WECHATPAY_API_BASE: 'http://127.0.0.1:4010/' }).apiBase).toBe(
      'http://127.0.0.1:4010',
    );
    expect(refusal({ ...env, WECHATPAY_API_BASE: 'api.mch.weixin.qq.com' })).toMatch(
      /WECHATPAY_API_BASE is not an http\(s\) address/,
    );
  });

  it('shows no key material when the configuration is printed or serialised', () => {
    const config = wechatPayFromEnv(env);
    const printed = `${inspect(config, { depth: 5 })}${JSON.stringify(config)}`;
    expect(printed).not.toContain(keys.apiV3Key);
    expect(printed).not.toContain(keys.merchant.privatePem.split('\n')[1]);
    expect(printed).not.toContain('PRIVATE KEY');
  });
});
