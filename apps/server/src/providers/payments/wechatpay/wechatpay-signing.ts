import { createDecipheriv, createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';
import type { WechatPayConfig } from './wechatpay-config';

/** WeChat Pay refuses a signature whose timestamp is more than 5 minutes away; so do we. */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;
const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
const GCM_TAG_BYTES = 16;

/** Lines each ending in "\n": the form every v3 signature is computed over. */
function signedMessage(lines: readonly string[]): string {
  return lines.map((line) => `${line}\n`).join('');
}

export function newNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

/**
 * The Authorization header of one request: SHA256withRSA with the merchant key over
 * `METHOD\nURL\ntimestamp\nnonce\nbody\n`, where URL is the path with its query as sent.
 */
export function authorizationHeader(
  config: Pick<WechatPayConfig, 'mchId' | 'merchantSerialNo' | 'merchantPrivateKey'>,
  request: { method: string; pathWithQuery: string; body: string; timestamp: number; nonce: string },
): string {
  const message = signedMessage([
    request.method,
    request.pathWithQuery,
    String(request.timestamp),
    request.nonce,
    request.body,
  ]);
  const signature = createSign('RSA-SHA256')
    .update(message, 'utf8')
    .sign(config.merchantPrivateKey, 'base64');
  const fields = {
    mchid: config.mchId,
    nonce_str: request.nonce,
    signature,
    timestamp: String(request.timestamp),
    serial_no: config.merchantSerialNo,
  };
  const pairs = Object.entries(fields).map(([name, value]) => `${name}="${value}"`);
  return `${AUTH_SCHEME} ${pairs.join(',')}`;
}

type HeaderValue = string | string[] | null | undefined;

/** The four `Wechatpay-*` headers WeChat Pay signs an answer or a notification with. */
export interface WechatpaySignatureHeaders {
  serial: string;
  signature: string;
  timestamp: string;
  nonce: string;
}

export function signatureHeadersOf(header: (name: string) => HeaderValue): WechatpaySignatureHeaders | null {
  const read = (name: string) => {
    const value = header(name);
    const text = Array.isArray(value) ? value[0] : value;
    return text?.trim() || null;
  };
  const serial = read('wechatpay-serial');
  const signature = read('wechatpay-signature');
  const timestamp = read('wechatpay-timestamp');
  const nonce = read('wechatpay-nonce');
  if (!serial || !signature || !timestamp || !nonce) return null;
  return { serial, signature, timestamp, nonce };
}

/**
 * Why a body signed by WeChat Pay is not to be believed, or null when it is: the serial must name a
 * platform key we hold, the timestamp be within 5 minutes of now, and the SHA256withRSA signature
 * over `timestamp\nnonce\nbody\n` verify. (A `WECHATPAY/SIGNTEST/` probe signature never verifies.)
 */
export function signatureProblem(
  config: Pick<WechatPayConfig, 'platformKeys'>,
  signed: WechatpaySignatureHeaders | null,
  body: string,
  now: Date,
): string | null {
  if (!signed) return 'not signed (a Wechatpay-Serial/-Signature/-Timestamp/-Nonce header is missing)';
  const key = platformKeyFor(config, signed.serial);
  if (!key) return `signed with an unknown platform serial ${signed.serial.slice(0, 64)}`;
  if (!/^\d{1,12}$/.test(signed.timestamp)) return 'the signature timestamp is not a number';
  const skew = Math.abs(now.getTime() / 1000 - Number(signed.timestamp));
  if (skew > SIGNATURE_WINDOW_SECONDS) return 'the signature timestamp is more than 5 minutes from now';
  const message = signedMessage([signed.timestamp, signed.nonce, body]);
  const verifies = createVerify('RSA-SHA256')
    .update(message, 'utf8')
    .verify(key, Buffer.from(signed.signature, 'base64'));
  return verifies ? null : 'the signature does not verify';
}

function platformKeyFor(config: Pick<WechatPayConfig, 'platformKeys'>, serial: string): KeyObject | null {
  // Public key ids are compared as written; certificate serials are hex, in either case.
  return config.platformKeys.get(serial) ?? config.platformKeys.get(serial.toUpperCase()) ?? null;
}

/** An `encrypt-resource`: AEAD_AES_256_GCM, the ciphertext base64 of cipher bytes and the 16-byte tag. */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string | undefined;
}

/** The resource's plaintext, or null when it does not decrypt and authenticate with the APIv3 key. */
export function decryptResource(apiV3Key: KeyObject, resource: EncryptedResource): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length <= GCM_TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'), {
      authTagLength: GCM_TAG_BYTES,
    });
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** RFC 3339 in Beijing time to the second, as WeChat Pay writes times: `2026-11-22T16:05:00+08:00`. */
export function beijingTime(date: Date): string {
  return `${new Date(date.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}
