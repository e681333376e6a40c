import { type OpsDocArticleInput, opsDocsRoutes } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { OPS_QUERY_ROOT } from '../paths';

type ArticleText = Omit<OpsDocArticleInput, 'session'>;

/** Query keys of the console's docs pages, under the console's root (gone at logout). */
export const opsDocsKeys = {
  all: () => [OPS_QUERY_ROOT, 'docs'] as const,
  tree: () => [...opsDocsKeys.all(), 'tree'] as const,
  article: (id: number) => [...opsDocsKeys.all(), 'article', id] as const,
};

export function useOpsDocs() {
  return useQuery({ queryKey: opsDocsKeys.tree(), queryFn: () => call(opsDocsRoutes.docs) });
}

/** An article for the editor: read once when it opens (the editor then holds the text). */
export function useOpsDocArticle(id: number | null) {
  return useQuery({
    queryKey: opsDocsKeys.article(id ?? 0),
    queryFn: () => call(opsDocsRoutes.article, { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** After a change the tree is stale; the open article too, unless only its draft text moved. */
function useDocsChange<Input, Output>(send: (input: Input) => Promise<Output>, articleToo = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: opsDocsKeys.all(),
        predicate: (query) => articleToo || query.queryKey.includes('tree'),
      }),
  });
}

export const useCreateDocCategory = () =>
  useDocsChange((input: { parent_id: number; name_zh: string; name_en: string }) =>
    call(opsDocsRoutes.createCategory, input),
  );
export const useUpdateDocCategory = () =>
  useDocsChange((input: { id: number; parent_id: number; name_zh: string; name_en: string }) =>
    call(opsDocsRoutes.updateCategory, input),
  );
export const useMoveDocCategory = () =>
  useDocsChange((input: { id: number; direction: 'up' | 'down' }) => call(opsDocsRoutes.moveCategory, input));
export const useDeleteDocCategory = () =>
  useDocsChange((id: number) => call(opsDocsRoutes.deleteCategory, { id }));
export const useCreateDocArticle = () =>
  useDocsChange((input: ArticleText) => call(opsDocsRoutes.createArticle, input));
/** The editor's autosave: the article it holds is not fetched again under it. */
export const useSaveDocArticle = () =>
  useDocsChange((input: ArticleText & { id: number }) => call(opsDocsRoutes.saveArticle, input), false);
export const useMoveDocArticle = () =>
  useDocsChange((input: { id: number; direction: 'up' | 'down' }) => call(opsDocsRoutes.moveArticle, input));
export const usePublishDocArticle = () =>
  useDocsChange((id: number) => call(opsDocsRoutes.publishArticle, { id }));
export const useUnpublishDocArticle = () =>
  useDocsChange((id: number) => call(opsDocsRoutes.unpublishArticle, { id }));
export const useDeleteDocArticle = () =>
  useDocsChange((id: number) => call(opsDocsRoutes.deleteArticle, { id }));
