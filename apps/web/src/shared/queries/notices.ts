import { type Language, NOTICE_PAGE, noticesRoutes } from '@gpucloud/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { call } from '../../api/call';
import { ApiError } from '../../api/client';
import { toLanguageCode } from '../i18n/detect';
import { hasNewNotice, markNoticeSeen, readSeenNoticeId, subscribeSeenNotice } from '../notices/newNotice';
import { usePageLanguage } from '../ui/TextLanguage';

/** The /inform list shows this many notices a page. */
export const INFORM_PAGE_SIZE = 10;

/**
 * Query keys of the notices, shared by the notices pages, the store page, prefetches and
 * invalidations. The server answers in the reader's language, so each key holds the language it
 * was asked in: a page in another language asks again.
 */
export const noticeKeys = {
  all: ['notices'] as const,
  pages: () => [...noticeKeys.all, 'page'] as const,
  page: (page: number, pageSize: number, language: Language) =>
    [...noticeKeys.pages(), { page, pageSize, language }] as const,
  details: () => [...noticeKeys.all, 'detail'] as const,
  detail: (id: number, language: Language) => [...noticeKeys.details(), id, language] as const,
  banners: (language: Language) => [...noticeKeys.all, 'banners', language] as const,
};

/** The language a call made now is answered in: the page's, which the client sends (<html lang>). */
export function answerLanguage(): Language {
  return toLanguageCode(typeof document === 'undefined' ? undefined : document.documentElement.lang);
}

/** Notices change rarely; a minute of freshness saves a request on every store visit. */
const NOTICE_STALE_MS = 60_000;

export function noticePageQuery(page: number, pageSize = INFORM_PAGE_SIZE, language = answerLanguage()) {
  return queryOptions({
    queryKey: noticeKeys.page(page, pageSize, language),
    queryFn: ({ signal }) => call(noticesRoutes.noticePage, { page, page_size: pageSize }, { signal }),
    staleTime: NOTICE_STALE_MS,
  });
}

export function useNoticePage(page: number, pageSize = INFORM_PAGE_SIZE) {
  const language = usePageLanguage();
  return useQuery({ ...noticePageQuery(page, pageSize, language), placeholderData: keepPreviousData });
}

/** The newest notices as the notice bar shows them (SPEC §9: page 1, size 3). */
export function latestNoticesQuery(language = answerLanguage()) {
  return noticePageQuery(NOTICE_PAGE.page, NOTICE_PAGE.page_size, language);
}

export function useLatestNotices() {
  const language = usePageLanguage();
  return useQuery({ ...latestNoticesQuery(language), placeholderData: keepPreviousData });
}

/** The server answers an unknown (or unpublished) id with status 1, "notice not found" (zh-CN "公告不存在"). */
export function isNoticeNotFound(error: unknown): boolean {
  return error instanceof ApiError && /not found|不存在/i.test(error.reason);
}

export function useNotice(id: number) {
  const language = usePageLanguage();
  return useQuery({
    queryKey: noticeKeys.detail(id, language),
    queryFn: () => call(noticesRoutes.noticeById, { id }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: NOTICE_STALE_MS,
    retry: (failures, error) => !isNoticeNotFound(error) && failures < 2,
  });
}

export function bannersQuery(language = answerLanguage()) {
  return queryOptions({
    queryKey: noticeKeys.banners(language),
    queryFn: () => call(noticesRoutes.bannerAndNotice),
    staleTime: 5 * NOTICE_STALE_MS,
  });
}

export function useBanners() {
  const language = usePageLanguage();
  return useQuery({ ...bannersQuery(language), select: (data) => data.banners });
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
