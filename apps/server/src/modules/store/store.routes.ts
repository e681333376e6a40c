import {
  gpuPriceInfoRequest,
  gpuPriceInfoResponse,
  gpuSelectorDetailRequest,
  gpuSelectorDetailResponse,
  sessionOnlyRequest,
  storeSelectorOptionsResponse,
} from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import type { RoutesPlugin } from '../../core/http/route-types';
import { getVipInfos } from './price-info.service';
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

  app.post(
    '/gpu_priceinfo',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Membership levels and their discounts on main nodes (data.vipInfos[1..4].VipDiscount)',
        body: gpuPriceInfoRequest,
        response: { 200: gpuPriceInfoResponse },
      },
    },
    async () => ok({ vipInfos: getVipInfos() }),
  );
};
