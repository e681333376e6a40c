export {
  type ClientOptions,
  type CreateInstanceOptions,
  createClient,
  type GpuCloudClient,
  type Id,
  type OperationData,
  type OperationInput,
} from './client';
export { ApiError, WaitForStatusError } from './errors';
export { NOT_OPERATIONS, type OperationName, type Operations, operations } from './operations';
export { encodeQuery, signatureHeaders } from './signing';
export type { Call, CallOptions, ParamsOf } from './transport';
export { type InstanceStatus, type WaitDeps, type WaitOptions, waitForStatus } from './wait';
