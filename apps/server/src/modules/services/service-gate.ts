import type { AppDeps } from '../../core/deps';
import { findInstanceByName } from '../instances';
import { mayActOnInstance } from '../ownership';
import { liveSessionById } from '../sessions';
import type { ServicePass } from './service-cookie';
import type { ServiceTarget } from './service-host';
import type { ServicePage } from './service-pages';
import { hostServicesEnabled } from './services.repository';

/** Whether a request with a pass reaches the service (at this address), or which page it gets. */
export type Admission = { ok: true; address: string } | { ok: false; page: ServicePage; status: number };

/** How long one pass's answer is kept (by the app's clock): a revoked session or a stopped instance shuts within this. */
const CHECK_MS = 5_000;
const MAX_ENTRIES = 5_000;

type GateDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'compute'>;

/**
 * Checks a signed pass against what a request's Host names, on every request (answers kept
 * briefly per pass and host): the same instance and port, the console session still live and
 * still allowed on the instance, the instance running, its host's services on, and an address.
 */
const keyOf = (target: ServiceTarget, cookie: string) => `${target.instanceName}-${target.port}|${cookie}`;

export function createServiceGate(deps: GateDeps) {
  const recent = new Map<string, { until: number; admission: Admission }>();

  async function decide(target: ServiceTarget, pass: ServicePass): Promise<Admission> {
    const refusedPage = { ok: false, page: 'enter', status: 403 } as const;
    const instance = await findInstanceByName(deps.db, target.instanceName);
    if (!instance || instance.id !== pass.instanceId || pass.port !== target.port) return refusedPage;
    const auth = await liveSessionById(deps, pass.sessionId);
    if (!auth || !mayActOnInstance(auth, instance)) return refusedPage;
    if (instance.status !== 'running' || !instance.providerRef)
      return { ok: false, page: 'not_running', status: 503 };
    if (!(await hostServicesEnabled(deps.db, instance.hostId)))
      return { ok: false, page: 'host_off', status: 403 };
    const address = await deps.compute.serviceAddress(instance.providerRef);
    if (!address) return { ok: false, page: 'simulated', status: 503 };
    return { ok: true, address };
  }

  return {
    async admit(target: ServiceTarget, pass: ServicePass, cookie: string): Promise<Admission> {
      const key = keyOf(target, cookie);
      const now = deps.clock.now().getTime();
      const kept = recent.get(key);
      if (kept && kept.until > now) return kept.admission;
      const admission = await decide(target, pass);
      if (recent.size >= MAX_ENTRIES) recent.clear();
      recent.set(key, { until: now + CHECK_MS, admission });
      return admission;
    },
    /**
     * Drops what was decided for a pass and host, so the next request decides afresh: after the
     * address did not answer (a machine started again may have another address on its engine).
     */
    forget(target: ServiceTarget, cookie: string): void {
      recent.delete(keyOf(target, cookie));
    },
  };
}
export type ServiceGate = ReturnType<typeof createServiceGate>;
