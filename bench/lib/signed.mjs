// Signed requests of the public API /openapi/v1 for the bench: a key made through the console API
// with the demo session, and each request signed anew (a nonce is accepted once) with the SDK's own
// signing, so the bench pays what a real client's request costs the server: the key lookup, the
// HMAC, the rate-limit count and the nonce written. Needs `node --import tsx` (the SDK is TypeScript).
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
