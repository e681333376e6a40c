import type {
  DocArticleState,
  OpsDocArticle,
  OpsDocArticleInput,
  OpsDocArticleSummary,
  OpsDocCategory,
} from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { recordAudit } from '../staff';
import {
  type DocArticleRow,
  type DocArticleTitleRow,
  deleteArticle,
  findArticle,
  findArticleForUpdate,
  insertArticle,
  listArticleTitles,
  listCategories,
  lockCategoryArticles,
  setArticleOrder,
  updateArticle,
} from './docs.repository';
import { ARTICLE_NOT_FOUND, siblingPositions, toCategory, toTitle } from './docs.service';
import { readingOrder, swapped } from './docs-order';
import { categoryExists } from './ops-doc-categories.service';
import { audited, saved } from './ops-docs-audit';

const stateOf = (row: { publishedAt: Date | null }): DocArticleState =>
  row.publishedAt ? 'published' : 'draft';

function toSummary(row: DocArticleTitleRow, order: number): OpsDocArticleSummary {
  return {
    ...toTitle(row),
    Order: order,
    State: stateOf(row),
    UpdateAt: row.updatedAt.toISOString(),
    PublishedAt: row.publishedAt?.toISOString() ?? null,
    Helpful: row.helpfulCount,
    NotHelpful: row.notHelpfulCount,
  };
}

/** What the audit trail keeps of an article. */
const auditedArticle = (row: DocArticleRow) => ({
  CategoryId: row.categoryId,
  TitleZh: row.titleZh,
  TitleEn: row.titleEn,
  BodyZh: row.bodyZh,
  BodyEn: row.bodyEn,
  Order: row.sortOrder,
  State: stateOf(row),
});

export async function listStaffDocs(
  deps: Pick<AppDeps, 'db'>,
): Promise<{ categories: OpsDocCategory[]; articles: OpsDocArticleSummary[] }> {
  const [categories, articles] = await Promise.all([
    listCategories(deps.db),
    listArticleTitles(deps.db, false),
  ]);
  const tree = readingOrder(categories, articles);
  const positions = siblingPositions(tree.categories);
  const inCategory = new Map<number, number>();
  return {
    categories: tree.categories.map((row) => ({
      ...toCategory(row, positions.get(row.id) ?? 0),
      ArticleCount: articles.filter((a) => a.categoryId === row.id).length,
    })),
    articles: tree.articles.map((row) => {
      const order = inCategory.get(row.categoryId) ?? 0;
      inCategory.set(row.categoryId, order + 1);
      return toSummary(row, order);
    }),
  };
}

export async function getStaffDocArticle(deps: Pick<AppDeps, 'db'>, id: number): Promise<OpsDocArticle> {
  const row = await findArticle(deps.db, id);
  if (!row) throw refused(ARTICLE_NOT_FOUND);
  const siblings = (await listArticleTitles(deps.db, false)).filter((a) => a.categoryId === row.categoryId);
  return {
    ...toSummary(
      row,
      siblings.findIndex((a) => a.id === id),
    ),
    BodyZh: row.bodyZh,
    BodyEn: row.bodyEn,
  };
}

export async function createDocArticle(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsDocArticleInput,
) {
  return audited(deps, actor, 'doc_article', async (tx, now) => {
    await categoryExists(tx, input.category_id);
    const siblings = await lockCategoryArticles(tx, input.category_id);
    const row = await insertArticle(tx, {
      categoryId: input.category_id,
      titleZh: input.title_zh,
      titleEn: input.title_en,
      bodyZh: input.body_zh,
      bodyEn: input.body_en,
      sortOrder: siblings.length,
      publishedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    return { id: row.id, before: null, after: auditedArticle(row), result: saved(row) };
  });
}

/** Runs `change` on the locked article and audits it; a change answering null wrote nothing. */
async function changeArticle(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  id: number,
  change: (tx: Db, row: DocArticleRow, now: Date) => Promise<DocArticleRow | null>,
): Promise<DocArticleRow> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const before = await findArticleForUpdate(tx, id);
    if (!before) throw refused(ARTICLE_NOT_FOUND);
    const after = await change(tx, before, now);
    if (!after) return before;
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'doc_article',
      objectId: id,
      before: auditedArticle(before),
      after: auditedArticle(after),
    });
    return after;
  });
}

/** Saves a draft; a save that changes nothing (the editor saving again) writes nothing. */
export async function saveDocArticle(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsDocArticleInput & { id: number },
) {
  const row = await changeArticle(deps, actor, input.id, async (tx, before, now) => {
    if (before.publishedAt) throw refused('unpublish the article before editing it');
    const text = {
      titleZh: input.title_zh,
      titleEn: input.title_en,
      bodyZh: input.body_zh,
      bodyEn: input.body_en,
    };
    const same =
      before.categoryId === input.category_id &&
      (Object.keys(text) as (keyof typeof text)[]).every((key) => before[key] === text[key]);
    if (same) return null;
    let sortOrder = before.sortOrder;
    if (before.categoryId !== input.category_id) {
      await categoryExists(tx, input.category_id);
      sortOrder = (await lockCategoryArticles(tx, input.category_id)).length;
    }
    const after = await updateArticle(tx, before.id, {
      ...text,
      categoryId: input.category_id,
      sortOrder,
      updatedAt: now,
    });
    if (before.categoryId !== input.category_id) {
      const left = (await lockCategoryArticles(tx, before.categoryId)).filter((id) => id !== before.id);
      await setArticleOrder(tx, left);
    }
    return after;
  });
  return saved(row);
}

export async function moveDocArticle(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: { id: number; direction: 'up' | 'down' },
) {
  const row = await changeArticle(deps, actor, input.id, async (tx, before) => {
    const order = swapped(await lockCategoryArticles(tx, before.categoryId), input.id, input.direction);
    if (!order) throw refused(`the article is already ${input.direction === 'up' ? 'first' : 'last'}`);
    await setArticleOrder(tx, order);
    return { ...before, sortOrder: order.indexOf(input.id) };
  });
  return saved(row);
}

const stateAnswer = (row: DocArticleRow) => ({
  Id: row.id,
  State: stateOf(row),
  PublishedAt: row.publishedAt?.toISOString() ?? null,
});

/** Publishes a draft; readers need a title and a body, in at least one of the two languages. */
export async function publishDocArticle(deps: Pick<AppDeps, 'db' | 'clock'>, actor: StaffActor, id: number) {
  const row = await changeArticle(deps, actor, id, async (tx, before, now) => {
    if (before.publishedAt) throw refused('the article is already published');
    if (!before.titleZh.trim() && !before.titleEn.trim()) {
      throw refused('the article needs a title before it is published');
    }
    if (!before.bodyZh.trim() && !before.bodyEn.trim()) {
      throw refused('the article needs a body before it is published');
    }
    return updateArticle(tx, before.id, { publishedAt: now, updatedAt: now });
  });
  return stateAnswer(row);
}

export async function unpublishDocArticle(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  id: number,
) {
  const row = await changeArticle(deps, actor, id, async (tx, before, now) => {
    if (!before.publishedAt) throw refused('the article is not published');
    return updateArticle(tx, before.id, { publishedAt: null, updatedAt: now });
  });
  return stateAnswer(row);
}

/** Deletes an article (its votes go with it) and closes the gap in its category's order. */
export async function deleteDocArticle(deps: Pick<AppDeps, 'db' | 'clock'>, actor: StaffActor, id: number) {
  return audited(deps, actor, 'doc_article', async (tx) => {
    const before = await findArticleForUpdate(tx, id);
    if (!before) throw refused(ARTICLE_NOT_FOUND);
    await deleteArticle(tx, id);
    const left = (await lockCategoryArticles(tx, before.categoryId)).filter((other) => other !== id);
    await setArticleOrder(tx, left);
    return { id, before: auditedArticle(before), after: null, result: { Id: id } };
  });
}
