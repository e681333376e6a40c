import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { phoneField } from './fields';
import { NOTICE_LANGUAGE_BRANCHES, noticeTextFields, requireNoticeLanguages } from './ops-notices';
import { staffSessionField } from './staff';

export const getSmsOutboxRequest = z.object({
  session: staffSessionField,
  phone: phoneField.optional().describe('only messages to this phone'),
});
export const smsOutboxMessage = z.object({ Phone: z.string(), Message: z.string(), CreateAt: z.string() });
export const getSmsOutboxResponse = envelopeSchema(z.object({ list: z.array(smsOutboxMessage) }));
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessage>;

/** Staff (support): send a notification (and optionally its message copy) to one account or to everyone. */
export const sendNotificationRequest = z.object({
  session: staffSessionField,
  phone: phoneField.optional().describe('the main account to notify; omitted: every active account'),
  title: z
    .string()
    .trim()
    .min(1, 'is required')
    .regex(/\S/, 'is required')
    .max(120, 'must be at most 120 characters'),
  original: z
    .string()
    .trim()
    .min(1, 'is required')
    .regex(/\S/, 'is required')
    .max(2000, 'must be at most 2000 characters'),
  link: z.string().max(300).default(''),
  also_message: z.boolean().default(false).describe('also put a copy in the message box'),
});
export const sendNotificationResponse = envelopeSchema(z.object({ recipients: z.number().int() }));

/**
 * Staff (support): publish a notice (markdown) on the notice board, in both languages; one may be
 * empty only with `single_language` (the server names the empty field otherwise).
 */
export const publishNoticeRequest = z
  .object({ session: staffSessionField, ...noticeTextFields })
  .superRefine(requireNoticeLanguages)
  .meta(NOTICE_LANGUAGE_BRANCHES);
export const publishNoticeResponse = envelopeSchema(z.object({ Id: z.number().int() }));

export type SendNotificationRequest = z.infer<typeof sendNotificationRequest>;
export type PublishNoticeRequest = z.infer<typeof publishNoticeRequest>;

/** Staff (support): the sandbox email outbox (codes for notice emails land here). */
export const getEmailOutboxRequest = z.object({
  session: staffSessionField,
  email: z.string().trim().toLowerCase().max(120).optional().describe('only emails to this address'),
});
export const emailOutboxMessage = z.object({
  Email: z.string(),
  Subject: z.string(),
  Text: z.string(),
  CreateAt: z.string(),
});
export type EmailOutboxMessage = z.infer<typeof emailOutboxMessage>;
export const getEmailOutboxResponse = envelopeSchema(z.object({ data: z.array(emailOutboxMessage) }));
