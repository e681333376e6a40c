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
    ) =>
      call(op.createInstance, {
        input: body,
        headers:
          idempotencyKey === undefined ? {} : { [SIGNED_REQUEST_HEADERS.idempotencyKey]: idempotencyKey },
      }),
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
    renew: (id: Id, body: OperationInput<'renew'>) => call(op.renew, { params: { id }, input: body }),
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
