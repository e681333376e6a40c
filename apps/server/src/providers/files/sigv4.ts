import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4, as S3 and its compatibles (MinIO, Ceph, R2, OSS/COS S3 APIs) check it. */

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SigV4Request {
  method: string;
  /** The path as sent, already URI-encoded (S3 signs it as is, without a second encoding). */
  path: string;
  query: ReadonlyArray<readonly [string, string]>;
  /** Every header to sign, names in any case; `host` and `x-amz-date` must be among them. */
  headers: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body (or S3's `UNSIGNED-PAYLOAD`). */
  payloadHash: string;
}

export interface SigV4Scope {
  region: string;
  service: string;
  /** `YYYYMMDD'T'HHMMSS'Z'`, the request's x-amz-date. */
  amzDate: string;
}

export interface SigV4Result {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  signedHeaders: string;
  authorization: string;
}

export const EMPTY_SHA256 = sha256Hex('');

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function amzDateOf(date: Date): string {
  return date.toISOString().replace(/[-:]|\.\d{3}/g, '');
}

export function signV4(request: SigV4Request, credentials: SigV4Credentials, scope: SigV4Scope): SigV4Result {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const query = request.query
    .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.path || '/',
    query,
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const day = scope.amzDate.slice(0, 8);
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', scope.amzDate, credentialScope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), scope.region), scope.service),
    'aws4_request',
  );
  const signature = hmac(signingKey, stringToSign).toString('hex');
  return {
    canonicalRequest,
    stringToSign,
    signature,
    signedHeaders,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
