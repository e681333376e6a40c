import { expect, type Locator, type Page } from '@playwright/test';
import { yuanIn } from '../support/money';

export interface NewSubAccount {
  username: string;
  password: string;
  limit: string;
  note?: string;
}

/** /console/accountInfo: profile, funds, the sub-accounts table and closing the account. */
export class AccountInfoPage {
  readonly main: Locator;
  readonly profile: Locator;
  readonly subAccounts: Locator;
  readonly closeSection: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.profile = this.main.getByRole('region', { name: 'Profile' });
    this.subAccounts = this.main.getByRole('table', { name: 'Sub-accounts' });
    this.closeSection = this.main.getByRole('region', { name: 'Close account' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/console/accountInfo');
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText('Account info');
    await expect(this.profile).toBeVisible();
  }

  /** One amount tile ("Balance", "Remaining limit", ...), read as yuan. */
  fund(label: string): Locator {
    return this.main.getByRole('group', { name: label, exact: true });
  }

  async fundYuan(label: string): Promise<number> {
    await expect(this.fund(label)).toBeVisible();
    return yuanIn(await this.fund(label).textContent());
  }

  async rename(name: string): Promise<void> {
    await this.profile.getByRole('button', { name: 'Rename the account' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Rename the account' });
    await dialog.getByLabel('Account name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  row(username: string): Locator {
    return this.subAccounts
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: username, exact: true }) });
  }

  /** The row's amount in a column: Limit, Used or Can use (1-based cells after the name). */
  async rowAmounts(username: string): Promise<{ limit: number; used: number; canUse: number }> {
    const cells = this.row(username).getByRole('cell');
    return {
      limit: yuanIn(await cells.nth(1).textContent()),
      used: yuanIn(await cells.nth(2).textContent()),
      canUse: yuanIn(await cells.nth(3).textContent()),
    };
  }

  async addSubAccount(account: NewSubAccount): Promise<void> {
    await this.main.getByRole('button', { name: 'Add a sub-account' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add a sub-account' });
    await dialog.getByLabel('Username').fill(account.username);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByLabel('Repeat the password').fill(account.password);
    await dialog.getByLabel('Spending limit (¥)').fill(account.limit);
    if (account.note) await dialog.getByLabel('Note').fill(account.note);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.row(account.username)).toBeVisible();
  }

  actions(username: string): Locator {
    return this.main.getByRole('group', { name: `Actions for ${username}` });
  }

  async setLimit(username: string, limit: string): Promise<void> {
    await this.actions(username).getByRole('button', { name: 'Edit limit' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Spending limit of ${username}` });
    await dialog.getByLabel('Spending limit (¥)').fill(limit);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  async editNote(username: string, note: string): Promise<void> {
    await this.main.getByRole('button', { name: `Edit the note of ${username}` }).click();
    await this.main.getByRole('textbox', { name: `Note of ${username}` }).fill(note);
    await this.row(username).getByRole('button', { name: 'Save' }).click();
    await expect(this.main.getByRole('textbox', { name: `Note of ${username}` })).toBeHidden();
  }

  async deleteSubAccount(username: string): Promise<void> {
    await this.actions(username).getByRole('button', { name: 'Delete' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Delete sub-account ${username}?` });
    await expect(dialog).toContainText('logged out everywhere at once');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.row(username)).toHaveCount(0);
  }

  async checkUnregister(): Promise<void> {
    await this.closeSection.getByRole('button', { name: 'Check whether the account can be closed' }).click();
  }

  blockers(): Locator {
    return this.closeSection
      .getByRole('list', { name: 'The account cannot be closed yet' })
      .getByRole('listitem');
  }
}
