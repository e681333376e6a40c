import { type Banner, type NoticeDetail, type NoticeSummary, REQUEST_TIMEOUT_MS } from '@gpucloud/contracts';
import { ApiError, apiPost, NetworkError } from '../../api/client';

const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

export interface NoticePage {
  data: NoticeSummary[];
  total: number;
}

/**
 * The main client (api/client.ts) only POSTs, and /get_notice_by_page is a GET (SPEC §7). Until the
 * client has a GET of its own, this reads the same envelope and fails with the same error types.
 * No session in the query: the list is public, and a token in a URL ends up in logs.
 */
async function apiGet<T>(path: string, query: Record<string, string | number>, signal?: AbortSignal) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}?${params}`, {
      headers: { Accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw new NetworkError('timeout', `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`);
    throw error instanceof Error && error.name === 'AbortError'
      ? error
      : new NetworkError('offline', error instanceof Error ? error.message : String(error));
  }
  const envelope = (await response.json().catch(() => null)) as {
    status?: unknown;
    reason?: unknown;
    data?: unknown;
  } | null;
  if (typeof envelope?.status !== 'number') {
    throw new NetworkError('bad-answer', `HTTP ${response.status}: unexpected answer`);
  }
  if (envelope.status !== 0) {
    throw new ApiError(envelope.status, typeof envelope.reason === 'string' ? envelope.reason : '');
  }
  return envelope.data as T;
}

/** Published notices, newest first. */
export function fetchNoticePage(page: number, pageSize: number, signal?: AbortSignal): Promise<NoticePage> {
  return apiGet<NoticePage>('/get_notice_by_page', { page, page_size: pageSize }, signal);
}

/** One notice with its markdown content; ApiError(1, 'notice not found') for an unknown id. */
export function fetchNotice(id: number): Promise<NoticeDetail> {
  return apiPost<NoticeDetail>('/get_blod_by_id', { id });
}

/** The store's banners (with the three newest notices, which the bar reads from the list call). */
export function fetchBannersAndNotices(): Promise<{ banners: Banner[]; notices: NoticeSummary[] }> {
  return apiPost('/app/get_banner_and_notice');
}
