import type { Page } from '@playwright/test';

/**
 * Holds one of the web build's scripts (`/assets/<name>-<hash>.js`) at the network until the
 * returned release is called: the page meanwhile runs without it.
 */
export async function holdScript(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
