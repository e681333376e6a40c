import { expect, test } from './fixtures';
import { releaseRented, rentByApi, waitForStatus } from './pages/InstancesPage';
import { apiPost } from './support/api';
import { fundedAccount } from './support/money';
import { fullShot, openInLanguage } from './support/screenshots';

// Pictures of issue 42's settings in both languages (`npm run screenshots`): an instance's
// auto-stop dialog with a time and an idle rule set, the templates page with a template made from
// that instance, and the order page started from it. The monitoring page's are
// monitoring-screenshots.spec.ts's.

const LANGUAGES = ['en-US', 'zh-CN'] as const;

test.afterEach(({ request }) => releaseRented(request));

for (const language of LANGUAGES) {
  test(`auto-stop and templates in ${language}`, async ({ browser, baseURL, request }) => {
    const account = await fundedAccount(request, 300);
    const rented = await rentByApi(request, account.token, { system: 'linux' });
    await waitForStatus(request, account.token, rented.id, 'running');
    const tomorrow = new Date(Date.now() + 32 * 3600_000).toISOString().slice(0, 10);
    await apiPost(request, '/instance/auto_stop/set', {
      session: account.token,
      instance_id: rented.id,
      stop_at: `${tomorrow} 21:00`,
      idle_minutes: 30,
    });
    const made = await apiPost<{ TemplateId: number }>(request, '/template/from_instance', {
      session: account.token,
      instance_id: rented.id,
      name: 'pytorch-notebook',
    });

    const page = await openInLanguage(browser, baseURL ?? '', language, { session: account });
    // The auto-stop notifications' link opens the instance's settings.
    await page.goto(`/console/dashboard?autoStop=${rented.id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('21:00');
    await fullShot(page, `auto-stop-${language}`);

    await page.goto('/console/templates');
    await expect(page.getByRole('main').getByText('pytorch-notebook').first()).toBeVisible();
    await fullShot(page, `templates-${language}`);

    await page.goto(`/createInstance?host=${rented.hostId}&template=${made.TemplateId}`);
    await expect(page.getByRole('main').getByText('pytorch-notebook').first()).toBeVisible();
    await fullShot(page, `order-from-template-${language}`);
    await page.context().close();
  });
}
