import type {
  OpsCategoryCreateRequest,
  OpsCategoryRenameRequest,
  OpsSubcategoryCreateRequest,
  OpsSubcategoryRenameRequest,
} from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import type { AppError } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { recordAudit } from '../staff';
import { helpErrors } from './work-order-help.errors';
import {
  type CategoryRow,
  countDocuments,
  countSubcategories,
  countTickets,
  deleteCategory,
  deleteSubcategory,
  findCategory,
  findSubcategory,
  insertCategory,
  insertSubcategory,
  type SubcategoryRow,
  updateCategory,
  updateSubcategory,
} from './work-order-help.repository';

const CATEGORY = 'work_order_category';
const SUBCATEGORY = 'work_order_subcategory';

function categoryValues(row: Pick<CategoryRow, 'name' | 'nameEn' | 'sort'>) {
  return { Name: row.name, NameEn: row.nameEn, Sort: row.sort };
}

function subcategoryValues(row: Omit<SubcategoryRow, 'id'>) {
  return {
    CategoryId: row.categoryId,
    Name: row.name,
    NameEn: row.nameEn,
    ResourceType: row.resourceType,
    Sort: row.sort,
  };
}

/** Runs a write; a unique name index refusing it becomes the code's error (rolled back with it). */
async function unlessNameTaken<T>(taken: () => AppError, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

export function createCategory(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsCategoryCreateRequest,
) {
  return unlessNameTaken(helpErrors.categoryExists, () =>
    deps.db.transaction(async (tx) => {
      const row = await insertCategory(tx, { name: input.name, nameEn: input.name_en, sort: input.sort });
      const audit = { ...actor, at: deps.clock.now(), objectType: CATEGORY, objectId: row.id };
      await recordAudit(tx, { ...audit, before: null, after: categoryValues(row) });
      return { id: row.id };
    }),
  );
}

export function renameCategory(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsCategoryRenameRequest,
) {
  return unlessNameTaken(helpErrors.categoryExists, () =>
    deps.db.transaction(async (tx) => {
      const row = await findCategory(tx, input.category_id, 'update');
      if (!row) throw helpErrors.illegalCategory();
      const changed = { name: input.name, nameEn: input.name_en, sort: input.sort ?? row.sort };
      await updateCategory(tx, row.id, changed);
      const audit = { ...actor, at: deps.clock.now(), objectType: CATEGORY, objectId: row.id };
      await recordAudit(tx, { ...audit, before: categoryValues(row), after: categoryValues(changed) });
    }),
  );
}

/** Only an empty category goes: its subcategories (and through them tickets) would lose their place. */
export async function removeCategory(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  categoryId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await findCategory(tx, categoryId, 'update');
    if (!row) throw helpErrors.illegalCategory();
    if ((await countSubcategories(tx, row.id)) > 0) throw helpErrors.categoryInUse();
    await deleteCategory(tx, row.id);
    const audit = { ...actor, at: deps.clock.now(), objectType: CATEGORY, objectId: row.id };
    await recordAudit(tx, { ...audit, before: categoryValues(row), after: null });
  });
}

export function createSubcategory(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsSubcategoryCreateRequest,
) {
  return unlessNameTaken(helpErrors.subcategoryExists, () =>
    deps.db.transaction(async (tx) => {
      if (!(await findCategory(tx, input.category_id, 'share'))) throw helpErrors.illegalCategory();
      const row = await insertSubcategory(tx, {
        categoryId: input.category_id,
        name: input.name,
        nameEn: input.name_en,
        resourceType: input.resource_type,
        sort: input.sort,
      });
      const audit = { ...actor, at: deps.clock.now(), objectType: SUBCATEGORY, objectId: row.id };
      await recordAudit(tx, { ...audit, before: null, after: subcategoryValues(row) });
      return { id: row.id };
    }),
  );
}

export function renameSubcategory(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsSubcategoryRenameRequest,
) {
  return unlessNameTaken(helpErrors.subcategoryExists, () =>
    deps.db.transaction(async (tx) => {
      const row = await findSubcategory(tx, input.subcategory_id, 'update');
      if (!row) throw helpErrors.illegalSubcategory();
      const changed = {
        ...row,
        name: input.name,
        nameEn: input.name_en,
        resourceType: input.resource_type ?? row.resourceType,
        sort: input.sort ?? row.sort,
      };
      const { id: _id, ...values } = changed;
      await updateSubcategory(tx, row.id, values);
      const audit = { ...actor, at: deps.clock.now(), objectType: SUBCATEGORY, objectId: row.id };
      await recordAudit(tx, { ...audit, before: subcategoryValues(row), after: subcategoryValues(changed) });
    }),
  );
}

/** Only a subcategory without help documents and without tickets goes. */
export async function removeSubcategory(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  subcategoryId: number,
) {
  await deps.db.transaction(async (tx) => {
    const row = await findSubcategory(tx, subcategoryId, 'update');
    if (!row) throw helpErrors.illegalSubcategory();
    const [documents, tickets] = [await countDocuments(tx, row.id), await countTickets(tx, row.id)];
    if (documents > 0 || tickets > 0) throw helpErrors.subcategoryInUse();
    await deleteSubcategory(tx, row.id);
    const audit = { ...actor, at: deps.clock.now(), objectType: SUBCATEGORY, objectId: row.id };
    await recordAudit(tx, { ...audit, before: subcategoryValues(row), after: null });
  });
}
