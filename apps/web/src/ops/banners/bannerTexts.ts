import type { BannerTextInput, Language, OpsBanner } from '@gpucloud/contracts';
import { type Bilingual, publicationGap } from '@gpucloud/domain';

/** A banner's title makes a language; its subtitle is optional (as the server counts it). */
const FIELDS = ['title'] as const;

export type BannerTitleField = 'title_en' | 'title_zh';
export const titleFieldOf = (language: Language): BannerTitleField =>
  language === 'zh-CN' ? 'title_zh' : 'title_en';

const textsOf = (values: Pick<BannerTextInput, 'title_en' | 'title_zh'>): Bilingual<'title'> => ({
  'en-US': { title: values.title_en ?? '' },
  'zh-CN': { title: values.title_zh ?? '' },
});

/** The server's rule before a banner is shown: the empty title that would refuse it, or null. */
export function bannerShowGap(
  values: Pick<BannerTextInput, 'title_en' | 'title_zh' | 'single_language'>,
): { field: BannerTitleField; language: Language } | null {
  const gap = publicationGap(textsOf(values), FIELDS, values.single_language);
  return gap ? { field: titleFieldOf(gap.language), language: gap.language } : null;
}

/** The title staff read a banner by: theirs, else the other language's. */
export function bannerTitle(banner: OpsBanner, language: string): string {
  const [first, second] = language.startsWith('zh')
    ? [banner.TitleZh, banner.TitleEn]
    : [banner.TitleEn, banner.TitleZh];
  return first || second;
}

/** The ids in the new order after moving one banner a step up (-1) or down (+1). */
export function movedOrder(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}
