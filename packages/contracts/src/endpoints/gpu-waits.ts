import { endpoint } from '../endpoint';
import {
  cancelGpuWaitRequest,
  cancelGpuWaitResponse,
  createGpuWaitRequest,
  GPU_WAIT_RULE,
  gpuWaitListRequest,
  gpuWaitListResponse,
  gpuWaitResponse,
} from '../gpu-waits';

const tag = 'gpu waits';
const access = 'session';

/** Waiting for a GPU (issue 44, point 2): notify or rent automatically when a matching host frees up. */
export const gpuWaitsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/create_gpu_wait',
    access,
    tag,
    summary: 'Wait for a GPU: be told, or have it rented, when a matching host frees up',
    description: `${GPU_WAIT_RULE} Refused (status 1) with ${'`'}too many waits${'`'} when the account already has the maximum waiting, and when the image or region does not exist.`,
    request: createGpuWaitRequest,
    response: gpuWaitResponse,
  }),
  list: endpoint({
    method: 'POST',
    path: '/api/get_gpu_wait_list',
    access,
    tag,
    summary: "The caller's waits, newest first (a main account sees its sub-accounts' too)",
    description: GPU_WAIT_RULE,
    request: gpuWaitListRequest,
    response: gpuWaitListResponse,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/cancel_gpu_wait',
    access,
    tag,
    summary: 'Cancel a waiting wait (refused once it has left waiting)',
    request: cancelGpuWaitRequest,
    response: cancelGpuWaitResponse,
  }),
};
