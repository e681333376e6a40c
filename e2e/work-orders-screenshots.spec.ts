import { expect, test } from './fixtures';
import { openOpsAs } from './pages/OpsConsole';
import { createTicketByApi, TINY_PNG } from './pages/WorkOrderPages';
import { openInLanguage, shot } from './support/screenshots';
import { registerFreshAccount } from './support/session';
import { staffSession } from './support/staff';

// Pictures of the work-order pages, customer and desk, in both languages (`npm run screenshots`).

const LANGUAGES = ['en-US', 'zh-CN'] as const;

for (const language of LANGUAGES) {
  test(`work-order pages in ${language}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? '';
    const customer = await registerFreshAccount(request);
    const id = await createTicketByApi(request, customer, {
      category: 'Account',
      question: 'Login and password',
      title: 'Cannot receive the SMS code',
      description: 'The login code never arrives on my phone since yesterday.',
    });
    const support = staffSession('support');
    const upload = await request.post('/api/ops/work-order/upload_file', {
      headers: { Authorization: `Bearer ${support}` },
      multipart: { file: { name: 'steps.png', mimeType: 'image/png', buffer: TINY_PNG } },
    });
    const file = (await upload.json()).data.file as { id: number };
    await request.post('/api/ops/work-order/reply', {
      data: { session: support, work_order_id: id, content: 'Checked: internal only.', internal: true },
    });
    await request.post('/api/ops/work-order/reply', {
      data: {
        session: support,
        work_order_id: id,
        content: 'We re-sent the code. Please **check the spam folder** of your SMS app.',
        file_ids: [file.id],
      },
    });

    const page = await openInLanguage(browser, origin, language, { session: customer });
    await page.goto('/console/createWorkOrder/selectQuestion');
    await page.getByRole('main').getByRole('button').first().click();
    await page.getByRole('main').getByRole('button').nth(1).click();
    await shot(page, `work-orders-select-question-${language}`, { fullPage: true });
    await page.goto(
      `/console/createWorkOrder/submit/1/${encodeURIComponent('Cannot connect by SSH')}/instance`,
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, `work-orders-submit-${language}`, { fullPage: true });
    await page.goto('/console/createWorkOrder/myWorkOrder');
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    await shot(page, `work-orders-list-${language}`);
    await page.goto(`/console/createWorkOrder/myWorkOrderDetail/${id}`);
    await expect(page.getByRole('main').getByRole('img', { name: 'steps.png' })).toBeVisible();
    await shot(page, `work-orders-detail-${language}`, { fullPage: true });
    await page.goto('/workOrderAgreement');
    await shot(page, `work-orders-agreement-${language}`, { fullPage: true });

    const desk = await openInLanguage(browser, origin, language);
    await openOpsAs(desk, 'support', '/ops/work-orders');
    await expect(desk.getByRole('main').getByRole('table')).toBeVisible();
    await shot(desk, `ops-work-orders-queue-${language}`);
    await desk.goto(`/ops/work-orders/${id}`);
    await expect(desk.getByRole('main').getByRole('img', { name: 'steps.png' })).toBeVisible();
    await shot(desk, `ops-work-orders-ticket-${language}`, { fullPage: true });
    await desk.goto('/ops/work-orders/canned-replies');
    await shot(desk, `ops-work-orders-canned-${language}`);
    await desk.goto('/ops/work-order-help');
    await shot(desk, `ops-work-order-help-${language}`, { fullPage: true });
  });
}
