import type { AppDeps } from '../core/deps';
import { reconcileInstances as reconcile } from '../modules/instances';

/**
 * The instance reconciler as a scheduled job (see reconcile.service): at start-up and every
 * RECONCILE_SECONDS; safe in several processes at once (claims skip locked rows and take a lease).
 */
export function reconcileInstances(deps: AppDeps) {
  return reconcile(deps);
}
