import { z } from 'zod';
import { envelopeSchema } from './envelope';

export const health = z.object({
  database: z.enum(['up', 'down']),
  engine: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export const healthResponse = envelopeSchema(health);
export type Health = z.infer<typeof health>;
