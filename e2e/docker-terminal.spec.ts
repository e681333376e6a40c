import { expect, test } from './fixtures';
import { CreateInstancePage } from './pages/CreateInstancePage';
import { InstancesPage, TRANSITION_TIMEOUT } from './pages/InstancesPage';
import { dockerJourneySessions } from './support/dockerJourney';
import { journeyHost } from './support/fleet';
import { openAs } from './support/session';

/**
 * The web terminal (issue 40) on the journey server's real Docker containers: rent a container,
 * click Terminal, type `echo $((6*7))` and see 42; make the window narrower and see `stty size`
 * change; stop the instance and see the terminal say why it closed.
 */
test.describe.configure({ timeout: 4 * TRANSITION_TIMEOUT });

test('rent a container, open its terminal, compute 42, resize the window and see the new size', async ({
  browser,
  request,
  baseURL,
}) => {
  const sessions = await dockerJourneySessions();
  const host = await journeyHost(request, {
    session: sessions.fleet,
    kind: 'container',
    nodeClass: 'edge',
    cpuCoresPerGpu: 1,
    memoryGbPerGpu: 1,
    gpuCount: 1,
  });
  const { context, page } = await openAs(browser, baseURL, sessions.customer);
  await page.setViewportSize({ width: 1400, height: 900 });

  const order = new CreateInstancePage(page);
  await order.goto(host.id);
  await order.choose('Billing', 'Pay as you go');
  await order.rentButton.click();
  await order.confirmDialog.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  const instances = new InstancesPage(page);
  const name = (await instances.list.getByRole('article').getByRole('heading').first().textContent()) ?? '';
  await instances.expectStatus(name, 'Running');

  await page.getByRole('button', { name: `Terminal ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Terminal · ${name}` })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Connected');
  const screen = page.getByRole('region', { name: `Terminal of ${name}` });
  const rows = screen.locator('.xterm-rows');
  await expect(rows).toContainText(/[#$]/);
  await screen.click();
  await page.keyboard.type('echo $((6*7))');
  await page.keyboard.press('Enter');
  await expect(rows).toContainText(/^42$/m);

  const sizeNow = async () => {
    await page.keyboard.type('clear; stty size');
    await page.keyboard.press('Enter');
    await expect(rows).toContainText(/\d+ \d+/);
    const text = (await rows.innerText()).match(/(\d+) (\d+)/);
    return Number(text?.[2]);
  };
  const wide = await sizeNow();
  await page.setViewportSize({ width: 900, height: 900 });
  await expect.poll(sizeNow).toBeLessThan(wide);

  // Stopped: the terminal closes and says why.
  await page.goto('/console/dashboard');
  const stop = await instances.open(name, 'Stop', `Stop ${name}?`);
  await stop.getByRole('button', { name: 'Stop', exact: true }).click();
  await instances.expectStatus(name, 'Shut down');
  const release = await instances.open(name, 'Release', `Release ${name}?`);
  await release.getByRole('button', { name: 'Release', exact: true }).click();
  await context.close();
});
