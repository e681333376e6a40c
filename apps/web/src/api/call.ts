import type { EndpointData, EndpointInput, EndpointParams, Route } from '@gpucloud/contracts';
import { apiGet, apiPost } from './client';
import { sessionKindOf } from './policy';
import { thirdPartyRequest } from './thirdParty';

const MAIN_PREFIX = '/api';
const THIRD_PARTY_PREFIX = '/third-party';

/** The endpoint of the map a generated route stands for (a type only). */
type EndpointOf<R extends Route> = NonNullable<R['endpoint']>;

/** The body or query of a call, without `session`: the clients add the stored token themselves. */
/** `Omit` over each member of a union (a body of alternatives keeps them apart). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type CallInput<R extends Route> = OmitEach<EndpointInput<EndpointOf<R>>, 'session'>;

/** `data` of a successful answer of the route's endpoint. */
export type CallData<R extends Route> = EndpointData<EndpointOf<R>>;

export interface CallOptions<R extends Route> {
  /** Values of the path's `:name` segments. */
  params?: EndpointParams<EndpointOf<R>>;
  signal?: AbortSignal;
}

/**
 * Calls an endpoint of the contracts' map through its generated route (`xRoutes.name`): method, path
 * and which client (main API or third-party) come from the map, and the answer's type is the
 * endpoint's response `data`.
 */
export function call<R extends Route>(
  endpoint: R,
  input?: CallInput<R> | FormData,
  options: CallOptions<R> = {},
): Promise<CallData<R>> {
  const path = fillParams(endpoint.path, options.params as Record<string, unknown> | undefined);
  if (path.startsWith(THIRD_PARTY_PREFIX)) {
    const rest = path.slice(THIRD_PARTY_PREFIX.length);
    const carriesBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
    return thirdPartyRequest<CallData<R>>(
      endpoint.method,
      rest,
      carriesBody ? { body: input as Record<string, unknown> | FormData } : { query: input as Query },
    );
  }
  if (!path.startsWith(MAIN_PREFIX)) throw new Error(`not an API path: ${endpoint.path}`);
  const rest = path.slice(MAIN_PREFIX.length);
  const session = sessionKindOf(endpoint);
  if (endpoint.method === 'GET') {
    return apiGet<CallData<R>>(rest, (input ?? {}) as Query, {
      withSession: endpoint.access !== 'public',
      session,
      signal: options.signal,
    });
  }
  return apiPost<CallData<R>>(rest, (input ?? {}) as Record<string, unknown>, { session });
}

type Query = Record<string, string | number | boolean | undefined>;

function fillParams(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
