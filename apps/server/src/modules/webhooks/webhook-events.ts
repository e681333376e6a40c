import type { WebhookEvent } from '@gpucloud/contracts';
import type { Db } from '../../core/db';
import { insertEventForSubscribers } from './webhooks.repository';

/**
 * Puts an event in the webhook outbox of an account, inside the caller's transaction: it is sent
 * (by the webhook job) only if the change it tells of commits, and then to each enabled endpoint of
 * the account that subscribed. Instance state changes are written by the database itself (the
 * trigger of migration 0060); the other events call this where they happen.
 */
export async function enqueueWebhookEvent<E extends Exclude<WebhookEvent, 'instance.state_changed'>>(
  tx: Db,
  event: { userId: number; type: E; data: Record<string, unknown>; now: Date },
): Promise<number> {
  return insertEventForSubscribers(tx, event);
}
