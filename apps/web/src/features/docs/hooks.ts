import { type DocVote, docsRoutes, type Language } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { hasSession } from '../../shared/session';

export const DOC_SEARCH_PAGE_SIZE = 10;

/** Query keys of the docs centre, shared by its pages and the votes' updates. */
export const docsKeys = {
  all: ['docs'] as const,
  tree: () => [...docsKeys.all, 'tree'] as const,
  article: (id: number) => [...docsKeys.all, 'article', id] as const,
  search: (query: { q: string; page: number; language: Language }) =>
    [...docsKeys.all, 'search', query] as const,
  myVote: (id: number) => [...docsKeys.all, 'myVote', id] as const,
};

/** The tree changes when support publishes; a minute's staleness is fine for a reader. */
const DOCS_STALE_MS = 60_000;

export function useDocTree() {
  return useQuery({
    queryKey: docsKeys.tree(),
    queryFn: () => call(docsRoutes.tree),
    staleTime: DOCS_STALE_MS,
  });
}

export function useDocArticle(id: number | null) {
  return useQuery({
    queryKey: docsKeys.article(id ?? 0),
    queryFn: () => call(docsRoutes.article, { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: DOCS_STALE_MS,
    retry: false,
  });
}

export function useDocSearch(query: { q: string; page: number; language: Language }) {
  return useQuery({
    queryKey: docsKeys.search(query),
    queryFn: () =>
      call(docsRoutes.search, {
        q: query.q,
        page: query.page,
        page_size: DOC_SEARCH_PAGE_SIZE,
        language: query.language,
      }),
    enabled: query.q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The reader's own vote: only asked for when someone is signed in. */
export function useMyDocVote(id: number) {
  return useQuery({
    queryKey: docsKeys.myVote(id),
    queryFn: () => call(docsRoutes.myVote, { id }),
    enabled: hasSession(),
  });
}

export function useDocVote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vote: DocVote) => call(docsRoutes.vote, { id, vote }),
    onSuccess: (state) => queryClient.setQueryData(docsKeys.myVote(id), state),
  });
}
