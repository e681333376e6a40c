import { publicationGaps } from '@gpucloud/domain';
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, pageField, pageSizeField } from './fields';
import { LANGUAGES, type Language, textLanguageField } from './language';
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

const LANGUAGE_NAMES: Record<Language, string> = { 'en-US': 'English', 'zh-CN': 'Chinese' };

/**
 * What stops a notice's texts from going on the board, each as the field it names and what it
 * needs; empty when they may: a title and content in both languages, or in one with
 * `single_language` set.
 */
export function noticeLanguageIssues(texts: NoticeTextInput): { field: string; message: string }[] {
  const gaps = publicationGaps(
    {
      'en-US': { title: texts.title_en, content: texts.content_en },
      'zh-CN': { title: texts.title_zh, content: texts.content_zh },
    },
    ['title', 'content'],
    texts.single_language,
  );
  return gaps.map((gap) => ({
    field: `${gap.field}_${gap.language === 'zh-CN' ? 'zh' : 'en'}`,
    message: texts.single_language
      ? `is required in ${LANGUAGE_NAMES[gap.language]}: a single-language notice is written whole in one language`
      : `is required in ${LANGUAGE_NAMES[gap.language]} unless single_language is set`,
  }));
}

/** The publishing rule for a request that publishes at once: 100021 names each empty field. */
/* @__NO_SIDE_EFFECTS__ */
export function requireNoticeLanguages(texts: NoticeTextInput, ctx: z.RefinementCtx): void {
  for (const issue of noticeLanguageIssues(texts))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

const WRITTEN = { type: 'string', pattern: '\\S' } as const;

/** The same rule for the document: both languages, or one with single_language true. */
export const NOTICE_LANGUAGE_BRANCHES = {
  anyOf: [
    {
      required: ['title_en', 'title_zh', 'content_en', 'content_zh'],
      properties: { title_en: WRITTEN, title_zh: WRITTEN, content_en: WRITTEN, content_zh: WRITTEN },
    },
    {
      required: ['single_language', 'title_en', 'content_en'],
      properties: { single_language: { enum: [true] }, title_en: WRITTEN, content_en: WRITTEN },
    },
    {
      required: ['single_language', 'title_zh', 'content_zh'],
      properties: { single_language: { enum: [true] }, title_zh: WRITTEN, content_zh: WRITTEN },
    },
  ],
};
