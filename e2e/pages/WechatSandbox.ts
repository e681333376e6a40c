import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The server's sandbox stand-in for the WeChat app after a scan (GET /sandbox/wechat/<ticket>):
 * the nickname is the WeChat identity, so the same nickname is the same WeChat user.
 */
export class WechatSandbox {
  constructor(readonly page: Page) {}

  /** The link every QR panel shows next to the code, i.e. what a phone would open by scanning. */
  static link(scope: Page | Locator): Locator {
    return scope.getByRole('link', { name: 'Open the sandbox WeChat confirm page' });
  }

  /** Follows the QR panel's link into a new page of the same browser context, as a person would. */
  static async follow(scope: Page | Locator, page: Page): Promise<WechatSandbox> {
    const [sandbox] = await Promise.all([
      page.context().waitForEvent('page'),
      WechatSandbox.link(scope).click(),
    ]);
    await sandbox.waitForLoadState('domcontentloaded');
    await expect(sandbox).toHaveTitle('Sandbox WeChat');
    return new WechatSandbox(sandbox);
  }

  status(): Locator {
    return this.page.getByRole('status');
  }

  async confirm(nickname: string): Promise<void> {
    await this.page.getByLabel('WeChat nickname').fill(nickname);
    await this.page.getByRole('button', { name: 'Confirm' }).click();
  }
}

/** A WeChat identity of the sandbox that no other test run uses. */
export function freshNickname(): string {
  return `wx-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
