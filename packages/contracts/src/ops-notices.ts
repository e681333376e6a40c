import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, pageField, pageSizeField } from './fields';
import { staffSessionField } from './staff';

/** A draft is invisible to customers; unpublishing turns a notice back into a draft. */
export const NOTICE_STATES = ['draft', 'published'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENT_MAX = 100_000;

export const opsNoticeListRequest = z.object({
  session: staffSessionField,
  state: z.enum(['all', ...NOTICE_STATES]).default('all'),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});

export const opsNoticeSummary = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Summary: z.string().describe('the first line of the content, as plain text'),
  State: z.enum(NOTICE_STATES),
  UpdateAt: z.string().describe('ISO 8601: last saved'),
  PublishedAt: z.string().nullable().describe('ISO 8601; null for a draft'),
});
export const opsNoticeDetail = opsNoticeSummary.extend({ Content: z.string().describe('markdown') });
export const opsNoticeListResponse = envelopeSchema(
  z.object({ data: z.array(opsNoticeSummary), total: z.number().int() }),
);

export const opsNoticeByIdRequest = z.object({ session: staffSessionField, id: idField });
export const opsNoticeDetailResponse = envelopeSchema(opsNoticeDetail);

/** A draft may be saved half written (empty title or content); publishing needs both. */
const draftFields = {
  title: z
    .string()
    .trim()
    .max(NOTICE_TITLE_MAX, `must be at most ${NOTICE_TITLE_MAX} characters`)
    .default(''),
  content: z.string().max(NOTICE_CONTENT_MAX, `must be at most ${NOTICE_CONTENT_MAX} characters`).default(''),
};
export const opsCreateNoticeDraftRequest = z.object({ session: staffSessionField, ...draftFields });
export const opsSaveNoticeDraftRequest = z.object({
  session: staffSessionField,
  id: idField,
  ...draftFields,
});
export const opsNoticeSavedResponse = envelopeSchema(
  z.object({ Id: z.number().int(), UpdateAt: z.string() }),
);
export const opsNoticeStateResponse = envelopeSchema(
  z.object({ Id: z.number().int(), State: z.enum(NOTICE_STATES), PublishedAt: z.string().nullable() }),
);

export type OpsNoticeSummary = z.infer<typeof opsNoticeSummary>;
export type OpsNoticeDetail = z.infer<typeof opsNoticeDetail>;
export type OpsNoticeListRequest = z.infer<typeof opsNoticeListRequest>;
export type OpsNoticeDraftInput = z.infer<typeof opsCreateNoticeDraftRequest>;
