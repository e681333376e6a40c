import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * A 1×1 PNG (valid signature, chunks and CRCs), small enough to upload in every run: the server
 * judges uploads by their bytes, so this is what a real screenshot looks like to it.
 */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** /console/createWorkOrder/selectQuestion: categories, their questions and the help documents. */
export class SelectQuestionPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly stillNeedHelp: Locator;
  readonly answeredQuestion: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.stillNeedHelp = this.main.getByRole('button', { name: 'Still need help' });
    this.answeredQuestion = this.main.getByText('Did this answer your question?');
  }

  async goto(): Promise<void> {
    await this.page.goto('/console/createWorkOrder/selectQuestion');
    await expect(this.heading).toHaveText('New work order');
  }

  /** Category and question buttons are toggle buttons (aria-pressed) named by their text. */
  choice(name: string): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }

  async openQuestion(category: string, question: string): Promise<void> {
    await this.choice(category).click();
    await expect(this.choice(category)).toHaveAttribute('aria-pressed', 'true');
    await this.choice(question).click();
    await expect(this.choice(question)).toHaveAttribute('aria-pressed', 'true');
  }

  document(title: string): Locator {
    return this.main.getByRole('article', { name: title });
  }
}

/** /console/createWorkOrder/submit/:id/:question/:resource_type: the ticket form. */
export class SubmitWorkOrderPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly title: Locator;
  readonly description: Locator;
  readonly instance: Locator;
  readonly contactPhone: Locator;
  /** The hidden file input of the drop zone, labelled by the "Attachments" field. */
  readonly files: Locator;
  readonly agreement: Locator;
  readonly submitButton: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.title = this.main.getByLabel('Title', { exact: true });
    this.description = this.main.getByLabel('Description', { exact: true });
    this.instance = this.main.getByRole('combobox', { name: 'Instance' });
    this.contactPhone = this.main.getByLabel('Contact phone', { exact: true });
    this.files = this.main.getByLabel('Attachments', { exact: true });
    this.agreement = this.main.getByRole('checkbox', { name: /accept the work order agreement/ });
    this.submitButton = this.main.getByRole('button', { name: 'Submit', exact: true });
  }

  async expectLoaded(): Promise<void> {
    await expect(this.heading).toHaveText('Submit a work order');
  }

  /** Searches the instance picker by name and takes the match. */
  async chooseInstance(name: string): Promise<void> {
    await this.instance.click();
    await this.instance.fill(name);
    await this.page.keyboard.press('Enter');
    await expect(this.main.getByTitle(new RegExp(`^${escapeRegExp(name)} `))).toBeVisible();
  }

  /** Attaches a file and waits until its upload finished (its name becomes a link to the stored file). */
  async attach(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.files.setInputFiles(file);
    await expect(this.uploaded(file.name)).toBeVisible();
  }

  uploaded(name: string): Locator {
    return this.main.getByRole('link', { name, exact: true }).first();
  }
}

/** /console/createWorkOrder/myWorkOrderDetail/:id: one ticket and its conversation. */
export class WorkOrderDetailPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly revokeButton: Locator;
  readonly revokeDialog: Locator;
  readonly replyBox: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.revokeButton = this.main.getByRole('button', { name: 'Revoke', exact: true });
    this.revokeDialog = page.getByRole('dialog', { name: 'Revoke this work order?' });
    this.replyBox = this.main.getByRole('region', { name: 'Reply', exact: true });
  }

  /** The status tag beside the title. */
  status(label: string): Locator {
    return this.heading.locator('xpath=..').getByText(label, { exact: true });
  }

  /** A fact of the "Details" list ("Category", "Resource", ...). */
  fact(term: string): Locator {
    return this.main
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  image(name: string | RegExp): Locator {
    return this.main.getByRole('img', { name });
  }

  async revoke(): Promise<void> {
    await this.revokeButton.click();
    await expect(this.revokeDialog).toBeVisible();
    await this.revokeDialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(this.revokeDialog).toBeHidden();
  }
}

/** /console/createWorkOrder/myWorkOrder: the caller's tickets. */
export class MyWorkOrdersPage {
  readonly main: Locator;
  readonly filter: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.filter = this.main.getByRole('radiogroup', { name: 'Status' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/console/createWorkOrder/myWorkOrder');
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText('My work orders');
  }

  row(title: string): Locator {
    return this.main
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** antd hides the radio input itself; people click its visible label, and so do we. */
  async showOnly(label: string): Promise<void> {
    await this.filter.getByText(label, { exact: true }).click();
    await expect(this.filter.getByRole('radio', { name: label, exact: true })).toBeChecked();
  }
}

interface Envelope<T> {
  status: number;
  reason: string;
  data: T;
}

/** One third-party call with the session's token (SPEC §7: `Authorization: Bearer`). */
async function thirdParty<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<T> {
  const response = await request.fetch(`/third-party/api/v1/work-order${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.status, `${method} ${path}: ${envelope.reason}`).toBe(0);
  return envelope.data;
}

interface Catalogue {
  categories: { name_en: string; subcategories: { id: number; name_en: string }[] }[];
}

/** The id the server gave a seeded question (named in English, as in the demo help catalogue). */
export async function subcategoryId(
  request: APIRequestContext,
  token: string,
  category: string,
  question: string,
): Promise<number> {
  const { categories } = await thirdParty<Catalogue>(request, token, 'GET', '/categories');
  const found = categories
    .find((item) => item.name_en === category)
    ?.subcategories.find((item) => item.name_en === question);
  if (!found) throw new Error(`no question "${question}" under "${category}" in the help catalogue`);
  return found.id;
}

/** Submits a ticket through the API, for journeys about what happens to it afterwards. */
export async function createTicketByApi(
  request: APIRequestContext,
  session: { token: string; phone: string },
  ticket: { category: string; question: string; title: string; description: string },
): Promise<number> {
  const subcategory = await subcategoryId(request, session.token, ticket.category, ticket.question);
  const { id } = await thirdParty<{ id: number }>(request, session.token, 'POST', '/orders', {
    subcategory_id: subcategory,
    title: ticket.title,
    description: ticket.description,
    contact_phone: session.phone,
    agreement: true,
  });
  return id;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
