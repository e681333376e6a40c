import {
  availableNumRequest,
  availableNumResponse,
  availableNumWithoutImageRequest,
  gpuPriceInfoRequest,
  gpuPriceInfoResponse,
  gpuSelectorDetailRequest,
  gpuSelectorDetailResponse,
  gpuSelectorRequest,
  gpuSelectorResponse,
  type InstanceKind,
  instanceSpecificationsRequest,
  instanceSpecificationsResponse,
  kvmBoardResponse,
  sessionOnlyRequest,
  storeSelectorOptionsResponse,
} from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
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

  const selectors: Array<[string, InstanceKind, string]> = [
    ['/store/get_kvm_gpu_selector', 'kvm', 'KVM GPU models: free and total GPUs, hosts, lowest price'],
    [
      '/store/get_docker_gpu_selector',
      'container',
      'Container GPU models: free and total GPUs, hosts, lowest price',
    ],
  ];
  for (const [url, kind, summary] of selectors) {
    app.post(
      url,
      {
        config: { access: 'public' },
        schema: { tags, summary, body: gpuSelectorRequest, response: { 200: gpuSelectorResponse } },
      },
      async (request) => ok(await getGpuSelector(deps, kind, request.body.region)),
    );
  }

  const counts: Array<[string, InstanceKind, boolean]> = [
    ['/get_available_kvm_num', 'kvm', true],
    ['/get_available_kvm_num_without_image', 'kvm', false],
    ['/get_available_docker_num', 'container', true],
    ['/get_available_docker_num_without_image', 'container', false],
  ];
  for (const [url, kind, withImage] of counts) {
    app.post(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: `Free ${kind === 'kvm' ? 'KVM' : 'container'} GPUs matching the filters${withImage ? ' that can run the image' : ''}`,
          body: withImage ? availableNumRequest : availableNumWithoutImageRequest,
          response: { 200: availableNumResponse },
        },
      },
      async (request) => ok(await getAvailableNum(deps, kind, request.body)),
    );
  }

  app.post(
    '/store/get_instance_specifications',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "One host's order form: GPU counts with CPU and memory, and the images it can run",
        body: instanceSpecificationsRequest,
        response: { 200: instanceSpecificationsResponse },
      },
    },
    async (request) => ok(await getInstanceSpecifications(deps, request.body.host_id)),
  );

  app.post(
    '/instanceAvailableKvmStore',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The KVM availability board: free GPUs per region and GPU model',
        body: sessionOnlyRequest.optional(),
        response: { 200: kvmBoardResponse },
      },
    },
    async () => ok(await getKvmBoard(deps)),
  );
};
