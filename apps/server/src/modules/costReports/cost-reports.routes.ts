import { costReportsEndpoints as endpoints } from '@gpucloud/contracts';
import type { FastifyReply } from 'fastify';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import { exportCostList, getCostList } from './cost-list.service';
import { getAllGpuInfo } from './gpu-info.service';
import { getInstanceCostInfo } from './instance-cost.service';

function sendCsv(reply: FastifyReply, csv: string, fileName: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}

/** Cost reports: one instance's cost, the daily cost lists (JSON and CSV) and the fleet's GPU models. */
export const costReportsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.instanceCostInfo, async (request) =>
    ok(await getInstanceCostInfo(deps, authOf(request), request.body.instance_id, readerLanguage(request))),
  );

  handle(app, endpoints.instanceCostList, async (request) =>
    ok(await getCostList(deps, authOf(request), 'instances', request.body)),
  );
  handle(app, endpoints.bareMetalCostList, async (request) =>
    ok(await getCostList(deps, authOf(request), 'bareMetal', request.body)),
  );

  handle(app, endpoints.exportInstanceCostList, async (request, reply) =>
    sendCsv(
      reply,
      await exportCostList(deps, authOf(request), 'instances', request.body),
      'instance-costs.csv',
    ),
  );
  handle(app, endpoints.exportBareMetalCostList, async (request, reply) =>
    sendCsv(
      reply,
      await exportCostList(deps, authOf(request), 'bareMetal', request.body),
      'bare-metal-costs.csv',
    ),
  );

  handle(app, endpoints.allGpuInfo, async () => ok(await getAllGpuInfo(deps)));
};
