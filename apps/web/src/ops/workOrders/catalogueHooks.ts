import { opsWorkOrdersRoutes } from '@gpucloud/contracts';
import { useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { useChangeThenRefresh } from '../hooks';
import { workOrderKeys } from './keys';

const help = opsWorkOrdersRoutes;

export function useCatalogue() {
  return useQuery({
    queryKey: workOrderKeys.catalogue(),
    queryFn: async () => (await call(help.catalogue)).categories,
  });
}

export function useDocuments(subcategoryId: number | null) {
  return useQuery({
    queryKey: workOrderKeys.documents(subcategoryId ?? 0),
    queryFn: async () => (await call(help.documentList, { subcategory_id: subcategoryId ?? 0 })).documents,
    enabled: subcategoryId !== null,
  });
}

// A write refreshes the tree and every document list (they sit under it): a subcategory's document
// count and a document's place both show in them.
const catalogue = [workOrderKeys.catalogue()];

export function useCreateCategory() {
  return useChangeThenRefresh(
    (input: CallInput<typeof help.categoryCreate>) => call(help.categoryCreate, input),
    catalogue,
  );
}

export function useRenameCategory() {
  return useChangeThenRefresh(
    (input: CallInput<typeof help.categoryRename>) => call(help.categoryRename, input),
    catalogue,
  );
}

export function useDeleteCategory() {
  return useChangeThenRefresh(
    (categoryId: number) => call(help.categoryDelete, { category_id: categoryId }),
    catalogue,
  );
}

export function useCreateSubcategory() {
  return useChangeThenRefresh(
    (input: CallInput<typeof help.subcategoryCreate>) => call(help.subcategoryCreate, input),
    catalogue,
  );
}

export function useRenameSubcategory() {
  return useChangeThenRefresh(
    (input: CallInput<typeof help.subcategoryRename>) => call(help.subcategoryRename, input),
    catalogue,
  );
}

export function useDeleteSubcategory() {
  return useChangeThenRefresh(
    (subcategoryId: number) => call(help.subcategoryDelete, { subcategory_id: subcategoryId }),
    catalogue,
  );
}

export function useCreateDocument() {
  return useChangeThenRefresh(
    (input: CallInput<typeof help.documentCreate>) => call(help.documentCreate, input),
    catalogue,
  );
}

export function useEditDocument() {
  return useChangeThenRefresh(
    (input: CallInput<typeof help.documentEdit>) => call(help.documentEdit, input),
    catalogue,
  );
}

export function useDeleteDocument() {
  return useChangeThenRefresh(
    (documentId: number) => call(help.documentDelete, { document_id: documentId }),
    catalogue,
  );
}
