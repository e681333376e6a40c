import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, pageField, pageSizeField } from './fields';
import { LANGUAGES, textLanguageField } from './language';
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
  Title: z.string().describe("in the reader's language, else the other"),
  Summary: z.string().describe('the first line of the content, as plain text'),
  Language: textLanguageField,
  Missing: z.array(z.enum(LANGUAGES)).describe('the languages whose title or content is empty'),
  SingleLanguage: z.boolean().describe('staff marked it as written in one language only'),
  State: z.enum(NOTICE_STATES),
  UpdateAt: z.string().describe('ISO 8601: last saved'),
  PublishedAt: z.string().nullable().describe('ISO 8601; null for a draft'),
});
export const opsNoticeDetail = opsNoticeSummary.extend({
  TitleEn: z.string(),
  TitleZh: z.string(),
  ContentEn: z.string().describe('markdown'),
  ContentZh: z.string().describe('markdown'),
});
export const opsNoticeListResponse = envelopeSchema(
  z.object({ data: z.array(opsNoticeSummary), total: z.number().int() }),
);

export const opsNoticeByIdRequest = z.object({ session: staffSessionField, id: idField });
export const opsNoticeDetailResponse = envelopeSchema(opsNoticeDetail);

const noticeTitle = z
  .string()
  .trim()
  .max(NOTICE_TITLE_MAX, `must be at most ${NOTICE_TITLE_MAX} characters`)
  .default('');
const noticeContent = z
  .string()
  .max(NOTICE_CONTENT_MAX, `must be at most ${NOTICE_CONTENT_MAX} characters`)
  .default('');

/**
 * A notice's texts in both languages. A draft may be saved half written; publishing needs a title
 * and content in each language, or in one where `single_language` is set.
 */
export const noticeTextFields = {
  title_en: noticeTitle,
  title_zh: noticeTitle,
  content_en: noticeContent,
  content_zh: noticeContent,
  single_language: z
    .boolean()
    .default(false)
    .describe('published in one language only: the other may stay empty'),
};
export const opsCreateNoticeDraftRequest = z.object({ session: staffSessionField, ...noticeTextFields });
export const opsSaveNoticeDraftRequest = z.object({
  session: staffSessionField,
  id: idField,
  ...noticeTextFields,
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
/** A notice's four texts and its single-language mark, as the editors and the server hold them. */
export type NoticeTextInput = Omit<OpsNoticeDraftInput, 'session'>;
