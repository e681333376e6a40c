import { createHash, createHmac } from 'node:crypto';

/**
 * TC3-HMAC-SHA256 as Tencent Cloud's API 3.0 documentation ("签名方法 v3") describes it, written
 * for the fake from that text alone and sharing nothing with the SDK, so that a request the fake
 * accepts proves the SDK signed it the way Tencent checks it.
 */
export interface Tc3Input {
  method: string;
  /** The URL path ('/' for API 3.0) and its query string without '?'. */
  path: string;
  query: string;
  /** The request's headers by lower-case name, as they arrived. */
  headers: Record<string, string>;
  /** The names the client said it signed, in its order ('content-type', 'host'). */
  signedHeaders: string[];
  body: Buffer;
  /** X-TC-Timestamp, in seconds. */
  timestamp: number;
  service: string;
}

export const TC3_ALGORITHM = 'TC3-HMAC-SHA256';

/** The hex signature the Authorization header must carry. */
export function tc3Signature(input: Tc3Input, secretKey: string): string {
  const date = utcDateOf(input.timestamp);
  const stringToSign = [
    TC3_ALGORITHM,
    String(input.timestamp),
    `${date}/${input.service}/tc3_request`,
    sha256Hex(canonicalRequest(input)),
  ].join('\n');
  const secretDate = hmac(`TC3${secretKey}`, date);
  const secretService = hmac(secretDate, input.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  return createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
}

/** The credential scope's date: the UTC day of the timestamp, YYYY-MM-DD. */
export function utcDateOf(timestampSeconds: number): string {
  return new Date(timestampSeconds * 1000).toISOString().slice(0, 10);
}

/**
 * Method, path, query, the signed headers as `name:value\n` (names and values lower-cased and
 * trimmed, names sorted), the signed header names joined by ';', and the hex SHA-256 of the body.
 */
function canonicalRequest(input: Tc3Input): string {
  const names = [...input.signedHeaders].sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${(input.headers[name] ?? '').trim().toLowerCase()}\n`)
    .join('');
  return [
    input.method.toUpperCase(),
    input.path,
    input.query,
    canonicalHeaders,
    names.join(';'),
    sha256Hex(input.body),
  ].join('\n');
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, message: string): Buffer {
  return createHmac('sha256', key).update(message, 'utf8').digest();
}
