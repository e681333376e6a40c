import { type Access, type AnyEndpoint, carriesBody, ErrorCode, listEndpoints } from '@gpucloud/contracts';

/** The part of an OpenAPI document this file reads and writes. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
  components?: Record<string, Record<string, unknown>>;
  servers?: Array<{ url: string; description?: string }>;
}

/**
 * The operation's id: its entry's group and key in the endpoint map, in camelCase
 * (`instances.stop` → `instancesStop`, `publicApi.stop` → `publicApiStop`). Stable as long as the
 * map's names are, and unique because the map's ids are (endpoint-map.test.ts checks both).
 */
export function operationIdOf(mapId: string): string {
  const [group = '', name = ''] = mapId.split('.');
  return `${group}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** The map's `:name` path segments as OpenAPI writes them: `{name}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The security schemes of both documents. One scheme an access level, so a generated client knows
 * which token an operation wants: customer and staff sessions are different logins.
 */
export const SECURITY_SCHEMES = {
  session: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A customer session token from /api/login (or a sub-account login) as `Authorization: Bearer <token>`. The main API also takes it as the `session` field of a POST body (and, for older clients, of a GET query string).',
  },
  staffSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A staff session token from the staff console login, as `Authorization: Bearer <token>` or the `session` field of the body; customer sessions are never accepted.',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The third-party API (/third-party): a customer session token as `Authorization: Bearer <token>`.',
  },
} as const;

/** Which scheme each access level declares; a public endpoint declares none (`security: []`). */
const SCHEME_OF: Record<Access, keyof typeof SECURITY_SCHEMES | 'signedRequest' | null> = {
  public: null,
  session: 'session',
  main: 'session',
  staff: 'staffSession',
  bearer: 'bearer',
  'bearer-main': 'bearer',
  key: 'signedRequest',
};

/** A refusal the document declares: the HTTP status, the envelope codes it carries and what it means. */
interface Refusal {
  name: string;
  httpStatus: number;
  codes: readonly number[];
  description: string;
  retryAfter?: boolean;
}

const REFUSALS = {
  badRequest: {
    name: 'BadRequest',
    httpStatus: 400,
    codes: [ErrorCode.REFUSED, ErrorCode.ILLEGAL_BODY, ErrorCode.ILLEGAL_PARAMETER],
    description:
      'Refused: 100021 a body that breaks the schema (the reason names the field), 100022 a query, path or header parameter that does, 1 a request the business rules refuse (the reason says which).',
  },
  sessionInvalid: {
    name: 'SessionInvalid',
    httpStatus: 401,
    codes: [ErrorCode.SESSION_INVALID],
    description: 'Refused: 2 no session, or an unknown, expired or revoked one; log in again.',
  },
  tokenInvalid: {
    name: 'TokenInvalid',
    httpStatus: 401,
    codes: [ErrorCode.ILLEGAL_ACCESS_TOKEN, ErrorCode.ACCESS_TOKEN_EXPIRED],
    description: 'Refused: 100031 an unknown or invalid token or signature, 100032 an expired one.',
  },
  forbidden: {
    name: 'Forbidden',
    httpStatus: 403,
    codes: [ErrorCode.PERMISSION_DENIED],
    description:
      'Refused: 100041 the caller may not do this (a sub-account on a main-account operation, a staff role the operation does not name, an access key without the scope or outside its IP allow-list).',
  },
  tooLarge: {
    name: 'BodyTooLarge',
    httpStatus: 413,
    codes: [ErrorCode.ILLEGAL_BODY],
    description: 'Refused: 100021 the body is larger than the server takes.',
  },
  mediaType: {
    name: 'UnsupportedMediaType',
    httpStatus: 415,
    codes: [ErrorCode.ILLEGAL_BODY],
    description: 'Refused: 100021 a body in a content type the operation does not take.',
  },
  tooMany: {
    name: 'TooManyRequests',
    httpStatus: 429,
    codes: [ErrorCode.TOO_MANY_REQUESTS],
    description:
      "Refused: 100051 the access key's rate limit; Retry-After says in how many seconds a request is taken again.",
    retryAfter: true,
  },
  unavailable: {
    name: 'Unavailable',
    httpStatus: 503,
    codes: [ErrorCode.HTTP_ERROR],
    description:
      "Failed for a moment: 100003 the request ran past the server's time limit, the server is shutting down, or (a signed request, where the server keeps nonces in Redis) the replay guard did not answer; send the request again (a signed one signed anew, with a new nonce).",
  },
  serverError: {
    name: 'ServerError',
    httpStatus: 500,
    codes: [ErrorCode.UNKNOWN_ERROR],
    description:
      'Failed: 100011 an unexpected failure; the reason carries the request id to quote to support.',
  },
} as const satisfies Record<string, Refusal>;

/**
 * Any other refusal (a business rule's own status: 404 of a missing work-order category, 409 of a
 * taken name, 429 of the login throttle): the envelope with its error code, declared as `default`.
 */
const OTHER_REFUSAL: Refusal = {
  name: 'OtherRefusal',
  httpStatus: 0,
  codes: [],
  description: 'Any other refusal: the envelope with the error code of SPEC §8 and a reason.',
};

const SESSION_ACCESS: readonly Access[] = ['session', 'main', 'staff'];
const TOKEN_ACCESS: readonly Access[] = ['bearer', 'bearer-main', 'key'];
const NARROWED_ACCESS: readonly Access[] = ['main', 'staff', 'bearer-main', 'key'];

/** The refusals an endpoint can answer, from its access level and where its input travels. */
export function refusalsOf(endpoint: AnyEndpoint): Refusal[] {
  const refusals: Refusal[] = [REFUSALS.badRequest];
  if (SESSION_ACCESS.includes(endpoint.access)) refusals.push(REFUSALS.sessionInvalid);
  if (TOKEN_ACCESS.includes(endpoint.access)) refusals.push(REFUSALS.tokenInvalid);
  if (NARROWED_ACCESS.includes(endpoint.access)) refusals.push(REFUSALS.forbidden);
  if (carriesBody(endpoint.method)) refusals.push(REFUSALS.tooLarge, REFUSALS.mediaType);
  if (endpoint.access === 'key') refusals.push(REFUSALS.tooMany);
  refusals.push(REFUSALS.serverError, REFUSALS.unavailable);
  return refusals;
}

/** The shared response a refusal refers to: the envelope with its codes, `data` null. */
function refusalResponse(refusal: Refusal): Record<string, unknown> {
  return {
    description: refusal.description,
    ...(refusal.retryAfter
      ? {
          headers: {
            'Retry-After': {
              description: 'Seconds until the refusal ends',
              schema: { type: 'integer', minimum: 0 },
            },
          },
        }
      : {}),
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['status', 'reason', 'data'],
          properties: {
            status:
              refusal.codes.length > 0
                ? { type: 'integer', enum: [...refusal.codes], description: 'The error code' }
                : { type: 'integer', minimum: 1, description: 'The error code' },
            reason: {
              type: 'string',
              description: 'What went wrong, in the language of Accept-Language',
            },
            data: { type: 'object', nullable: true, enum: [null], description: 'Always null on a refusal' },
          },
        },
      },
    },
  };
}

/** The 200 answer's description (the swagger plugin's own default says nothing). */
const SUCCESS = 'Done: the envelope with status 0 and the data below';

/**
 * States what the endpoint map knows of each operation of a document: its operationId, its
 * security requirement and the refusals it can answer (as references to shared responses), and the
 * document's servers. Generic over the map: every entry of a document's paths gets them, whatever
 * group it is in; entries a document leaves out (the other document's, hidden ones) are skipped.
 */
export function describeOperations(document: OpenApiDocument, servers: OpenApiDocument['servers']): void {
  const used = new Map<string, Refusal>();
  for (const { id, endpoint } of listEndpoints()) {
    if (endpoint.hidden) continue;
    const operation = document.paths?.[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    if (!operation) continue;
    operation.operationId = operationIdOf(id);
    const scheme = SCHEME_OF[endpoint.access];
    operation.security = scheme ? [{ [scheme]: [] }] : [];
    const responses = (operation.responses ?? {}) as Record<string, { description?: string; $ref?: string }>;
    const success = responses['200'];
    if (success?.description === 'Default Response') success.description = SUCCESS;
    for (const refusal of refusalsOf(endpoint)) {
      used.set(refusal.name, refusal);
      responses[String(refusal.httpStatus)] ??= { $ref: `#/components/responses/${refusal.name}` };
    }
    used.set(OTHER_REFUSAL.name, OTHER_REFUSAL);
    responses.default ??= { $ref: `#/components/responses/${OTHER_REFUSAL.name}` };
    operation.responses = responses;
  }
  document.components ??= {};
  document.components.responses = {
    ...document.components.responses,
    ...Object.fromEntries([...used.values()].map((refusal) => [refusal.name, refusalResponse(refusal)])),
  };
  if (servers) document.servers = servers;
}
