import { createCipheriv, createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';

/**
 * The fake gateway's own side of the v3 signatures, written apart from the adapter's so a mistake in
 * one is caught by the other: it checks the merchant's Authorization, signs answers and
 * notifications with its platform key and seals notification resources with the APIv3 key.
 */

export interface MerchantAuthorization {
  mchid: string;
  nonce: string;
  signature: string;
  timestamp: string;
  serialNo: string;
}

/** The fields of `WECHATPAY2-SHA256-RSA2048 k="v",...` (any order), or null when it is not that. */
export function parseAuthorization(header: string | undefined): MerchantAuthorization | null {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const fields = new Map<string, string>();
  for (const pair of match[1].split(',')) {
    const field = /^\s*([a-z_]+)="([^"]*)"\s*$/.exec(pair);
    if (!field?.[1] || field[2] === undefined) return null;
    fields.set(field[1], field[2]);
  }
  const [mchid, nonce, signature, timestamp, serialNo] = [
    'mchid',
    'nonce_str',
    'signature',
    'timestamp',
    'serial_no',
  ].map((name) => fields.get(name));
  if (!mchid || !nonce || !signature || !timestamp || !serialNo) return null;
  return { mchid, nonce, signature, timestamp, serialNo };
}

export function merchantSignatureVerifies(
  merchantPublicKey: KeyObject,
  request: { method: string; url: string; body: string },
  auth: MerchantAuthorization,
): boolean {
  const message = `${request.method}\n${request.url}\n${auth.timestamp}\n${auth.nonce}\n${request.body}\n`;
  return createVerify('sha256WithRSAEncryption')
    .update(Buffer.from(message, 'utf8'))
    .verify(merchantPublicKey, Buffer.from(auth.signature, 'base64'));
}

/** The `Wechatpay-*` headers of a body signed with a platform key at `timestamp` (seconds). */
export function platformSignatureHeaders(
  signer: { serial: string; privateKey: KeyObject },
  body: string,
  timestamp: number,
): Record<string, string> {
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('sha256WithRSAEncryption')
    .update(Buffer.from(`${timestamp}\n${nonce}\n${body}\n`, 'utf8'))
    .sign(signer.privateKey)
    .toString('base64');
  return {
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': signature,
    'Wechatpay-Timestamp': String(timestamp),
    'Wechatpay-Serial': signer.serial,
  };
}

/** A resource sealed as WeChat Pay seals it: AES-256-GCM, a 12-character nonce, cipher‖tag in base64. */
export function sealResource(apiV3Key: string, plaintext: string, associatedData: string) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    original_type: 'transaction',
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: associatedData,
    nonce,
  };
}

/** `2026-11-22T16:00:00+08:00`, the fake's own rendering of Beijing time. */
export function rfc3339Beijing(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}` +
    `T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}+08:00`
  );
}
