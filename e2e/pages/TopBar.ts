import { expect, type Locator, type Page } from '@playwright/test';

/** The page's banner (SPEC §2 top bar); panels open inside it, so everything is found from here. */
export class TopBar {
  readonly header: Locator;
  readonly nav: Locator;
  readonly messagesButton: Locator;
  readonly notificationsButton: Locator;
  readonly workOrdersLink: Locator;
  readonly menuButton: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.nav = page.getByRole('navigation', { name: /Main navigation|主导航/ });
    this.messagesButton = this.header.getByRole('button', { name: 'Messages', exact: true });
    this.notificationsButton = this.header.getByRole('button', { name: 'Notifications', exact: true });
    this.workOrdersLink = this.header.getByRole('link', { name: 'Work orders', exact: true });
    this.menuButton = this.header.getByRole('button', { name: 'Menu', exact: true });
  }

  loginButton(): Locator {
    return this.header.getByRole('button', { name: 'Log in / Register' });
  }

  tab(name: string | RegExp): Locator {
    return this.nav.getByRole('link', typeof name === 'string' ? { name, exact: true } : { name });
  }

  languages(): Locator {
    return this.header.getByRole('radiogroup', { name: /Language|语言/ });
  }

  /** antd hides the radio input itself; people click its visible label, and so do we. */
  async chooseLanguage(label: 'English' | '中文'): Promise<void> {
    await this.languages().getByText(label, { exact: true }).click();
    await expect(this.languages().getByRole('radio', { name: label })).toBeChecked();
  }

  accountButton(): Locator {
    return this.header.getByRole('button', { name: /^Account / });
  }

  /** The panel a bell or the avatar opens: a region named after what it lists. */
  panel(name: string | RegExp): Locator {
    return this.header.getByRole('region', { name });
  }

  messagesPanel(): Locator {
    return this.panel('Latest messages');
  }

  notificationsPanel(): Locator {
    return this.panel('Latest notifications');
  }

  async openMessages(): Promise<Locator> {
    await this.messagesButton.click();
    await expect(this.messagesPanel()).toBeVisible();
    return this.messagesPanel();
  }

  async openNotifications(): Promise<Locator> {
    await this.notificationsButton.click();
    await expect(this.notificationsPanel()).toBeVisible();
    return this.notificationsPanel();
  }

  async openAccountMenu(): Promise<Locator> {
    const button = this.accountButton();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    return this.header
      .getByRole('region')
      .filter({ has: this.page.getByRole('button', { name: 'Log out' }) });
  }

  async logout(): Promise<void> {
    const menu = await this.openAccountMenu();
    await menu.getByRole('button', { name: /Log out|退出登录/ }).click();
  }

  /** The red dot of a bell or of the work-order link. */
  dotOf(control: Locator): Locator {
    return control.getByTestId('unread-dot');
  }

  balanceChips(): Locator {
    return this.header.getByRole('link', { name: /^(Balance|Vouchers|Available) ¥/ });
  }

  /** The small-screen drawer (a dialog named "Menu") and its list of links. */
  async openDrawer(): Promise<Locator> {
    await this.menuButton.click();
    const drawer = this.page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    return drawer.getByRole('navigation', { name: 'Site menu' });
  }
}
