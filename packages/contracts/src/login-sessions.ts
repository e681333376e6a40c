import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { sessionField } from './fields';

/** A person's own signed-in sessions (issue 46, point 4): the security page's list. */
export const loginSessionRow = z.object({
  Id: z.string(),
  Device: z.string().describe('browser and system read from the user agent, e.g. "Chrome on Windows"'),
  Ip: z.string(),
  CreateAt: z.string(),
  LastSeenAt: z.string().describe('moves at most once a minute'),
  Current: z.boolean().describe('the session of this request'),
});
export type LoginSessionRow = z.infer<typeof loginSessionRow>;
export const loginSessionsResponse = envelopeSchema(z.object({ data: z.array(loginSessionRow) }));

export const endLoginSessionRequest = z.object({
  session: sessionField,
  session_id: z.uuid('must be a session id').describe('Id of a session from /api/get_login_sessions'),
});
export const endedLoginSessionsResponse = envelopeSchema(z.object({ Ended: z.number().int() }));
