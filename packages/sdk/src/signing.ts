import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SIGNED_REQUEST_HEADERS } from '@gpucloud/contracts';
import { canonicalRequest, encodeRfc3986, stringToSign } from '@gpucloud/domain';

/**
 * The query string of a GET, each name and value encoded by RFC 3986 (a space is %20, never +),
 * in the input's own order; undefined and null are left out and an array repeats its name
 * (`a=1&a=0`). The server signs the sorted form (canonicalQuery), so the order here is free.
 */
export function encodeQuery(input: object): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(input) as [string, unknown][]) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean')
        throw new TypeError(`query parameter ${name} must be a string, number or boolean`);
      pairs.push(`${encodeRfc3986(name)}=${encodeRfc3986(String(item))}`);
    }
  }
  return pairs.join('&');
}

/** 32 of [A-Za-z0-9_-]: 24 random bytes in base64url, well inside NONCE_PATTERN. */
export function newNonce(): string {
  return randomBytes(24).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export interface SignInput {
  accessKeyId: string;
  secret: string;
  method: string;
  /** The path as it goes on the wire, without the query. */
  path: string;
  /** The query string as it goes on the wire ("" when none). */
  query: string;
  /** The exact body text sent ("" when none). */
  body: string;
  timestamp: string;
  nonce: string;
}

/** The four signature headers of one request (the scheme: packages/domain/src/api-signing.ts). */
export function signatureHeaders(input: SignInput): Record<string, string> {
  const canonical = canonicalRequest({
    method: input.method,
    path: input.path,
    query: input.query,
    bodySha256: sha256Hex(input.body),
    timestamp: input.timestamp,
    nonce: input.nonce,
  });
  const signature = createHmac('sha256', input.secret)
    .update(stringToSign(input.timestamp, sha256Hex(canonical)), 'utf8')
    .digest('hex');
  return {
    [SIGNED_REQUEST_HEADERS.accessKey]: input.accessKeyId,
    [SIGNED_REQUEST_HEADERS.timestamp]: input.timestamp,
    [SIGNED_REQUEST_HEADERS.nonce]: input.nonce,
    [SIGNED_REQUEST_HEADERS.signature]: signature,
  };
}
