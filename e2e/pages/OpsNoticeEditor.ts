import { expect, type Locator, type Page } from '@playwright/test';

/** One language's column of the editor: its title, its markdown editor (toolbar, write, preview). */
export class NoticeLanguageColumn {
  readonly title: Locator;
  readonly content: Locator;
  readonly toolbar: Locator;
  readonly preview: Locator;

  /** `language`: how the column's labels name it ("Title (English)", "Content in English (Markdown)"). */
  constructor(
    readonly column: Locator,
    language: 'English' | 'Chinese',
  ) {
    this.title = column.getByLabel(`Title (${language})`, { exact: true });
    this.content = column.getByLabel(`Content in ${language} (Markdown)`, { exact: true });
    this.toolbar = column.getByRole('toolbar', { name: 'Formatting' });
    this.preview = column.getByRole('region', { name: 'Preview of the notice as customers see it' });
  }

  /** The column's note that its language is not written yet. */
  get missingNote(): Locator {
    return this.column.getByText(/^Not written in /);
  }
}

/**
 * /ops/notices/new and /ops/notices/:id: the English and Chinese columns side by side, the
 * "One language only" mark and the actions. `title`, `content`, `toolbar` and `preview` are the
 * English column's.
 */
export class OpsNoticeEditor {
  readonly main: Locator;
  readonly english: NoticeLanguageColumn;
  readonly chinese: NoticeLanguageColumn;
  readonly title: Locator;
  readonly content: Locator;
  readonly toolbar: Locator;
  readonly status: Locator;
  readonly preview: Locator;
  readonly singleLanguage: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.english = new NoticeLanguageColumn(
      this.main.getByRole('region', { name: 'English', exact: true }),
      'English',
    );
    this.chinese = new NoticeLanguageColumn(
      this.main.getByRole('region', { name: 'Chinese (中文)', exact: true }),
      'Chinese',
    );
    this.title = this.english.title;
    this.content = this.english.content;
    this.toolbar = this.english.toolbar;
    this.preview = this.english.preview;
    this.status = this.main.getByRole('status').filter({ hasText: /./ });
    this.singleLanguage = this.main.getByRole('checkbox', { name: 'One language only' });
  }

  tool(name: string): Locator {
    return this.toolbar.getByRole('button', { name, exact: true });
  }

  async showPreview(): Promise<void> {
    await this.english.column.getByRole('tab', { name: 'Preview' }).click();
    await expect(this.preview).toBeVisible();
  }

  async showWriter(): Promise<void> {
    await this.english.column.getByRole('tab', { name: 'Write' }).click();
    await expect(this.content).toBeVisible();
  }

  /** Asks to publish: the confirmation opens, or the form says what is missing. */
  async askPublish(): Promise<void> {
    await this.main.getByRole('button', { name: 'Publish', exact: true }).click();
  }

  /** Publishes after the confirmation dialog, which names the notice; the list opens again. */
  async publish(title: string): Promise<void> {
    await this.askPublish();
    const dialog = this.page.getByRole('dialog', { name: 'Publish this notice?' });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page).toHaveURL(/\/ops\/notices$/);
  }
}
