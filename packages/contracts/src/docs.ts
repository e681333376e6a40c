import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, intRangeField, pageField, sessionField } from './fields';
import { languageField } from './language';

/**
 * The docs centre (SPEC §2 `/docs`, `/docs/:id`): categories in a tree and markdown articles, each
 * in Chinese and English. Readers see published articles only; a category is a heading of the tree.
 */
export const DOC_QUERY_MAX = 100;
export const DOC_SEARCH_PAGE_MAX = 50;

export const DOC_VOTES = ['helpful', 'not_helpful'] as const;
export type DocVote = (typeof DOC_VOTES)[number];

export const docCategory = z.object({
  Id: z.number().int(),
  ParentId: z.number().int().nullable().describe('null for a top-level category'),
  NameZh: z.string(),
  NameEn: z.string(),
  Order: z.number().int().describe('position among its siblings, from 0'),
});
export type DocCategory = z.infer<typeof docCategory>;

export const docArticleTitle = z.object({
  Id: z.number().int(),
  CategoryId: z.number().int(),
  TitleZh: z.string(),
  TitleEn: z.string(),
});
export type DocArticleTitle = z.infer<typeof docArticleTitle>;

export const docTreeRequest = z.object({ session: sessionField }).optional();
export const docTreeResponse = envelopeSchema(
  z.object({
    categories: z.array(docCategory).describe('depth first, siblings in order'),
    articles: z
      .array(docArticleTitle)
      .describe('published articles in reading order: a category’s own articles, then its subcategories’'),
  }),
);

export const docArticleRequest = z.object({ session: sessionField, id: idField });
export const docArticle = docArticleTitle.extend({
  BodyZh: z.string().describe('markdown (SPEC §5 rules), Chinese'),
  BodyEn: z.string().describe('markdown (SPEC §5 rules), English'),
  UpdateAt: z.string().describe('ISO 8601: last changed'),
  Helpful: z.number().int(),
  NotHelpful: z.number().int(),
  Previous: docArticleTitle.nullable().describe('the article before it in reading order'),
  Next: docArticleTitle.nullable().describe('the article after it in reading order'),
});
export type DocArticle = z.infer<typeof docArticle>;
export const docArticleResponse = envelopeSchema(docArticle);

export const docSearchRequest = z.object({
  session: sessionField,
  q: z
    .string()
    .trim()
    .min(1, 'is required')
    .regex(/\S/, 'is required')
    .max(DOC_QUERY_MAX, `must be at most ${DOC_QUERY_MAX} characters`)
    .describe('words to find in titles and bodies, Chinese or English; % and _ are plain characters'),
  language: languageField.optional().describe('the body a snippet is taken from first'),
  page: pageField.default(1),
  page_size: intRangeField(1, DOC_SEARCH_PAGE_MAX).default(10),
});
export type DocSearchRequest = z.infer<typeof docSearchRequest>;
export const docSearchHit = docArticleTitle.extend({
  Match: z.enum(['title', 'body']).describe('title hits come before body hits'),
  Snippet: z.string().describe('plain text around the first hit in a body (or its start)'),
});
export type DocSearchHit = z.infer<typeof docSearchHit>;
export const docSearchResponse = envelopeSchema(
  z.object({ data: z.array(docSearchHit), total: z.number().int() }),
);

const voteState = z.object({
  Helpful: z.number().int(),
  NotHelpful: z.number().int(),
  MyVote: z.enum(DOC_VOTES).nullable().describe("the caller's vote; null before voting"),
});
export type DocVoteState = z.infer<typeof voteState>;
export const docVoteRequest = z.object({
  session: sessionField,
  id: idField,
  vote: z.enum(DOC_VOTES, { error: `must be ${DOC_VOTES.join(' or ')}` }).describe(DOC_VOTES.join(' or ')),
});
export const docMyVoteRequest = z.object({ session: sessionField, id: idField });
export const docVoteResponse = envelopeSchema(voteState);
