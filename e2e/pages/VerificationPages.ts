import { type Browser, expect, type Locator, type Page } from '@playwright/test';

/** A 1×1 PNG: what the file inputs are given for a photo (the sandbox reads any image). */
export const PHOTO = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A valid resident ID number nobody else uses: Beijing, a random birth date, its MOD 11-2 character. */
export function freshIdNumber(): string {
  const born = new Date(Date.UTC(1975, 0, 1) + Math.floor(Math.random() * 25 * 365) * 86_400_000);
  const first17 = `110101${born.toISOString().slice(0, 10).replace(/-/g, '')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}

/** A unified social credit code (GB 32100) with its check character, new for every call. */
export function freshCreditCode(): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const first17 = `91440300${Array.from({ length: 9 }, () => chars[Math.floor(Math.random() * 31)]).join('')}`;
  const sum = weights.reduce(
    (total, weight, index) => total + weight * chars.indexOf(first17[index] ?? '0'),
    0,
  );
  return `${first17}${chars[(31 - (sum % 31)) % 31]}`;
}

/** A UnionPay card number with a valid Luhn check digit. */
export const BANK_CARD = '6222020200112233446';

/**
 * The sandbox provider's page of a pending check, opened from the link the console shows, where
 * the tester passes or fails it (as a real provider would decide). Its own tab, closed after.
 */
export async function decideInSandbox(
  browser: Browser,
  link: Locator,
  decision: 'Pass' | 'Fail',
): Promise<void> {
  const url = await link.getAttribute('href');
  if (!url) throw new Error('the check link has no address');
  const context = await browser.newContext();
  const sandbox = await context.newPage();
  await sandbox.goto(url);
  await expect(sandbox.getByRole('heading', { level: 1 })).toBeVisible();
  await sandbox.getByRole('button', { name: decision, exact: true }).click();
  await expect(sandbox.getByRole('status')).toContainText(decision === 'Pass' ? 'passed' : 'failed');
  await context.close();
}

/** The console's verification pages, found by their labels. */
export class VerificationPages {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  checkLink(scope: Locator = this.main): Locator {
    return scope.getByRole('link', { name: 'Open the check page' });
  }

  /** Photographs one document (the file input a phone opens as a camera) and has the sandbox pass it. */
  async readDocument(browser: Browser, label: string): Promise<void> {
    const input = this.main.locator('input[type=file]').and(this.page.getByLabel(label, { exact: true }));
    await input.setInputFiles(PHOTO);
    // The innermost block holding the input: the field, with its check's link and reading.
    const field = this.main
      .locator('div')
      .filter({ has: this.page.locator(`input[type=file][id="${await input.getAttribute('id')}"]`) })
      .last();
    await decideInSandbox(browser, this.checkLink(field), 'Pass');
    await expect(field.getByLabel('Read', { exact: true })).toBeVisible();
  }

  async readIdCard(browser: Browser): Promise<void> {
    await this.page.goto('/console/verification/personal');
    await this.readDocument(browser, 'Front of the ID card (the side with your photo)');
    await this.readDocument(browser, 'Back of the ID card (the issuing side)');
    await this.main.getByRole('button', { name: 'Next' }).click();
  }

  async acceptAndSubmit(): Promise<void> {
    await this.main
      .getByRole('checkbox', { name: /I have read and accept the verification agreement/ })
      .check();
    await this.main.getByRole('button', { name: 'Submit' }).click();
  }
}
