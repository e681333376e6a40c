import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, pageField, pageSizeField, sessionField } from './fields';
import { textLanguageField } from './language';

/** A notice in a list: what the notice bar and /inform show, in the reader's language (or the other). */
export const noticeSummary = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Summary: z.string().describe('the first line of the content, as plain text'),
  CreateAt: z.string().describe('publication time, ISO 8601'),
  Language: textLanguageField,
});
export const noticeDetail = noticeSummary.extend({ Content: z.string().describe('markdown') });

export const banner = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Subtitle: z.string(),
  Link: z.string().describe('in-app path or absolute URL'),
  Language: textLanguageField,
});

export const bannerAndNoticeRequest = z.object({ session: sessionField });
export const bannerAndNoticeResponse = envelopeSchema(
  z.object({ banners: z.array(banner), notices: z.array(noticeSummary) }),
);

export const noticePageRequest = z.object({
  session: sessionField,
  page: pageField.default(1),
  page_size: pageSizeField.default(10),
});
export const noticePageResponse = envelopeSchema(
  z.object({ data: z.array(noticeSummary), total: z.number().int() }),
);

export const noticeByIdRequest = z.object({
  session: sessionField,
  id: idField,
});
export const noticeByIdResponse = envelopeSchema(noticeDetail);

export type NoticeSummary = z.infer<typeof noticeSummary>;
export type NoticeDetail = z.infer<typeof noticeDetail>;
export type Banner = z.infer<typeof banner>;
