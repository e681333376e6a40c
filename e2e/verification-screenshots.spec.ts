import type { Browser, Locator, Page } from '@playwright/test';
import { verificationEnUS } from '../apps/web/src/features/verification/i18n/en-US';
import { verificationZhCN } from '../apps/web/src/features/verification/i18n/zh-CN';
import { expect, PHONE_VIEWPORT, test } from './fixtures';
import { openOpsAs } from './pages/OpsConsole';
import { BANK_CARD, decideInSandbox, freshIdNumber, PHOTO } from './pages/VerificationPages';
import { fullShot, openInLanguage } from './support/screenshots';
import { registerFreshAccount } from './support/session';
import { latestSmsCode } from './support/smsOutbox';

// Pictures of the verification pages, customer and reviewer, in both languages (`npm run screenshots`).
// The pages are driven by the app's own texts of each language, so one journey serves both.

const LANGUAGES = ['en-US', 'zh-CN'] as const;
type Language = (typeof LANGUAGES)[number];
type Texts = typeof verificationEnUS;
const TEXTS: Record<Language, Texts> = { 'en-US': verificationEnUS, 'zh-CN': verificationZhCN };

const SUBMIT_PATH = '/third-party/api/v1/verification/verifications';

/**
 * The whole page from its top: a page scrolled by typing would draw its sticky top bar midway
 * down a full-page picture.
 */

/** The block of one photographed document: its file input (by id), its check link and reading. */
function documentField(page: Page, inputId: string): Locator {
  return page
    .getByRole('main')
    .locator('div')
    .filter({ has: page.locator(`input[type=file][id="${inputId}"]`) })
    .last();
}

/**
 * Photographs a document and has the sandbox pass it; `beforeDeciding` sees the pending reading
 * (and its check page) first.
 */
async function readDocument(
  page: Page,
  browser: Browser,
  texts: Texts,
  inputId: string,
  beforeDeciding?: (checkPage: string) => Promise<void>,
): Promise<void> {
  await page.locator(`input[type=file][id="${inputId}"]`).setInputFiles(PHOTO);
  const field = documentField(page, inputId);
  const link = field.getByRole('link', { name: texts.openCheckPage });
  await expect(link).toBeVisible();
  await beforeDeciding?.((await link.getAttribute('href')) ?? '');
  await decideInSandbox(browser, link, 'Pass');
  await expect(field.getByLabel(texts.upload.passed, { exact: true })).toBeVisible();
}

/** antd spaces out a button label of two Chinese characters ("提 交"), which is its accessible name. */
function buttonName(text: string): string {
  return /^[\u4e00-\u9fff]{2}$/.test(text) ? `${text[0]} ${text[1]}` : text;
}

async function acceptAgreement(main: Locator, texts: Texts): Promise<void> {
  await main.getByRole('checkbox', { name: new RegExp(texts.agreement.accept) }).check();
}

for (const language of LANGUAGES) {
  const texts = TEXTS[language];
  const name = (page: string) => `verification-${page}-${language}`;

  test(`personal verification pages in ${language}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? '';
    const page = await openInLanguage(browser, origin, language, {
      session: await registerFreshAccount(request),
    });
    const main = page.getByRole('main');

    await page.goto('/console/verification/selectVerification');
    await expect(main.getByText(texts.select.kinds.personal.description)).toBeVisible();
    await fullShot(page, name('select-fresh'));

    await page.goto('/console/verification/personal');
    await readDocument(page, browser, texts, 'id-card-front', async (checkPage) => {
      const sandbox = await openInLanguage(browser, origin, language);
      await sandbox.goto(checkPage);
      await expect(sandbox.getByRole('button', { name: 'Pass', exact: true })).toBeVisible();
      await fullShot(sandbox, name('sandbox-id-card-pending'));
      await sandbox.context().close();
    });
    await readDocument(page, browser, texts, 'id-card-back');
    await fullShot(page, name('personal-1-id-card-read'));

    await main.getByRole('button', { name: buttonName(texts.next) }).click();
    await main.getByRole('button', { name: buttonName(texts.personal.startFace) }).click();
    await expect(main.getByRole('img', { name: texts.personal.faceQr })).toBeVisible();
    await fullShot(page, name('personal-2-face-pending'));

    await decideInSandbox(browser, main.getByRole('link', { name: texts.openCheckPage }), 'Pass');
    await expect(main.getByText(texts.personal.facePassed)).toBeVisible();
    await main.getByRole('button', { name: buttonName(texts.next) }).click();
    await expect(main.getByRole('checkbox', { name: new RegExp(texts.agreement.accept) })).toBeVisible();
    await fullShot(page, name('personal-3-agreement'));

    await acceptAgreement(main, texts);
    await main.getByRole('button', { name: buttonName(texts.submit) }).click();
    await expect(main.getByText(texts.personal.passed)).toBeVisible();
    await page.goto('/console/verification/selectVerification');
    await expect(main.getByRole('table')).toContainText(texts.statuses['1']);
    await fullShot(page, name('select-personal-passed'));
  });

  test(`personal step 1 on a phone in ${language}`, async ({ browser, baseURL, request }) => {
    const page = await openInLanguage(browser, baseURL ?? '', language, {
      session: await registerFreshAccount(request),
      viewport: PHONE_VIEWPORT,
    });
    await page.goto('/console/verification/personal');
    await readDocument(page, browser, texts, 'id-card-front');
    await readDocument(page, browser, texts, 'id-card-back');
    await fullShot(page, name('personal-1-phone'));
  });

  test(`bank card, other documents, student and agreement pages in ${language}`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const customer = await registerFreshAccount(request);
    const page = await openInLanguage(browser, baseURL ?? '', language, { session: customer });
    const main = page.getByRole('main');

    await page.goto('/console/verification/bankCardVerify');
    await main.getByLabel(texts.bankCard.name, { exact: true }).fill('张伟');
    await main.getByLabel(texts.bankCard.idNumber, { exact: true }).fill(freshIdNumber());
    await main.getByLabel(texts.bankCard.cardNumber, { exact: true }).fill(BANK_CARD);
    await main.getByLabel(texts.bankCard.phone, { exact: true }).fill('13912345678');
    await main.getByRole('button', { name: buttonName(texts.code.send) }).click();
    await main
      .getByLabel(texts.bankCard.code, { exact: true })
      .fill(await latestSmsCode(request, customer.phone));
    await acceptAgreement(main, texts);
    await fullShot(page, name('bank-card-filled'));

    // The contract's rules refusing what was typed, in the page's language.
    await main.getByLabel(texts.bankCard.idNumber, { exact: true }).fill('12345');
    await main.getByLabel(texts.bankCard.cardNumber, { exact: true }).fill('1234');
    await main.getByLabel(texts.bankCard.name, { exact: true }).fill('张');
    await main.getByRole('button', { name: buttonName(texts.submit) }).click();
    await expect(main.getByLabel(texts.bankCard.name, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await fullShot(page, name('bank-card-refused-input'));

    await page.goto('/console/verification/otherChannel');
    await main.getByLabel(texts.otherChannel.name, { exact: true }).fill('John Smith');
    await main.getByLabel(texts.otherChannel.documentType, { exact: true }).click();
    // The first choice (a passport) is the active one; antd's option elements are for screen readers.
    await page.keyboard.press('Enter');
    await expect(main.getByTitle(texts.otherChannel.documentTypes.passport)).toBeVisible();
    await main.getByLabel(texts.otherChannel.documentNumber, { exact: true }).fill('E12345678');
    await main.locator('input[type=file]').setInputFiles(PHOTO);
    await expect(main.getByRole('link', { name: PHOTO.name })).toBeVisible();
    await main.getByLabel(texts.otherChannel.note, { exact: true }).fill('Passport issued in 2021.');
    await acceptAgreement(main, texts);
    await fullShot(page, name('other-channel-form'));

    await page.goto('/studentverify');
    await expect(main.getByRole('tab', { name: texts.student.tabs.email })).toBeVisible();
    await fullShot(page, name('student-email-tab'));
    await main.getByRole('tab', { name: texts.student.tabs.report }).click();
    await expect(main.getByRole('tabpanel').getByText(texts.student.reportHint)).toBeVisible();
    await fullShot(page, name('student-report-tab'));

    await page.goto('/verifyAgreement');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    // The text, once its renderer has loaded in place of the placeholder.
    await expect(main.getByRole('status')).toHaveCount(0);
    await fullShot(page, name('agreement'));
  });

  test(`enterprise pages and the reviewer's desk in ${language}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? '';
    const page = await openInLanguage(browser, origin, language, {
      session: await registerFreshAccount(request),
    });
    const main = page.getByRole('main');

    await page.goto('/console/verification/enterprise');
    await readDocument(page, browser, texts, 'business-license');
    await main.getByRole('button', { name: buttonName(texts.next) }).click();
    await main.getByLabel(texts.enterprise.legalPersonName, { exact: true }).fill('王五');
    await main.getByLabel(texts.enterprise.legalPersonIdNumber, { exact: true }).fill(freshIdNumber());
    await main.getByLabel(texts.enterprise.bankName, { exact: true }).fill('中国工商银行北京分行');
    await main.getByLabel(texts.enterprise.bankAccount, { exact: true }).fill('0200001234567890');
    await acceptAgreement(main, texts);
    await main.getByRole('button', { name: buttonName(texts.enterprise.sendTransfer) }).click();
    await expect(main.getByLabel(texts.enterprise.amount, { exact: true })).toBeVisible();
    await fullShot(page, name('enterprise-transfer'));

    const letterPage = await openInLanguage(browser, origin, language, {
      session: await registerFreshAccount(request),
    });
    const letterMain = letterPage.getByRole('main');
    await letterPage.goto('/console/verification/license');
    await readDocument(letterPage, browser, texts, 'business-license');
    await letterMain.getByRole('button', { name: buttonName(texts.next) }).click();
    await letterMain.locator('input[type=file][id="license-letter-files"]').setInputFiles(PHOTO);
    await expect(letterMain.getByRole('link', { name: PHOTO.name })).toBeVisible();
    await letterMain.getByLabel(texts.letter.contactName, { exact: true }).fill('钱七');
    await acceptAgreement(letterMain, texts);
    const submitted = letterPage.waitForResponse(
      (response) => response.url().endsWith(SUBMIT_PATH) && response.request().method() === 'POST',
    );
    await letterMain.getByRole('button', { name: buttonName(texts.submit) }).click();
    const id = ((await (await submitted).json()) as { data: { verification: { id: number } } }).data
      .verification.id;
    await expect(letterMain.getByText(texts.submitted.title)).toBeVisible();
    await fullShot(letterPage, name('license-submitted'));

    const desk = await openInLanguage(browser, origin, language);
    await openOpsAs(desk, 'reviewer', '/ops/verifications');
    await expect(desk.getByRole('main').getByRole('table').getByRole('link').first()).toBeVisible();
    await fullShot(desk, `ops-verifications-queue-${language}`);
    await desk.goto(`/ops/verifications/${id}`);
    // The business licence and the authorisation letter, both uploaded as the same photo.
    const photos = desk.getByRole('main').getByRole('img', { name: PHOTO.name });
    await expect(photos).toHaveCount(2);
    for (const photo of await photos.all()) await expect(photo).toBeVisible();
    await fullShot(desk, `ops-verifications-detail-${language}`);
  });
}
