import { NOTICE_PAGE, noticesRoutes } from '@gpucloud/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { call } from '../../api/call';
import { ApiError } from '../../api/client';
import { hasNewNotice, markNoticeSeen, readSeenNoticeId, subscribeSeenNotice } from '../notices/newNotice';

/** The /inform list shows this many notices a page. */
export const INFORM_PAGE_SIZE = 10;

/** Query keys of the notices, shared by the notices pages, the store page, prefetches and invalidations. */
export const noticeKeys = {
  all: ['notices'] as const,
  pages: () => [...noticeKeys.all, 'page'] as const,
  page: (page: number, pageSize: number) => [...noticeKeys.pages(), { page, pageSize }] as const,
  details: () => [...noticeKeys.all, 'detail'] as const,
  detail: (id: number) => [...noticeKeys.details(), id] as const,
  banners: () => [...noticeKeys.all, 'banners'] as const,
};

/** Notices change rarely; a minute of freshness saves a request on every store visit. */
const NOTICE_STALE_MS = 60_000;

export function noticePageQuery(page: number, pageSize = INFORM_PAGE_SIZE) {
  return queryOptions({
    queryKey: noticeKeys.page(page, pageSize),
    queryFn: ({ signal }) => call(noticesRoutes.noticePage, { page, page_size: pageSize }, { signal }),
    staleTime: NOTICE_STALE_MS,
  });
}

export function useNoticePage(page: number, pageSize = INFORM_PAGE_SIZE) {
  return useQuery({ ...noticePageQuery(page, pageSize), placeholderData: keepPreviousData });
}

/** The newest notices as the notice bar shows them (SPEC §9: page 1, size 3). */
export function latestNoticesQuery() {
  return noticePageQuery(NOTICE_PAGE.page, NOTICE_PAGE.page_size);
}

export function useLatestNotices() {
  return useQuery({ ...latestNoticesQuery(), placeholderData: keepPreviousData });
}

/** The server answers an unknown (or unpublished) id with status 1, "notice not found" (zh-CN "公告不存在"). */
export function isNoticeNotFound(error: unknown): boolean {
  return error instanceof ApiError && /not found|不存在/i.test(error.reason);
}

export function useNotice(id: number) {
  return useQuery({
    queryKey: noticeKeys.detail(id),
    queryFn: () => call(noticesRoutes.noticeById, { id }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: NOTICE_STALE_MS,
    retry: (failures, error) => !isNoticeNotFound(error) && failures < 2,
  });
}

export function bannersQuery() {
  return queryOptions({
    queryKey: noticeKeys.banners(),
    queryFn: () => call(noticesRoutes.bannerAndNotice),
    staleTime: 5 * NOTICE_STALE_MS,
  });
}

export function useBanners() {
  return useQuery({ ...bannersQuery(), select: (data) => data.banners });
}

/** SPEC §4's new-notice indicator: on while the latest notice is not the one stored under NOTICE. */
export function useNewNotice() {
  const latest = useLatestNotices();
  const seenId = useSyncExternalStore(subscribeSeenNotice, readSeenNoticeId, () => null);
  const latestId = latest.data?.data[0]?.Id;
  return { latestId, hasNew: hasNewNotice(latestId, seenId) };
}

/**
 * Opening the notice list, or the latest notice itself, counts as having seen the latest notice.
 * `shown` is 'list' on /inform, the Id of the notice on screen on its page, undefined while loading.
 */
export function useMarkLatestNoticeSeen(shown: 'list' | number | undefined) {
  const { latestId } = useNewNotice();
  useEffect(() => {
    if (latestId !== undefined && (shown === 'list' || shown === latestId)) markNoticeSeen(latestId);
  }, [latestId, shown]);
}
