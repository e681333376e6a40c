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

/**
 * `size` requests signed before a load run, each with its own nonce and a timestamp of now (well
 * inside the server's window for a run of minutes), so the load generator only picks the next one,
 * as it sends the bare server's request without computing anything: signing in the generator's
 * process would take CPU from the server's on the same machine. Past the pool it signs on the fly
 * (`signedLate` counts those: a pool sized too small).
 */
export function presignedGets(key, url, size) {
  const pool = Array.from({ length: size }, () => signedGetHeaders(key, url));
  let next = 0;
  const headersOf = () => {
    if (next < pool.length) {
      const headers = pool[next];
      pool[next] = undefined;
      next += 1;
      return headers;
    }
    headersOf.signedLate += 1;
    return signedGetHeaders(key, url);
  };
  headersOf.signedLate = 0;
  return headersOf;
}
