import {
  type AnyEndpoint,
  carriesBody,
  type EndpointBody,
  type EndpointParams,
  type EndpointReply,
} from '@gpucloud/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';

/** The request a handler sees: body (or query) and params already validated by the endpoint's schemas. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Body: E['method'] extends 'POST' | 'PUT' ? EndpointBody<E> : unknown;
  Querystring: E['method'] extends 'GET' | 'DELETE' ? EndpointBody<E> : unknown;
  Params: EndpointParams<E>;
}>;

export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>;

/** Reads the validated input of either place it travels in: the body or the query string. */
export function inputOf<E extends AnyEndpoint>(endpoint: E, request: EndpointRequest<E>): EndpointBody<E> {
  return (carriesBody(endpoint.method) ? request.body : request.query) as EndpointBody<E>;
}

/** A body endpoint whose request schema accepts no body at all (core/http/optional-body.ts). */
export function bodyIsOptional(endpoint: AnyEndpoint): boolean {
  return carriesBody(endpoint.method) && endpoint.request?.safeParse(undefined).success === true;
}

/**
 * Registers one endpoint of the map: its method, path, access level and schemas come from
 * packages/contracts, so a route file holds only the handler.
 */
export function handle<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const schema: FastifySchema & { tags: string[]; summary: string; description?: string } = {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    response: {
      200: endpoint.responseMediaType
        ? {
            description: endpoint.summary,
            content: { [endpoint.responseMediaType]: { schema: endpoint.response } },
          }
        : endpoint.response,
    },
  };
  if (endpoint.description) schema.description = endpoint.description;
  if (endpoint.request) {
    if (carriesBody(endpoint.method)) schema.body = endpoint.request;
    else schema.querystring = endpoint.request;
  }
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.headers) schema.headers = endpoint.headers;
  if (endpoint.hidden) Object.assign(schema, { hide: true });
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      ...(endpoint.staffRoles ? { staffRoles: endpoint.staffRoles } : {}),
      ...(endpoint.scope ? { scope: endpoint.scope } : {}),
      ...(endpoint.stepUp ? { stepUp: true } : {}),
      ...(bodyIsOptional(endpoint) ? { optionalBody: true } : {}),
    },
    schema,
    handler: (request, reply) => handler(request as EndpointRequest<E>, reply),
  });
}
