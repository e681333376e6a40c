import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { ConfigError } from '../../../core/config-error';
import { ProviderEnv } from '../../../core/provider-env';

const WHO = 'PAYMENT_PROVIDER=alipay';
export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
/** RSA2 is SHA256withRSA with keys of 2048 bits: the only signature Alipay issues keys for now. */
const MIN_RSA_BITS = 2048;

/**
 * One Alipay open-platform app (face-to-face payment signed on), keys parsed once at start. Keys are
 * KeyObjects, so a config that reaches a log prints no key material.
 */
export interface AlipayConfig {
  /** The app's APPID (`app_id` of every request and notification). */
  appId: string;
  /** The merchant's PID (2088 and 12 digits): every notification must name it as `seller_id`. */
  sellerId: string;
  /** The app private key: signs our requests (RSA2). */
  privateKey: KeyObject;
  /** Alipay's public key (支付宝公钥, not the app's own): verifies answers and notifications. */
  alipayPublicKey: KeyObject;
  /** The classic gateway, `https://openapi.alipay.com/gateway.do` unless ALIPAY_GATEWAY says otherwise. */
  gateway: string;
}

/** Reads and checks ALIPAY_* at start: a missing or broken setting stops the server naming it. */
export function alipayFromEnv(env: Record<string, string | undefined>): AlipayConfig {
  const settings = new ProviderEnv(env, WHO);
  const appId = settings.required('ALIPAY_APP_ID');
  if (!/^\d{1,32}$/.test(appId))
    throw new ConfigError(`${WHO}: ALIPAY_APP_ID must be the app's APPID (digits)`);
  const sellerId = settings.required('ALIPAY_SELLER_ID');
  if (!/^2088\d{12}$/.test(sellerId))
    throw new ConfigError(`${WHO}: ALIPAY_SELLER_ID must be the merchant's PID (16 digits starting 2088)`);

  const privateKey = rsaKey('ALIPAY_PRIVATE_KEY', readPrivateKey(settings.secret('ALIPAY_PRIVATE_KEY')));
  const publicText = settings.secret('ALIPAY_PUBLIC_KEY');
  if (publicText.includes('PRIVATE KEY'))
    throw new ConfigError(`${WHO}: ALIPAY_PUBLIC_KEY holds a private key; it must be Alipay's public key`);
  const alipayPublicKey = rsaKey('ALIPAY_PUBLIC_KEY', readPublicKey(publicText));
  if (spki(alipayPublicKey).equals(spki(createPublicKey(privateKey))))
    throw new ConfigError(
      `${WHO}: ALIPAY_PUBLIC_KEY is the app's own public key (the half of ALIPAY_PRIVATE_KEY); ` +
        "it must be Alipay's public key (支付宝公钥) shown beside it in the open platform",
    );

  const gateway = settings.optional('ALIPAY_GATEWAY', ALIPAY_GATEWAY);
  if (!isHttpUrl(gateway)) throw new ConfigError(`${WHO}: ALIPAY_GATEWAY is not an http(s) address`);
  return { appId, sellerId, privateKey, alipayPublicKey, gateway };
}

/**
 * Alipay's key tool writes a bare base64 key (PKCS#8 for Java, PKCS#1 for other languages); people
 * also paste PEM, sometimes on one line with literal `\n`. Each is tried; null when none reads.
 */
function readPrivateKey(text: string): KeyObject | null {
  if (text.includes('-----BEGIN')) return attempt(() => createPrivateKey(pemOf(text)));
  const der = derOf(text);
  if (!der) return null;
  return (
    attempt(() => createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })) ??
    attempt(() => createPrivateKey({ key: der, format: 'der', type: 'pkcs1' }))
  );
}

function readPublicKey(text: string): KeyObject | null {
  if (text.includes('-----BEGIN')) return attempt(() => createPublicKey(pemOf(text)));
  const der = derOf(text);
  if (!der) return null;
  return (
    attempt(() => createPublicKey({ key: der, format: 'der', type: 'spki' })) ??
    attempt(() => createPublicKey({ key: der, format: 'der', type: 'pkcs1' }))
  );
}

function rsaKey(name: string, key: KeyObject | null): KeyObject {
  // The parser's own message can quote the input; only the variable's name is said.
  if (!key)
    throw new ConfigError(`${WHO}: ${name} is not an RSA key (PEM, or the bare base64 of Alipay's key tool)`);
  if (key.asymmetricKeyType !== 'rsa')
    throw new ConfigError(
      `${WHO}: ${name} must be an RSA key, got ${key.asymmetricKeyType ?? 'another kind'}`,
    );
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS)
    throw new ConfigError(
      `${WHO}: ${name} is an RSA key of ${bits} bits; RSA2 needs ${MIN_RSA_BITS} or more`,
    );
  return key;
}

function attempt(read: () => KeyObject): KeyObject | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** A PEM given on one line in an env file keeps its line breaks as `\n`. */
function pemOf(text: string): string {
  return text.includes('\n') ? text : text.replace(/\\n/g, '\n');
}

function derOf(text: string): Buffer | null {
  const base64 = text.replace(/\s+/g, '');
  return /^[A-Za-z0-9+/]+={0,2}$/.test(base64) ? Buffer.from(base64, 'base64') : null;
}

function spki(key: KeyObject): Buffer {
  return key.export({ format: 'der', type: 'spki' });
}

function isHttpUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}
