import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';
import { openOpsAs } from './pages/OpsConsole';
import { shot } from './support/screenshots';

/** An empty but valid zip archive (the end record alone), as a tiny release file. */
const EMPTY_ZIP = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);

// Issue 18 point 7 for software: support adds a product and a release; the server's SHA-256 is the file's.
test('support creates a product, uploads a release and sees the SHA-256 the server computed', async ({
  page,
}) => {
  test.slow();
  const name = `Tool ${Date.now()}`;
  await openOpsAs(page, 'support', '/ops/software');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Software' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Releases of GPU Cloud CLI' })).toContainText(
    'gpucloud-cli-1.2.0-windows-x86_64.zip',
  );
  await shot(page, 'ops-software');

  await main.getByRole('button', { name: 'New product' }).click();
  const productDialog = page.getByRole('dialog', { name: 'New product' });
  await productDialog.getByLabel('Name (Chinese)').fill(`工具 ${name}`);
  await productDialog.getByLabel('Name (English)').fill(name);
  await productDialog.getByLabel('Description (Chinese, markdown)').fill('一个工具');
  await productDialog.getByLabel('Description (English, markdown)').fill('A tool');
  await productDialog.getByRole('button', { name: 'Save' }).click();
  await expect(productDialog).toBeHidden();

  const product = main.getByRole('region', { name: new RegExp(`^${name} · `) });
  await expect(product.getByText('Hidden')).toBeVisible();
  await product.getByRole('button', { name: 'Add a release' }).click();
  const releaseDialog = page.getByRole('dialog', { name: `Add a release to ${name}` });
  const chooser = page.waitForEvent('filechooser');
  await releaseDialog.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'tool.zip', mimeType: 'application/zip', buffer: EMPTY_ZIP });
  const sha = createHash('sha256').update(EMPTY_ZIP).digest('hex');
  await expect(releaseDialog.getByRole('status')).toContainText(`SHA-256 ${sha}`);
  await releaseDialog.getByLabel('Version').fill('0.1.0');
  await releaseDialog.getByLabel('Release notes (Chinese, markdown)').fill('首个版本');
  await releaseDialog.getByLabel('Release notes (English, markdown)').fill('First release');
  await releaseDialog.getByRole('button', { name: 'Add release' }).click();
  await expect(releaseDialog).toBeHidden();
  await expect(product.getByRole('table', { name: `Releases of ${name}` })).toContainText(sha);

  await product.getByRole('button', { name: 'Publish' }).click();
  await expect(product.getByText('Published', { exact: true })).toBeVisible();
});
