import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, pageField, pageSizeField, sessionField } from './fields';

/** Webhooks (issue 45, point 4): an account's HTTPS endpoints told of its events, signed. */
export const WEBHOOK_LIMITS = {
  /** Endpoints one main account may register. */
  perAccount: 10,
  urlMax: 2_000,
  descriptionMax: 100,
  /** Characters of a receiver's answer kept with a delivery. */
  responseExcerpt: 500,
} as const;

/** The events an endpoint may subscribe to; `webhook.test` is only sent on request. */
export const WEBHOOK_EVENTS = [
  'instance.state_changed',
  'wallet.balance_low',
  'wallet.payment_credited',
  'work_order.replied',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

/** The headers of every delivery (docs/api/webhooks.md). */
export const WEBHOOK_HEADERS = {
  signature: 'X-GpuCloud-Signature',
  eventId: 'X-GpuCloud-Event-Id',
  eventType: 'X-GpuCloud-Event',
} as const;

/** How old a signed timestamp a receiver should still accept (docs/api/webhooks.md). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

const URL_RULE =
  'an https:// address of the receiver (http:// only where the server allows it); its host must resolve to public addresses only: loopback, private, shared (100.64/10), link-local, unique-local, multicast and unspecified addresses are refused (status 1, the reason starting `url:`)';

export const webhookUrlField = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(WEBHOOK_LIMITS.urlMax, `must be at most ${WEBHOOK_LIMITS.urlMax} characters`)
  .regex(/^https?:\/\/\S+$/i, 'must be an https:// address')
  .meta({ description: URL_RULE });

const descriptionField = z
  .string()
  .trim()
  .max(WEBHOOK_LIMITS.descriptionMax, `must be at most ${WEBHOOK_LIMITS.descriptionMax} characters`)
  .default('')
  .describe('a note to tell the endpoint by');

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, 'choose at least one event')
  .max(WEBHOOK_EVENTS.length)
  .describe('the events sent to the endpoint');

export const webhookFields = { url: webhookUrlField, description: descriptionField, events: eventsField };
export const webhookCreateRequest = z.object({ session: sessionField, ...webhookFields });
export const webhookIdRequest = z.object({
  session: sessionField,
  endpoint_id: idField.describe('EndpointId'),
});
export const webhookUpdateRequest = webhookIdRequest.extend(webhookFields);
export const webhookSetEnabledRequest = webhookIdRequest.extend({
  enabled: z.boolean().describe('true: deliver again (the failure count starts over); false: pause'),
});
export const webhookDeliveriesRequest = webhookIdRequest.extend({
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});

export const webhookEndpointRow = z.object({
  EndpointId: z.number().int(),
  Url: z.string(),
  Description: z.string(),
  Events: z.array(z.enum(WEBHOOK_EVENTS)),
  Enabled: z.boolean(),
  /** Why it is off: `owner` (paused in the console) or `failures` (24 hours of failed deliveries). */
  DisabledReason: z.enum(['owner', 'failures']).nullable(),
  SecretHint: z.string().describe('the secret masked: whsec_…<last 4 characters>'),
  FailingSince: z.string().nullable().describe('the first failed delivery since the last success'),
  CreateAt: z.string(),
});
export type WebhookEndpointRow = z.infer<typeof webhookEndpointRow>;

export const webhookDeliveryRow = z.object({
  DeliveryId: z.number().int(),
  EventId: z.string().describe('the stable id a receiver dedupes on (X-GpuCloud-Event-Id)'),
  Event: z.string(),
  State: z.enum(WEBHOOK_DELIVERY_STATES),
  Attempts: z.number().int(),
  StatusCode: z.number().int().nullable().describe('the HTTP status of the last attempt'),
  ResponseExcerpt: z.string().describe('the first characters of the last answer, or why it failed'),
  DurationMs: z.number().int().nullable(),
  LastAttemptAt: z.string().nullable(),
  NextAttemptAt: z.string().nullable().describe('when it is tried again; null once delivered or given up'),
  CreateAt: z.string(),
});
export type WebhookDeliveryRow = z.infer<typeof webhookDeliveryRow>;

export const webhookListResponse = envelopeSchema(
  z.object({ list: z.array(webhookEndpointRow), max: z.number().int() }),
);
export const webhookResponse = envelopeSchema(z.object({ endpoint: webhookEndpointRow }));
/** The secret in full: answered only here, at creation and on rotation. */
export const webhookSecretResponse = envelopeSchema(
  z.object({ endpoint: webhookEndpointRow, secret: z.string().describe('whsec_…: shown this once') }),
);
export const webhookDeliveryResponse = envelopeSchema(z.object({ delivery: webhookDeliveryRow }));
export const webhookDeliveriesResponse = envelopeSchema(
  z.object({ list: z.array(webhookDeliveryRow), total: z.number().int() }),
);
