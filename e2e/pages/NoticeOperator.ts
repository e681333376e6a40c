import type { APIRequestContext } from '@playwright/test';
import { apiPost } from '../support/api';
import { staffSession } from '../support/staff';

/** Publishes a markdown notice as the demo support staff member (POST /admin/publish_notice); returns its Id. */
export async function publishNotice(
  request: APIRequestContext,
  notice: { title: string; content: string },
): Promise<number> {
  const token = staffSession('support');
  const { Id } = await apiPost<{ Id: number }>(request, '/admin/publish_notice', {
    session: token,
    ...notice,
  });
  return Id;
}

/** How many notices are published now (GET /get_notice_by_page). */
export async function countNotices(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/get_notice_by_page', { params: { page: 1, page_size: 1 } });
  const envelope = (await response.json()) as { data: { total: number } };
  return envelope.data.total;
}
