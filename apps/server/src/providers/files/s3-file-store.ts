import http from 'node:http';
import https from 'node:https';
import {
  assertContentType,
  assertFileKey,
  type FileStore,
  isFileKey,
  type StoredFile,
  type StoredFileEntry,
} from './file-store';
import { amzDateOf, EMPTY_SHA256, type SigV4Credentials, sha256Hex, signV4, uriEncode } from './sigv4';

export interface S3Settings {
  /** `https://s3.example.com` (or `http://` for a store on a private network); path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An S3 answer other than the one expected, with the code from its XML error (`SignatureDoesNotMatch`...). */
export class S3Error extends Error {
  override name = 'S3Error';
  constructor(
    readonly status: number,
    readonly s3Code: string,
    message: string,
  ) {
    super(message);
  }
}

interface S3Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const TIMEOUT_MS = 30_000;

/**
 * Any S3-compatible object store through PutObject, GetObject, DeleteObject and ListObjectsV2,
 * path-style, signed with SigV4 over the body's SHA-256 (so a proxy cannot alter an upload unnoticed).
 * No SDK: four calls do not justify one, and the signer is checked against AWS's own test vectors.
 */
export class S3FileStore implements FileStore {
  readonly name = 's3';
  private readonly base: URL;
  private readonly credentials: SigV4Credentials;

  constructor(private readonly settings: S3Settings) {
    this.base = new URL(settings.endpoint);
    this.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  }

  async put(key: string, bytes: Buffer, meta: { contentType: string }): Promise<void> {
    assertContentType(meta.contentType);
    const response = await this.send('PUT', key, bytes, { 'content-type': meta.contentType });
    if (response.status !== 200) throw s3Error('PutObject', response);
  }

  async get(key: string): Promise<StoredFile | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) return null;
    if (response.status !== 200) throw s3Error('GetObject', response);
    return {
      bytes: response.body,
      contentType: response.headers['content-type'] ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    // S3 answers 204 whether or not the object existed; some compatibles answer 404 for a missing one.
    if (response.status !== 204 && response.status !== 200 && response.status !== 404)
      throw s3Error('DeleteObject', response);
  }

  /** ListObjectsV2, a page (up to 1,000 objects) at a time, following the continuation token. */
  async *list(): AsyncIterable<StoredFileEntry> {
    let token: string | null = null;
    do {
      const query: [string, string][] = [['list-type', '2']];
      if (token !== null) query.push(['continuation-token', token]);
      const response = await this.request('GET', this.bucketPath(), query);
      if (response.status !== 200) throw s3Error('ListObjectsV2', response);
      const page = parseListPage(response.body.toString('utf8'));
      for (const entry of page.entries) if (isFileKey(entry.key)) yield entry;
      token = page.nextToken;
    } while (token !== null);
  }

  private bucketPath(): string {
    return `${this.base.pathname.replace(/\/$/, '')}/${uriEncode(this.settings.bucket)}`;
  }

  private send(
    method: string,
    key: string,
    body: Buffer = Buffer.alloc(0),
    extraHeaders: Record<string, string> = {},
  ): Promise<S3Response> {
    assertFileKey(key);
    return this.request(method, `${this.bucketPath()}/${uriEncode(key)}`, [], body, extraHeaders);
  }

  private request(
    method: string,
    path: string,
    query: ReadonlyArray<readonly [string, string]>,
    body: Buffer = Buffer.alloc(0),
    extraHeaders: Record<string, string> = {},
  ): Promise<S3Response> {
    const headers: Record<string, string> = {
      ...extraHeaders,
      host: this.base.host,
      'x-amz-date': amzDateOf(new Date()),
      'x-amz-content-sha256': body.length > 0 ? sha256Hex(body) : EMPTY_SHA256,
    };
    if (method === 'PUT') headers['content-length'] = String(body.length);
    const { authorization } = signV4(
      { method, path, query, headers, payloadHash: headers['x-amz-content-sha256'] as string },
      this.credentials,
      { region: this.settings.region, service: 's3', amzDate: headers['x-amz-date'] as string },
    );
    const transport = this.base.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = transport.request(
        {
          method,
          protocol: this.base.protocol,
          hostname: this.base.hostname,
          port: this.base.port || undefined,
          path: query.length > 0 ? `${path}?${queryString(query)}` : path,
          headers: { ...headers, authorization },
          timeout: TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on('timeout', () =>
        request.destroy(new Error(`S3 ${method} timed out after ${TIMEOUT_MS} ms`)),
      );
      request.on('error', reject);
      request.end(method === 'PUT' ? body : undefined);
    });
  }
}

function s3Error(operation: string, response: S3Response): S3Error {
  const text = response.body.toString('utf8');
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? `HTTP${response.status}`;
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? '';
  return new S3Error(
    response.status,
    code,
    `S3 ${operation} failed: ${response.status} ${code} ${message}`.trim(),
  );
}

/** Encoded as the signature encodes it (SigV4's canonical query), so what is sent is what was signed. */
function queryString(query: ReadonlyArray<readonly [string, string]>): string {
  return query.map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`).join('&');
}

/** The objects of one ListObjectsV2 page and the token of the next page (null on the last). */
export function parseListPage(xml: string): { entries: StoredFileEntry[]; nextToken: string | null } {
  const entries: StoredFileEntry[] = [];
  for (const [, contents] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = /<Key>([^<]*)<\/Key>/.exec(contents ?? '')?.[1];
    const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(contents ?? '')?.[1];
    const storedAt = new Date(modified ?? '');
    if (key === undefined || Number.isNaN(storedAt.getTime()))
      throw new Error('S3 ListObjectsV2: an object without a key or a LastModified');
    entries.push({ key: unescapeXml(key), storedAt });
  }
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  if (truncated && !token) throw new Error('S3 ListObjectsV2: a truncated page without a continuation token');
  return { entries, nextToken: truncated && token ? unescapeXml(token) : null };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');
}
