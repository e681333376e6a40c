import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signV4 } from '../../../providers/files/sigv4';

/**
 * An in-process S3 for tests: one bucket in memory, PutObject/GetObject/DeleteObject and
 * ListObjectsV2 (in pages of `listPageSize`, with continuation tokens) path-style, and
 * every request's SigV4 signature recomputed from what actually arrived (method, path, query, the
 * signed headers, the body's hash) with the secret it knows. A bad signature, an unknown key id or a body
 * that does not match its hash is refused with S3's XML error, so passing tests prove real signatures.
 */
export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Each object's LastModified (set by PutObject; a test may move it back to age an object). */
  modified: Map<string, Date>;
  /** `${status} ${code}` of every refused request, for assertions. */
  refusals: string[];
  close(): Promise<void>;
}

export async function startFakeS3(options: {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  listPageSize?: number;
}): Promise<FakeS3> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const modified = new Map<string, Date>();
  const pageSize = options.listPageSize ?? 1000;
  const refusals: string[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(request.url ?? '/', 'http://fake');
      const fail = (status: number, code: string, message: string) => {
        refusals.push(`${status} ${code}`);
        response.writeHead(status, { 'content-type': 'application/xml' });
        response.end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
            `<Resource>${url.pathname}</Resource><RequestId>fake</RequestId></Error>`,
        );
      };

      const authorization = request.headers.authorization ?? '';
      const match =
        /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
          authorization,
        );
      if (!match) return fail(403, 'AccessDenied', 'Missing or malformed Authorization header.');
      const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as string[];
      if (accessKeyId !== options.accessKeyId)
        return fail(
          403,
          'InvalidAccessKeyId',
          'The AWS Access Key Id you provided does not exist in our records.',
        );
      if (region !== options.region)
        return fail(400, 'AuthorizationHeaderMalformed', `the region '${region}' is wrong.`);
      const names = (signedHeaders as string).split(';');
      for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256'])
        if (!names.includes(required)) return fail(403, 'AccessDenied', `${required} must be signed.`);
      const amzDate = String(request.headers['x-amz-date'] ?? '');
      if (amzDate.slice(0, 8) !== day) return fail(403, 'SignatureDoesNotMatch', 'Date and scope differ.');
      const payloadHash = String(request.headers['x-amz-content-sha256']);
      if (payloadHash !== sha256Hex(body))
        return fail(400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 does not match.');

      const headers: Record<string, string> = {};
      for (const name of names) headers[name] = String(request.headers[name] ?? '');
      const expected = signV4(
        {
          method: request.method ?? 'GET',
          path: url.pathname,
          query: [...url.searchParams.entries()],
          headers,
          payloadHash,
        },
        { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        { region: options.region, service: 's3', amzDate },
      );
      if (!timingSafeEqual(Buffer.from(expected.signature), Buffer.from(signature as string)))
        return fail(
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided.',
        );

      const [, bucket, key, ...rest] = url.pathname.split('/');
      if (bucket !== options.bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist.');
      if (!key && request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const after = url.searchParams.get('continuation-token');
        const keys = [...objects.keys()].sort().filter((name) => after === null || name > after);
        const page = keys.slice(0, pageSize);
        const truncated = keys.length > page.length;
        response.writeHead(200, { 'content-type': 'application/xml' });
        return response.end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult><Name>${bucket}</Name>` +
            `<KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>` +
            (truncated ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : '') +
            page
              .map(
                (name) =>
                  `<Contents><Key>${name}</Key><LastModified>${modified.get(name)?.toISOString()}</LastModified>` +
                  `<Size>${objects.get(name)?.bytes.length}</Size></Contents>`,
              )
              .join('') +
            '</ListBucketResult>',
        );
      }
      if (!key || rest.length > 0) return fail(400, 'InvalidRequest', 'Only object calls are faked.');
      const objectKey = decodeURIComponent(key);
      if (request.method === 'PUT') {
        objects.set(objectKey, {
          bytes: body,
          contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
        });
        modified.set(objectKey, new Date());
        response.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` });
        return response.end();
      }
      if (request.method === 'GET') {
        const stored = objects.get(objectKey);
        if (!stored) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        response.writeHead(200, {
          'content-type': stored.contentType,
          'content-length': stored.bytes.length,
        });
        return response.end(stored.bytes);
      }
      if (request.method === 'DELETE') {
        objects.delete(objectKey);
        modified.delete(objectKey);
        response.writeHead(204);
        return response.end();
      }
      return fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    modified,
    refusals,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
