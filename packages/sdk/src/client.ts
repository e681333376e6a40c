import { type EndpointData, type EndpointInput, SIGNED_REQUEST_HEADERS } from '@gpucloud/contracts';
import { type OperationName, type Operations, operations } from './operations';
import { type Call, createTransport, defaultSleep, type ParamsOf, type TransportOptions } from './transport';
import { type InstanceStatus, type WaitOptions, waitForStatus } from './wait';

export type ClientOptions = TransportOptions;

/** What an operation sends: the query of a GET or the body of a POST (zod input: defaults optional). */
export type OperationInput<N extends OperationName> = EndpointInput<Operations[N]>;
/** What an operation answers: the `data` of its envelope. */
export type OperationData<N extends OperationName> = EndpointData<Operations[N]>;
/** An instance id (InstanceId) or, for offer(), a host id (HostId). */
export type Id = NonNullable<ParamsOf<Operations['instance']>>['id'];

export interface CreateInstanceOptions {
  /** A repeat with the same key and body answers the instance the first call made (kept 24 hours). */
  idempotencyKey?: string;
}

/** A call that spends money: a repeat with the same key, path and body answers the first answer (kept 24 hours). */
export type MoneyCallOptions = CreateInstanceOptions;

/** The Idempotency-Key header of a money call, when one is given. */
const idempotencyHeaders = ({ idempotencyKey }: MoneyCallOptions = {}): Record<string, string> =>
  idempotencyKey === undefined ? {} : { [SIGNED_REQUEST_HEADERS.idempotencyKey]: idempotencyKey };

/**
 * A client of the public API /openapi/v1: one method per operation of `operations`, each a signed
 * call of the contracts' own endpoint entry. A refusal throws ApiError.
 */
export function createClient(options: ClientOptions) {
  const call: Call = createTransport(options);
  const op = operations;
  const instance = (id: Id) => call(op.instance, { params: { id } });
  return {
    /** The generic call every method is made of; for an endpoint this client does not name yet. */
    call,
    usage: () => call(op.usage),
    offers: (query: OperationInput<'offers'> = {}) => call(op.offers, { input: query }),
    offer: (hostId: Id) => call(op.offer, { params: { id: hostId } }),
    quote: (body: OperationInput<'quote'>) => call(op.quote, { input: body }),
    createInstance: (
      body: OperationInput<'createInstance'>,
      { idempotencyKey }: CreateInstanceOptions = {},
    ) => call(op.createInstance, { input: body, headers: idempotencyHeaders({ idempotencyKey }) }),
    instances: (query: OperationInput<'instances'> = {}) => call(op.instances, { input: query }),
    instance,
    /** An instance's figures over the last hour, day or week (range 1h, 24h or 7d). */
    metrics: (id: Id, query: OperationInput<'metrics'>) => call(op.metrics, { params: { id }, input: query }),
    /** What happened to an instance, newest first (page, page_size: default 1 and 20). */
    logs: (id: Id, query: OperationInput<'logs'> = {}) => call(op.logs, { params: { id }, input: query }),
    start: (id: Id, body: OperationInput<'start'> = {}) => call(op.start, { params: { id }, input: body }),
    stop: (id: Id) => call(op.stop, { params: { id } }),
    restart: (id: Id) => call(op.restart, { params: { id } }),
    release: (id: Id) => call(op.release, { params: { id } }),
    renew: (id: Id, body: OperationInput<'renew'>, options?: MoneyCallOptions) =>
      call(op.renew, { params: { id }, input: body, headers: idempotencyHeaders(options) }),
    renewQuote: (id: Id, body: OperationInput<'renewQuote'>) =>
      call(op.renewQuote, { params: { id }, input: body }),
    reinit: (id: Id, body: OperationInput<'reinit'>) => call(op.reinit, { params: { id }, input: body }),
    migrationTargets: (id: Id) => call(op.migrationTargets, { params: { id } }),
    migrate: (id: Id, body: OperationInput<'migrate'>) => call(op.migrate, { params: { id }, input: body }),
    stopWithRefundQuote: (id: Id) => call(op.stopWithRefundQuote, { params: { id } }),
    stopWithRefund: (id: Id) => call(op.stopWithRefund, { params: { id } }),
    billingModeQuote: (id: Id, body: OperationInput<'billingModeQuote'>) =>
      call(op.billingModeQuote, { params: { id }, input: body }),
    changeBillingMode: (id: Id, body: OperationInput<'changeBillingMode'>, options?: MoneyCallOptions) =>
      call(op.changeBillingMode, { params: { id }, input: body, headers: idempotencyHeaders(options) }),
    resizeOptions: (id: Id) => call(op.resizeOptions, { params: { id } }),
    gpusQuote: (id: Id, body: OperationInput<'gpusQuote'>) =>
      call(op.gpusQuote, { params: { id }, input: body }),
    setGpus: (id: Id, body: OperationInput<'setGpus'>, options?: MoneyCallOptions) =>
      call(op.setGpus, { params: { id }, input: body, headers: idempotencyHeaders(options) }),
    vcpusQuote: (id: Id, body: OperationInput<'vcpusQuote'>) =>
      call(op.vcpusQuote, { params: { id }, input: body }),
    setVcpus: (id: Id, body: OperationInput<'setVcpus'>, options?: MoneyCallOptions) =>
      call(op.setVcpus, { params: { id }, input: body, headers: idempotencyHeaders(options) }),
    memoryQuote: (id: Id, body: OperationInput<'memoryQuote'>) =>
      call(op.memoryQuote, { params: { id }, input: body }),
    setMemory: (id: Id, body: OperationInput<'setMemory'>, options?: MoneyCallOptions) =>
      call(op.setMemory, { params: { id }, input: body, headers: idempotencyHeaders(options) }),
    bandwidthQuote: (id: Id, body: OperationInput<'bandwidthQuote'>) =>
      call(op.bandwidthQuote, { params: { id }, input: body }),
    setBandwidth: (id: Id, body: OperationInput<'setBandwidth'>, options?: MoneyCallOptions) =>
      call(op.setBandwidth, { params: { id }, input: body, headers: idempotencyHeaders(options) }),
    addDiskQuote: (id: Id, body: OperationInput<'addDiskQuote'>) =>
      call(op.addDiskQuote, { params: { id }, input: body }),
    addDisk: (id: Id, body: OperationInput<'addDisk'>, options?: MoneyCallOptions) =>
      call(op.addDisk, { params: { id }, input: body, headers: idempotencyHeaders(options) }),
    suspend: (id: Id) => call(op.suspend, { params: { id } }),
    resume: (id: Id, body: OperationInput<'resume'> = {}) => call(op.resume, { params: { id }, input: body }),
    setPassword: (id: Id, body: OperationInput<'setPassword'>) =>
      call(op.setPassword, { params: { id }, input: body }),
    autoStop: (id: Id) => call(op.autoStop, { params: { id } }),
    setAutoStop: (id: Id, body: OperationInput<'setAutoStop'>) =>
      call(op.setAutoStop, { params: { id }, input: body }),
    /** Clears one auto-stop rule (time, idle or command), or all of them. */
    clearAutoStop: (id: Id, query: OperationInput<'clearAutoStop'>) =>
      call(op.clearAutoStop, { params: { id }, input: query }),
    keepRunning: (id: Id) => call(op.keepRunning, { params: { id } }),
    latestMetrics: (body: OperationInput<'latestMetrics'>) => call(op.latestMetrics, { input: body }),
    disks: () => call(op.disks),
    diskQuote: (body: OperationInput<'diskQuote'>) => call(op.diskQuote, { input: body }),
    createDisk: (body: OperationInput<'createDisk'>, options?: MoneyCallOptions) =>
      call(op.createDisk, { input: body, headers: idempotencyHeaders(options) }),
    attachDisk: (diskId: Id, body: OperationInput<'attachDisk'>) =>
      call(op.attachDisk, { params: { id: diskId }, input: body }),
    detachDisk: (diskId: Id) => call(op.detachDisk, { params: { id: diskId } }),
    expandDiskQuote: (diskId: Id, body: OperationInput<'expandDiskQuote'>) =>
      call(op.expandDiskQuote, { params: { id: diskId }, input: body }),
    expandDisk: (diskId: Id, body: OperationInput<'expandDisk'>, options?: MoneyCallOptions) =>
      call(op.expandDisk, { params: { id: diskId }, input: body, headers: idempotencyHeaders(options) }),
    deleteDisk: (diskId: Id) => call(op.deleteDisk, { params: { id: diskId } }),
    fileStorage: () => call(op.fileStorage),
    fileStorageQuote: (body: OperationInput<'fileStorageQuote'>) =>
      call(op.fileStorageQuote, { input: body }),
    setFileStorage: (body: OperationInput<'setFileStorage'>, options?: MoneyCallOptions) =>
      call(op.setFileStorage, { input: body, headers: idempotencyHeaders(options) }),
    resetFileStoragePassword: () => call(op.resetFileStoragePassword),
    balance: () => call(op.balance),
    orders: (query: OperationInput<'orders'> = {}) => call(op.orders, { input: query }),
    ledger: (query: OperationInput<'ledger'> = {}) => call(op.ledger, { input: query }),
    sshKeys: () => call(op.sshKeys),
    addSshKey: (body: OperationInput<'addSshKey'>) => call(op.addSshKey, { input: body }),
    deleteSshKey: (keyId: Id) => call(op.deleteSshKey, { params: { id: keyId } }),
    /** Polls instance(id) until its Status is `status`; answers the instance then (see wait.ts). */
    waitForStatus: (id: Id, status: InstanceStatus, wait?: WaitOptions) =>
      waitForStatus(
        { instance, now: options.now ?? (() => new Date()), sleep: options.sleep ?? defaultSleep },
        id,
        status,
        wait,
      ),
  };
}

export type GpuCloudClient = ReturnType<typeof createClient>;
