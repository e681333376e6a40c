import { z } from 'zod';
import { docArticleTitle, docCategory } from './docs';
import { envelopeSchema } from './envelope';
import { INT4_MAX, idField, intRangeField, typedText } from './fields';
import { staffSessionField } from './staff';

/** Support's side of the docs centre: the tree, drafts and published articles. */
export const DOC_NAME_MAX = 60;
export const DOC_TITLE_MAX = 200;
export const DOC_BODY_MAX = 100_000;

export const DOC_ARTICLE_STATES = ['draft', 'published'] as const;
export type DocArticleState = (typeof DOC_ARTICLE_STATES)[number];

export const opsDocsRequest = z.object({ session: staffSessionField });
export const opsDocCategory = docCategory.extend({
  ArticleCount: z.number().int().describe('articles in it, drafts included'),
});
export const opsDocArticleSummary = docArticleTitle.extend({
  Order: z.number().int().describe('position in its category, from 0'),
  State: z.enum(DOC_ARTICLE_STATES),
  UpdateAt: z.string().describe('ISO 8601: last saved'),
  PublishedAt: z.string().nullable().describe('ISO 8601; null for a draft'),
  Helpful: z.number().int(),
  NotHelpful: z.number().int(),
});
export const opsDocArticle = opsDocArticleSummary.extend({
  BodyZh: z.string().describe('markdown, Chinese'),
  BodyEn: z.string().describe('markdown, English'),
});
export type OpsDocCategory = z.infer<typeof opsDocCategory>;
export type OpsDocArticleSummary = z.infer<typeof opsDocArticleSummary>;
export type OpsDocArticle = z.infer<typeof opsDocArticle>;
export const opsDocsResponse = envelopeSchema(
  z.object({
    categories: z.array(opsDocCategory).describe('depth first, siblings in order'),
    articles: z.array(opsDocArticleSummary).describe('drafts included, in reading order'),
  }),
);

export const opsDocByIdRequest = z.object({ session: staffSessionField, id: idField });
export const opsDocArticleResponse = envelopeSchema(opsDocArticle);

/** 0 puts a category at the top level (a form cannot send null). */
const parentField = intRangeField(0, INT4_MAX).default(0).describe('the parent category id; 0 for top level');
const categoryFields = {
  parent_id: parentField,
  name_zh: typedText(DOC_NAME_MAX).describe('Chinese name'),
  name_en: typedText(DOC_NAME_MAX).describe('English name'),
};
export const opsCreateDocCategoryRequest = z.object({ session: staffSessionField, ...categoryFields });
export const opsUpdateDocCategoryRequest = z.object({
  session: staffSessionField,
  id: idField,
  ...categoryFields,
});
export type OpsDocCategoryInput = z.infer<typeof opsCreateDocCategoryRequest>;

export const opsMoveDocRequest = z.object({
  session: staffSessionField,
  id: idField,
  direction: z
    .enum(['up', 'down'], { error: 'must be up or down' })
    .describe('up or down among its siblings'),
});
export const opsDocSavedResponse = envelopeSchema(z.object({ Id: z.number().int(), UpdateAt: z.string() }));
export const opsDocDeletedResponse = envelopeSchema(z.object({ Id: z.number().int() }));

/** A draft may be saved half written; publishing needs a title and a body in at least one language. */
const optionalText = (max: number) => z.string().max(max, `must be at most ${max} characters`).default('');
const optionalTitle = z
  .string()
  .trim()
  .max(DOC_TITLE_MAX, `must be at most ${DOC_TITLE_MAX} characters`)
  .default('');
const articleFields = {
  category_id: idField,
  title_zh: optionalTitle.describe('Chinese title'),
  title_en: optionalTitle.describe('English title'),
  body_zh: optionalText(DOC_BODY_MAX).describe('markdown, Chinese'),
  body_en: optionalText(DOC_BODY_MAX).describe('markdown, English'),
};
export const opsCreateDocArticleRequest = z.object({ session: staffSessionField, ...articleFields });
export const opsSaveDocArticleRequest = z.object({
  session: staffSessionField,
  id: idField,
  ...articleFields,
});
export type OpsDocArticleInput = z.infer<typeof opsCreateDocArticleRequest>;
export const opsDocStateResponse = envelopeSchema(
  z.object({
    Id: z.number().int(),
    State: z.enum(DOC_ARTICLE_STATES),
    PublishedAt: z.string().nullable(),
  }),
);
