import { test as base, expect } from './fixtures';
import { CreateInstancePage } from './pages/CreateInstancePage';
import { hostOffers } from './pages/InstancesPage';
import { apiPost } from './support/api';
import { fundedAccount } from './support/money';
import { type Session, storageStateFor } from './support/session';

const test = base.extend<{ customer: Session & { phone: string } }>({
  customer: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const account = await fundedAccount(request, 500);
    await request.dispose();
    await use(account);
  },
  storageState: async ({ customer, baseURL }, use) => use(storageStateFor(baseURL ?? '', customer)),
});

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
    await page.getByRole('option', { name: image.Label, exact: true }).click();
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
