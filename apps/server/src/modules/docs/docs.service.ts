import type {
  DocArticle,
  DocArticleTitle,
  DocCategory,
  DocSearchHit,
  DocSearchRequest,
  DocVote,
  DocVoteState,
} from '@gpucloud/contracts';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import {
  addToCounts,
  type DocArticleTitleRow,
  type DocCategoryRow,
  findArticle,
  findArticleForUpdate,
  findVote,
  listArticleTitles,
  listCategories,
  searchPublishedArticles,
  upsertVote,
} from './docs.repository';
import { readingOrder } from './docs-order';
import { containsPattern, snippetFor } from './docs-snippet';

export const ARTICLE_NOT_FOUND = 'doc article not found';

export const toCategory = (row: DocCategoryRow, order: number): DocCategory => ({
  Id: row.id,
  ParentId: row.parentId,
  NameZh: row.nameZh,
  NameEn: row.nameEn,
  Order: order,
});

export const toTitle = (row: Pick<DocArticleTitleRow, 'id' | 'categoryId' | 'titleZh' | 'titleEn'>) => ({
  Id: row.id,
  CategoryId: row.categoryId,
  TitleZh: row.titleZh,
  TitleEn: row.titleEn,
});

/** Each category's position among its siblings, from 0, as the console moves them. */
export function siblingPositions(ordered: readonly DocCategoryRow[]): Map<number, number> {
  const seen = new Map<number | null, number>();
  const positions = new Map<number, number>();
  for (const category of ordered) {
    const next = seen.get(category.parentId) ?? 0;
    positions.set(category.id, next);
    seen.set(category.parentId, next + 1);
  }
  return positions;
}

/** The tree in order with the published articles in reading order. */
async function publishedTree(deps: Pick<AppDeps, 'db'>) {
  const [categories, articles] = await Promise.all([
    listCategories(deps.db),
    listArticleTitles(deps.db, true),
  ]);
  return readingOrder(categories, articles);
}

export async function getDocTree(
  deps: Pick<AppDeps, 'db'>,
): Promise<{ categories: DocCategory[]; articles: DocArticleTitle[] }> {
  const tree = await publishedTree(deps);
  const positions = siblingPositions(tree.categories);
  return {
    categories: tree.categories.map((row) => toCategory(row, positions.get(row.id) ?? 0)),
    articles: tree.articles.map(toTitle),
  };
}

/** A published article with its neighbours in reading order (across categories). */
export async function getDocArticle(deps: Pick<AppDeps, 'db'>, id: number): Promise<DocArticle> {
  const [row, tree] = await Promise.all([findArticle(deps.db, id), publishedTree(deps)]);
  const at = tree.articles.findIndex((article) => article.id === id);
  if (!row?.publishedAt || at < 0) throw refused(ARTICLE_NOT_FOUND);
  const neighbour = (index: number) => {
    const article = tree.articles[index];
    return article ? toTitle(article) : null;
  };
  return {
    ...toTitle(row),
    BodyZh: row.bodyZh,
    BodyEn: row.bodyEn,
    UpdateAt: row.updatedAt.toISOString(),
    Helpful: row.helpfulCount,
    NotHelpful: row.notHelpfulCount,
    Previous: neighbour(at - 1),
    Next: neighbour(at + 1),
  };
}

export async function searchDocs(
  deps: Pick<AppDeps, 'db'>,
  query: DocSearchRequest,
): Promise<{ data: DocSearchHit[]; total: number }> {
  const { rows, total } = await searchPublishedArticles(deps.db, containsPattern(query.q), {
    page: query.page,
    pageSize: query.page_size,
  });
  return {
    data: rows.map((row) => ({
      ...toTitle(row),
      Match: row.titleHit ? ('title' as const) : ('body' as const),
      Snippet: snippetFor(row, query.q, query.language),
    })),
    total,
  };
}

const voteOf = (helpful: boolean | null): DocVote | null =>
  helpful === null ? null : helpful ? 'helpful' : 'not_helpful';

export async function getMyDocVote(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  id: number,
): Promise<DocVoteState> {
  const row = await findArticle(deps.db, id);
  if (!row?.publishedAt) throw refused(ARTICLE_NOT_FOUND);
  return {
    Helpful: row.helpfulCount,
    NotHelpful: row.notHelpfulCount,
    MyVote: voteOf(await findVote(deps.db, id, userId)),
  };
}

/**
 * Records the account's vote. The article's row lock makes concurrent votes take turns, so the
 * counts move by exactly the change of this account's one vote: +1 for a first vote, +1/-1 for a
 * changed one, nothing for the same vote again.
 */
export async function voteOnDoc(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  input: { id: number; vote: DocVote },
): Promise<DocVoteState> {
  return deps.db.transaction(async (tx) => {
    const article = await findArticleForUpdate(tx, input.id);
    if (!article?.publishedAt) throw refused(ARTICLE_NOT_FOUND);
    const before = await findVote(tx, input.id, userId);
    const helpful = input.vote === 'helpful';
    if (before === helpful) {
      return { Helpful: article.helpfulCount, NotHelpful: article.notHelpfulCount, MyVote: input.vote };
    }
    await upsertVote(tx, { articleId: input.id, userId, helpful, now: deps.clock.now() });
    // A changed vote leaves the side it was on.
    const counts = await addToCounts(tx, input.id, {
      helpful: helpful ? 1 : before === true ? -1 : 0,
      notHelpful: helpful ? (before === false ? -1 : 0) : 1,
    });
    return { Helpful: counts.helpful, NotHelpful: counts.notHelpful, MyVote: input.vote };
  });
}
