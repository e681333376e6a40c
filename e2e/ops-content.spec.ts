import { expect, test } from './fixtures';
import { NoticeDetailPage } from './pages/NoticeDetailPage';
import { uniqueTitle } from './pages/NoticeFixtures';
import { NoticeListPage } from './pages/NoticeListPage';
import { OpsFrame, openOpsAs } from './pages/OpsConsole';
import { OpsNoticeEditor } from './pages/OpsNoticeEditor';

const PERMISSION_DENIED = 100041;

test('a support member writes a notice in both languages, is refused while the Chinese is empty, publishes it, and it shows on /inform', async ({
  page,
}) => {
  test.slow();
  const ops = new OpsFrame(page);
  const editor = new OpsNoticeEditor(page);
  const title = uniqueTitle('Maintenance window');

  await test.step('support opens the console and lands on the overview', async () => {
    await openOpsAs(page, 'support');
    await expect(ops.heading('Overview')).toBeVisible();
    await expect(ops.menuLink('Notices')).toBeVisible();
    await expect(ops.menuLink('Notifications')).toBeVisible();
    await expect(ops.menuLink('Coupons')).toHaveCount(0);
  });

  await test.step('a new notice: a level-2 heading from the toolbar, undone and redone', async () => {
    await ops.menuLink('Notices').click();
    await expect(ops.heading('Notices')).toBeVisible();
    await ops.main.getByRole('button', { name: 'New notice' }).click();
    await expect(ops.heading('New notice')).toBeVisible();
    await editor.title.fill(title);
    await editor.content.fill('Tonight 02:00-04:00');
    await editor.tool('H2 (heading 2)').click();
    await expect(editor.content).toHaveValue('## Tonight 02:00-04:00');
    await editor.tool('Undo').click();
    await expect(editor.content).toHaveValue('Tonight 02:00-04:00');
    await editor.tool('Redo').click();
    await expect(editor.content).toHaveValue('## Tonight 02:00-04:00');
    await editor.content.press('End');
    await editor.content.pressSequentially('\n\nRunning instances keep running.');
    // No server draft yet: the autosave keeps it in this browser, 500 ms after typing stops.
    await expect(editor.status).toHaveText('Kept in this browser until you save the draft.');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ops.noticeDraft.new')))
      .toContain('Running instances keep running.');
  });

  await test.step('the preview renders it as customers will see it', async () => {
    await editor.showPreview();
    await expect(
      editor.preview.getByRole('heading', { level: 2, name: 'Tonight 02:00-04:00' }),
    ).toBeVisible();
    await expect(editor.preview).toContainText('Running instances keep running.');
    await editor.showWriter();
  });

  await test.step('with the Chinese empty, publishing is refused on the Chinese title', async () => {
    await expect(editor.chinese.missingNote).toBeVisible();
    await expect(editor.english.missingNote).toHaveCount(0);
    await editor.askPublish();
    await expect(editor.chinese.column).toContainText(
      'Write it in Chinese (中文) too, or tick “One language only”.',
    );
    await expect(page.getByRole('dialog', { name: 'Publish this notice?' })).toHaveCount(0);
  });

  await test.step('the Chinese written beside the English, it is published after the confirmation', async () => {
    await editor.chinese.title.fill(`${title} 中文`);
    await editor.chinese.content.fill('今晚 02:00-04:00 维护，运行中的实例不受影响。');
    await expect(editor.chinese.missingNote).toHaveCount(0);
    await editor.publish(title);
    await expect(ops.main.getByRole('link', { name: title })).toBeVisible();
    await expect(ops.main.getByRole('row', { name: new RegExp(title) })).toContainText('Both');
  });

  await test.step('customers see it on /inform, heading and all', async () => {
    const list = new NoticeListPage(page);
    await list.goto();
    await expect(list.titles.filter({ hasText: title })).toHaveCount(1);
    await list.titles.filter({ hasText: title }).getByRole('link').click();
    const detail = new NoticeDetailPage(page);
    await detail.expectRendered(title);
    await expect(
      detail.article.getByRole('heading', { level: 2, name: 'Tonight 02:00-04:00' }),
    ).toBeVisible();
  });
});

test('a reviewer cannot open money pages: the menu hides Coupons and the server answers 100041', async ({
  page,
  request,
}) => {
  const ops = new OpsFrame(page);

  await test.step('the reviewer opens the console and sees the overview, but no Coupons', async () => {
    await openOpsAs(page, 'reviewer');
    await expect(ops.heading('Overview')).toBeVisible();
    await expect(ops.menuLink('Overview')).toBeVisible();
    await expect(ops.menuLink('Coupons')).toHaveCount(0);
  });

  await test.step('the coupons page itself is refused', async () => {
    await page.goto('/ops/coupons');
    await expect(ops.heading('You may not open this page')).toBeVisible();
  });

  await test.step('and so is every coupon call on the server', async () => {
    const session = await ops.staffToken();
    for (const path of [
      '/api/ops/get_coupon_groups',
      '/api/ops/stop_coupon_group',
      '/api/admin/create_coupon_group',
    ]) {
      const response = await request.post(path, { data: { session, group_id: 1 } });
      const envelope = (await response.json()) as { status: number };
      expect(envelope.status, path).toBe(PERMISSION_DENIED);
    }
  });
});
