import { createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * The fake gateway's own RSA2 (SHA256withRSA, base64) signing, written from Alipay's documented
 * rules rather than shared with the adapter or the SDK, so that a mistake there is not mirrored here.
 */

function sortedPairs(fields: Record<string, string>, keep: (name: string, value: string) => boolean): string {
  return Object.keys(fields)
    .filter((name) => keep(name, fields[name] as string))
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

/** A request's signed text: every parameter but `sign`, empty ones left out, sorted by name. */
export function requestSignedText(params: Record<string, string>): string {
  return sortedPairs(params, (name, value) => name !== 'sign' && value !== '');
}

/** A notification's signed text: every field but `sign` and `sign_type`, sorted by name. */
export function notificationSignedText(fields: Record<string, string>): string {
  return sortedPairs(fields, (name) => name !== 'sign' && name !== 'sign_type');
}

export function rsa2Sign(text: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
}

export function rsa2Verifies(text: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/**
 * An answer as the gateway writes it: `{"<method>_response":{...},"sign":"..."}`, the signature over
 * the exact text of the response object. Alipay escapes `/` as `\/`, so the signed text is not what
 * re-serialising the parsed object gives: a client must verify the bytes it received.
 */
export function answerText(responseKey: string, response: object, key: KeyObject | null): string {
  const body = JSON.stringify(response).replaceAll('/', '\\/');
  if (!key) return `{"${responseKey}":${body}}`;
  return `{"${responseKey}":${body},"sign":"${rsa2Sign(body, key)}"}`;
}
