import {
  gpuSelectorDetailRequest,
  gpuSelectorDetailResponse,
  sessionOnlyRequest,
  storeSelectorOptionsResponse,
} from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import type { RoutesPlugin } from '../../core/http/route-types';
import { getGpuSelectorDetail, getStoreSelectorOptions } from './store.service';

const tags = ['store'];

export const storeRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/store/get_store_selector_options',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Regions, GPU models and kinds the store can filter by',
        body: sessionOnlyRequest.optional(),
        response: { 200: storeSelectorOptionsResponse },
      },
    },
    async () => ok(await getStoreSelectorOptions(deps)),
  );

  app.post(
    '/gpu_selector_detail',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Hosts with their free GPUs and list prices, filtered and sorted',
        body: gpuSelectorDetailRequest,
        response: { 200: gpuSelectorDetailResponse },
      },
    },
    async (request) => ok(await getGpuSelectorDetail(deps, request.body)),
  );
};
