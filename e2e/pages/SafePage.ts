import { expect, type Locator, type Page } from '@playwright/test';

/** /console/safe: one region per section (named by its heading), a titled dialog per change. */
export class SafePage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async goto(): Promise<void> {
    await this.page.goto('/console/safe');
    await expect(this.main.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    await expect(this.section('Login password')).toBeVisible();
  }

  section(
    name:
      | 'Login password'
      | 'Signed-in sessions'
      | 'Passkeys'
      | 'Notification phone'
      | 'Notice email'
      | 'Notification settings'
      | 'WeChat',
  ) {
    return this.main.getByRole('region', { name, exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Adds a passkey named `name` (the page's browser needs an authenticator: support/virtualAuthenticator). */
  async addPasskey(name: string): Promise<void> {
    await this.section('Passkeys').getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = this.dialog('Add a passkey');
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.toast(`Passkey "${name}" added.`)).toBeVisible();
  }

  /** A success toast (top-right notification) containing `text`. */
  toast(text: string | RegExp): Locator {
    return this.page.locator('.ant-notification-notice').filter({ hasText: text });
  }

  async changePasswordWithOld(current: string, next: string): Promise<void> {
    await this.section('Login password').getByRole('button', { name: 'Change password' }).click();
    const dialog = this.dialog('Change login password');
    await dialog.getByLabel('Current password', { exact: true }).fill(current);
    await dialog.getByLabel('New password', { exact: true }).fill(next);
    await dialog.getByLabel('Confirm new password', { exact: true }).fill(next);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog).toBeHidden();
  }

  noticeSwitch(channel: 'SMS' | 'Email' | 'In-app', event: string): Locator {
    return this.section('Notification settings').getByRole('switch', {
      name: `${channel}: ${event}`,
      exact: true,
    });
  }

  async saveNoticeSettings(): Promise<void> {
    await this.section('Notification settings').getByRole('button', { name: 'Save settings' }).click();
    await expect(this.toast('Notification settings saved')).toBeVisible();
  }

  /** Both steps of the notice email: the address, then the code `readCode` finds in the email outbox. */
  async changeNoticeEmail(email: string, readCode: () => Promise<string>): Promise<void> {
    // "Set" before an address is kept, "Change" after (the button's name starts with what it shows).
    await this.section('Notice email')
      .getByRole('button', { name: /^(Set|Change) notice email$/ })
      .click();
    const dialog = this.dialog('Change notice email');
    await dialog.getByLabel('Email address', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('status')).toContainText(`We sent a 6-digit code to ${email}`);
    await dialog.getByLabel('Email code', { exact: true }).fill(await readCode());
    await dialog.getByRole('button', { name: 'Confirm email' }).click();
    await expect(dialog).toBeHidden();
  }

  wechatList(): Locator {
    return this.section('WeChat').getByRole('table', { name: 'Bound WeChat accounts' });
  }

  /** Opens "Bind WeChat" and waits for its QR code; the dialog is returned. */
  async openBindDialog(): Promise<Locator> {
    await this.section('WeChat').getByRole('button', { name: 'Bind WeChat' }).click();
    const dialog = this.dialog('Bind WeChat');
    await expect(dialog.getByRole('img', { name: 'WeChat QR code' })).toBeVisible();
    return dialog;
  }

  async unbindWechat(nickname: string): Promise<void> {
    await this.wechatList()
      .getByRole('button', { name: `Unbind ${nickname}` })
      .click();
    const dialog = this.dialog(`Unbind WeChat ${nickname}?`);
    // A click landing while the dialog still zooms in can be lost on a loaded machine: try again.
    await expect(async () => {
      if (await dialog.isVisible())
        await dialog.getByRole('button', { name: 'Unbind' }).click({ timeout: 2_000 });
      await expect(dialog).toBeHidden({ timeout: 3_000 });
    }).toPass({ timeout: 15_000 });
    await expect(this.toast(`WeChat ${nickname} unbound`)).toBeVisible();
  }
}
