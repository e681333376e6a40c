import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiPost } from '../support/api';

/** The version in force of an agreement, as anyone may read it (POST /api/get_agreement). */
export async function agreementInForce(
  request: APIRequestContext,
  key: 'work_order' | 'service',
): Promise<{ version: number; title_en: string; content_en: string }> {
  return apiPost(request, '/get_agreement', { key });
}

/** A public agreement page (/workOrderAgreement): the title, its version line and the text. */
export class AgreementPage {
  readonly main: Locator;
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    readonly path = '/workOrderAgreement',
  ) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await expect(this.heading).toBeVisible();
  }

  section(name: string): Locator {
    return this.main.getByRole('heading', { level: 2, name, exact: true });
  }
}

/** /ops/agreements: the version in force, the history and the publication of the next version. */
export class OpsAgreementsPage {
  readonly main: Locator;
  readonly history: Locator;
  readonly publishDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.history = this.main.getByRole('table', { name: /^Versions of the / });
    this.publishDialog = page.getByRole('dialog', { name: /^Publish a new version of the / });
  }

  /** The first cell of the row marked "In force": its version number and the mark. */
  inForce(): Locator {
    return this.history.getByRole('row').filter({ hasText: 'In force' }).getByRole('cell').first();
  }

  field(label: string): Locator {
    return this.publishDialog.getByLabel(label, { exact: true });
  }

  /** Adds a paragraph at the end of a markdown text, keeping every heading above it. */
  async appendParagraph(label: string, paragraph: string): Promise<void> {
    const field = this.field(label);
    await field.fill(`${(await field.inputValue()).trimEnd()}\n\n${paragraph}\n`);
  }

  confirmDialog(version: number): Locator {
    return this.page.getByRole('dialog', { name: `Publish version ${version}?` });
  }

  versionDialog(version: number): Locator {
    return this.page.getByRole('dialog', { name: new RegExp(`^Version ${version} · `) });
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.ant-notification-notice').filter({ hasText: text });
  }
}
