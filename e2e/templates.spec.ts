import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { CreateInstancePage } from './pages/CreateInstancePage';
import { hostOffers } from './pages/InstancesPage';
import { OpsFrame, openOpsAs } from './pages/OpsConsole';
import { apiPost } from './support/api';
import { fundedAccount } from './support/money';
import { type Session, storageStateFor } from './support/session';
import { staffSession } from './support/staff';

const test = base.extend<{ customer: Session & { phone: string } }>({
  customer: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const account = await fundedAccount(request, 500);
    await request.dispose();
    await use(account);
  },
  storageState: async ({ customer, baseURL }, use) => use(storageStateFor(baseURL ?? '', customer)),
});

/** The open antd select list: its visible items carry their label as a title (the accessible options are zero-sized). */
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

interface Specifications {
  Images: { ImageId: number; Label: string }[];
}

/** Templates (issue 42): a customer keeps a private template and starts the order page from it. */
test('a customer creates a private template with a secret and starts the order page from it', async ({
  page,
  request,
  customer,
}) => {
  const token = customer.token;
  const host = (await hostOffers(request, token, { kind: 'kvm' })).list[0];
  if (!host) throw new Error('no KVM host with a free GPU');
  const specs = await apiPost<Specifications>(request, '/store/get_instance_specifications', {
    session: token,
    host_id: host.HostId,
  });
  const image = specs.Images[0];
  if (!image) throw new Error(`host ${host.HostId} offers no image`);
  const name = `e2e-template-${Date.now().toString(36)}`;
  const main = page.getByRole('main');

  await test.step('the template is made on /console/templates; its secret is masked', async () => {
    await page.goto('/console/templates');
    await expect(main.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
    await main.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New template' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('combobox', { name: 'Image' }).click();
    await openDropdown(page).getByTitle(image.Label, { exact: true }).click();
    await dialog.getByLabel('Start command').fill('python3 -m http.server 8000');
    await dialog.getByRole('button', { name: 'Add a variable' }).click();
    await dialog.getByRole('textbox', { name: 'Variable name 1' }).fill('HF_TOKEN');
    await dialog.getByRole('textbox', { name: 'Value 1' }).fill('hf_e2e_secret');
    await dialog.getByRole('checkbox', { name: 'Secret' }).check();
    await dialog.getByRole('button', { name: 'Add a port' }).click();
    await dialog.getByRole('spinbutton', { name: 'Port 1' }).fill('8000');
    await dialog.getByRole('textbox', { name: 'Label 1' }).fill('Web');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const own = main.getByRole('table', { name: 'My templates' });
    const row = own.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('python3 -m http.server 8000');
    await expect(row).toContainText('8000 Web');
    const { Own } = await apiPost<{ Own: { Name: string; Env: { Value: string }[] }[] }>(
      request,
      '/template/list',
      { session: token },
    );
    expect(Own.find((entry) => entry.Name === name)?.Env[0]?.Value).toBe('••••••');
    await expect(page.getByText('hf_e2e_secret')).toHaveCount(0);
    await expect(row.getByRole('link', { name: `Deploy ${name}` })).toHaveAttribute(
      'href',
      /\/store\?template=\d+$/,
    );
  });

  await test.step('the order page starts from it: the template is chosen, its image and command shown', async () => {
    const { Own } = await apiPost<{ Own: { Name: string; TemplateId: number }[] }>(
      request,
      '/template/list',
      { session: token },
    );
    const templateId = Own.find((entry) => entry.Name === name)?.TemplateId;
    const order = new CreateInstancePage(page);
    await page.goto(`/createInstance?host=${host.HostId}&template=${templateId}`);
    await expect(order.heading).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Template (optional)' })).toBeVisible();
    await expect(main.getByText(`${name} · `)).toBeVisible();
    await expect(main.getByText('Start command: python3 -m http.server 8000')).toBeVisible();
    await expect(main.getByText('Ports: 8000 (Web)')).toBeVisible();
    await expect(order.group('Image').getByRole('radio', { checked: true })).toHaveAccessibleName(
      new RegExp(image.Label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
  });
});

/** Templates (issue 42): support publishes a public template on /ops/templates; customers then see it. */
test('support publishes a public template with a secret on the ops desk, and customers see it', async ({
  page,
  request,
}) => {
  const { Images } = await apiPost<{ Images: { ImageId: number; Name: string }[] }>(
    request,
    '/ops/get_templates',
    { session: staffSession('support') },
  );
  const image = Images[0];
  if (!image) throw new Error('no public image for a template');
  const name = `e2e-public-${Date.now().toString(36)}`;
  const ops = new OpsFrame(page);
  const desk = ops.main.getByRole('table', { name: 'Templates' });
  const row = desk.getByRole('row').filter({ hasText: name });

  await test.step('support opens the desk from the menu and fills the editor', async () => {
    await openOpsAs(page, 'support', '/ops/overview');
    await ops.menuLink('Templates').click();
    await expect(ops.heading('Templates')).toBeVisible();
    await ops.main.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New public template' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByRole('combobox', { name: 'Image' }).click();
    await openDropdown(page).getByTitle(image.Name, { exact: true }).click();
    await dialog.getByLabel('Start command').fill('python3 -m http.server 8000');
    await dialog.getByRole('button', { name: 'Add a variable' }).click();
    await dialog.getByRole('textbox', { name: 'Variable name 1' }).fill('HF_TOKEN');
    await dialog.getByRole('checkbox', { name: 'Secret 1' }).check();
    // Once secret, the value is typed masked.
    const value = dialog.getByLabel('Value 1');
    await expect(value).toHaveAttribute('type', 'password');
    await value.fill('hf_ops_secret');
    await dialog.getByRole('button', { name: 'Add a port' }).click();
    await dialog.getByRole('spinbutton', { name: 'Port 1' }).fill('22');
    await dialog.getByRole('textbox', { name: 'Label 1' }).fill('Web');
    await dialog.getByLabel('Description (Chinese)').fill('一个简单的网页服务');
    await dialog.getByLabel('Description (English)').fill('A simple web server');

    // The server refuses the SSH port: its reason is shown on the port's field.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/must not be 22, .*\(reserved\)/)).toBeVisible();
    await dialog.getByRole('spinbutton', { name: 'Port 1' }).fill('8000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Not published');
    await expect(row).toContainText('HF_TOKEN=••••••');
    await expect(row).toContainText('8000 Web');
    await expect(page.getByText('hf_ops_secret')).toHaveCount(0);
  });

  await test.step('published, it is listed for customers with its English description', async () => {
    await row.getByRole('button', { name: `Publish ${name}` }).click();
    await expect(row).toContainText('Published');
    await page.goto('/console/templates');
    const shown = page
      .getByRole('main')
      .getByRole('table', { name: 'Public templates' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(shown).toContainText('A simple web server');
    await expect(shown).toContainText('python3 -m http.server 8000');
  });

  await test.step('unpublished and deleted after a confirmation', async () => {
    await page.goto('/ops/templates');
    await row.getByRole('button', { name: `Unpublish ${name}` }).click();
    await expect(row).toContainText('Not published');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete template ${name}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
  });
});
