import { WEBHOOK_HEADERS } from '@gpucloud/contracts';
import { addMs, MINUTE_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { nextAttemptAfter, WEBHOOK_RETRY_WINDOW_MS } from './webhook-backoff';
import { tellEndpointDisabled } from './webhook-disabled-tell';
import { type PostOutcome, postToTarget } from './webhook-http';
import { signatureHeader } from './webhook-signature';
import { checkWebhookTarget, WebhookTargetError } from './webhook-target';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  lockEndpoint,
  recordAttempt,
  setEndpointHealth,
  type WebhookDeliveryRecord,
} from './webhooks.repository';

export type DeliveryDeps = Pick<
  AppDeps,
  'db' | 'clock' | 'config' | 'vault' | 'resolveHost' | 'log' | 'sms' | 'email'
>;

/** How long a claimed delivery is held by the process sending it (longer than a send can take). */
export const DELIVERY_LEASE_MS = 2 * MINUTE_MS;
const BATCH = 20;

/**
 * The webhook job's tick: claims the due deliveries of enabled endpoints and makes one attempt at
 * each, concurrently. Safe with several processes (claimDueDeliveries). Answers how many it tried.
 */
export async function deliverDueWebhooks(deps: DeliveryDeps): Promise<{ attempted: number }> {
  const now = deps.clock.now();
  const claimed = await deps.db.transaction((tx) =>
    claimDueDeliveries(tx, now, addMs(now, DELIVERY_LEASE_MS), BATCH),
  );
  await Promise.all(claimed.map((one) => attemptDelivery(deps, one)));
  return { attempted: claimed.length };
}

/** The JSON body of an event: the same bytes on every attempt. */
export function eventBody(delivery: WebhookDeliveryRecord): string {
  return JSON.stringify({
    id: delivery.eventId,
    type: delivery.eventType,
    created_at: delivery.createdAt.toISOString(),
    data: delivery.payload,
  });
}

async function send(
  deps: DeliveryDeps,
  { delivery, endpoint }: ClaimedDelivery,
  at: Date,
): Promise<PostOutcome> {
  let target: Awaited<ReturnType<typeof checkWebhookTarget>>;
  try {
    target = await checkWebhookTarget(deps, endpoint.url);
  } catch (error) {
    if (!(error instanceof WebhookTargetError)) throw error;
    return { ok: false, statusCode: null, excerpt: `not sent: the url ${error.why}`, durationMs: 0 };
  }
  const body = eventBody(delivery);
  const secret = deps.vault.open(endpoint.secretSealed);
  return postToTarget(
    target,
    {
      [WEBHOOK_HEADERS.eventId]: delivery.eventId,
      [WEBHOOK_HEADERS.eventType]: delivery.eventType,
      [WEBHOOK_HEADERS.signature]: signatureHeader(secret, Math.floor(at.getTime() / 1000), body),
    },
    body,
  );
}

/**
 * One attempt at a claimed delivery, and its outcome recorded: delivered; or tried again after the
 * backoff; or, 24 hours after its first attempt, given up. The endpoint's failing streak ends with
 * a success; once it has lasted 24 hours the endpoint is disabled and its owner told.
 */
export async function attemptDelivery(
  deps: DeliveryDeps,
  claimed: ClaimedDelivery,
): Promise<WebhookDeliveryRecord> {
  const at = deps.clock.now();
  const outcome = await send(deps, claimed, at);
  const { delivery } = claimed;
  const { sends, row } = await deps.db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, delivery.endpointId);
    // Deleted while it was sent: its deliveries went with it.
    if (!endpoint) return { sends: [], row: delivery };
    const attempts = delivery.attempts + 1;
    const firstAttemptAt = delivery.firstAttemptAt ?? at;
    const next = outcome.ok ? null : nextAttemptAfter(attempts, firstAttemptAt, at);
    const recorded = await recordAttempt(tx, delivery.id, {
      state: outcome.ok ? 'delivered' : next ? 'pending' : 'failed',
      attempts,
      nextAttemptAt: next,
      firstAttemptAt,
      lastAttemptAt: at,
      lastStatusCode: outcome.statusCode,
      lastResponse: outcome.excerpt,
      lastDurationMs: outcome.durationMs,
    });
    if (outcome.ok) {
      await setEndpointHealth(tx, endpoint.id, {
        failureStreak: 0,
        failingSince: null,
        enabled: endpoint.enabled,
        disabledReason: endpoint.disabledReason,
      });
      return { sends: [], row: recorded ?? delivery };
    }
    const since = endpoint.failingSince ?? at;
    const disable = endpoint.enabled && at.getTime() - since.getTime() >= WEBHOOK_RETRY_WINDOW_MS;
    await setEndpointHealth(tx, endpoint.id, {
      failureStreak: endpoint.failureStreak + 1,
      failingSince: since,
      enabled: endpoint.enabled && !disable,
      disabledReason: disable ? 'failures' : endpoint.disabledReason,
    });
    const tells = disable
      ? await tellEndpointDisabled(deps, tx, { userId: endpoint.userId, url: endpoint.url, since }, at)
      : [];
    return { sends: tells, row: recorded ?? delivery };
  });
  for (const sendOne of sends) {
    try {
      await sendOne();
    } catch (error) {
      deps.log.warn({ err: error }, 'webhook disabled notice not sent by SMS or email');
    }
  }
  return row;
}
