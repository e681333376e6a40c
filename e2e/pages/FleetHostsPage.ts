import { expect, type Locator, type Page } from '@playwright/test';

/** /ops/hosts: the hosts table, found by its name, and a host's status dialog. */
export class FleetHostsPage {
  readonly main: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table', { name: 'Hosts' });
  }

  async searchByName(name: string): Promise<void> {
    const filters = this.main.getByRole('form', { name: 'Filter the hosts' });
    await filters.getByLabel('Host name', { exact: true }).fill(name);
    await filters.getByRole('button', { name: 'Search' }).click();
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  /** Opens the status dialog of a host, picks the status and answers the dialog (to read it first). */
  async chooseStatus(name: string, status: 'Online' | 'Maintenance' | 'Offline'): Promise<Locator> {
    await this.main.getByRole('button', { name: `Change status of ${name}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Change the status of ${name}` });
    await dialog.getByText(status, { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: status, exact: true })).toBeChecked();
    return dialog;
  }
}
