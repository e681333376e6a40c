import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';
import { TRANSITION_TIMEOUT } from './pages/InstancesPage';
import { dockerJourneySessions, journeyContainerHost, rentOnOrderPage } from './support/dockerJourney';
import { openInLanguage, SCREENSHOTS_ASKED, shot } from './support/screenshots';
import { openAs } from './support/session';

/**
 * Monitoring (issue 42) on the journey server's real Docker containers: rent a container of one
 * core, burn its CPU (a busy loop exec'd in the machine), open its monitoring page from the card and
 * see the CPU chart rise within a minute; the card shows the live CPU figure; no GPU data on a host
 * without GPUs. The journey server samples every 5 s (METRICS_SAMPLE_SECONDS).
 */
test.describe.configure({ timeout: 6 * TRANSITION_TIMEOUT });

/** The latest CPU figure the CPU chart's name says ("…, latest 97 %"). */
async function latestCpu(chart: import('@playwright/test').Locator): Promise<number> {
  const label = (await chart.getAttribute('aria-label')) ?? '';
  const figure = label.match(/latest (\d+) %/);
  return figure ? Number(figure[1]) : -1;
}

test('rent a container, burn its CPU and watch the CPU chart rise on its monitoring page', async ({
  browser,
  request,
  baseURL,
}) => {
  const sessions = await dockerJourneySessions();
  const host = await journeyContainerHost(request, sessions);
  const { context, page } = await openAs(browser, baseURL, sessions.customer);
  const { instances, name } = await rentOnOrderPage(page, request, sessions.customer, host.id);

  // A busy loop in the machine, as a customer's job would be (its container is gpucloud-<name>),
  // ending by itself after 4 minutes so a failed run leaves no loop burning this machine.
  execFileSync('docker', [
    'exec',
    '-d',
    `gpucloud-${name}`,
    'timeout',
    '-s',
    'KILL',
    '240',
    'sh',
    '-c',
    'while :; do :; done',
  ]);

  await page.getByRole('link', { name: `Monitoring ${name}` }).click();
  await expect(page).toHaveURL(/\/console\/instance\/monitor\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Instance monitoring', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  const ranges = page.getByRole('radiogroup', { name: 'Range' });
  await expect(ranges.getByRole('radio', { name: 'Last hour' })).toBeChecked();
  const cpu = page.getByRole('region', { name: 'CPU' }).getByRole('img');
  // The first point may be of the minute before the loop began: the next minute's shows it. An idle
  // machine is near 0 %; the loop takes what of its one core this shared 2-core machine leaves it.
  await expect.poll(() => latestCpu(cpu), { timeout: 90_000, intervals: [2_000] }).toBeGreaterThan(25);
  await expect(page.getByRole('region', { name: 'Memory' }).getByRole('img')).toHaveAttribute(
    'aria-label',
    /of 1(\.0)? GB/,
  );
  // The journey host has no GPUs on the engine: said, never drawn from made-up figures.
  await expect(page.getByText('No GPU data', { exact: true })).toBeVisible();
  await expect(page.getByText('Simulated', { exact: true })).toHaveCount(0);
  // antd hides the radio input itself; people click its visible label, and so do we.
  await ranges.getByText('Last 24 hours', { exact: true }).click();
  await expect(ranges.getByRole('radio', { name: 'Last 24 hours' })).toBeChecked();
  await expect(page).toHaveURL(/range=24h/);
  await shot(page, 'monitoring-docker-en-US');
  if (SCREENSHOTS_ASKED) {
    const chinese = await openInLanguage(browser, baseURL ?? '', 'zh-CN', { session: sessions.customer });
    await chinese.goto(new URL(page.url()).pathname + new URL(page.url()).search);
    await expect(chinese.getByRole('heading', { name: '实例监控', level: 1 })).toBeVisible();
    await expect(chinese.getByText('无 GPU 数据', { exact: true })).toBeVisible();
    await shot(chinese, 'monitoring-docker-zh-CN');
    await chinese.context().close();
  }

  // The card's live figure: the CPU, as the machine has no GPU figures.
  await instances.goto();
  await expect(
    instances.instance(name).getByRole('status', { name: new RegExp(`^Live use of ${name}: CPU \\d+%$`) }),
  ).toBeVisible({
    timeout: TRANSITION_TIMEOUT,
  });

  const stop = await instances.open(name, 'Stop', `Stop ${name}?`);
  await stop.getByRole('button', { name: 'Stop', exact: true }).click();
  await instances.expectStatus(name, 'Shut down');
  const release = await instances.open(name, 'Release', `Release ${name}?`);
  await release.getByRole('button', { name: 'Release', exact: true }).click();
  await context.close();
});
