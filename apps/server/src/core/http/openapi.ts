import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { listEndpoints, systemEndpoints } from '@gpucloud/contracts';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { JSONSchema } from 'zod/v4/core';
import { handle } from './endpoint-routes';
import { describeOperations, type OpenApiDocument, SECURITY_SCHEMES } from './openapi-operations';

type Node = JSONSchema.BaseSchema & { nullable?: boolean };

/**
 * The provider's own override, less its filter of empty union branches: a branch that another field
 * of the same body shares (the text branch of an id, say) is still an empty placeholder when the
 * override runs and is filled in afterwards, so the filter dropped it from the document. Kept: the
 * null branch of a union becomes `nullable`, as OpenAPI 3.0 has no null type.
 */
function keepSharedBranches({ jsonSchema }: { jsonSchema: JSONSchema.BaseSchema }): void {
  const anyOf = jsonSchema.anyOf as Node[] | undefined;
  if (!anyOf) return;
  const isNull = (branch: Node) =>
    branch.nullable === true && branch.enum?.length === 1 && branch.enum[0] === null;
  const others = anyOf.filter((branch) => !isNull(branch));
  if (others.length === anyOf.length || others.length === 0) return;
  if (others.length === 1) {
    delete jsonSchema.anyOf;
    Object.assign(jsonSchema, others[0], { nullable: true });
  } else Object.assign(jsonSchema, { anyOf: others, nullable: true });
}

/** Zod schemas into a document's JSON schemas (both documents use it). */
export const zodSchemaTransform = createJsonSchemaTransform({
  zodToJsonConfig: { override: keepSharedBranches },
});

/**
 * The public API (/openapi/v1) has a document of its own (modules/openApi/public-api.document.ts),
 * so the main one leaves its routes out.
 */
const mainDocumentTransform: typeof zodSchemaTransform = (input) => {
  const transformed = zodSchemaTransform(input);
  if (!input.url.startsWith('/openapi/') || !('url' in transformed)) return transformed;
  return { ...transformed, schema: { ...transformed.schema, hide: true } };
};

/**
 * Upload endpoints take multipart/form-data, read by their handler rather than by a body schema:
 * the document states the form (one binary file in the endpoint's field) and that it is required.
 */
function documentUploads(document: OpenApiDocument): OpenApiDocument {
  for (const { endpoint } of listEndpoints()) {
    if (!endpoint.upload) continue;
    const operation = document.paths?.[endpoint.path]?.[endpoint.method.toLowerCase()];
    if (!operation) continue;
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [endpoint.upload.field],
            properties: {
              [endpoint.upload.field]: {
                type: 'string',
                format: 'binary',
                description: endpoint.upload.description,
              },
            },
          },
        },
      },
    };
  }
  return document;
}

/**
 * The API docs page keeps swagger-ui's own policy (its scripts by hash), with two changes: it may
 * not be framed either, and swagger-ui's React sets a few inline styles that its hashes cannot
 * name, so its styles are allowed inline (on this page only; its scripts stay 'self' and hashed).
 */
function docsPolicy(header: string): string {
  return header
    .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'");
}

/** The one server of both documents: the address people reach the product at (PUBLIC_BASE_URL). */
export function serversOf(publicBaseUrl: string): NonNullable<OpenApiDocument['servers']> {
  return [{ url: publicBaseUrl, description: 'This installation (PUBLIC_BASE_URL)' }];
}

/** OpenAPI 3 from the zod contracts: the document at /api/openapi.json, a browser at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, publicBaseUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'GPU Cloud API',
        version: '1.0.0',
        description:
          'Every answer is the envelope {status, reason, data}; status 0 is success. Clients match on status; reason is for a person and follows Accept-Language (zh-CN or English, English without the header). The main API takes the session token as the `session` body field (on GET as `Authorization: Bearer <token>`; a `session` query parameter is still accepted); the third-party API takes it as `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: mainDocumentTransform,
    transformObject: (documentObject) => {
      const document = documentUploads(
        ('openapiObject' in documentObject
          ? documentObject.openapiObject
          : documentObject) as OpenApiDocument,
      );
      describeOperations(document, serversOf(publicBaseUrl));
      return document;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: docsPolicy,
  });
  handle(app, systemEndpoints.openApi, async (_request, reply) => reply.send(app.swagger()));
}
