import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../core/config-error';
import { ALIPAY_GATEWAY, alipayFromEnv } from './alipay-config';

const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });

const pem = (key: KeyObject, type: 'pkcs1' | 'pkcs8' | 'spki') =>
  key.export({ format: 'pem', type } as never).toString();
const bare = (key: KeyObject, type: 'pkcs1' | 'pkcs8' | 'spki') =>
  key.export({ format: 'der', type } as never).toString('base64');

function env(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    ALIPAY_APP_ID: '2021000122671080',
    ALIPAY_SELLER_ID: '2088102146225135',
    ALIPAY_PRIVATE_KEY: pem(app.privateKey, 'pkcs1'),
    ALIPAY_PUBLIC_KEY: pem(alipay.publicKey, 'spki'),
    ...overrides,
  };
}

function refusal(overrides: Record<string, string | undefined>): string {
  try {
    alipayFromEnv(env(overrides));
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('alipayFromEnv accepted the settings');
}

const folder = mkdtempSync(path.join(tmpdir(), 'alipay-config-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('alipayFromEnv', () => {
  it('reads the app, the merchant, both keys and the default gateway', () => {
    const config = alipayFromEnv(env());
    expect(config).toMatchObject({
      appId: '2021000122671080',
      sellerId: '2088102146225135',
      gateway: ALIPAY_GATEWAY,
    });
    expect(config.gateway).toBe('https://openapi.alipay.com/gateway.do');
    expect(bare(config.privateKey, 'pkcs8')).toBe(bare(app.privateKey, 'pkcs8'));
    expect(bare(config.alipayPublicKey, 'spki')).toBe(bare(alipay.publicKey, 'spki'));
  });

  it.each([
    ['PKCS#8 PEM', () => pem(app.privateKey, 'pkcs8')],
    ['bare base64 PKCS#8 (the key tool for Java)', () => bare(app.privateKey, 'pkcs8')],
    ['bare base64 PKCS#1 (the key tool for other languages)', () => bare(app.privateKey, 'pkcs1')],
    ['PEM on one line with literal \\n', () => pem(app.privateKey, 'pkcs1').trim().replaceAll('\n', '\\n')],
  ])('takes the app private key as %s', (_, text) => {
    const config = alipayFromEnv(env({ ALIPAY_PRIVATE_KEY: text() }));
    expect(bare(config.privateKey, 'pkcs8')).toBe(bare(app.privateKey, 'pkcs8'));
  });

  it("takes Alipay's public key as the bare base64 the open platform shows", () => {
    const config = alipayFromEnv(env({ ALIPAY_PUBLIC_KEY: bare(alipay.publicKey, 'spki') }));
    expect(bare(config.alipayPublicKey, 'spki')).toBe(bare(alipay.publicKey, 'spki'));
  });

  it('reads keys from the files ALIPAY_PRIVATE_KEY_FILE and ALIPAY_PUBLIC_KEY_FILE name', () => {
    const privateFile = path.join(folder, 'app-private.pem');
    const publicFile = path.join(folder, 'alipay-public.txt');
    writeFileSync(privateFile, pem(app.privateKey, 'pkcs8'));
    writeFileSync(publicFile, `${bare(alipay.publicKey, 'spki')}\n`);
    const config = alipayFromEnv(
      env({
        ALIPAY_PRIVATE_KEY: undefined,
        ALIPAY_PRIVATE_KEY_FILE: privateFile,
        ALIPAY_PUBLIC_KEY: undefined,
        ALIPAY_PUBLIC_KEY_FILE: publicFile,
      }),
    );
    expect(bare(config.privateKey, 'pkcs8')).toBe(bare(app.privateKey, 'pkcs8'));
    expect(bare(config.alipayPublicKey, 'spki')).toBe(bare(alipay.publicKey, 'spki'));
  });

  it('takes another gateway (the sandbox, a test fake)', () => {
    const gateway = 'https://openapi-sandbox.dl.alipaydev.com/gateway.do';
    expect(alipayFromEnv(env({ ALIPAY_GATEWAY: gateway })).gateway).toBe(gateway);
  });

  it.each(['ALIPAY_APP_ID', 'ALIPAY_SELLER_ID'])('stops naming %s when it is missing', (name) => {
    expect(refusal({ [name]: undefined })).toBe(`PAYMENT_PROVIDER=alipay needs ${name}`);
  });

  it.each(['ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'])(
    'stops naming %s (or its _FILE) when it is missing',
    (name) => {
      expect(refusal({ [name]: '  ' })).toBe(
        `PAYMENT_PROVIDER=alipay needs ${name} (or ${name}_FILE naming a file that holds it)`,
      );
    },
  );

  it('stops naming the _FILE that cannot be read', () => {
    const missing = path.join(folder, 'nowhere.pem');
    expect(refusal({ ALIPAY_PRIVATE_KEY: undefined, ALIPAY_PRIVATE_KEY_FILE: missing })).toBe(
      `PAYMENT_PROVIDER=alipay: ALIPAY_PRIVATE_KEY_FILE names ${missing}, which cannot be read (ENOENT)`,
    );
  });

  it('stops naming a private key that does not parse, without quoting it', () => {
    const broken = `${bare(app.privateKey, 'pkcs8').slice(0, 200)}AAAA`;
    const message = refusal({ ALIPAY_PRIVATE_KEY: broken });
    expect(message).toBe(
      "PAYMENT_PROVIDER=alipay: ALIPAY_PRIVATE_KEY is not an RSA key (PEM, or the bare base64 of Alipay's key tool)",
    );
    expect(message).not.toContain(broken.slice(0, 40));
  });

  it('stops naming a public key that does not parse', () => {
    expect(refusal({ ALIPAY_PUBLIC_KEY: 'not a key at all!' })).toContain(
      'ALIPAY_PUBLIC_KEY is not an RSA key',
    );
  });

  it('stops on a key that is not RSA, or too short for RSA2', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    expect(refusal({ ALIPAY_PRIVATE_KEY: pem(ec.privateKey, 'pkcs8') })).toBe(
      'PAYMENT_PROVIDER=alipay: ALIPAY_PRIVATE_KEY must be an RSA key, got ec',
    );
    const short = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(refusal({ ALIPAY_PUBLIC_KEY: pem(short.publicKey, 'spki') })).toBe(
      'PAYMENT_PROVIDER=alipay: ALIPAY_PUBLIC_KEY is an RSA key of 1024 bits; RSA2 needs 2048 or more',
    );
  });

  it("stops when ALIPAY_PUBLIC_KEY holds a private key or the app's own public key", () => {
    expect(refusal({ ALIPAY_PUBLIC_KEY: pem(alipay.privateKey, 'pkcs8') })).toContain(
      'ALIPAY_PUBLIC_KEY holds a private key',
    );
    expect(refusal({ ALIPAY_PUBLIC_KEY: bare(app.publicKey, 'spki') })).toContain(
      "ALIPAY_PUBLIC_KEY is the app's own public key",
    );
  });

  it('stops on an app id, seller id or gateway of the wrong form', () => {
    expect(refusal({ ALIPAY_APP_ID: 'my-app' })).toContain('ALIPAY_APP_ID must be');
    expect(refusal({ ALIPAY_SELLER_ID: '2021000122671080' })).toContain('ALIPAY_SELLER_ID must be');
    expect(refusal({ ALIPAY_GATEWAY: 'openapi.alipay.com' })).toContain(
      'ALIPAY_GATEWAY is not an http(s) address',
    );
  });

  it('keeps the keys as KeyObjects: a config written to a log shows no key material', () => {
    const text = JSON.stringify(alipayFromEnv(env()));
    expect(text).not.toContain(bare(app.privateKey, 'pkcs1').slice(20, 80));
    expect(text).not.toContain('PRIVATE KEY');
  });
});
