import { expect, type Locator, type Page } from '@playwright/test';

/** A cold load of a lazy console page on a busy machine (journeys run beside each other). */
export const PAGE_LOAD_TIMEOUT = 30_000;

/**
 * /console/cloudDisk: the caller's cloud disks (a table and its create, attach, expand and confirm
 * dialogs), the kept disks of shut-down instances, and file storage with its SFTP account.
 */
export class CloudDiskPage {
  readonly main: Locator;
  readonly disks: Locator;
  readonly disksTable: Locator;
  readonly kept: Locator;
  readonly keptTable: Locator;
  readonly files: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.disks = this.main.getByRole('region', { name: 'My cloud disks' });
    this.disksTable = this.disks.getByRole('table', { name: 'Cloud disks' });
    this.kept = this.main.getByRole('region', { name: 'Kept disks' });
    this.keptTable = this.kept.getByRole('table', { name: 'Kept disks' });
    this.files = this.main.getByRole('region', { name: 'File storage' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/console/cloudDisk');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Cloud disks' })).toBeVisible({
      timeout: PAGE_LOAD_TIMEOUT,
    });
    await expect(this.createButton()).toBeEnabled({ timeout: PAGE_LOAD_TIMEOUT });
  }

  createButton(): Locator {
    return this.disks.getByRole('button', { name: 'Create cloud disk' });
  }

  /** A disk's row, found by its name in the row header. */
  disk(name: string): Locator {
    return this.disksTable
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** A disk's action button, named "<action> <disk name>". */
  action(name: string, action: 'Attach' | 'Detach' | 'Expand' | 'Delete'): Locator {
    return this.disk(name).getByRole('button', { name: `${action} ${name}`, exact: true });
  }

  dialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Clicks a control and answers the dialog it opens (by its title). */
  async open(control: Locator, title: string | RegExp): Promise<Locator> {
    await control.click();
    const dialog = this.dialog(title);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The amount of a quote line ("Charged now", "Per day from tomorrow") inside `scope`. */
  quoteLine(scope: Locator, label: string): Locator {
    return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
  }

  /** The quote dialog's pay button: "Pay ¥x". */
  payButton(dialog: Locator): Locator {
    return dialog.getByRole('button', { name: /^Pay ¥/ });
  }

  /**
   * Picks an option of a searchable antd select found by its label inside `scope`, the way a
   * keyboard user does: types its name and takes the match.
   */
  async choose(scope: Locator, label: string, option: string): Promise<void> {
    const select = scope.getByLabel(label, { exact: true });
    await select.click();
    await select.fill(option);
    await this.page.keyboard.press('Enter');
    await expect(scope.getByTitle(option, { exact: true })).toBeVisible();
  }

  balanceChip(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: /^Balance ¥/ });
  }

  /** A value of the file storage section ("Paid quota", "SFTP host", ...): the cell beside its label. */
  fileFact(label: string): Locator {
    return this.files
      .locator('th', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::td[1]');
  }
}
