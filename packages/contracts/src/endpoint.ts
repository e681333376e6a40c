import type { z } from 'zod';
import type { API_SCOPES } from './constants';
import type { StaffRole } from './staff';

export type ApiScope = (typeof API_SCOPES)[number];

/**
 * Who may call an endpoint: public (anyone; no session is looked up), session (main or
 * sub-account), main (main accounts only), staff (a staff session with one of the endpoint's
 * `staffRoles`, or admin; never a customer's session), bearer (third-party API: the token in
 * the Authorization header), bearer-main (the same, main accounts only) and key (the public API
 * /openapi/v1: a request signed with an access key that holds the endpoint's `scope`).
 */
export const ACCESS_LEVELS = ['public', 'session', 'main', 'staff', 'bearer', 'bearer-main', 'key'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint of /api or /third-party: the single place its method, full path, access level and
 * schemas are written. The server registers its route from it, the web calls it through it, and the
 * OpenAPI document, the authorization matrix and the malformed-input sweep walk the same entries.
 *
 * `request` is the JSON or form body of POST and PUT, the query string of GET and DELETE; `params`
 * the `:name` segments of the path. `response` is the schema of a 200 answer: the envelope, except
 * for the few endpoints that answer a file (their `response` says so).
 */
export interface Endpoint<
  Request extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Method extends HttpMethod = HttpMethod,
> {
  readonly method: Method;
  readonly path: string;
  readonly access: Access;
  /**
   * Which staff roles may call an `access: 'staff'` endpoint (every one of them names its roles;
   * admin may always call in addition). An endpoint open to every staff role names them all.
   */
  readonly staffRoles?: readonly StaffRole[];
  /**
   * A call that matters (issue 46): with a second factor enrolled, the session must have proven it
   * within the step-up window, else ErrorCode.STEP_UP_REQUIRED. Only for session and main access.
   */
  readonly stepUp?: boolean;
  /** The scope an `access: 'key'` endpoint needs; without one, any valid key may call it. */
  readonly scope?: ApiScope;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /** Left out of the OpenAPI document: the document's own address is no operation of the API. */
  readonly hidden?: boolean;
  readonly request?: Request;
  readonly params?: Params;
  /** Request headers the endpoint reads (besides the signature's), checked and documented. */
  readonly headers?: z.ZodType;
  readonly response: Response;
  /**
   * A file upload: the body is multipart/form-data with one file in this field (checked by its
   * bytes on the server). Such an endpoint has no `request` schema; the document states the form.
   */
  readonly upload?: { readonly field: string; readonly description: string };
  /** The media type of a 200 answer that is a file rather than the JSON envelope (e.g. text/csv). */
  readonly responseMediaType?: string;
}

/** Typing aid for a map entry: keeps its literal method, path and exact schemas. */
export function endpoint<
  const Method extends HttpMethod,
  const Request extends z.ZodType | undefined = undefined,
  const Response extends z.ZodType = z.ZodType,
  const Params extends z.ZodType | undefined = undefined,
>(entry: Endpoint<Request, Response, Params, Method>): Endpoint<Request, Response, Params, Method> {
  return entry;
}

export type AnyEndpoint = Endpoint<z.ZodType | undefined, z.ZodType, z.ZodType | undefined, HttpMethod>;

/** An optional schema field without its `undefined` (never when the endpoint has none). */
type Schema<T> = Extract<NonNullable<T>, z.ZodType>;

/** What the caller sends (before parsing: strings of a form are still accepted by the schema). */
export type EndpointInput<E extends AnyEndpoint> = [Schema<E['request']>] extends [never]
  ? Record<string, never>
  : z.input<Schema<E['request']>>;

/** What the handler receives after validation. */
export type EndpointBody<E extends AnyEndpoint> = [Schema<E['request']>] extends [never]
  ? undefined
  : z.output<Schema<E['request']>>;

export type EndpointParams<E extends AnyEndpoint> = [Schema<E['params']>] extends [never]
  ? Record<string, never>
  : z.output<Schema<E['params']>>;

/** What a handler answers: the envelope (or file) as the response schema takes it. */
export type EndpointReply<E extends AnyEndpoint> = z.input<E['response']>;

/** `data` of a successful envelope: what a client of the endpoint gets back. */
export type EndpointData<E extends AnyEndpoint> =
  z.output<E['response']> extends { data: infer Data } ? Data : z.output<E['response']>;

/** Whether the request schema goes in the body (POST, PUT) or in the query string (GET, DELETE). */
export function carriesBody(method: HttpMethod): boolean {
  return method === 'POST' || method === 'PUT';
}
