import { publicationGaps, WORK_ORDER_STATES } from '@gpucloud/domain';
import { z } from 'zod';
import { emptyData, envelopeSchema } from './envelope';
import { idField, pageField, pageSizeField, typedText } from './fields';
import { staffSessionField } from './staff';
import {
  WORK_ORDER_FILES_PER_MESSAGE,
  WORK_ORDER_TEXT_MAX,
  workOrderComment,
  workOrderDetail,
  workOrderFile,
  workOrderSummary,
} from './work-orders';

/**
 * The support desk of the operator console (issue 12 point 5): the queue with its first-reply
 * timers, picking and assigning, replies and internal notes, canned replies, resolving.
 */

/** Where a ticket stands against its first-reply target. */
export const WORK_ORDER_SLA_STATES = ['met', 'breached', 'due', 'overdue', 'none'] as const;
export type WorkOrderSlaState = (typeof WORK_ORDER_SLA_STATES)[number];

export const DESK_ASSIGNEE_FILTERS = ['any', 'me', 'none'] as const;

export const opsTicketListRequest = z.object({
  session: staffSessionField,
  status: z
    .enum(['open', 'all', ...WORK_ORDER_STATES])
    .default('open')
    .describe('open (submitted, in progress, waiting for the customer), all, or one state'),
  assignee: z
    .enum(DESK_ASSIGNEE_FILTERS)
    .default('any')
    .describe('any, me (the caller), none (nobody picked it)'),
  q: z
    .string()
    .trim()
    .max(50, 'must be at most 50 characters')
    .optional()
    .describe('a ticket id, part of a customer phone, or part of a title'),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export type OpsTicketListRequest = z.infer<typeof opsTicketListRequest>;

const deskFacts = {
  user_id: z.number().int(),
  user_phone: z.string(),
  user_name: z.string(),
  /** The sub-account that wrote it, or null for the main account. */
  sub_account_name: z.string().nullable(),
  assignee_id: z.number().int().nullable(),
  assignee_name: z.string().nullable(),
  first_reply_due_at: z.string().nullable().describe('ISO 8601: 2 business hours after submission'),
  first_replied_at: z.string().nullable(),
  sla: z
    .enum(WORK_ORDER_SLA_STATES)
    .describe(
      'met / breached: first reply in / after time; due / overdue: no reply yet; none: closed without one',
    ),
};

export const opsTicketRow = workOrderSummary.omit({ unread: true }).extend(deskFacts);
export type OpsTicketRow = z.infer<typeof opsTicketRow>;
export const opsTicketListResponse = envelopeSchema(
  z.object({
    list: z.array(opsTicketRow),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    /** Open tickets whose first reply is overdue, over the whole desk. */
    overdue: z.number().int(),
  }),
);

export const opsTicketComment = workOrderComment.extend({
  internal: z.boolean().describe('an internal note: the customer never sees it'),
});
export type OpsTicketComment = z.infer<typeof opsTicketComment>;
export const opsTicketDetail = workOrderDetail
  .omit({ unread: true, can: true, comments: true, subscription_id: true })
  .extend({
    ...deskFacts,
    comments: z.array(opsTicketComment),
    can: z.object({
      pick: z.boolean().describe('open, and not the caller’s already'),
      reply: z.boolean(),
      note: z.boolean(),
      resolve: z.boolean(),
    }),
  });
export type OpsTicketDetail = z.infer<typeof opsTicketDetail>;
export const opsTicketDetailResponse = envelopeSchema(opsTicketDetail);

export const opsTicketRequest = z.object({ session: staffSessionField, work_order_id: idField });
export const opsTicketAssignRequest = z.object({
  session: staffSessionField,
  work_order_id: idField,
  staff_id: idField.optional().describe('a support (or admin) member; the caller when left out'),
});
export const opsTicketReplyRequest = z.object({
  session: staffSessionField,
  work_order_id: idField,
  content: typedText(WORK_ORDER_TEXT_MAX),
  internal: z.boolean().default(false).describe('true: an internal note the customer never sees'),
  file_ids: z
    .array(idField)
    .max(WORK_ORDER_FILES_PER_MESSAGE, `must hold at most ${WORK_ORDER_FILES_PER_MESSAGE} files`)
    .default([])
    .describe('ids from POST /api/ops/work-order/upload_file, not yet in a message'),
});
export type OpsTicketReplyRequest = z.infer<typeof opsTicketReplyRequest>;
export const opsTicketResolveRequest = z.object({
  session: staffSessionField,
  work_order_id: idField,
  content: typedText(WORK_ORDER_TEXT_MAX).optional().describe('a last reply the customer sees, sent with it'),
});
export const opsTicketCommentResponse = envelopeSchema(z.object({ comment_id: z.number().int() }));
export const opsDeskFileResponse = envelopeSchema(z.object({ file: workOrderFile }));

export const opsSupportStaffResponse = envelopeSchema(
  z.object({ staff: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })) }),
);

/** A text that may be left empty: the other language carries the canned reply. */
const optionalTypedText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).default('');

/** A canned reply in both languages: one may be empty (a reply written in one language). */
export const cannedReply = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_zh: z.string(),
  content_en: z.string(),
  content_zh: z.string(),
  updated_at: z.string(),
});
export type CannedReply = z.infer<typeof cannedReply>;
export const opsCannedRepliesResponse = envelopeSchema(z.object({ replies: z.array(cannedReply) }));
/** Each language's title is unique among canned replies; a language is a title with its content. */
const cannedFields = {
  title_en: optionalTypedText(60).describe('unique in English'),
  title_zh: optionalTypedText(60).describe('unique in Chinese'),
  content_en: optionalTypedText(WORK_ORDER_TEXT_MAX),
  content_zh: optionalTypedText(WORK_ORDER_TEXT_MAX),
};

/** A canned reply is written whole (title and content) in at least one language. */
/* @__NO_SIDE_EFFECTS__ */
function requireOneLanguage(
  body: { title_en: string; title_zh: string; content_en: string; content_zh: string },
  ctx: z.RefinementCtx,
): void {
  const gaps = publicationGaps(
    {
      'en-US': { title: body.title_en, content: body.content_en },
      'zh-CN': { title: body.title_zh, content: body.content_zh },
    },
    ['title', 'content'],
    true,
  );
  for (const gap of gaps) {
    const field = `${gap.field}_${gap.language === 'zh-CN' ? 'zh' : 'en'}`;
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: 'is required: write the reply in English or Chinese',
    });
  }
}

const WRITTEN = { type: 'string', pattern: '\\S' } as const;
const ONE_LANGUAGE_BRANCHES = {
  anyOf: [
    { required: ['title_en', 'content_en'], properties: { title_en: WRITTEN, content_en: WRITTEN } },
    { required: ['title_zh', 'content_zh'], properties: { title_zh: WRITTEN, content_zh: WRITTEN } },
  ],
};

export const opsCannedReplyCreateRequest = z
  .object({ session: staffSessionField, ...cannedFields })
  .superRefine(requireOneLanguage)
  .meta(ONE_LANGUAGE_BRANCHES);
export const opsCannedReplyEditRequest = z
  .object({ session: staffSessionField, id: idField, ...cannedFields })
  .superRefine(requireOneLanguage)
  .meta(ONE_LANGUAGE_BRANCHES);
export const opsCannedReplyDeleteRequest = z.object({ session: staffSessionField, id: idField });
export const opsDeskCreatedResponse = envelopeSchema(z.object({ id: z.number().int() }));
export const opsDeskAcknowledged = envelopeSchema(emptyData);
