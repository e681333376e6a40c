import { type AnyEndpoint, publicApiEndpoints } from '@gpucloud/contracts';

const api = publicApiEndpoints;

/**
 * Every operation of the public API by the client method that calls it, each the contracts' own map
 * entry (method, path and schemas come from there). Tests walk it against `publicApiEndpoints` and
 * against the served OpenAPI document, so an endpoint without a client method is a failing test.
 */
export const operations = {
  usage: api.usage,
  offers: api.offers,
  offer: api.offer,
  quote: api.quote,
  createInstance: api.create,
  instances: api.instances,
  instance: api.instance,
  metrics: api.metrics,
  logs: api.logs,
  start: api.start,
  stop: api.stop,
  restart: api.restart,
  release: api.release,
  renew: api.renew,
  renewQuote: api.renewQuote,
  reinit: api.reinit,
  migrationTargets: api.migrationTargets,
  migrate: api.migrate,
  stopWithRefundQuote: api.stopWithRefundQuote,
  stopWithRefund: api.stopWithRefund,
  billingModeQuote: api.billingModeQuote,
  changeBillingMode: api.changeBillingMode,
  resizeOptions: api.resizeOptions,
  gpusQuote: api.gpusQuote,
  setGpus: api.setGpus,
  vcpusQuote: api.vcpusQuote,
  setVcpus: api.setVcpus,
  memoryQuote: api.memoryQuote,
  setMemory: api.setMemory,
  bandwidthQuote: api.bandwidthQuote,
  setBandwidth: api.setBandwidth,
  addDiskQuote: api.addDiskQuote,
  addDisk: api.addDisk,
  suspend: api.suspend,
  resume: api.resume,
  setPassword: api.setPassword,
  autoStop: api.autoStop,
  setAutoStop: api.setAutoStop,
  clearAutoStop: api.clearAutoStop,
  keepRunning: api.keepRunning,
  latestMetrics: api.latestMetrics,
  disks: api.disks,
  diskQuote: api.diskQuote,
  createDisk: api.createDisk,
  attachDisk: api.attachDisk,
  detachDisk: api.detachDisk,
  expandDiskQuote: api.expandDiskQuote,
  expandDisk: api.expandDisk,
  deleteDisk: api.deleteDisk,
  fileStorage: api.fileStorage,
  fileStorageQuote: api.fileStorageQuote,
  setFileStorage: api.setFileStorage,
  resetFileStoragePassword: api.resetFileStoragePassword,
  balance: api.balance,
  orders: api.orders,
  ledger: api.ledger,
  sshKeys: api.sshKeys,
  addSshKey: api.addSshKey,
  deleteSshKey: api.deleteSshKey,
} as const satisfies Record<string, AnyEndpoint>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;

/** Entries of `publicApiEndpoints` that are no operation: the document's own address. */
export const NOT_OPERATIONS = ['document'] as const satisfies readonly (keyof typeof publicApiEndpoints)[];
