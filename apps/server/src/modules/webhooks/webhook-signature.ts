import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: `whsec_` and 32 random bytes in base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The masked form shown after creation: the prefix and the last 4 characters. */
export function secretHint(secret: string): string {
  return secret.slice(-4);
}

/**
 * The `X-GpuCloud-Signature` header (docs/api/webhooks.md): `t=<unix seconds>,v1=<hex>` where the
 * hex is HMAC-SHA256 under the secret (the whole `whsec_…` text as UTF-8) of `<t>.<raw body>`.
 */
export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}
