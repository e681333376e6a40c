import { expect, type Locator, type Page } from '@playwright/test';

export type ScopeLabel = 'Read' | 'Instances' | 'Billing';

export interface NewAccessKey {
  name: string;
  scopes: ScopeLabel[];
  /** The expiry choice as shown: "Never", "After 30 days", ... (Never unless given). */
  expiry?: string;
  addresses?: string[];
  /** Yuan as typed, e.g. "500". */
  spendCap?: string;
}

export interface ShownSecret {
  id: string;
  secret: string;
}

/** /console/openapi/accessKey: the keys table, its create, rotate and confirm dialogs, and the secret dialog. */
export class AccessKeyPage {
  readonly main: Locator;
  readonly table: Locator;
  readonly createButton: Locator;
  readonly secretDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table', { name: 'Access keys' });
    this.createButton = this.main.getByRole('button', { name: 'Create access key' });
    this.secretDialog = page.getByRole('dialog', { name: 'Save your secret' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/console/openapi/accessKey');
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText('API access keys');
    await expect(this.createButton).toBeEnabled();
  }

  row(name: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  actions(name: string): Locator {
    return this.main.getByRole('group', { name: `Actions for ${name}` });
  }

  async openCreate(): Promise<Locator> {
    await this.createButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Create access key' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Fills the create dialog; the scopes checked are exactly `key.scopes`. */
  async fillKey(dialog: Locator, key: NewAccessKey): Promise<void> {
    await dialog.getByLabel('Name').fill(key.name);
    for (const scope of ['Read', 'Instances', 'Billing'] as const) {
      const box = dialog.getByRole('checkbox', { name: new RegExp(`^${scope}\\b`) });
      if (await box.isDisabled()) continue;
      await box.setChecked(key.scopes.includes(scope));
    }
    if (key.expiry) {
      await dialog.getByRole('combobox', { name: 'Expires' }).click();
      await this.page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .getByTitle(key.expiry, { exact: true })
        .click();
    }
    await dialog.getByLabel('Allowed addresses (optional)').fill((key.addresses ?? []).join('\n'));
    await dialog.getByLabel('Monthly spend cap (¥, optional)').fill(key.spendCap ?? '');
  }

  /** Sends the create dialog; the secret dialog opens in its place. */
  async submitCreate(dialog: Locator): Promise<ShownSecret> {
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    return this.shownSecret();
  }

  async create(key: NewAccessKey): Promise<ShownSecret> {
    const dialog = await this.openCreate();
    await this.fillKey(dialog, key);
    return this.submitCreate(dialog);
  }

  /** The key id and secret the secret dialog shows. */
  async shownSecret(): Promise<ShownSecret> {
    await expect(this.secretDialog).toBeVisible();
    const id = await this.secretDialog.getByRole('textbox', { name: 'Access key ID' }).inputValue();
    const secret = await this.secretDialog.getByRole('textbox', { name: 'Secret' }).inputValue();
    return { id, secret };
  }

  async closeSecret(): Promise<void> {
    await this.secretDialog.getByRole('button', { name: 'I have saved it' }).click();
    await expect(this.secretDialog).toBeHidden();
  }

  async disable(name: string): Promise<void> {
    await this.actions(name).getByRole('button', { name: 'Disable' }).click();
    await confirmIn(this.page.getByRole('dialog', { name: `Disable key “${name}”?` }), 'Disable');
    await expect(this.row(name)).toContainText('Disabled');
  }

  async enable(name: string): Promise<void> {
    await this.actions(name).getByRole('button', { name: 'Enable' }).click();
    await expect(this.row(name)).toContainText('Active');
  }

  /** Rotates with a grace choice as shown ("Stop it at once", "For 24 hours", ...); the new secret shows. */
  async rotate(name: string, grace: string): Promise<ShownSecret> {
    await this.actions(name).getByRole('button', { name: 'Rotate' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Rotate the secret of “${name}”` });
    // A click while the dialog is still opening can be lost: checked until it took.
    await expect(async () => dialog.getByRole('radio', { name: grace }).check({ timeout: 2_000 })).toPass();
    await dialog.getByRole('button', { name: 'Rotate' }).click();
    await expect(dialog).toBeHidden();
    return this.shownSecret();
  }

  async remove(name: string): Promise<void> {
    await this.actions(name).getByRole('button', { name: 'Delete' }).click();
    const confirm = this.page.getByRole('dialog', { name: `Delete key “${name}”?` });
    await expect(confirm).toContainText('cannot be undone');
    await confirmIn(confirm, 'Delete');
    await expect(this.row(name)).toHaveCount(0);
  }
}

/**
 * Confirms an antd confirmation. A click made while it is still opening can be lost, so it is
 * clicked until the dialog closes; a click that took leaves the button loading, which ignores another.
 */
async function confirmIn(dialog: Locator, button: string): Promise<void> {
  await expect(async () => {
    if (await dialog.isVisible())
      await dialog.getByRole('button', { name: button }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass();
}
