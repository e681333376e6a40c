import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The sandbox gateway's notification, modelled on WeChat Pay's: the fields, then a signature over them. */
export const sandboxNotificationSchema = z.object({
  out_trade_no: z.string().min(1).max(64),
  transaction_id: z.string().min(1).max(64),
  amount_fen: z.number().int().positive(),
  trade_state: z.enum(['SUCCESS']),
  success_time: z.iso.datetime({ offset: true }),
  nonce: z.string().min(8).max(64),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be a hex HMAC-SHA256'),
});
export type SandboxNotification = z.infer<typeof sandboxNotificationSchema>;

function signedText(n: Omit<SandboxNotification, 'signature'>): string {
  return [n.out_trade_no, n.transaction_id, n.amount_fen, n.trade_state, n.success_time, n.nonce].join('\n');
}

export function signSandboxNotification(secret: string, n: Omit<SandboxNotification, 'signature'>): string {
  return createHmac('sha256', secret).update(signedText(n)).digest('hex');
}

export function hasValidSignature(secret: string, n: SandboxNotification): boolean {
  const expected = Buffer.from(signSandboxNotification(secret, n), 'hex');
  const given = Buffer.from(n.signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
