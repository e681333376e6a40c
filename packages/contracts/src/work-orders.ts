import { WORK_ORDER_STATES } from '@gpucloud/domain';
import { z } from 'zod';
import { emptyData, envelopeSchema } from './envelope';
import { idField, pageField, pageSizeField, phoneField, typedText } from './fields';
import { instanceStatus } from './instances';
import { INSTANCE_KINDS } from './kinds';
import { WORK_ORDER_RESOURCE_TYPES } from './work-order-help';

/**
 * Support tickets (issue 12 point 3), customer side, on the third-party API: files uploaded first
 * (`POST .../file`, multipart), then a ticket naming them, a conversation, and the customer's
 * actions on it. Internal notes of staff never appear in any of these answers.
 */

export const workOrderStatus = z.enum(WORK_ORDER_STATES);

/** The largest file an upload takes (the server judges every file by its bytes as well). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The multipart field an upload's file travels in. */
export const UPLOAD_FIELD = 'file';

/** At most this many files in one message (the ticket itself, or one comment). */
export const WORK_ORDER_FILES_PER_MESSAGE = 5;
/** Uploaded files not yet in a message: more are refused until some are used or deleted. */
export const WORK_ORDER_PENDING_FILES_MAX = 20;
/** Open tickets (submitted, in progress, waiting) one owner may have at once; more are refused. */
export const WORK_ORDER_OPEN_MAX = 20;
export const WORK_ORDER_TITLE_MAX = 100;
export const WORK_ORDER_TEXT_MAX = 5000;

const fileIdsField = z
  .array(idField)
  .max(WORK_ORDER_FILES_PER_MESSAGE, `must hold at most ${WORK_ORDER_FILES_PER_MESSAGE} files`)
  .describe('ids from POST .../file, uploaded by the caller and not yet in a message');

/** The path's `{id}` of a ticket, an attachment or a subscription. */
export const workOrderIdParams = z.object({ id: idField });

/** A file as a customer or staff member sees it: `url` downloads it (signed, valid 15 minutes). */
export const workOrderFile = z.object({
  id: z.number().int(),
  name: z.string().describe('the sanitised name, with the extension of what the bytes are'),
  size: z.number().int().describe('bytes'),
  content_type: z.string(),
  is_image: z.boolean().describe('png, jpeg, webp or gif: shown inline; everything else downloads'),
  url: z.string().describe('a signed address, valid for 15 minutes; needs no session'),
  created_at: z.string().describe('ISO 8601'),
});
export type WorkOrderFile = z.infer<typeof workOrderFile>;
export const workOrderFileResponse = envelopeSchema(z.object({ file: workOrderFile }));

export const workOrderComment = z.object({
  id: z.number().int(),
  author: z.enum(['user', 'staff']),
  /** Staff sign with their display name; the customer's own comments with an empty string. */
  author_name: z.string(),
  content: z.string(),
  created_at: z.string().describe('ISO 8601'),
  edited_at: z.string().nullable().describe('ISO 8601, when the author last changed it'),
  /** The caller's own last comment, for 5 minutes after it was written, while the ticket is open. */
  editable: z.boolean(),
  attachments: z.array(workOrderFile),
});
export type WorkOrderComment = z.infer<typeof workOrderComment>;

export const workOrderSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  status: workOrderStatus,
  category_name: z.string(),
  category_name_en: z.string(),
  subcategory_id: z.number().int().nullable(),
  subcategory_name: z.string(),
  subcategory_name_en: z.string(),
  resource_type: z.enum(WORK_ORDER_RESOURCE_TYPES).nullable(),
  resource_id: z.string().nullable().describe('the instance the ticket concerns'),
  created_at: z.string().describe('ISO 8601'),
  updated_at: z.string().describe('ISO 8601: the last message or change'),
  unread: z.boolean().describe('a staff reply came after the owner last opened it'),
});
export type WorkOrderSummary = z.infer<typeof workOrderSummary>;

export const workOrderDetail = workOrderSummary.extend({
  description: z.string(),
  contact_phone: z.string(),
  reopened: z.boolean().describe('reopened once already: it cannot be reopened again'),
  resolved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** When a resolved ticket closes by itself (7 days after resolved); null otherwise. */
  auto_close_at: z.string().nullable(),
  /** What the caller may do now (the lifecycle's word; the server checks it again). */
  can: z.object({
    comment: z.boolean(),
    revoke: z.boolean(),
    confirm: z.boolean(),
    reopen: z.boolean(),
  }),
  /** Files of the ticket itself (written with it, or added later by POST .../attachments). */
  attachments: z.array(workOrderFile),
  comments: z.array(workOrderComment),
  /** The caller's subscription to replies (POST/DELETE .../notifications), or null. */
  subscription_id: z.number().int().nullable(),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetail>;
export const workOrderDetailResponse = envelopeSchema(workOrderDetail);

export const workOrderCreateRequest = z.object({
  subcategory_id: idField,
  title: typedText(WORK_ORDER_TITLE_MAX),
  description: typedText(WORK_ORDER_TEXT_MAX),
  resource_id: z
    .string()
    .trim()
    .min(1, 'is required')
    .regex(/\S/, 'is required')
    .max(64, 'must be at most 64 characters')
    .optional()
    .describe(
      'the name of one of the caller’s instances, released ones included (GET .../instances lists them); only for a subcategory about an instance or bare metal, and left out there when the customer no longer has it or cannot say',
    ),
  contact_phone: phoneField.describe('where support may call back'),
  file_ids: fileIdsField.default([]),
  agreement: z
    .literal(true, 'must be true: the work-order agreement (/workOrderAgreement) is accepted')
    .describe('true: the caller accepts the work-order agreement'),
});
export type WorkOrderCreateRequest = z.infer<typeof workOrderCreateRequest>;
export const workOrderCreatedResponse = envelopeSchema(z.object({ id: z.number().int() }));

/** How many of the caller's instances, newest first, the ticket form offers. */
export const WORK_ORDER_INSTANCE_OPTIONS_MAX = 100;

/** An instance a ticket may name: one the caller has, or had (released or failed ones included). */
export const workOrderInstanceOption = z.object({
  name: z.string().describe('what `resource_id` takes'),
  kind: z.enum(INSTANCE_KINDS),
  status: instanceStatus,
  released: z.boolean().describe('released: the customer no longer has it, support still finds it'),
  created_at: z.string().describe('ISO 8601'),
});
export type WorkOrderInstanceOption = z.infer<typeof workOrderInstanceOption>;
export const workOrderInstanceOptionsResponse = envelopeSchema(
  z.object({ list: z.array(workOrderInstanceOption) }),
);

export const WORK_ORDER_LIST_FILTERS = ['all', 'open', ...WORK_ORDER_STATES] as const;
export const workOrderListRequest = z.object({
  status: z
    .enum(WORK_ORDER_LIST_FILTERS)
    .default('all')
    .describe('all; open (submitted, in progress or waiting for the customer); or one state'),
  page: pageField.default(1),
  page_size: pageSizeField.default(10),
});
export type WorkOrderListRequest = z.infer<typeof workOrderListRequest>;
export const workOrderListResponse = envelopeSchema(
  z.object({
    list: z.array(workOrderSummary),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
  }),
);

export const WORK_ORDER_CUSTOMER_ACTIONS = ['revoke', 'confirm', 'reopen', 'edit_comment'] as const;
/**
 * `PUT .../orders/{id}`: revoke (while not resolved), confirm resolved (closes it), reopen a
 * resolved one (once), or change the caller's own last comment within 5 minutes (`content`).
 */
export const workOrderUpdateRequest = z
  .object({
    action: z.enum(WORK_ORDER_CUSTOMER_ACTIONS).describe(WORK_ORDER_CUSTOMER_ACTIONS.join(', ')),
    content: typedText(WORK_ORDER_TEXT_MAX)
      .optional()
      .describe('edit_comment: the new text of the last comment'),
  })
  .refine((body) => body.action !== 'edit_comment' || body.content !== undefined, {
    message: 'content is required to edit a comment',
    path: ['content'],
  })
  .meta({
    anyOf: [
      { properties: { action: { type: 'string', enum: ['revoke', 'confirm', 'reopen'] } } },
      { properties: { action: { type: 'string', enum: ['edit_comment'] } }, required: ['content'] },
    ],
  });
export type WorkOrderUpdateRequest = z.infer<typeof workOrderUpdateRequest>;

export const workOrderCommentRequest = z.object({
  work_order_id: idField,
  content: typedText(WORK_ORDER_TEXT_MAX),
  file_ids: fileIdsField.default([]),
});
export type WorkOrderCommentRequest = z.infer<typeof workOrderCommentRequest>;

export const workOrderAttachRequest = z.object({
  work_order_id: idField,
  file_ids: fileIdsField.min(1, 'must hold at least one file'),
});
export const workOrderAttachResponse = envelopeSchema(z.object({ attachments: z.array(workOrderFile) }));

export const workOrderSubscribeRequest = z.object({ work_order_id: idField });
export const workOrderSubscribeResponse = envelopeSchema(z.object({ id: z.number().int() }));

export const workOrderAcknowledged = envelopeSchema(emptyData);

/** Signed download of an attachment: what `url` of a file carries. */
export const workOrderFileDownloadRequest = z.object({
  expires: z
    .string()
    .regex(/^[0-9]{1,12}$/, 'must be epoch seconds')
    .describe('epoch seconds after which the address no longer works'),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters'),
});

/** The file's bytes (the content type of the file itself; described as binary). */
export const workOrderFileDownload = z.string().describe('the file');

export const workOrderUnreadFlagResponse = envelopeSchema(
  z.object({ unread: z.boolean().describe('a reply on one of the caller’s work orders is unread') }),
);
