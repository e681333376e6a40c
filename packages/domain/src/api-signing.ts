/**
 * The open API's request signature (issue 16), in the manner of the big clouds' v4-style schemes:
 * the client and the server each build the same canonical request from what travels on the wire,
 * hash it into a string to sign, and HMAC-SHA256 that with the key's secret. Pure text rules here;
 * the hashing is done by the caller (node:crypto on the server and in the SDK).
 *
 *   CanonicalRequest =
 *     METHOD + "\n" +                      upper case: GET, POST
 *     PATH + "\n" +                        the path as sent, without the query: /openapi/v1/instances/7
 *     CANONICAL_QUERY + "\n" +             see canonicalQuery
 *     HEX(SHA256(body bytes)) + "\n" +     of the exact bytes sent; an empty body hashes ""
 *     TIMESTAMP + "\n" +                   X-Timestamp: Unix seconds
 *     NONCE                                X-Nonce: 16-64 of [A-Za-z0-9_-], used once
 *
 *   StringToSign = "GC-HMAC-SHA256" + "\n" + TIMESTAMP + "\n" + HEX(SHA256(CanonicalRequest))
 *   X-Signature  = HEX(HMAC-SHA256(secret, StringToSign))
 */
export const SIGNING_ALGORITHM = 'GC-HMAC-SHA256';

/** How far a request's timestamp may be from the server clock, either way. */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;

export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** RFC 3986 percent-encoding: everything but A-Z a-z 0-9 - _ . ~ (a space is %20, never +). */
export function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The query as signed: every name=value pair decoded from the URL, re-encoded by RFC 3986, sorted
 * by name and then by value (code-unit order), joined by "&". A pair without "=" has an empty value.
 */
export function canonicalQuery(search: string): string {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (raw === '') return '';
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  return raw
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = at < 0 ? pair : pair.slice(0, at);
      const value = at < 0 ? '' : pair.slice(at + 1);
      return [encodeRfc3986(decode(name)), encodeRfc3986(decode(value))] as const;
    })
    .sort(([nameA, valueA], [nameB, valueB]) =>
      nameA === nameB ? compareText(valueA, valueB) : compareText(nameA, nameB),
    )
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export interface SignedParts {
  method: string;
  /** The path as sent, without the query string. */
  path: string;
  /** The query string as sent, with or without its leading "?". */
  query: string;
  /** Lower-case hex SHA-256 of the body bytes. */
  bodySha256: string;
  timestamp: string;
  nonce: string;
}

export function canonicalRequest(parts: SignedParts): string {
  return [
    parts.method.toUpperCase(),
    parts.path,
    canonicalQuery(parts.query),
    parts.bodySha256,
    parts.timestamp,
    parts.nonce,
  ].join('\n');
}

/** The text the secret signs, given the hex SHA-256 of the canonical request. */
export function stringToSign(timestamp: string, canonicalRequestSha256: string): string {
  return [SIGNING_ALGORITHM, timestamp, canonicalRequestSha256].join('\n');
}
