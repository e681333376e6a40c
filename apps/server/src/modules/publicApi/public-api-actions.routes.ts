import { publicApiEndpoints as endpoints } from '@gpucloud/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { clearAutoStop, getAutoStop, keepRunning, setAutoStop } from '../autoStop';
import {
  addDisk,
  changeDueMode,
  changeInstancePassword,
  getInstanceRowFor,
  migrateInstance,
  migrationConditions,
  quoteAddDisk,
  quoteDueModeChange,
  quoteRenewal,
  quoteResize,
  quoteStopWithRefund,
  type ResizeField,
  reinitialiseInstance,
  resizeInstance,
  stopWithRefund,
  suspendInstance,
  upgradeSpecOptions,
} from '../instances';
import { getLatestMetrics } from '../monitoring';
import { idempotencyKeyOf, oncePerIdempotencyKey } from './money-calls';
import { startForKey } from './public-api.service';

type ResizeRoute = Parameters<typeof resizeInstance>[3];
type InstanceRequest = FastifyRequest & { params: { id: number }; body: unknown };

/** The call an Idempotency-Key remembers: the request's path (its ids) and its parsed body. */
const moneyCallOf = (request: InstanceRequest) => ({
  path: request.url.split('?')[0] ?? '',
  body: request.body,
});

/**
 * What the console does to an instance, as public API calls (issue 45): each through the console's
 * own service, so the same rules, owner checks (a sub-account's key: its own instances) and money
 * owner answer. Calls that spend money take an Idempotency-Key and count toward the key's cap.
 */
export function registerInstanceActions(app: FastifyInstance, deps: AppDeps): void {
  handle(app, endpoints.reinit, async (request) =>
    ok(
      await reinitialiseInstance(deps, authOf(request), { ...request.body, instance_id: request.params.id }),
    ),
  );
  handle(app, endpoints.migrationTargets, async (request) =>
    ok(await migrationConditions(deps, authOf(request), request.params.id)),
  );
  handle(app, endpoints.migrate, async (request) =>
    ok(await migrateInstance(deps, authOf(request), { ...request.body, instance_id: request.params.id })),
  );

  /** The console's renewal route by the instance's kind (containers renew by their own route). */
  const renewRoute = async (request: InstanceRequest) => {
    const { row } = await getInstanceRowFor(deps, authOf(request), request.params.id);
    return row.Kind === 'container' ? ('container' as const) : ('kvm' as const);
  };
  handle(app, endpoints.renewQuote, async (request) =>
    ok(
      await quoteRenewal(
        deps,
        authOf(request),
        { ...request.body, instance_id: request.params.id },
        await renewRoute(request),
      ),
    ),
  );

  handle(app, endpoints.stopWithRefundQuote, async (request) =>
    ok(await quoteStopWithRefund(deps, authOf(request), request.params.id)),
  );
  handle(app, endpoints.stopWithRefund, async (request) =>
    ok(await stopWithRefund(deps, authOf(request), request.params.id)),
  );
  handle(app, endpoints.billingModeQuote, async (request) =>
    ok(await quoteDueModeChange(deps, authOf(request), { ...request.body, instance_id: request.params.id })),
  );
  handle(app, endpoints.changeBillingMode, async (request) => {
    const auth = authOf(request);
    return ok(
      await oncePerIdempotencyKey(deps, auth, idempotencyKeyOf(request.headers), moneyCallOf(request), () =>
        changeDueMode(deps, auth, { ...request.body, instance_id: request.params.id }),
      ),
    );
  });

  handle(app, endpoints.resizeOptions, async (request) =>
    ok(await upgradeSpecOptions(deps, authOf(request), request.params.id)),
  );
  /** A resize: the console's route for the instance's kind (a container's live one), once per Idempotency-Key. */
  const resize = async (
    request: InstanceRequest,
    field: ResizeField,
    value: number,
    routes: { container: ResizeRoute; other: ResizeRoute },
  ) => {
    const auth = authOf(request);
    const { row } = await getInstanceRowFor(deps, auth, request.params.id);
    const route = row.Kind === 'container' ? routes.container : routes.other;
    return ok(
      await oncePerIdempotencyKey(deps, auth, idempotencyKeyOf(request.headers), moneyCallOf(request), () =>
        resizeInstance(deps, auth, { instanceId: request.params.id, field, value }, route),
      ),
    );
  };
  const quote = async (request: InstanceRequest, field: ResizeField, value: number) =>
    ok(await quoteResize(deps, authOf(request), { instanceId: request.params.id, field, value }));

  handle(app, endpoints.gpusQuote, (request) => quote(request, 'gpuCount', request.body.gpu_count));
  handle(app, endpoints.setGpus, (request) =>
    resize(request, 'gpuCount', request.body.gpu_count, { container: 'elastic', other: 'upgradeSpec' }),
  );
  handle(app, endpoints.vcpusQuote, (request) => quote(request, 'cpuCores', request.body.cpu_cores));
  handle(app, endpoints.setVcpus, (request) =>
    resize(request, 'cpuCores', request.body.cpu_cores, { container: 'containerCpu', other: 'vcpu' }),
  );
  handle(app, endpoints.memoryQuote, (request) => quote(request, 'memoryGb', request.body.memory_gb));
  handle(app, endpoints.setMemory, (request) =>
    resize(request, 'memoryGb', request.body.memory_gb, { container: 'containerMemory', other: 'memory' }),
  );
  handle(app, endpoints.bandwidthQuote, (request) =>
    quote(request, 'bandwidthMbps', request.body.bandwidth_mbps),
  );
  handle(app, endpoints.setBandwidth, (request) =>
    resize(request, 'bandwidthMbps', request.body.bandwidth_mbps, {
      container: 'bandwidth',
      other: 'bandwidth',
    }),
  );

  handle(app, endpoints.addDiskQuote, async (request) =>
    ok(await quoteAddDisk(deps, authOf(request), { ...request.body, instance_id: request.params.id })),
  );
  handle(app, endpoints.addDisk, async (request) => {
    const auth = authOf(request);
    return ok(
      await oncePerIdempotencyKey(deps, auth, idempotencyKeyOf(request.headers), moneyCallOf(request), () =>
        addDisk(deps, auth, { ...request.body, instance_id: request.params.id }),
      ),
    );
  });

  handle(app, endpoints.suspend, async (request) =>
    ok(await suspendInstance(deps, authOf(request), request.params.id)),
  );
  handle(app, endpoints.resume, async (request) =>
    ok(await startForKey(deps, authOf(request), request.params.id, request.body?.gpu_count, 'suspended')),
  );
  handle(app, endpoints.setPassword, async (request) => {
    await changeInstancePassword(deps, authOf(request), request.params.id, request.body.password);
    return ok({});
  });

  handle(app, endpoints.autoStop, async (request) =>
    ok(await getAutoStop(deps, authOf(request), request.params.id)),
  );
  handle(app, endpoints.setAutoStop, async (request) =>
    ok(await setAutoStop(deps, authOf(request), { ...request.body, instance_id: request.params.id })),
  );
  handle(app, endpoints.clearAutoStop, async (request) =>
    ok(
      await clearAutoStop(deps, authOf(request), {
        rule: request.query.rule,
        instance_id: request.params.id,
      }),
    ),
  );
  handle(app, endpoints.keepRunning, async (request) =>
    ok(await keepRunning(deps, authOf(request), request.params.id)),
  );
  handle(app, endpoints.latestMetrics, async (request) =>
    ok(await getLatestMetrics(deps, authOf(request), request.body)),
  );
}
