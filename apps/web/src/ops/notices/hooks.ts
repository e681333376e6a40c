import { type NoticeState, type NoticeTextInput, opsContentRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { contentKeys } from '../content/keys';

export const NOTICE_PAGE_SIZE = 20;

export function useNoticeList(query: { state: NoticeState | 'all'; page: number }) {
  return useQuery({
    queryKey: contentKeys.noticeList(query),
    queryFn: () => call(opsContentRoutes.noticeList, { ...query, page_size: NOTICE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** A notice for the editor: read once when it opens (the editor then holds the text). */
export function useNotice(id: number | null) {
  return useQuery({
    queryKey: contentKeys.notice(id ?? 0),
    queryFn: () => call(opsContentRoutes.noticeById, { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** After a change the list is stale; the one notice too, unless only its draft text moved. */
function useNoticeChange<Input, Output>(send: (input: Input) => Promise<Output>, noticeToo = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: contentKeys.notices(),
        predicate: (query) => noticeToo || query.queryKey.includes('list'),
      }),
  });
}

export function useCreateNoticeDraft() {
  return useNoticeChange((input: NoticeTextInput) => call(opsContentRoutes.createNoticeDraft, input));
}

/** The editor's autosave: the notice it holds is not fetched again under it. */
export function useSaveNoticeDraft() {
  return useNoticeChange(
    (input: NoticeTextInput & { id: number }) => call(opsContentRoutes.saveNoticeDraft, input),
    false,
  );
}

export function usePublishNotice() {
  return useNoticeChange((id: number) => call(opsContentRoutes.publishNotice, { id }));
}

export function useUnpublishNotice() {
  return useNoticeChange((id: number) => call(opsContentRoutes.unpublishNotice, { id }));
}
