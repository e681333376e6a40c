import { expect, test } from './fixtures';
import { AgreementPage, agreementInForce, OpsAgreementsPage } from './pages/AgreementPages';
import { OpsFrame, openOpsAs } from './pages/OpsConsole';

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
