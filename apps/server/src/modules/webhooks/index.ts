/**
 * Webhooks (issue 45, point 4): a main account's HTTPS endpoints, told of its events by signed,
 * retried POSTs (docs/api/webhooks.md).
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { deliverDueWebhooks } from './webhook-delivery.service';
export { enqueueWebhookEvent } from './webhook-events';
export { webhooksRoutes } from './webhooks.routes';
