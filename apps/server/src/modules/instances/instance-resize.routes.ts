import { instancesEndpoints as endpoints } from '@gpucloud/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { startInstance } from './actions.service';
import { addDisk, quoteAddDisk } from './add-disk.service';
import { quoteResize, type ResizeField, resizeInstance } from './resize.service';
import { remainFor, upgradeSpecOptions } from './resize-options.service';
import { suspendInstance } from './suspend.service';

/** Resizing, added disks, suspending and resuming (issue 17). */
export const instanceResizeRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.upgradeSpecOptions, async (request) =>
    ok(await upgradeSpecOptions(deps, authOf(request), request.body.instance_id)),
  );

  /** A resize request's body as the service reads it: the instance and the one resource it sets. */
  const asks =
    <Field extends string>(field: ResizeField, name: Field) =>
    (body: { instance_id: number } & Record<Field, number>) => ({
      instanceId: body.instance_id,
      field,
      value: body[name],
    });
  const gpus = asks('gpuCount', 'gpu_count');
  const cpu = asks('cpuCores', 'cpu_cores');
  const memory = asks('memoryGb', 'memory_gb');
  const bandwidth = asks('bandwidthMbps', 'bandwidth_mbps');
  const remain = async (
    request: FastifyRequest & { body: { instance_id: number } },
    resource: 'cpu' | 'memory',
    containers: boolean,
  ) =>
    ok(
      await remainFor(deps, authOf(request), { instanceId: request.body.instance_id, resource, containers }),
    );

  handle(app, endpoints.upgradeSpecQuote, async (request) =>
    ok(await quoteResize(deps, authOf(request), gpus(request.body))),
  );
  handle(app, endpoints.upgradeSpec, async (request) =>
    ok(await resizeInstance(deps, authOf(request), gpus(request.body), 'upgradeSpec')),
  );
  handle(app, endpoints.elasticUpgradeContainer, async (request) =>
    ok(await resizeInstance(deps, authOf(request), gpus(request.body), 'elastic')),
  );

  handle(app, endpoints.hostRemainCpu, (request) => remain(request, 'cpu', false));
  handle(app, endpoints.containerRemainCpu, (request) => remain(request, 'cpu', true));
  handle(app, endpoints.updateVcpuQuote, async (request) =>
    ok(await quoteResize(deps, authOf(request), cpu(request.body))),
  );
  handle(app, endpoints.updateVcpu, async (request) =>
    ok(await resizeInstance(deps, authOf(request), cpu(request.body), 'vcpu')),
  );
  handle(app, endpoints.updateContainerCpu, async (request) =>
    ok(await resizeInstance(deps, authOf(request), cpu(request.body), 'containerCpu')),
  );

  handle(app, endpoints.hostRemainMemory, (request) => remain(request, 'memory', false));
  handle(app, endpoints.containerRemainMemory, (request) => remain(request, 'memory', true));
  handle(app, endpoints.updateMemoryQuote, async (request) =>
    ok(await quoteResize(deps, authOf(request), memory(request.body))),
  );
  handle(app, endpoints.updateMemory, async (request) =>
    ok(await resizeInstance(deps, authOf(request), memory(request.body), 'memory')),
  );
  handle(app, endpoints.updateContainerMemory, async (request) =>
    ok(await resizeInstance(deps, authOf(request), memory(request.body), 'containerMemory')),
  );

  handle(app, endpoints.updateBandwidthQuote, async (request) =>
    ok(await quoteResize(deps, authOf(request), bandwidth(request.body))),
  );
  handle(app, endpoints.updateBandwidth, async (request) =>
    ok(await resizeInstance(deps, authOf(request), bandwidth(request.body), 'bandwidth')),
  );

  handle(app, endpoints.addDiskQuote, async (request) =>
    ok(await quoteAddDisk(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.addDisk, async (request) => ok(await addDisk(deps, authOf(request), request.body)));

  handle(app, endpoints.suspend, async (request) =>
    ok(await suspendInstance(deps, authOf(request), request.body.instance_id)),
  );
  handle(app, endpoints.resume, async (request) =>
    ok(await startInstance(deps, authOf(request), request.body, 'suspended')),
  );
};
