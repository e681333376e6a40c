import { expect, test } from './fixtures';
import { InstancesPage, TRANSITION_TIMEOUT } from './pages/InstancesPage';
import { dockerJourneySessions, journeyContainerHost, rentOnOrderPage } from './support/dockerJourney';
import { openInLanguage, SCREENSHOTS_ASKED, shot } from './support/screenshots';
import { openAs } from './support/session';

/**
 * The web terminal (issue 40) on the journey server's real Docker containers: rent a container,
 * click Terminal, type `echo $((6*7))` and see 42; make the window narrower and see `tput cols`
 * change; stop the instance and see the terminal say why it closed.
 */
test.describe.configure({ timeout: 4 * TRANSITION_TIMEOUT });

test('rent a container, open its terminal, compute 42, resize the window and see the new size', async ({
  browser,
  request,
  baseURL,
}) => {
  const sessions = await dockerJourneySessions();
  const host = await journeyContainerHost(request, sessions);
  const { context, page } = await openAs(browser, baseURL, sessions.customer);
  await page.setViewportSize({ width: 1400, height: 900 });
  // xterm.js makes its own <style> elements and inline styles: none may break the page's policy.
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });

  // Debian 12 (the base image): bash, and ncurses' tput to read the terminal's width.
  const { name } = await rentOnOrderPage(page, request, sessions.customer, host.id, {
    image: /Debian 12/,
  });

  await page.getByRole('link', { name: `Terminal ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Terminal · ${name}` })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Connected');
  const screen = page.getByRole('region', { name: `Terminal of ${name}` });
  const rows = screen.locator('.xterm-rows');
  await expect(rows).toContainText(/[#$]/);
  await screen.click();
  await page.keyboard.type('echo $((6*7))');
  await page.keyboard.press('Enter');
  // One row per line (innerText): 42 alone on its line is the shell's answer, not the typed command.
  const screenText = () => rows.innerText();
  await expect.poll(screenText).toMatch(/^42\s*$/m);
  await page.keyboard.type('echo 你好，世界; ls /');
  await page.keyboard.press('Enter');
  await expect.poll(screenText).toMatch(/^你好，世界\s*$/m);
  await shot(page, 'terminal-connected-en-US');
  if (SCREENSHOTS_ASKED) {
    // The same page in Chinese, on a terminal of its own (a fresh ticket).
    const chinese = await openInLanguage(browser, baseURL ?? '', 'zh-CN', { session: sessions.customer });
    await chinese.goto(new URL(page.url()).pathname);
    await expect(chinese.getByRole('status')).toHaveText('已连接');
    const screenZh = chinese.getByRole('region', { name: `${name} 的终端` });
    await screenZh.click();
    await chinese.keyboard.type('echo 你好，世界; uname -a');
    await chinese.keyboard.press('Enter');
    await expect.poll(() => screenZh.locator('.xterm-rows').innerText()).toMatch(/^你好，世界\s*$/m);
    await shot(chinese, 'terminal-connected-zh-CN');
    await chinese.context().close();
  }

  const sizeNow = async () => {
    await page.keyboard.type('clear; echo "cols=$(tput cols)"');
    await page.keyboard.press('Enter');
    await expect.poll(screenText).toMatch(/^cols=\d+\s*$/m);
    const size = (await screenText()).match(/^cols=(\d+)\s*$/m);
    return Number(size?.[1]);
  };
  const wide = await sizeNow();
  // The socket opened at the size the page fits (133 columns at 1400 px), not a default 80x24.
  expect(wide).toBeGreaterThan(100);
  await page.setViewportSize({ width: 900, height: 900 });
  await expect.poll(sizeNow).toBeLessThan(wide);

  // Stopped (from another tab): the open terminal closes and says why.
  const other = await context.newPage();
  const elsewhere = new InstancesPage(other);
  await other.goto('/console/dashboard');
  const stop = await elsewhere.open(name, 'Stop', `Stop ${name}?`);
  await stop.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Closed: The instance stopped or was released.', {
    timeout: TRANSITION_TIMEOUT,
  });
  await expect(page.getByRole('button', { name: 'Reconnect' })).toBeVisible();
  await elsewhere.expectStatus(name, 'Shut down');
  const release = await elsewhere.open(name, 'Release', `Release ${name}?`);
  await release.getByRole('button', { name: 'Release', exact: true }).click();
  expect(cspViolations).toEqual([]);
  await context.close();
});
