import { publicationGaps } from '@gpucloud/domain';
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField } from './fields';
import { LANGUAGES, type Language } from './language';
import { staffSessionField } from './staff';

export const BANNER_TITLE_MAX = 60;
export const BANNER_SUBTITLE_MAX = 120;
export const BANNER_LINK_MAX = 300;
/** The store shows a handful of cards; the list and a reorder name them all. */
export const BANNERS_MAX = 50;

/**
 * Where a banner leads: a path of this site (`/store?gpu_model=H100`, never `//host`, which a
 * browser reads as another site) or an https:// address. Nothing else: no http, no javascript:.
 */
export const BANNER_LINK_PATTERN =
  '^(?:/(?:[^/\\\\\\s][^\\\\\\s]*)?|https://[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\\d{1,5})?(?:[/?#][^\\\\\\s]*)?)$';

export const bannerLinkField = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(BANNER_LINK_MAX, `must be at most ${BANNER_LINK_MAX} characters`)
  .regex(new RegExp(BANNER_LINK_PATTERN), 'must be a path of this site (/store) or an https:// address')
  .describe('a path of this site such as /store?gpu_model=H100+80G, or an https:// address');

const bannerTitle = z
  .string()
  .trim()
  .max(BANNER_TITLE_MAX, `must be at most ${BANNER_TITLE_MAX} characters`)
  .default('');
const bannerSubtitle = z
  .string()
  .trim()
  .max(BANNER_SUBTITLE_MAX, `must be at most ${BANNER_SUBTITLE_MAX} characters`)
  .default('');

/**
 * A banner's texts in both languages, its link and its single-language mark. Saved half written;
 * activating needs a title in each language, or in one where `single_language` is set.
 */
export const bannerFields = {
  title_en: bannerTitle,
  title_zh: bannerTitle,
  subtitle_en: bannerSubtitle,
  subtitle_zh: bannerSubtitle,
  link: bannerLinkField,
  single_language: z
    .boolean()
    .default(false)
    .describe('shown in one language only: the other may stay empty'),
};

export const opsBannerListRequest = z.object({ session: staffSessionField });
export const opsBanner = z.object({
  Id: z.number().int(),
  TitleEn: z.string(),
  TitleZh: z.string(),
  SubtitleEn: z.string(),
  SubtitleZh: z.string(),
  Link: z.string(),
  SingleLanguage: z.boolean().describe('staff marked it as written in one language only'),
  Missing: z.array(z.enum(LANGUAGES)).describe('the languages whose title is empty'),
  SortOrder: z.number().int().describe('the store shows active banners by this, smallest first'),
  Active: z.boolean().describe('shown on the store page'),
});
export const opsBannerListResponse = envelopeSchema(z.object({ data: z.array(opsBanner) }));

export const opsCreateBannerRequest = z.object({ session: staffSessionField, ...bannerFields });
export const opsUpdateBannerRequest = z.object({ session: staffSessionField, id: idField, ...bannerFields });
export const opsBannerByIdRequest = z.object({ session: staffSessionField, id: idField });
export const opsBannerResponse = envelopeSchema(opsBanner);

export const opsReorderBannersRequest = z.object({
  session: staffSessionField,
  ids: z
    .array(idField)
    .min(1, 'must name at least one banner')
    .max(BANNERS_MAX, `must name at most ${BANNERS_MAX} banners`)
    .describe('every banner, each once, in the order the store shows them'),
});
export const opsReorderBannersResponse = envelopeSchema(z.object({ data: z.array(opsBanner) }));
export const opsDeleteBannerResponse = envelopeSchema(z.object({ Id: z.number().int() }));

export type OpsBanner = z.infer<typeof opsBanner>;
export type OpsBannerInput = z.infer<typeof opsCreateBannerRequest>;
/** A banner's texts, link and mark, as the editor and the server hold them. */
export type BannerInput = Omit<OpsBannerInput, 'session'>;
export type BannerTextInput = Omit<BannerInput, 'link'>;

const LANGUAGE_NAMES: Record<Language, string> = { 'en-US': 'English', 'zh-CN': 'Chinese' };

/**
 * What stops a banner from being shown on the store, each as the field it names and what it
 * needs; empty when it may: a title in both languages, or in one with `single_language` set (the
 * subtitle is optional).
 */
export function bannerLanguageIssues(texts: BannerTextInput): { field: string; message: string }[] {
  const gaps = publicationGaps(
    { 'en-US': { title: texts.title_en }, 'zh-CN': { title: texts.title_zh } },
    ['title'],
    texts.single_language,
  );
  return gaps.map((gap) => ({
    field: `${gap.field}_${gap.language === 'zh-CN' ? 'zh' : 'en'}`,
    message: texts.single_language
      ? `is required in ${LANGUAGE_NAMES[gap.language]}: a single-language banner has a title in one language`
      : `is required in ${LANGUAGE_NAMES[gap.language]} unless single_language is set`,
  }));
}
