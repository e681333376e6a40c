import { expect, type Locator, type Page } from '@playwright/test';

/** A file to attach as Playwright's setInputFiles takes it. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** /ops/work-orders and one ticket's page: the queue, the conversation and the desk's actions. */
export class OpsWorkOrderDesk {
  readonly main: Locator;
  readonly queue: Locator;
  readonly conversation: Locator;
  readonly replyForm: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.queue = this.main.getByRole('table', { name: 'Work orders, oldest first' });
    this.conversation = this.main.getByRole('list', { name: 'Conversation' });
    this.replyForm = this.main.getByRole('form', { name: 'Write to the ticket' });
  }

  /** Searches the open tickets by ticket id, customer phone or part of a title. */
  async search(text: string): Promise<void> {
    const filters = this.main.getByRole('form', { name: 'Filter the work orders' });
    await filters.getByLabel('Search', { exact: true }).fill(text);
    await filters.getByRole('button', { name: 'Search' }).click();
  }

  row(id: number): Locator {
    return this.queue
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: `#${id}`, exact: true }) });
  }

  async openTicket(id: number, title: string): Promise<void> {
    await this.row(id).getByRole('link', { name: title }).click();
    await expect(this.main.getByRole('heading', { level: 1, name: `#${id} ${title}` })).toBeVisible();
  }

  /** A fact of the ticket ("Assignee", "Status"…) from its description list. */
  fact(label: string): Locator {
    return this.main
      .getByRole('region', { name: 'About the ticket' })
      .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::*[1]');
  }

  /** The message of the conversation that contains `text`. */
  message(text: string): Locator {
    return this.conversation.getByRole('listitem').filter({ hasText: text });
  }

  async pick(): Promise<void> {
    await this.main.getByRole('button', { name: 'Pick', exact: true }).click();
    await expect(this.toast('The ticket is yours now.')).toBeVisible();
  }

  async writeNote(text: string): Promise<void> {
    const internal = this.replyForm.getByRole('switch', { name: 'Internal note' });
    if (!(await internal.isChecked())) await internal.click();
    await expect(internal).toBeChecked();
    await this.replyForm.getByLabel('Message', { exact: true }).fill(text);
    await this.replyForm.getByRole('button', { name: 'Add internal note' }).click();
    await expect(this.message(text)).toBeVisible();
  }

  /** A reply the customer sees, with files that upload (and finish) before it is sent. */
  async reply(text: string, files: FilePayload[] = []): Promise<void> {
    const internal = this.replyForm.getByRole('switch', { name: 'Internal note' });
    if (await internal.isChecked()) await internal.click();
    await expect(internal).not.toBeChecked();
    await this.replyForm.getByLabel('Message', { exact: true }).fill(text);
    if (files.length > 0) {
      const uploads = files.map(() =>
        this.page.waitForResponse((response) => response.url().endsWith('/api/ops/work-order/upload_file')),
      );
      await this.replyForm.locator('input[type=file]').setInputFiles(files);
      for (const upload of uploads) expect((await upload).ok()).toBe(true);
    }
    const send = this.replyForm.getByRole('button', { name: 'Send reply' });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(this.message(text)).toBeVisible();
  }

  /** Resolves the ticket through its confirmation dialog, with a last message to the customer. */
  async resolve(id: number, lastMessage: string): Promise<void> {
    await this.main.getByRole('button', { name: 'Resolve', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Resolve ticket #${id}?` });
    await dialog.getByLabel('Last message to the customer (optional)').fill(lastMessage);
    await dialog.getByRole('button', { name: 'Resolve', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.toast(`Ticket #${id} is resolved.`)).toBeVisible();
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.ant-notification-notice').filter({ hasText: text });
  }
}

/** /ops/work-order-help: categories, their subcategories and the help documents of one of them. */
export class OpsWorkOrderHelp {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  /** The section of a category, named "English · Chinese". */
  category(name: { name: string; name_en: string }): Locator {
    return this.main.getByRole('region', { name: `${name.name_en} · ${name.name}` });
  }

  async addCategory(name: { name: string; name_en: string }): Promise<void> {
    await this.main.getByRole('button', { name: 'New category' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New category' });
    await dialog.getByLabel('Name (Chinese)').fill(name.name);
    await dialog.getByLabel('Name (English)').fill(name.name_en);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.category(name)).toBeVisible();
  }

  async addSubcategory(
    category: { name: string; name_en: string },
    sub: { name: string; name_en: string; resourceType: string },
  ): Promise<void> {
    await this.category(category).getByRole('button', { name: 'Add subcategory' }).click();
    const dialog = this.page.getByRole('dialog', { name: `New subcategory of ${category.name_en}` });
    await dialog.getByLabel('Name (Chinese)').fill(sub.name);
    await dialog.getByLabel('Name (English)').fill(sub.name_en);
    // A click during the dropdown's opening animation selects nothing: retried until it took.
    const combobox = dialog.getByLabel('Resource type');
    const options = this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await expect(async () => {
      if (!(await options.isVisible())) await combobox.click();
      await options.getByTitle(sub.resourceType, { exact: true }).click({ timeout: 2_000 });
      await expect(dialog.locator('.ant-select-content')).toHaveText(sub.resourceType, { timeout: 1_000 });
    }).toPass();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  subcategoryRow(category: { name: string; name_en: string }, subNameEn: string): Locator {
    return this.category(category)
      .getByRole('table', { name: `Subcategories of ${category.name_en}` })
      .getByRole('row')
      .filter({ hasText: subNameEn });
  }

  /** The documents panel of a subcategory, opened from its row. */
  async openDocuments(category: { name: string; name_en: string }, subNameEn: string): Promise<Locator> {
    await this.subcategoryRow(category, subNameEn)
      .getByRole('button', { name: `Help documents of ${subNameEn}` })
      .click();
    const panel = this.main.getByRole('region', { name: `Help documents of ${subNameEn}` });
    await expect(panel).toBeVisible();
    return panel;
  }

  /** Writes a document in both languages, checks its English preview shows `heading`, and saves it. */
  async addDocument(
    panel: Locator,
    doc: { title: string; title_en: string; content: string; content_en: string; heading: string },
  ): Promise<void> {
    await panel.getByRole('button', { name: 'New document' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New help document' });
    await dialog.getByLabel('Title (Chinese)').fill(doc.title);
    await dialog.getByLabel('Title (English)').fill(doc.title_en);
    await dialog.getByLabel('Content in Chinese (Markdown)').fill(doc.content);
    await dialog.getByLabel('Content in English (Markdown)').fill(doc.content_en);
    await dialog.getByRole('switch', { name: 'Preview' }).click();
    await expect(
      dialog.getByRole('region', { name: 'Preview in English' }).getByRole('heading', { name: doc.heading }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Opens the delete dialog of `name` (a category, subcategory or document) and confirms it. */
  async confirmDelete(scope: Locator, kind: 'category' | 'subcategory' | 'help document', name: string) {
    await scope.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Delete ${kind} ${name}?` });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    return dialog;
  }
}
