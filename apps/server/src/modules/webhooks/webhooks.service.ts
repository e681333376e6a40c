import {
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  type WebhookEvent,
} from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import { addMs } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { attemptDelivery, DELIVERY_LEASE_MS, type DeliveryDeps } from './webhook-delivery.service';
import { newWebhookSecret, secretHint } from './webhook-signature';
import { checkWebhookTarget } from './webhook-target';
import {
  countEndpointsOf,
  deleteEndpoint,
  findEndpoint,
  insertClaimedDelivery,
  insertEndpoint,
  listDeliveries,
  listEndpointsOf,
  lockWebhookAccount,
  updateEndpoint,
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
} from './webhooks.repository';

type TargetDeps = Pick<AppDeps, 'config' | 'resolveHost'>;
interface EndpointInput {
  url: string;
  description: string;
  events: WebhookEvent[];
}

const notFound = () => refused('webhook endpoint not found');

function endpointRow(endpoint: WebhookEndpointRecord): WebhookEndpointRow {
  return {
    EndpointId: endpoint.id,
    Url: endpoint.url,
    Description: endpoint.description,
    Events: endpoint.events as WebhookEvent[],
    Enabled: endpoint.enabled,
    DisabledReason: endpoint.disabledReason,
    SecretHint: `whsec_…${endpoint.secretHint}`,
    FailingSince: endpoint.failingSince?.toISOString() ?? null,
    CreateAt: endpoint.createdAt.toISOString(),
  };
}

export function deliveryRow(delivery: WebhookDeliveryRecord): WebhookDeliveryRow {
  return {
    DeliveryId: delivery.id,
    EventId: delivery.eventId,
    Event: delivery.eventType,
    State: delivery.state,
    Attempts: delivery.attempts,
    StatusCode: delivery.lastStatusCode,
    ResponseExcerpt: delivery.lastResponse,
    DurationMs: delivery.lastDurationMs,
    LastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    NextAttemptAt: delivery.state === 'pending' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
    CreateAt: delivery.createdAt.toISOString(),
  };
}

/** The checked, de-duplicated form of what the caller typed; the URL is checked after DNS. */
async function checkedInput(deps: TargetDeps, input: EndpointInput) {
  await checkWebhookTarget(deps, input.url);
  return { url: input.url, description: input.description, events: [...new Set(input.events)] };
}

async function ownEndpoint(deps: Pick<AppDeps, 'db'>, auth: AuthContext, id: number) {
  const endpoint = await findEndpoint(deps.db, auth.userId, id);
  if (!endpoint) throw notFound();
  return endpoint;
}

export async function listWebhooks(deps: Pick<AppDeps, 'db'>, auth: AuthContext) {
  const endpoints = await listEndpointsOf(deps.db, auth.userId);
  return { list: endpoints.map(endpointRow), max: WEBHOOK_LIMITS.perAccount };
}

/** Registers an endpoint; its secret, sealed at rest, is answered this once. */
export async function createWebhook(
  deps: Pick<AppDeps, 'db' | 'clock' | 'vault'> & TargetDeps,
  auth: AuthContext,
  input: EndpointInput,
) {
  const fields = await checkedInput(deps, input);
  const secret = newWebhookSecret();
  const endpoint = await deps.db.transaction(async (tx) => {
    await lockWebhookAccount(tx, auth.userId);
    if ((await countEndpointsOf(tx, auth.userId)) >= WEBHOOK_LIMITS.perAccount)
      throw refused(
        `an account holds at most ${WEBHOOK_LIMITS.perAccount} webhook endpoints: delete one first`,
      );
    return insertEndpoint(tx, {
      userId: auth.userId,
      ...fields,
      secretSealed: deps.vault.seal(secret),
      secretHint: secretHint(secret),
      createdAt: deps.clock.now(),
    });
  });
  return { endpoint: endpointRow(endpoint), secret };
}

export async function updateWebhook(
  deps: Pick<AppDeps, 'db'> & TargetDeps,
  auth: AuthContext,
  id: number,
  input: EndpointInput,
) {
  const fields = await checkedInput(deps, input);
  const endpoint = await updateEndpoint(deps.db, auth.userId, id, fields);
  if (!endpoint) throw notFound();
  return { endpoint: endpointRow(endpoint) };
}

/** Pauses an endpoint, or enables it again: its failing streak starts over. */
export async function setWebhookEnabled(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  id: number,
  enabled: boolean,
) {
  const endpoint = await updateEndpoint(
    deps.db,
    auth.userId,
    id,
    enabled
      ? { enabled: true, disabledReason: null, failureStreak: 0, failingSince: null }
      : { enabled: false, disabledReason: 'owner' },
  );
  if (!endpoint) throw notFound();
  return { endpoint: endpointRow(endpoint) };
}

/** A new secret for the endpoint: deliveries from now on are signed with it; answered this once. */
export async function rotateWebhookSecret(
  deps: Pick<AppDeps, 'db' | 'vault'>,
  auth: AuthContext,
  id: number,
) {
  const secret = newWebhookSecret();
  const endpoint = await updateEndpoint(deps.db, auth.userId, id, {
    secretSealed: deps.vault.seal(secret),
    secretHint: secretHint(secret),
  });
  if (!endpoint) throw notFound();
  return { endpoint: endpointRow(endpoint), secret };
}

export async function removeWebhook(deps: Pick<AppDeps, 'db'>, auth: AuthContext, id: number) {
  if (!(await deleteEndpoint(deps.db, auth.userId, id))) throw notFound();
  return {};
}

/**
 * Sends a `webhook.test` event now and answers its delivery after the first attempt. A failed one is
 * retried as any other event (while the endpoint is enabled).
 */
export async function sendTestWebhook(deps: DeliveryDeps, auth: AuthContext, id: number) {
  const endpoint = await ownEndpoint(deps, auth, id);
  const now = deps.clock.now();
  const delivery = await insertClaimedDelivery(deps.db, {
    endpointId: endpoint.id,
    eventType: WEBHOOK_TEST_EVENT,
    data: { endpoint_id: endpoint.id, message: 'A test event sent from the GPU Cloud console.' },
    now,
    leaseUntil: addMs(now, DELIVERY_LEASE_MS),
  });
  const attempted = await attemptDelivery(deps, { delivery, endpoint });
  return { delivery: deliveryRow(attempted) };
}

export async function listWebhookDeliveries(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  input: { endpoint_id: number; page: number; page_size: number },
) {
  const endpoint = await ownEndpoint(deps, auth, input.endpoint_id);
  const page = await listDeliveries(deps.db, endpoint.id, { page: input.page, pageSize: input.page_size });
  return { list: page.rows.map(deliveryRow), total: page.total };
}
