import type { OpsWorkOrderCatalogue, WorkOrderCategory, WorkOrderDocument } from '@gpucloud/contracts';
import type { AppDeps } from '../../core/deps';
import { helpErrors } from './work-order-help.errors';
import {
  type CategoryRow,
  type DocumentRow,
  findSubcategory,
  listCategories,
  listDocuments,
  listSubcategoriesWithDocumentCounts,
  type SubcategoryRow,
} from './work-order-help.repository';

function subcategoryOut(row: SubcategoryRow) {
  return {
    id: row.id,
    category_id: row.categoryId,
    name: row.name,
    name_en: row.nameEn,
    resource_type: row.resourceType,
    sort: row.sort,
  };
}

function categoryOut(row: CategoryRow) {
  return { id: row.id, name: row.name, name_en: row.nameEn, sort: row.sort };
}

export function documentOut(row: DocumentRow): WorkOrderDocument {
  return {
    id: row.id,
    subcategory_id: row.subcategoryId,
    title: row.title,
    title_en: row.titleEn,
    content: row.content,
    content_en: row.contentEn,
    sort: row.sort,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The console's tree: every category, its subcategories and how many documents each has. */
export async function workOrderCatalogue(deps: Pick<AppDeps, 'db'>): Promise<OpsWorkOrderCatalogue> {
  const [categories, subcategories] = await Promise.all([
    listCategories(deps.db),
    listSubcategoriesWithDocumentCounts(deps.db),
  ]);
  return {
    categories: categories.map((category) => ({
      ...categoryOut(category),
      subcategories: subcategories
        .filter(({ subcategory }) => subcategory.categoryId === category.id)
        .map(({ subcategory, documents }) => ({ ...subcategoryOut(subcategory), documents })),
    })),
  };
}

/** What a customer picks from before writing a ticket. */
export async function workOrderCategories(
  deps: Pick<AppDeps, 'db'>,
): Promise<{ categories: WorkOrderCategory[] }> {
  const { categories } = await workOrderCatalogue(deps);
  return {
    categories: categories.map((category) => ({
      ...category,
      subcategories: category.subcategories.map(({ documents: _documents, ...subcategory }) => subcategory),
    })),
  };
}

/** The help documents of one subcategory, in display order; 100111 when it does not exist. */
export async function workOrderDocuments(
  deps: Pick<AppDeps, 'db'>,
  subcategoryId: number,
): Promise<{ documents: WorkOrderDocument[] }> {
  if (!(await findSubcategory(deps.db, subcategoryId))) throw helpErrors.illegalSubcategory();
  const rows = await listDocuments(deps.db, subcategoryId);
  return { documents: rows.map(documentOut) };
}
