import { z } from 'zod';
import { sendNotificationRequest } from './admin';
import { envelopeSchema } from './envelope';
import { intEnumField, phoneField } from './fields';
import { staffSessionField } from './staff';

/** Who a staff notification goes to: one main account, every account of a membership level, or everyone. */
export const NOTIFICATION_TARGETS = ['user', 'level', 'all'] as const;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];

const audienceShape = {
  session: staffSessionField,
  target: z.enum(NOTIFICATION_TARGETS).describe('user (by phone), level (membership level) or all'),
  phone: phoneField.optional().describe('the main account to notify; needed when target is user'),
  vip_level: intEnumField([0, 1, 2, 3, 4])
    .optional()
    .describe('membership level 0-4 (SPEC §4); needed when target is level'),
};

/** The field a target needs is named by the refusal, so the form puts it on that field. */
/* @__NO_SIDE_EFFECTS__ */
function requireTargetField(
  body: { target: NotificationTarget; phone?: string | undefined; vip_level?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (body.target === 'user' && body.phone === undefined)
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'is required when target is user' });
  if (body.target === 'level' && body.vip_level === undefined)
    ctx.addIssue({ code: 'custom', path: ['vip_level'], message: 'is required when target is level' });
}

/** The same rule for the document: each target with the field it needs (as `requireOneOf` states its rule). */
const TARGET_BRANCHES = {
  anyOf: [
    { properties: { target: { enum: ['user'] } }, required: ['phone'] },
    { properties: { target: { enum: ['level'] } }, required: ['vip_level'] },
    { properties: { target: { enum: ['all'] } } },
  ],
};

export const opsNotificationAudienceRequest = z
  .object(audienceShape)
  .superRefine(requireTargetField)
  .meta(TARGET_BRANCHES);
export const opsNotificationAudienceResponse = envelopeSchema(
  z.object({ recipients: z.number().int().describe('how many accounts the notification would reach now') }),
);

const { title, original, link, also_message } = sendNotificationRequest.shape;
export const opsSendNotificationRequest = z
  .object({ ...audienceShape, title, original, link, also_message })
  .superRefine(requireTargetField)
  .meta(TARGET_BRANCHES);
export const opsSendNotificationResponse = envelopeSchema(z.object({ recipients: z.number().int() }));

export type OpsNotificationAudience = z.infer<typeof opsNotificationAudienceRequest>;
export type OpsSendNotificationRequest = z.infer<typeof opsSendNotificationRequest>;
