import { opsWorkOrdersRoutes } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
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

/**
 * A catalogue write, followed by a fresh tree and document lists: a subcategory's document count
 * and a document's place both show in them.
 */
function useCatalogueChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrderKeys.catalogue() }),
  });
}

export function useCreateCategory() {
  return useCatalogueChange((input: CallInput<typeof help.categoryCreate>) =>
    call(help.categoryCreate, input),
  );
}

export function useRenameCategory() {
  return useCatalogueChange((input: CallInput<typeof help.categoryRename>) =>
    call(help.categoryRename, input),
  );
}

export function useDeleteCategory() {
  return useCatalogueChange((categoryId: number) => call(help.categoryDelete, { category_id: categoryId }));
}

export function useCreateSubcategory() {
  return useCatalogueChange((input: CallInput<typeof help.subcategoryCreate>) =>
    call(help.subcategoryCreate, input),
  );
}

export function useRenameSubcategory() {
  return useCatalogueChange((input: CallInput<typeof help.subcategoryRename>) =>
    call(help.subcategoryRename, input),
  );
}

export function useDeleteSubcategory() {
  return useCatalogueChange((subcategoryId: number) =>
    call(help.subcategoryDelete, { subcategory_id: subcategoryId }),
  );
}

export function useCreateDocument() {
  return useCatalogueChange((input: CallInput<typeof help.documentCreate>) =>
    call(help.documentCreate, input),
  );
}

export function useEditDocument() {
  return useCatalogueChange((input: CallInput<typeof help.documentEdit>) => call(help.documentEdit, input));
}

export function useDeleteDocument() {
  return useCatalogueChange((documentId: number) => call(help.documentDelete, { document_id: documentId }));
}
