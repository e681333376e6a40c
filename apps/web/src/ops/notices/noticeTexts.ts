import type { Language, NoticeTextInput } from '@gpucloud/contracts';
import { type Bilingual, missingLanguages, publicationGap } from '@gpucloud/domain';

const FIELDS = ['title', 'content'] as const;
type Field = (typeof FIELDS)[number];

/** The form's field of a text in a language: `title` in zh-CN is `title_zh`. */
export type NoticeTextField = Exclude<keyof NoticeTextInput, 'single_language'>;
export const fieldOf = (field: Field, language: Language): NoticeTextField =>
  `${field}_${language === 'zh-CN' ? 'zh' : 'en'}`;

function textsOf(values: NoticeTextInput): Bilingual<Field> {
  return {
    'en-US': { title: values.title_en, content: values.content_en },
    'zh-CN': { title: values.title_zh, content: values.content_zh },
  };
}

/** The languages the notice lacks a title or content in, for the columns' notes. */
export const noticeMissing = (values: NoticeTextInput): Language[] =>
  missingLanguages(textsOf(values), FIELDS);

/** The server's rule before publishing: the empty field that would refuse it, or null. */
export function noticePublishGap(
  values: NoticeTextInput,
): { field: NoticeTextField; language: Language } | null {
  const gap = publicationGap(textsOf(values), FIELDS, values.single_language);
  return gap ? { field: fieldOf(gap.field, gap.language), language: gap.language } : null;
}
