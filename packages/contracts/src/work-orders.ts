import { z } from 'zod';
import { envelopeSchema } from './envelope';

export const workOrderUnreadFlagResponse = envelopeSchema(
  z.object({ unread: z.boolean().describe('a reply on one of the caller’s work orders is unread') }),
);
