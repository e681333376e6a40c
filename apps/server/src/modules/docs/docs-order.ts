/** The few fields the tree and reading order need of a category and of an article. */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  sortOrder: number;
}
export interface ArticleLeaf {
  id: number;
  categoryId: number;
  sortOrder: number;
}

const bySortOrder = (a: { sortOrder: number; id: number }, b: { sortOrder: number; id: number }) =>
  a.sortOrder - b.sortOrder || a.id - b.id;

/**
 * Categories depth first (siblings by their order) and articles in reading order: a category's own
 * articles, then those of its subcategories. Articles of a category missing from the list are left
 * out, so a reader never reaches an article the tree does not show.
 */
export function readingOrder<C extends CategoryNode, A extends ArticleLeaf>(
  categories: readonly C[],
  articles: readonly A[],
): { categories: C[]; articles: A[] } {
  const children = new Map<number | null, C[]>();
  for (const category of categories) {
    const known = category.parentId === null || categories.some((c) => c.id === category.parentId);
    const parent = known ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const articlesOf = new Map<number, A[]>();
  for (const article of articles) {
    articlesOf.set(article.categoryId, [...(articlesOf.get(article.categoryId) ?? []), article]);
  }
  const orderedCategories: C[] = [];
  const orderedArticles: A[] = [];
  const visit = (parent: number | null) => {
    for (const category of [...(children.get(parent) ?? [])].sort(bySortOrder)) {
      orderedCategories.push(category);
      orderedArticles.push(...[...(articlesOf.get(category.id) ?? [])].sort(bySortOrder));
      visit(category.id);
    }
  };
  visit(null);
  return { categories: orderedCategories, articles: orderedArticles };
}

/** Whether `candidate` is `id` itself or lies under it: a category may not move there. */
export function isSelfOrDescendant(
  categories: readonly CategoryNode[],
  id: number,
  candidate: number,
): boolean {
  const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
  const seen = new Set<number>();
  for (let at: number | null | undefined = candidate; at != null && !seen.has(at); at = parentOf.get(at)) {
    if (at === id) return true;
    seen.add(at);
  }
  return false;
}

/** The ids of `siblings` (already in order) with `id` swapped toward `direction`; null at an end. */
export function swapped(siblings: readonly number[], id: number, direction: 'up' | 'down'): number[] | null {
  const at = siblings.indexOf(id);
  const other = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || other < 0 || other >= siblings.length) return null;
  const next = [...siblings];
  [next[at], next[other]] = [next[other] as number, next[at] as number];
  return next;
}
