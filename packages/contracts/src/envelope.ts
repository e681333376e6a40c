import { z } from 'zod';

/** Every answer of /api and /third-party: status 0 on success, else a code of ErrorCode. */
export interface Envelope<T> {
  status: number;
  reason: string;
  data: T;
}

/* @__NO_SIDE_EFFECTS__ */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.number().int().describe('0 on success, else an error code of SPEC §8'),
    reason: z.string().describe('empty on success, else what went wrong'),
    data,
  });
}

export const errorEnvelopeSchema = envelopeSchema(z.null());

/** Answer data of calls that only acknowledge. */
export const emptyData = z.object({}).strict();
