import {
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  type KeyObject,
  X509Certificate,
} from 'node:crypto';
import { ConfigError } from '../../../core/config-error';
import { ProviderEnv } from '../../../core/provider-env';

const WHO = 'PAYMENT_PROVIDER=wechatpay';
const PUBLIC_KEY_ID = /^PUB_KEY_ID_[0-9A-Za-z]+$/;
export const WECHATPAY_API_BASE = 'https://api.mch.weixin.qq.com';

/**
 * A merchant's WeChat Pay API v3 settings, the keys parsed once at start. Keys are KeyObjects, so a
 * config that reaches a log prints no key material.
 */
export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate, sent as `serial_no` in every Authorization. */
  merchantSerialNo: string;
  /** Signs our requests (RSA, SHA256withRSA). */
  merchantPrivateKey: KeyObject;
  /** Decrypts notification resources (AEAD_AES_256_GCM); 32 bytes. */
  apiV3Key: KeyObject;
  /**
   * The keys WeChat Pay signs with, by the serial its `Wechatpay-Serial` header names: the platform
   * public key (`PUB_KEY_ID_...`) and/or a platform certificate (its serial number, upper-case hex).
   */
  platformKeys: ReadonlyMap<string, KeyObject>;
  /** The serial we ask answers to be signed with (our `Wechatpay-Serial` request header). */
  preferredPlatformSerial: string;
  /** `https://api.mch.weixin.qq.com`, without a trailing slash. */
  apiBase: string;
}

/** Reads and checks WECHATPAY_* at start: a missing or broken key stops the server naming it. */
export function wechatPayFromEnv(env: Record<string, string | undefined>): WechatPayConfig {
  const settings = new ProviderEnv(env, WHO);
  const mchId = settings.required('WECHATPAY_MCH_ID');
  const appId = settings.required('WECHATPAY_APP_ID');
  const merchantSerialNo = settings.required('WECHATPAY_MCH_SERIAL_NO');
  const privatePem = pemOf(settings.secret('WECHATPAY_PRIVATE_KEY'));
  const merchantPrivateKey = rsaKey('WECHATPAY_PRIVATE_KEY', () => createPrivateKey(privatePem));

  const apiV3Key = settings.secret('WECHATPAY_APIV3_KEY');
  const apiV3Bytes = Buffer.byteLength(apiV3Key, 'utf8');
  if (apiV3Bytes !== 32)
    throw new ConfigError(
      `${WHO}: WECHATPAY_APIV3_KEY must be the 32-character APIv3 key set in the merchant platform, ` +
        `got ${apiV3Bytes} bytes`,
    );

  const platformKeys = new Map<string, KeyObject>();
  const hasPublicKey = isSet(env, 'WECHATPAY_PLATFORM_PUBLIC_KEY');
  const hasCertificate = isSet(env, 'WECHATPAY_PLATFORM_CERTIFICATE');
  if (!hasPublicKey && !hasCertificate)
    throw new ConfigError(
      `${WHO} needs the WeChat Pay platform key: WECHATPAY_PLATFORM_PUBLIC_KEY (or _FILE) with ` +
        'WECHATPAY_PLATFORM_PUBLIC_KEY_ID, and/or WECHATPAY_PLATFORM_CERTIFICATE (or _FILE)',
    );
  if (hasPublicKey) {
    const id = settings.required('WECHATPAY_PLATFORM_PUBLIC_KEY_ID');
    if (!PUBLIC_KEY_ID.test(id))
      throw new ConfigError(`${WHO}: WECHATPAY_PLATFORM_PUBLIC_KEY_ID must look like PUB_KEY_ID_0114...`);
    const pem = pemOf(settings.secret('WECHATPAY_PLATFORM_PUBLIC_KEY'));
    platformKeys.set(
      id,
      rsaKey('WECHATPAY_PLATFORM_PUBLIC_KEY', () => createPublicKey(pem)),
    );
  }
  if (hasCertificate) {
    const pem = pemOf(settings.secret('WECHATPAY_PLATFORM_CERTIFICATE'));
    const certificate = parse(
      'WECHATPAY_PLATFORM_CERTIFICATE',
      'a PEM certificate',
      () => new X509Certificate(pem),
    );
    const key = rsaKey('WECHATPAY_PLATFORM_CERTIFICATE', () => certificate.publicKey);
    platformKeys.set(certificate.serialNumber.toUpperCase(), key);
  }

  const apiBase = settings.optional('WECHATPAY_API_BASE', WECHATPAY_API_BASE).replace(/\/+$/, '');
  parse('WECHATPAY_API_BASE', 'an http(s) address', () => {
    if (!/^https?:$/.test(new URL(apiBase).protocol)) throw new Error('not http');
  });

  return {
    mchId,
    appId,
    merchantSerialNo,
    merchantPrivateKey,
    apiV3Key: createSecretKey(Buffer.from(apiV3Key, 'utf8')),
    platformKeys,
    // The public key is WeChat Pay's current way (listed first); a certificate is the older one.
    preferredPlatformSerial: [...platformKeys.keys()][0] as string,
    apiBase,
  };
}

/** A PEM given on one line in an env file keeps its line breaks as `\n`. */
function pemOf(text: string): string {
  return text.includes('\n') ? text : text.replace(/\\n/g, '\n');
}

function isSet(env: Record<string, string | undefined>, name: string): boolean {
  return Boolean(env[name]?.trim() || env[`${name}_FILE`]?.trim());
}

function parse<T>(name: string, what: string, read: () => T): T {
  try {
    return read();
  } catch {
    // The parser's own message can quote the input; only the variable's name is said.
    throw new ConfigError(`${WHO}: ${name} is not ${what}`);
  }
}

/** An RSA key: WeChat Pay API v3 signs with SHA256withRSA (2048-bit keys) only. */
function rsaKey(name: string, read: () => KeyObject): KeyObject {
  const key = parse(name, 'a PEM RSA key', read);
  if (key.asymmetricKeyType !== 'rsa')
    throw new ConfigError(
      `${WHO}: ${name} must be an RSA key, got ${key.asymmetricKeyType ?? 'another kind'}`,
    );
  return key;
}
