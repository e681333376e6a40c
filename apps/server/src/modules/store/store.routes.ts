import { storeEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { getVipInfos } from './price-info.service';
import {
  getAvailableNum,
  getGpuSelector,
  getGpuSelectorDetail,
  getInstanceSpecifications,
  getKvmBoard,
  getStoreSelectorOptions,
} from './store.service';

export const storeRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.selectorOptions, async () => ok(await getStoreSelectorOptions(deps)));

  handle(app, endpoints.gpuSelectorDetail, async (request) =>
    ok(await getGpuSelectorDetail(deps, request.body)),
  );

  handle(app, endpoints.gpuPriceInfo, async () => ok({ vipInfos: getVipInfos() }));

  handle(app, endpoints.kvmGpuSelector, async (request) =>
    ok(await getGpuSelector(deps, 'kvm', request.body.region)),
  );
  handle(app, endpoints.dockerGpuSelector, async (request) =>
    ok(await getGpuSelector(deps, 'container', request.body.region)),
  );

  handle(app, endpoints.availableKvmNum, async (request) =>
    ok(await getAvailableNum(deps, 'kvm', request.body)),
  );
  handle(app, endpoints.availableKvmNumWithoutImage, async (request) =>
    ok(await getAvailableNum(deps, 'kvm', request.body)),
  );
  handle(app, endpoints.availableDockerNum, async (request) =>
    ok(await getAvailableNum(deps, 'container', request.body)),
  );
  handle(app, endpoints.availableDockerNumWithoutImage, async (request) =>
    ok(await getAvailableNum(deps, 'container', request.body)),
  );

  handle(app, endpoints.instanceSpecifications, async (request) =>
    ok(await getInstanceSpecifications(deps, request.body.host_id)),
  );

  handle(app, endpoints.kvmBoard, async () => ok(await getKvmBoard(deps)));
};
