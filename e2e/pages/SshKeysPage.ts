import { expect, type Locator, type Page } from '@playwright/test';

/** /console/sshKeys: the keys table, the add dialog and the delete confirmation (en-US). */
export class SshKeysPage {
  readonly main: Locator;
  readonly table: Locator;
  readonly addButton: Locator;
  readonly addDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table', { name: 'SSH keys' });
    this.addButton = this.main.getByRole('button', { name: 'Add SSH key' });
    this.addDialog = page.getByRole('dialog', { name: 'Add SSH key' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/console/sshKeys');
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText('SSH keys');
    await expect(this.addButton).toBeEnabled();
  }

  row(name: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** Fills and sends the add dialog; the dialog stays open when the server refuses the key. */
  async add(name: string, publicKey: string): Promise<void> {
    await this.addButton.click();
    await expect(this.addDialog).toBeVisible();
    await this.addDialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await this.addDialog.getByRole('textbox', { name: 'Public key' }).fill(publicKey);
    await this.addDialog.getByRole('button', { name: 'Add key' }).click();
  }

  async remove(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const confirm = this.page.getByRole('dialog', { name: `Delete SSH key ${name}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
  }
}
