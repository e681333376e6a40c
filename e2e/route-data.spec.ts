import type { Page, Request } from '@playwright/test';
import { DEMO_STATE, expect, test } from './fixtures';
import { holdScript } from './support/holdScript';

// Issue 20: a page's data is asked for beside its code, not after it. The page's chunk is held
// back at the network (`holdScript`); its first screen's requests must leave meanwhile, and once
// the page renders it finds them answered: each is sent once.

/** The API paths the page asks for, in order. */
function apiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

test('the store asks for its selectors and offers while its code is still on the way, and once', async ({
  page,
}) => {
  const sent = apiRequests(page);
  const release = await holdScript(page, 'StorePage');
  await page.goto('/store?kind=container', { waitUntil: 'commit' });
  await expect.poll(() => sent).toEqual(expect.arrayContaining(['/api/gpu_selector_detail']));
  expect(sent).toContain('/api/store/get_store_selector_options');

  release();
  // The availability board (the first table: a reservation journey may add bare-metal configurations below it).
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(sent.filter((path) => path === '/api/gpu_selector_detail')).toHaveLength(1);
  expect(sent.filter((path) => path === '/api/store/get_store_selector_options')).toHaveLength(1);
});

test.describe('a signed-in console page', () => {
  test.use({ storageState: DEMO_STATE });

  test('the dashboard asks for the instance list and membership beside its code, each once', async ({
    page,
  }) => {
    const sent = apiRequests(page);
    const release = await holdScript(page, 'DashboardPage');
    await page.goto('/console/dashboard', { waitUntil: 'commit' });
    const pageData = [
      '/api/get_container_by_token_with_page_v2',
      '/api/get_user_vip_info',
      '/api/gpu_priceinfo',
    ];
    await expect.poll(() => sent).toEqual(expect.arrayContaining(pageData));

    release();
    await expect(page.getByRole('region', { name: 'Membership' })).toContainText(
      /Ordinary|Bronze|Silver|Gold/,
    );
    await expect(page.getByRole('heading', { name: 'My instances' })).toBeVisible();
    for (const path of [...pageData, '/api/get_user_info'])
      expect(
        sent.filter((sentPath) => sentPath === path),
        path,
      ).toHaveLength(1);
  });
});
