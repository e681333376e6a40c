import type { OpsDocumentCreateRequest, OpsDocumentEditRequest } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { recordAudit } from '../staff';
import { helpErrors } from './work-order-help.errors';
import {
  type DocumentRow,
  deleteDocument,
  findDocument,
  findSubcategory,
  insertDocument,
  updateDocument,
} from './work-order-help.repository';

const DOCUMENT = 'work_order_document';

function documentValues(row: Omit<DocumentRow, 'id' | 'updatedAt'>) {
  return {
    SubcategoryId: row.subcategoryId,
    Title: row.title,
    TitleEn: row.titleEn,
    Content: row.content,
    ContentEn: row.contentEn,
    Sort: row.sort,
  };
}

export async function createDocument(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsDocumentCreateRequest,
): Promise<{ id: number }> {
  return deps.db.transaction(async (tx) => {
    if (!(await findSubcategory(tx, input.subcategory_id, 'share'))) throw helpErrors.illegalSubcategory();
    const now = deps.clock.now();
    const row = await insertDocument(tx, {
      subcategoryId: input.subcategory_id,
      title: input.title,
      titleEn: input.title_en,
      content: input.content,
      contentEn: input.content_en,
      sort: input.sort,
      updatedAt: now,
    });
    const audit = { ...actor, at: now, objectType: DOCUMENT, objectId: row.id };
    await recordAudit(tx, { ...audit, before: null, after: documentValues(row) });
    return { id: row.id };
  });
}

/** Changes only the fields sent; moving to another subcategory needs that one to exist. */
export async function editDocument(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsDocumentEditRequest,
) {
  await deps.db.transaction(async (tx) => {
    const row = await findDocument(tx, input.document_id, 'update');
    if (!row) throw helpErrors.illegalDocument();
    const target = input.subcategory_id;
    if (target !== undefined && target !== row.subcategoryId && !(await findSubcategory(tx, target, 'share')))
      throw helpErrors.illegalSubcategory();
    const now = deps.clock.now();
    const changed = {
      ...row,
      subcategoryId: target ?? row.subcategoryId,
      title: input.title ?? row.title,
      titleEn: input.title_en ?? row.titleEn,
      content: input.content ?? row.content,
      contentEn: input.content_en ?? row.contentEn,
      sort: input.sort ?? row.sort,
      updatedAt: now,
    };
    const { id: _id, ...values } = changed;
    await updateDocument(tx, row.id, values);
    const audit = { ...actor, at: now, objectType: DOCUMENT, objectId: row.id };
    await recordAudit(tx, { ...audit, before: documentValues(row), after: documentValues(changed) });
  });
}

export async function removeDocument(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  documentId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await findDocument(tx, documentId, 'update');
    if (!row) throw helpErrors.illegalDocument();
    await deleteDocument(tx, row.id);
    const audit = { ...actor, at: deps.clock.now(), objectType: DOCUMENT, objectId: row.id };
    await recordAudit(tx, { ...audit, before: documentValues(row), after: null });
  });
}
