import swagger from '@fastify/swagger';
import { publicApiEndpoints, SIGNED_REQUEST_HEADERS } from '@gpucloud/contracts';
import { SIGNATURE_MAX_SKEW_SECONDS, SIGNING_ALGORITHM } from '@gpucloud/domain';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../core/http/endpoint-routes';
import { serversOf, zodSchemaTransform } from '../../core/http/openapi';
import { describeOperations, type OpenApiDocument } from '../../core/http/openapi-operations';

const h = SIGNED_REQUEST_HEADERS;

/** The signing scheme as the document states it (the rules: packages/domain/src/api-signing.ts). */
export const SIGNING_SCHEME = [
  'Every call but this document is signed with an access key made on /console/openapi/accessKey.',
  `Headers: ${h.accessKey} (the access key id), ${h.timestamp} (Unix seconds, within ${SIGNATURE_MAX_SKEW_SECONDS} s of the server clock), ${h.nonce} (16-64 of A-Z a-z 0-9 _ -, never reused by the key), ${h.signature}.`,
  'CanonicalRequest = METHOD \\n PATH \\n CANONICAL_QUERY \\n hex(sha256(body bytes)) \\n TIMESTAMP \\n NONCE, where PATH is the path as sent without the query, CANONICAL_QUERY the query pairs decoded, re-encoded by RFC 3986 (space as %20), sorted by name then value and joined by &, and an empty body hashes the empty string.',
  `StringToSign = "${SIGNING_ALGORITHM}" \\n TIMESTAMP \\n hex(sha256(CanonicalRequest)); ${h.signature} = hex(HMAC-SHA256(secret, StringToSign)).`,
  'Bodies are JSON (Content-Type: application/json), signed as the exact bytes sent. Answers are the envelope {status, reason, data}; status 0 is success.',
  "Refusals: 100031 unknown key, bad signature, rotated-out secret, replayed nonce, stale timestamp, disabled key or closed account; 100032 expired key; 100041 address outside the key's IP allow-list, scope missing, or billing for a sub-account; 100051 (HTTP 429, Retry-After: seconds until a token is back) the key's rate limit, a token bucket of RateLimitPerMinute tokens (GET /key) refilled at that many a minute: a burst of up to the limit, then one request per refill (a refused request's nonce may be used again); 1 a refusal of the business rules, e.g. the monthly spend cap reached; 100021/100022 a body or parameter that breaks the rules named in this document; 100003 (HTTP 503) a moment's failure (a time-out, a server shutting down, or the replay guard not answering where the server keeps nonces in Redis): sign the request anew and send it again.",
].join('\n\n');

/**
 * The public API's own OpenAPI document at /openapi/v1/openapi.json: a swagger instance of this
 * context sees only the routes of /openapi/v1 (the main document at /api/openapi.json leaves them out).
 */
export async function registerPublicApiDocument(app: FastifyInstance, publicBaseUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'GPU Cloud public API', version: '1.0.0', description: SIGNING_SCHEME },
      components: {
        securitySchemes: {
          signedRequest: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Access-Key',
            description: `Signed with ${h.timestamp}, ${h.nonce} and ${h.signature} as the document's description says.`,
          },
        },
      },
    },
    transform: zodSchemaTransform,
    transformObject: (documentObject) => {
      const document = (
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject
      ) as OpenApiDocument;
      describeOperations(document, serversOf(publicBaseUrl));
      return document;
    },
  });
  handle(app, publicApiEndpoints.document, async (_request, reply) => reply.send(app.swagger()));
}
