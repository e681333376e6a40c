import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { phoneField, sessionField } from './fields';

export const getSmsOutboxRequest = z.object({
  session: sessionField,
  phone: phoneField.optional().describe('only messages to this phone'),
});
export const smsOutboxMessage = z.object({ Phone: z.string(), Message: z.string(), CreateAt: z.string() });
export const getSmsOutboxResponse = envelopeSchema(z.object({ list: z.array(smsOutboxMessage) }));
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessage>;
