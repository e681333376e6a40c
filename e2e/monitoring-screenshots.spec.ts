import { expect, test } from './fixtures';
import { releaseRented, rentByApi, waitForStatus } from './pages/InstancesPage';
import { fundedAccount } from './support/money';
import { fullShot, openInLanguage } from './support/screenshots';

// Pictures of the monitoring page in both languages (`npm run screenshots`): a running GPU instance
// of the simulated fleet, its first minute points (CPU, memory, disk, network and each GPU), with
// the Simulated tag. The real engine's page (no GPU data) is docker-monitoring.spec.ts's.

const LANGUAGES = ['en-US', 'zh-CN'] as const;

test.afterEach(({ request }) => releaseRented(request));

for (const language of LANGUAGES) {
  test(`instance monitoring in ${language}`, async ({ browser, baseURL, request }) => {
    const account = await fundedAccount(request, 300);
    const rented = await rentByApi(request, account.token, { system: 'linux' });
    await waitForStatus(request, account.token, rented.id, 'running');

    const page = await openInLanguage(browser, baseURL ?? '', language, { session: account });
    await page.goto(`/console/instance/monitor?id=${rented.id}`);
    await expect(page.getByRole('heading', { name: rented.name, level: 2 })).toBeVisible();
    // The first sample comes within METRICS_SAMPLE_SECONDS (5 s on the journey server).
    await expect(page.getByRole('main').getByRole('img').first()).toHaveAttribute('aria-label', /\d+ %/, {
      timeout: 30_000,
    });
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(7);
    await fullShot(page, `monitoring-simulated-${language}`);
    await page.context().close();
  });
}
