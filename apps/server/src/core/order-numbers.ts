import { randomBytes } from 'node:crypto';

/** Prefix + UTC time to the second + 12 random characters: unique, sortable and safe in a URL. */
export function newOrderNo(prefix: 'T' | 'P', now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${randomBytes(9).toString('base64url').slice(0, 12)}`;
}
