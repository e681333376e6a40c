import type { APIRequestContext } from '@playwright/test';
import { apiPost } from '../support/api';
import { staffSession } from '../support/staff';

/** A notice to publish: English, and Chinese too when given (else it goes out marked English-only). */
export interface NoticeToPublish {
  title: string;
  content: string;
  titleZh?: string;
  contentZh?: string;
}

/** Publishes a markdown notice as the demo support staff member (POST /admin/publish_notice); returns its Id. */
export async function publishNotice(request: APIRequestContext, notice: NoticeToPublish): Promise<number> {
  const token = staffSession('support');
  const chinese = notice.titleZh !== undefined && notice.contentZh !== undefined;
  const { Id } = await apiPost<{ Id: number }>(request, '/admin/publish_notice', {
    session: token,
    title_en: notice.title,
    content_en: notice.content,
    ...(chinese ? { title_zh: notice.titleZh, content_zh: notice.contentZh } : { single_language: true }),
  });
  return Id;
}

/** How many notices are published now (GET /get_notice_by_page). */
export async function countNotices(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/get_notice_by_page', { params: { page: 1, page_size: 1 } });
  const envelope = (await response.json()) as { data: { total: number } };
  return envelope.data.total;
}
