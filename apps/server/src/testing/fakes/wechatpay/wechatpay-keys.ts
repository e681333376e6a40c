import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { selfSignedCertificate } from './platform-certificate';

/**
 * Keys generated for the test run, never committed: the merchant's API key pair, the platform's
 * "public key" pair and a platform certificate's pair, standing in for those WeChat Pay issues.
 */
export interface WechatPayTestKeys {
  merchant: { privateKey: KeyObject; publicKey: KeyObject; privatePem: string };
  platform: { privateKey: KeyObject; publicPem: string; id: string };
  certificate: { privateKey: KeyObject; pem: string; serial: string };
  apiV3Key: string;
}

export const MCH_ID = '1900009191';
export const APP_ID = 'wxd678efh567hg6787';
export const MCH_SERIAL_NO = '3775B6A45ACD588826D15E583A95F5DD2BC7B1FE';

let generated: WechatPayTestKeys | null = null;

export function wechatPayTestKeys(): WechatPayTestKeys {
  if (generated) return generated;
  const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchant = rsa();
  const platform = rsa();
  const certificate = rsa();
  const serial = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
  generated = {
    merchant: {
      ...merchant,
      privatePem: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
    platform: {
      privateKey: platform.privateKey,
      publicPem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      id: 'PUB_KEY_ID_0119000091912025112200000000',
    },
    certificate: {
      privateKey: certificate.privateKey,
      serial,
      pem: selfSignedCertificate({
        ...certificate,
        serialHex: serial,
        commonName: 'Tenpay.com Root CA',
        notBefore: new Date('2025-01-01T00:00:00Z'),
        notAfter: new Date('2030-01-01T00:00:00Z'),
      }),
    },
    apiV3Key: randomBytes(16).toString('hex'),
  };
  return generated;
}

/** The environment of a merchant with these keys, in the platform "public key" mode. */
export function wechatPayTestEnv(keys: WechatPayTestKeys, apiBase?: string): Record<string, string> {
  return {
    WECHATPAY_MCH_ID: MCH_ID,
    WECHATPAY_APP_ID: APP_ID,
    WECHATPAY_MCH_SERIAL_NO: MCH_SERIAL_NO,
    WECHATPAY_PRIVATE_KEY: keys.merchant.privatePem,
    WECHATPAY_APIV3_KEY: keys.apiV3Key,
    WECHATPAY_PLATFORM_PUBLIC_KEY: keys.platform.publicPem,
    WECHATPAY_PLATFORM_PUBLIC_KEY_ID: keys.platform.id,
    ...(apiBase ? { WECHATPAY_API_BASE: apiBase } : {}),
  };
}
