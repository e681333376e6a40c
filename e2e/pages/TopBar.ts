import { expect, type Locator, type Page } from '@playwright/test';

export class TopBar {
  readonly header: Locator;
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.nav = page.getByRole('navigation', { name: /Main navigation|主导航/ });
  }

  loginButton(): Locator {
    return this.header.getByRole('button', { name: 'Log in / Register' });
  }

  logoutButton(): Locator {
    return this.header.getByRole('button', { name: /Log out|退出登录/ });
  }

  languages(): Locator {
    return this.header.getByRole('radiogroup', { name: /Language|语言/ });
  }

  /** antd hides the radio input itself; people click its visible label, and so do we. */
  async chooseLanguage(label: 'English' | '中文'): Promise<void> {
    await this.languages().getByText(label, { exact: true }).click();
    await expect(this.languages().getByRole('radio', { name: label })).toBeChecked();
  }
}
