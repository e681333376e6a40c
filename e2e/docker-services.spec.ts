import Docker from 'dockerode';
import { expect, test } from './fixtures';
import { TRANSITION_TIMEOUT } from './pages/InstancesPage';
import { PluginsPage } from './pages/PluginsPage';
import { dockerJourneySessions, journeyContainerHost, rentOnOrderPage } from './support/dockerJourney';
import { fullShot, openInLanguage, SCREENSHOTS_ASKED, shot } from './support/screenshots';
import { openAs } from './support/session';

/**
 * Instance services (issue 40) on the real-compute journey server: rent a container of Debian 12
 * (the base image gpucloud/debian12:2, Jupyter Notebook 6.4 in it), install Jupyter on its plugins
 * page, open it from the service list: Jupyter's own page answers in a new tab at the instance's
 * service origin (`<name>-8888.localhost`), where a new Python 3 notebook runs `print(6*7)` and
 * shows 42. The console's pages meanwhile log no CSP violation. Released at the end.
 */
test.describe.configure({ timeout: 6 * TRANSITION_TIMEOUT });

const docker = new Docker({ socketPath: process.env.DOCKER_SOCKET ?? '/var/run/docker.sock' });
const containersOf = (name: string) =>
  docker.listContainers({ all: true, filters: { label: [`gpucloud.key=${name}`] } });

/** The engine is shared: a journey that failed before its release leaves no container or volume. */
async function removeLeftovers(name: string) {
  for (const container of await containersOf(name))
    await docker.getContainer(container.Id).remove({ force: true });
  const { Volumes } = await docker.listVolumes({ filters: { label: [`gpucloud.key=${name}`] } });
  for (const volume of Volumes ?? []) await docker.getVolume(volume.Name).remove();
}

let leftovers = '';
test.afterEach(async () => {
  if (leftovers) await removeLeftovers(leftovers);
  leftovers = '';
});

test('rent a Debian 12 container, open Jupyter from its services, run print(6*7) in a notebook: 42', async ({
  browser,
  request,
  baseURL,
}) => {
  const sessions = await dockerJourneySessions();
  const host = await journeyContainerHost(request, sessions);
  const { context, page } = await openAs(browser, baseURL, sessions.customer);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  const { instances, name } = await rentOnOrderPage(page, request, sessions.customer, host.id, {
    image: /Debian 12/,
    onRented: (rented) => {
      leftovers = rented;
    },
  });

  const plugins = new PluginsPage(page);
  await plugins.goto(name);
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services).toContainText('Install the plugin first.');
  await plugins.install('JupyterLab');
  // Debian 12 packages no JupyterLab: the plugin runs Jupyter Notebook, and the list says so.
  await expect(services.getByText('jupyter-notebook', { exact: true })).toBeVisible();
  await expect(services).toContainText(`http://${name}-8888.localhost:`);

  const [jupyter] = await Promise.all([
    context.waitForEvent('page'),
    services.getByRole('button', { name: 'Open JupyterLab' }).click(),
  ]);
  // Jupyter takes a moment to listen: until then its origin says so; reload until Jupyter's tree.
  await expect
    .poll(
      async () => {
        if (await jupyter.getByRole('button', { name: 'New' }).isVisible()) return 'jupyter';
        if (await jupyter.getByText(/Nothing is listening on port 8888 yet/).isVisible())
          await jupyter.reload();
        return new URL(jupyter.url()).host;
      },
      { timeout: TRANSITION_TIMEOUT, intervals: [1_000] },
    )
    .toBe('jupyter');
  expect(new URL(jupyter.url()).host).toBe(`${name}-8888.localhost:${new URL(baseURL ?? '').port}`);

  // Notebook 6.4: New ▸ Python 3 opens the new notebook in a tab of its own.
  await jupyter.getByRole('button', { name: 'New' }).click();
  const [notebook] = await Promise.all([
    context.waitForEvent('page'),
    jupyter.getByText(/^Python 3/).click(),
  ]);
  await expect(notebook.locator('#kernel_indicator_icon.kernel_idle_icon')).toBeAttached({
    timeout: TRANSITION_TIMEOUT,
  });
  await notebook.locator('.cell .CodeMirror').first().click();
  await notebook.keyboard.type('print(6*7)');
  await notebook.keyboard.press('Shift+Enter');
  await expect(notebook.locator('.output_area pre').first()).toHaveText('42');
  await notebook.close();
  await jupyter.close();

  // The custom port (6006): nothing listens there yet, and its origin says so in the reader's language.
  await plugins.goto(name);
  await expect(services.getByText('jupyter-notebook', { exact: true })).toBeVisible();
  await fullShot(page, 'services-list-en-US');
  const [custom] = await Promise.all([
    context.waitForEvent('page'),
    services.getByRole('button', { name: 'Open Custom service' }).click(),
  ]);
  await expect(custom.getByRole('heading', { name: 'Nothing is listening yet' })).toBeVisible();
  await expect(custom.getByRole('main')).toContainText('Nothing is listening on port 6006 yet');
  expect(new URL(custom.url()).host).toBe(`${name}-6006.localhost:${new URL(baseURL ?? '').port}`);
  await shot(custom, 'services-nothing-listening-en-US');
  await custom.close();

  if (SCREENSHOTS_ASKED) {
    const zh = await openInLanguage(browser, baseURL ?? '', 'zh-CN', { session: sessions.customer });
    await zh.goto(`/console/instancePlugin/${encodeURIComponent(name)}`);
    const zhServices = zh.getByRole('region', { name: '服务' });
    await expect(zhServices.getByText('jupyter-notebook', { exact: true })).toBeVisible();
    await fullShot(zh, 'services-list-zh-CN');
    const [zhCustom] = await Promise.all([
      zh.context().waitForEvent('page'),
      zhServices.getByRole('button', { name: '打开 自定义服务' }).click(),
    ]);
    await expect(zhCustom.getByRole('heading', { name: '尚无程序监听' })).toBeVisible();
    await shot(zhCustom, 'services-nothing-listening-zh-CN');
    await zh.context().close();
  }

  // The console's own pages kept their CSP untouched by any of this.
  expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);

  await instances.goto();
  const stop = await instances.open(name, 'Stop', `Stop ${name}?`);
  await stop.getByRole('button', { name: 'Stop', exact: true }).click();
  await instances.expectStatus(name, 'Shut down');
  const release = await instances.open(name, 'Release', `Release ${name}?`);
  await release.getByRole('button', { name: 'Release', exact: true }).click();
  await expect.poll(async () => (await containersOf(name)).length, { timeout: TRANSITION_TIMEOUT }).toBe(0);
  leftovers = '';
  await context.close();
});
