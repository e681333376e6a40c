import type { Language } from '@gpucloud/contracts';

/** A canned reply's words as a request sends them (its schema asks for one language written whole). */
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

/** The languages whose title the reply has, each with that title (for the uniqueness check). */
export function cannedTitles(columns: CannedReplyColumns): { language: Language; title: string }[] {
  return [
    { language: 'en-US' as const, title: columns.titleEn },
    { language: 'zh-CN' as const, title: columns.titleZh },
  ].filter((entry) => entry.title.length > 0);
}
