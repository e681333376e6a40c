import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint's body schema accepts nothing at all (`.optional()`): a missing body reads as {}. */
    optionalBody?: boolean;
  }
}

/**
 * Endpoints whose body the endpoint map marks optional (the OpenAPI document says
 * `requestBody.required: false`) take a missing one as `{}`: no body at all, an empty JSON body and
 * a JSON `null`. Registered before the access check, which refuses a body that is not an object, and
 * before validation; other endpoints keep refusing these bodies.
 */
export function registerOptionalBodies(app: FastifyInstance): void {
  // An empty body sent as JSON would fail JSON.parse. Without a length or with length 0 (and not
  // chunked), HTTP says there is nothing to read: it is no body at all, whatever its type says.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const headers = request.raw.headers;
    if (
      request.routeOptions.config.optionalBody &&
      (headers['content-length'] === '0' || headers['content-length'] === undefined) &&
      headers['transfer-encoding'] === undefined
    ) {
      delete headers['content-type'];
    }
    done(null, payload);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.optionalBody && (request.body === undefined || request.body === null)) {
      request.body = {};
    }
    done();
  });
}
