import type { Page, Response } from '@playwright/test';
import { test as base } from '../fixtures';
import { NoticeBar } from './NoticeBar';
import { NoticeDetailPage } from './NoticeDetailPage';
import { NoticeListPage } from './NoticeListPage';
import type { StorePage } from './StorePage';

export { expect } from '../fixtures';

/** The shared fixtures plus the notice page objects. */
export const test = base.extend<{
  noticeBar: NoticeBar;
  noticeList: NoticeListPage;
  noticeDetail: NoticeDetailPage;
}>({
  noticeBar: async ({ page }, use) => use(new NoticeBar(page)),
  noticeList: async ({ page }, use) => use(new NoticeListPage(page)),
  noticeDetail: async ({ page }, use) => use(new NoticeDetailPage(page)),
});

export interface NoticeSummary {
  Id: number;
  Title: string;
  Summary: string;
  CreateAt: string;
}

/**
 * The newest notices the page itself asked for (GET /get_notice_by_page, page 1, size 3). Start
 * waiting before the navigation that triggers it.
 */
export async function latestNoticesSeenBy(page: Page): Promise<NoticeSummary[]> {
  const response: Response = await page.waitForResponse(
    (r) => r.url().includes('/api/get_notice_by_page') && r.url().includes('page_size=3'),
  );
  const envelope = (await response.json()) as { data: { data: NoticeSummary[] } };
  return envelope.data.data;
}

/** Opens the store and answers the three newest notices its notice bar asked for. */
export async function openStoreNotices(page: Page, storePage: StorePage): Promise<NoticeSummary[]> {
  const latest = latestNoticesSeenBy(page);
  await storePage.goto();
  return latest;
}

/** A title no other test (or earlier run against the same database) has used. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}
