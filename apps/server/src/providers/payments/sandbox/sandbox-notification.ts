import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SandboxNotification } from '@gpucloud/contracts';

// The notification's shape is the notify endpoint's request, so it lives in contracts; signing stays here.
export type { SandboxNotification } from '@gpucloud/contracts';

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
