import { ErrorCode, LANGUAGES, type Language } from '@gpucloud/contracts';
import { type Bilingual, publicationGap } from '@gpucloud/domain';
import { bilingualParam, missingLanguageError } from '../../core/bilingual-texts';
import { AppError } from '../../core/errors';

const FIELDS = ['title', 'content'] as const;

/** A canned reply's words as a request sends them. */
export interface CannedReplyInput {
  title_en: string;
  title_zh: string;
  content_en: string;
  content_zh: string;
}

export function cannedReplyColumns(input: CannedReplyInput) {
  return {
    titleEn: input.title_en,
    titleZh: input.title_zh,
    contentEn: input.content_en,
    contentZh: input.content_zh,
  };
}

export type CannedReplyColumns = ReturnType<typeof cannedReplyColumns>;

export function cannedReplyOut(row: CannedReplyColumns & { id: number; updatedAt: Date }) {
  return {
    id: row.id,
    title_en: row.titleEn,
    title_zh: row.titleZh,
    content_en: row.contentEn,
    content_zh: row.contentZh,
    updated_at: row.updatedAt.toISOString(),
  };
}

const textsOf = (columns: CannedReplyColumns): Bilingual<(typeof FIELDS)[number]> => ({
  'en-US': { title: columns.titleEn, content: columns.contentEn },
  'zh-CN': { title: columns.titleZh, content: columns.contentZh },
});

/**
 * A canned reply is written in at least one language, and a language it is written in has both a
 * title and content (a title alone would insert nothing). 100021 names the empty field.
 */
export function assertCannedReplyWritten(columns: CannedReplyColumns): void {
  const texts = textsOf(columns);
  for (const language of LANGUAGES) {
    const { title, content } = texts[language];
    const emptyField =
      !title.trim() && content.trim() ? 'title' : title.trim() && !content.trim() ? 'content' : null;
    if (emptyField) {
      const other = emptyField === 'title' ? 'content' : 'title';
      throw new AppError(
        ErrorCode.ILLEGAL_BODY,
        `illegal request body: ${bilingualParam(emptyField, language)}: is required with ${bilingualParam(other, language)}`,
      );
    }
  }
  const gap = publicationGap(texts, FIELDS, true);
  if (gap) throw missingLanguageError(gap, 'unless the other language is written');
}

/** The languages whose title the reply has, each with that title (for the uniqueness check). */
export function cannedTitles(columns: CannedReplyColumns): { language: Language; title: string }[] {
  return [
    { language: 'en-US' as const, title: columns.titleEn },
    { language: 'zh-CN' as const, title: columns.titleZh },
  ].filter((entry) => entry.title.length > 0);
}
