import { expect, test } from './fixtures';
import { AgreementPage, agreementInForce, OpsAgreementsPage } from './pages/AgreementPages';
import { OpsFrame, openOpsAs } from './pages/OpsConsole';
import { useSession } from './support/session';
import { standingAgreementSetup } from './support/standingAgreement';

// The publication below changes the text every reader sees: the reading journey runs first, and the
// new version keeps the title and every heading, so whatever runs later reads the same structure.
test.describe.configure({ mode: 'serial' });

test('a visitor reads the work order agreement in force, in English and in 中文', async ({
  page,
  request,
  topBar,
  contactWidget,
}) => {
  const { version } = await agreementInForce(request, 'work_order');
  const agreement = new AgreementPage(page);
  await agreement.goto();
  await expect(agreement.heading).toHaveText('Work Order Service Agreement');
  await expect(page).toHaveTitle('Work Order Service Agreement · GPU Cloud');
  await expect(
    agreement.main.getByText(new RegExp(`^Version ${version} · published \\d{4}-\\d{2}-\\d{2}$`)),
  ).toBeVisible();
  await expect(agreement.section('1. What support covers')).toBeVisible();
  await expect(agreement.section('6. What is not allowed')).toBeVisible();
  await expect(agreement.main.getByText('Support will never ask for your login password')).toBeVisible();
  // SPEC §2: no contact widget on the agreements a visitor reads before deciding.
  await expect(contactWidget.region).toHaveCount(0);

  await topBar.chooseLanguage('中文');
  await expect(agreement.heading).toHaveText('工单服务协议');
  await expect(page).toHaveTitle('工单服务协议 · GPU 云');
  await expect(agreement.main.getByText(new RegExp(`^第 ${version} 版 · 发布于 `))).toBeVisible();
  await expect(agreement.section('1. 服务范围')).toBeVisible();
});

test('support publishes the next version in the console, and visitors read it from then on', async ({
  page,
  request,
}) => {
  test.slow();
  const ops = new OpsFrame(page);
  const agreements = new OpsAgreementsPage(page);
  const { version: current } = await agreementInForce(request, 'work_order');
  const next = current + 1;
  const stamp = `Reviewed in run ${Date.now()}.`;

  await test.step('support finds the version in force and its history', async () => {
    await openOpsAs(page, 'support', '/ops/agreements');
    await expect(ops.heading('Agreements')).toBeVisible();
    await expect(ops.menuLink('Agreements')).toBeVisible();
    await expect(agreements.inForce()).toHaveText(`${current} In force`);
    await agreements.main.getByRole('button', { name: `View version ${current}` }).click();
    const dialog = agreements.versionDialog(current);
    await expect(dialog.getByRole('heading', { name: '1. What support covers' })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Chinese' }).click();
    await expect(dialog.getByRole('heading', { name: '1. 服务范围' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the new version starts from the texts in force, previewed as customers read it', async () => {
    await agreements.main.getByRole('button', { name: 'Publish a new version' }).click();
    await expect(agreements.publishDialog).toBeVisible();
    await expect(agreements.field('Title (English)')).toHaveValue('Work Order Service Agreement');
    await expect(agreements.field('Content in English (Markdown)')).toHaveValue(/## 1\. What support covers/);
    await agreements.appendParagraph('Content in English (Markdown)', stamp);
    await agreements.appendParagraph('Content in Chinese (Markdown)', `本协议已复核（${stamp}）`);
    await agreements.publishDialog.getByRole('switch', { name: 'Preview' }).click();
    const preview = agreements.publishDialog.getByRole('region', { name: 'Preview in English' });
    await expect(preview.getByRole('heading', { name: '1. What support covers' })).toBeVisible();
    await expect(preview.getByText(stamp)).toBeVisible();
  });

  await test.step('a confirmation says customers read it from now on; then it is in force', async () => {
    await agreements.publishDialog.getByRole('button', { name: 'Continue' }).click();
    const confirm = agreements.confirmDialog(next);
    await expect(confirm).toContainText(`From now on, customers will read version ${next}`);
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expect(
      agreements.toast(`Version ${next} of the Work Order Service Agreement is published.`),
    ).toBeVisible();
    await expect(agreements.publishDialog).toBeHidden();
    await expect(agreements.inForce()).toHaveText(`${next} In force`);
    await expect(agreements.history.getByRole('row').filter({ hasText: 'In force' })).toContainText(
      'Demo Support',
    );
  });

  await test.step('a visitor reads the new version', async () => {
    const agreement = new AgreementPage(page);
    await agreement.goto();
    await expect(agreement.heading).toHaveText('Work Order Service Agreement');
    await expect(agreement.main.getByText(new RegExp(`^Version ${next} · published `))).toBeVisible();
    await expect(agreement.section('1. What support covers')).toBeVisible();
    await expect(agreement.main.getByText(stamp)).toBeVisible();
  });
});

test('a new version of the user service agreement is asked for once in the console, then not again', async ({
  page,
}) => {
  test.slow();
  // The setup published the new version before any journey ran; this account registered just before.
  const { account, version, title_en, stamp } = standingAgreementSetup();
  await page.goto('/store');
  await useSession(page, account);
  await page.goto('/console/dashboard');
  const dialog = page.getByRole('dialog', { name: `Updated: ${title_en}` });
  // The console's first load on the busy two-core machine can take longer than an assertion's default.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText(`A new version (${version}) is in force.`)).toBeVisible();
  await expect(dialog.getByText(stamp)).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();

  const asked = page.waitForResponse((response) => response.url().endsWith('/api/get_pending_agreements'));
  await page.reload();
  expect((await (await asked).json()).data.agreements).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('the agreements index lists every agreement and opens the privacy policy', async ({ page }) => {
  await page.goto('/agreements');
  const list = page.getByRole('list', { name: 'Agreements in force' });
  await expect(list.getByRole('link')).toHaveCount(5);
  await list.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/agreements\?key=privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. What we collect' })).toBeVisible();
  await page.getByRole('link', { name: 'All agreements' }).click();
  await expect(list).toBeVisible();
});
