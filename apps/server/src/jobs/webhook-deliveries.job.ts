import type { AppDeps } from '../core/deps';
import { deliverDueWebhooks } from '../modules/webhooks';

/** Webhooks (issue 45): every few seconds, one attempt at each due delivery (modules/webhooks). */
export async function runWebhookDeliveries(deps: AppDeps): Promise<{ attempted: number }> {
  return deliverDueWebhooks(deps);
}
