// Signed requests of the public API /openapi/v1 for the bench: a key made through the console API
// with the demo session, and each request signed with its own nonce (a nonce is accepted once) by
// the SDK's own signing, so the bench pays what a real client's request costs the server: the key
// lookup, the HMAC, the rate-limit count and the nonce written. Needs `node --import tsx` (the SDK is
// TypeScript).
import { signatureHeaders } from '@gpucloud/sdk';
import { requestForSuccess } from './gpucloud-server.mjs';

export async function makeBenchKey(baseUrl, session) {
  const { envelope } = await requestForSuccess(`${baseUrl}/api/access_key/create`, {
    body: JSON.stringify({ session, name: 'bench', scopes: ['read'] }),
    contentType: 'application/json',
  });
  return { accessKeyId: envelope.data.key.AccessKeyId, secret: envelope.data.Secret };
}

/** The four signature headers of a GET of `url` (no body), with a fresh nonce and timestamp. */
export function signedGetHeaders(key, url) {
  const { pathname, search } = new URL(url);
  return signatureHeaders({
    accessKeyId: key.accessKeyId,
    secret: key.secret,
    method: 'GET',
    path: pathname,
    query: search,
    body: '',
    timestamp: String(Math.floor(Date.now() / 1000)),
    nonce: `bench-${crypto.randomUUID()}`,
  });
}

/** The whole HTTP/1.1 request of a signed GET of `url`, as the load generator writes it. */
function signedGetBytes(key, url) {
  const { host, pathname, search } = new URL(url);
  const lines = [`GET ${pathname}${search} HTTP/1.1`, `Host: ${host}`, 'Connection: keep-alive'];
  for (const [name, value] of Object.entries(signedGetHeaders(key, url))) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/**
 * `size` requests signed and written out before a load run, each with its own nonce and a timestamp
 * of now (well inside the server's window for a run of minutes), so the load generator only takes
 * the next one's bytes, as it sends the bare server's one request again without building anything:
 * signing or building in the generator's process would take CPU from the server's on the same
 * machine. They lie end to end in one buffer outside the JavaScript heap (a view of each is made as
 * it is sent), so the pool leaves the collector nothing to trace, in this run or the bare server's
 * next one. Past the pool it signs on the fly (`signedLate` counts those: a pool sized too small).
 */
export function presignedGets(key, url, size) {
  const first = signedGetBytes(key, url);
  // Every request of the pool has the same length: the same key, path, nonce and signature sizes.
  const length = first.length;
  const pool = Buffer.allocUnsafeSlow(length * size);
  first.copy(pool, 0);
  for (let i = 1; i < size; i += 1) {
    const bytes = signedGetBytes(key, url);
    if (bytes.length !== length) throw new Error('signed requests of one pool differ in length');
    bytes.copy(pool, i * length);
  }
  let next = 0;
  const nextRequest = () => {
    if (next < size) {
      next += 1;
      return pool.subarray((next - 1) * length, next * length);
    }
    nextRequest.signedLate += 1;
    return signedGetBytes(key, url);
  };
  nextRequest.signedLate = 0;
  return nextRequest;
}
