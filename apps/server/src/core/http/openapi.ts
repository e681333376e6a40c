import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { systemEndpoints } from '@gpucloud/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { handle } from './endpoint-routes';

/** OpenAPI 3 from the zod contracts: the document at /api/openapi.json, a browser at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'GPU Cloud API',
        version: '1.0.0',
        description:
          'Every answer is the envelope {status, reason, data}; status 0 is success. The main API takes the session token as the `session` body field (query parameter on GET); the third-party API takes it as `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  handle(app, systemEndpoints.openApi, async (_request, reply) => reply.send(app.swagger()));
}
