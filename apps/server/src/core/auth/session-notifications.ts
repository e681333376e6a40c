import { sql } from 'drizzle-orm';
import type { Db } from '../db';

/** The one channel every server process listens on for session changes. */
export const SESSION_CHANNEL = 'gpucloud_sessions';

/**
 * What travels on the channel: a revocation (forget the account's cached sessions), a barrier a
 * revoking process sends after its commit, and each listener's acknowledgement of that barrier.
 */
export type SessionMessage =
  | { kind: 'revoked'; userId: number }
  | { kind: 'barrier'; id: string }
  | { kind: 'ack'; id: string; by: string };

export function encodeSessionMessage(message: SessionMessage): string {
  return JSON.stringify(message);
}

/** Null for anything that is not one of ours: a stray NOTIFY must not break the listener. */
export function decodeSessionMessage(payload: string | undefined): SessionMessage | null {
  if (!payload) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  if (message.kind === 'revoked' && Number.isSafeInteger(message.userId))
    return { kind: 'revoked', userId: message.userId as number };
  if (message.kind === 'barrier' && typeof message.id === 'string')
    return { kind: 'barrier', id: message.id };
  if (message.kind === 'ack' && typeof message.id === 'string' && typeof message.by === 'string')
    return { kind: 'ack', id: message.id, by: message.by };
  return null;
}

/** Sends a message now (outside a transaction) or at commit (inside one). */
export async function notifySessions(db: Db, message: SessionMessage): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${encodeSessionMessage(message)})`);
}

/**
 * Call in the transaction that sets `revoked_at` (or ends an account or sub-account): when it
 * commits, every server process forgets the account's cached sessions; a rollback sends nothing.
 * After the commit, await `SessionSync.revocationsDelivered()` before answering.
 */
export async function announceSessionRevocation(tx: Db, userId: number): Promise<void> {
  await notifySessions(tx, { kind: 'revoked', userId });
}
