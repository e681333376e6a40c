import {
  type BannerInput,
  bannerLanguageIssues,
  type Language,
  type NoticeTextInput,
  noticeLanguageIssues,
} from '@gpucloud/contracts';
import { type Bilingual, missingLanguages } from '@gpucloud/domain';
import { inReaderLanguage } from '../../core/bilingual-texts';
import { refused } from '../../core/errors';
import type { banners, notices } from '../../db/schema/notices/notices.table';

type NoticeRow = typeof notices.$inferSelect;
type BannerRow = typeof banners.$inferSelect;

/** A notice is readable in a language when it has a title and content in it. */
export const NOTICE_FIELDS = ['title', 'content'] as const;
/** A banner's subtitle is optional: its title makes a language. */
export const BANNER_FIELDS = ['title'] as const;

export function noticeTexts(row: Pick<NoticeRow, 'titleEn' | 'titleZh' | 'contentEn' | 'contentZh'>) {
  return {
    'en-US': { title: row.titleEn, content: row.contentEn },
    'zh-CN': { title: row.titleZh, content: row.contentZh },
  } satisfies Bilingual<(typeof NOTICE_FIELDS)[number]>;
}

export function bannerTexts(row: Pick<BannerRow, 'titleEn' | 'titleZh' | 'subtitleEn' | 'subtitleZh'>) {
  return {
    'en-US': { title: row.titleEn, subtitle: row.subtitleEn },
    'zh-CN': { title: row.titleZh, subtitle: row.subtitleZh },
  } satisfies Bilingual<'title' | 'subtitle'>;
}

/** The columns of a notice's texts from a request's fields. */
export function noticeColumns(input: NoticeTextInput) {
  return {
    titleEn: input.title_en,
    titleZh: input.title_zh,
    contentEn: input.content_en,
    contentZh: input.content_zh,
    singleLanguage: input.single_language,
  };
}

/**
 * A stored draft goes on the board with both languages, or one where staff marked it
 * single-language: the refusal names the empty field (`title_zh: is required in Chinese unless …`).
 */
export function assertNoticePublishable(
  row: Parameters<typeof noticeTexts>[0] & { singleLanguage: boolean },
): void {
  const [issue] = noticeLanguageIssues({
    title_en: row.titleEn,
    title_zh: row.titleZh,
    content_en: row.contentEn,
    content_zh: row.contentZh,
    single_language: row.singleLanguage,
  });
  if (issue) throw refused(`${issue.field}: ${issue.message}`);
}

export function noticeInLanguage(row: Parameters<typeof noticeTexts>[0], reader: Language) {
  return inReaderLanguage(noticeTexts(row), NOTICE_FIELDS, reader);
}

export function noticeMissingLanguages(row: Parameters<typeof noticeTexts>[0]): Language[] {
  return missingLanguages(noticeTexts(row), NOTICE_FIELDS);
}

export function bannerInLanguage(row: Parameters<typeof bannerTexts>[0], reader: Language) {
  return inReaderLanguage(bannerTexts(row), BANNER_FIELDS, reader);
}

export function bannerMissingLanguages(row: Parameters<typeof bannerTexts>[0]): Language[] {
  return missingLanguages(bannerTexts(row), BANNER_FIELDS);
}

/** The columns of a banner from a request's fields. */
export function bannerColumns(input: BannerInput) {
  return {
    titleEn: input.title_en,
    titleZh: input.title_zh,
    subtitleEn: input.subtitle_en,
    subtitleZh: input.subtitle_zh,
    link: input.link,
    singleLanguage: input.single_language,
  };
}

/**
 * A banner is shown on the store with a title in both languages, or in one where staff marked it
 * single-language, as a notice is published: the refusal names the empty field.
 */
export function assertBannerShowable(
  row: Parameters<typeof bannerTexts>[0] & { singleLanguage: boolean },
): void {
  const [issue] = bannerLanguageIssues({
    title_en: row.titleEn,
    title_zh: row.titleZh,
    subtitle_en: row.subtitleEn,
    subtitle_zh: row.subtitleZh,
    single_language: row.singleLanguage,
  });
  if (issue) throw refused(`${issue.field}: ${issue.message}`);
}
