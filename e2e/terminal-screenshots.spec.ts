import { expect, test } from './fixtures';
import { releaseRented, rentByApi, waitForStatus } from './pages/InstancesPage';
import { fundedAccount } from './support/money';
import { openInLanguage, shot } from './support/screenshots';

// Pictures of the web terminal's page on the simulated fleet, in both languages (`npm run
// screenshots`): a running container there has no machine to open, so the page explains that the
// terminal needs a real engine. The connected terminal is pictured by the docker journey
// (docker-terminal.spec.ts), on a real container.

const TEXTS = {
  'en-US': { terminal: 'Terminal', heading: 'Terminal', needsEngine: /needs a real engine/ },
  'zh-CN': { terminal: '终端', heading: '终端', needsEngine: /终端需要真实的引擎/ },
} as const;

test.afterEach(({ request }) => releaseRented(request));

for (const [language, texts] of Object.entries(TEXTS)) {
  test(`the terminal's "needs a real engine" page in ${language}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(90_000);
    const account = await fundedAccount(request, 100);
    const rented = await rentByApi(request, account.token, { kind: 'container' });
    await waitForStatus(request, account.token, rented.id, 'running');

    const page = await openInLanguage(browser, baseURL ?? '', language, { session: account });
    await page.goto('/console/dashboard');
    await page.getByRole('link', { name: `${texts.terminal} ${rented.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/console/instances/${rented.id}/terminal$`));
    await expect(page.getByRole('heading', { name: texts.heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText(texts.needsEngine)).toBeVisible();
    await shot(page, `terminal-needs-engine-${language}`);
    await page.context().close();
  });
}
