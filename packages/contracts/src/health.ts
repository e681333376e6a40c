import { z } from 'zod';
import { envelopeSchema } from './envelope';

export const health = z.object({
  database: z.enum(['up', 'down']),
  engine: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export const healthResponse = envelopeSchema(health);
export type Health = z.infer<typeof health>;

/** The OpenAPI 3 document the server builds from this map: answered as it is, not in an envelope. */
export const openApiDocument = z.record(z.string(), z.unknown());
