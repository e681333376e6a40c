import { sessionOnlyRequest } from '../account';
import { endpoint } from '../endpoint';
import { emptyData, envelopeSchema } from '../envelope';
import {
  webhookCreateRequest,
  webhookDeliveriesRequest,
  webhookDeliveriesResponse,
  webhookDeliveryResponse,
  webhookIdRequest,
  webhookListResponse,
  webhookResponse,
  webhookSecretResponse,
  webhookSetEnabledRequest,
  webhookUpdateRequest,
} from '../webhooks';

const tag = 'Webhooks';
const urlRefusals =
  'A URL that is not https (unless the server allows http), or whose host resolves to a loopback, private, shared, link-local, unique-local, multicast or unspecified address, is refused with 100021 naming url.';

/**
 * Webhooks (issue 45, point 4): a main account's endpoints, told of its events by signed POSTs
 * (docs/api/webhooks.md). Sub-accounts have none: the account's events belong to its owner.
 */
export const webhooksEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/webhook/list',
    access: 'main',
    tag,
    summary: "The account's webhook endpoints, newest first (secrets masked)",
    request: sessionOnlyRequest,
    response: webhookListResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/webhook/create',
    access: 'main',
    tag,
    summary: 'Register a webhook endpoint; its signing secret is answered this once',
    description: `${urlRefusals} An 11th endpoint is refused with 1.`,
    request: webhookCreateRequest,
    response: webhookSecretResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/webhook/update',
    access: 'main',
    tag,
    summary: "Change an endpoint's URL, note or events",
    description: urlRefusals,
    request: webhookUpdateRequest,
    response: webhookResponse,
  }),
  setEnabled: endpoint({
    method: 'POST',
    path: '/api/webhook/set_enabled',
    access: 'main',
    tag,
    summary: 'Pause an endpoint, or enable it again (also one disabled after failures)',
    request: webhookSetEnabledRequest,
    response: webhookResponse,
  }),
  rotateSecret: endpoint({
    method: 'POST',
    path: '/api/webhook/rotate_secret',
    access: 'main',
    tag,
    summary: "Replace an endpoint's signing secret; the new one is answered this once",
    request: webhookIdRequest,
    response: webhookSecretResponse,
  }),
  sendTest: endpoint({
    method: 'POST',
    path: '/api/webhook/send_test',
    access: 'main',
    tag,
    summary: 'Send a webhook.test event to the endpoint now and answer the delivery',
    request: webhookIdRequest,
    response: webhookDeliveryResponse,
  }),
  deliveries: endpoint({
    method: 'POST',
    path: '/api/webhook/deliveries',
    access: 'main',
    tag,
    summary: "An endpoint's deliveries, newest first, with the last answer of each",
    request: webhookDeliveriesRequest,
    response: webhookDeliveriesResponse,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/webhook/delete',
    access: 'main',
    tag,
    summary: 'Delete an endpoint and its deliveries',
    request: webhookIdRequest,
    response: envelopeSchema(emptyData),
  }),
};
