import { z } from 'zod';
import { envelopeSchema } from './envelope';

export const health = z.object({
  database: z.enum(['up', 'down']),
  engine: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export const healthResponse = envelopeSchema(health);
export type Health = z.infer<typeof health>;

/** Liveness: the process answers; nothing else is looked at (a restart is the only cure it asks for). */
export const liveness = z.object({ live: z.literal(true) });
export const livenessResponse = envelopeSchema(liveness);

/**
 * Readiness: this process takes traffic (database reachable, migrations run, not draining). Not
 * ready answers HTTP 503 with the envelope's reason ('draining' or 'database unreachable').
 */
export const readiness = z.object({ ready: z.literal(true), engine: z.enum(['pglite', 'postgres']) });
export const readinessResponse = envelopeSchema(readiness);

/** The OpenAPI 3 document the server builds from this map: answered as it is, not in an envelope. */
export const openApiDocument = z.record(z.string(), z.unknown());
