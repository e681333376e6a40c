import type { OpsDocCategoryInput } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import {
  categoryContents,
  type DocCategoryRow,
  deleteCategory,
  findCategoryForUpdate,
  insertCategory,
  listCategories,
  lockSiblingCategories,
  setCategoryOrder,
  updateCategory,
} from './docs.repository';
import { isSelfOrDescendant, swapped } from './docs-order';
import { audited, saved } from './ops-docs-audit';

const CATEGORY_NOT_FOUND = 'doc category not found';

/** What the audit trail keeps of a category. */
const auditedCategory = (row: DocCategoryRow) => ({
  ParentId: row.parentId,
  NameZh: row.nameZh,
  NameEn: row.nameEn,
  Order: row.sortOrder,
});

/** A category an article goes into, which must exist (locked, so it is not deleted meanwhile). */
export async function categoryExists(tx: Db, id: number): Promise<void> {
  if (!(await findCategoryForUpdate(tx, id))) throw refused(CATEGORY_NOT_FOUND);
}

/** The parent a request names (0: top level), which must exist. */
async function parentFor(tx: Db, parentId: number): Promise<number | null> {
  if (parentId === 0) return null;
  if (!(await findCategoryForUpdate(tx, parentId))) throw refused('the parent category does not exist');
  return parentId;
}

export async function createDocCategory(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsDocCategoryInput,
) {
  return audited(deps, actor, 'doc_category', async (tx, now) => {
    const parentId = await parentFor(tx, input.parent_id);
    const siblings = await lockSiblingCategories(tx, parentId);
    const row = await insertCategory(tx, {
      parentId,
      nameZh: input.name_zh,
      nameEn: input.name_en,
      sortOrder: siblings.length,
      createdAt: now,
      updatedAt: now,
    });
    return { id: row.id, before: null, after: auditedCategory(row), result: saved(row) };
  });
}

/** Renames a category and, when the parent changes, moves it there as the last sibling. */
export async function updateDocCategory(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsDocCategoryInput & { id: number },
) {
  return audited(deps, actor, 'doc_category', async (tx, now) => {
    const before = await findCategoryForUpdate(tx, input.id);
    if (!before) throw refused(CATEGORY_NOT_FOUND);
    const parentId = await parentFor(tx, input.parent_id);
    if (parentId !== null && isSelfOrDescendant(await listCategories(tx), input.id, parentId)) {
      throw refused('a category cannot move under itself or one of its subcategories');
    }
    const moved = parentId !== before.parentId;
    const sortOrder = moved ? (await lockSiblingCategories(tx, parentId)).length : before.sortOrder;
    const after = await updateCategory(tx, input.id, {
      parentId,
      nameZh: input.name_zh,
      nameEn: input.name_en,
      sortOrder,
      updatedAt: now,
    });
    if (moved) {
      const left = (await lockSiblingCategories(tx, before.parentId)).filter((id) => id !== input.id);
      await setCategoryOrder(tx, left, now);
    }
    return {
      id: after.id,
      before: auditedCategory(before),
      after: auditedCategory(after),
      result: saved(after),
    };
  });
}

export async function moveDocCategory(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: { id: number; direction: 'up' | 'down' },
) {
  return audited(deps, actor, 'doc_category', async (tx, now) => {
    const before = await findCategoryForUpdate(tx, input.id);
    if (!before) throw refused(CATEGORY_NOT_FOUND);
    const order = swapped(await lockSiblingCategories(tx, before.parentId), input.id, input.direction);
    if (!order) throw refused(`the category is already ${input.direction === 'up' ? 'first' : 'last'}`);
    await setCategoryOrder(tx, order, now);
    const after = { ...before, sortOrder: order.indexOf(input.id), updatedAt: now };
    return {
      id: input.id,
      before: auditedCategory(before),
      after: auditedCategory(after),
      result: saved(after),
    };
  });
}

/** Deletes an empty category; one holding articles or subcategories is refused with the reason. */
export async function deleteDocCategory(deps: Pick<AppDeps, 'db' | 'clock'>, actor: StaffActor, id: number) {
  return audited(deps, actor, 'doc_category', async (tx, now) => {
    const before = await findCategoryForUpdate(tx, id);
    if (!before) throw refused(CATEGORY_NOT_FOUND);
    const held = await categoryContents(tx, id);
    if (held.articles > 0) {
      throw refused(`the category holds ${held.articles} article(s): move or delete them first`);
    }
    if (held.children > 0) {
      throw refused(`the category holds ${held.children} subcategory(ies): move or delete them first`);
    }
    await deleteCategory(tx, id);
    const left = (await lockSiblingCategories(tx, before.parentId)).filter((other) => other !== id);
    await setCategoryOrder(tx, left, now);
    return { id, before: auditedCategory(before), after: null, result: { Id: id } };
  });
}
