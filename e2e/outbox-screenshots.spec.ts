import { expect, test } from './fixtures';
import { OpsFrame, openOpsAs } from './pages/OpsConsole';
import { shot } from './support/screenshots';

/**
 * Pictures of support's SMS outbox filtered by the demo phone, and of its filter refusing a short
 * number, in English and in Chinese (the filter form keeps what staff type: OutboxFilterForm).
 */
const TEXTS = {
  'en-US': { heading: 'SMS outbox', phone: 'Phone', filter: 'Filter' },
  'zh-CN': { heading: '短信发件箱', phone: '手机号', filter: '筛选' },
} as const;

for (const language of ['en-US', 'zh-CN'] as const) {
  test(`the SMS outbox filtered, and its filter refusing a short number, in ${language}`, async ({
    page,
  }) => {
    const t = TEXTS[language];
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await openOpsAs(page, 'support', '/ops/sms-outbox?phone=13800000001');
    const frame = new OpsFrame(page);
    await expect(frame.main.getByRole('heading', { name: t.heading, level: 1 })).toBeVisible();
    await expect(frame.main.getByLabel(t.phone, { exact: true })).toHaveValue('13800000001');
    await shot(page, `sms-outbox-${language}`);
    await frame.main.getByLabel(t.phone, { exact: true }).fill('1380013');
    await frame.main.getByRole('button', { name: t.filter }).click();
    await expect(
      frame.main.getByRole('alert').or(frame.main.locator('.ant-form-item-explain-error')),
    ).toBeVisible();
    await shot(page, `sms-outbox-refused-${language}`);
  });
}
