import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { shot } from './support/screenshots';

// Issue 18 point 4: a visitor downloads a file from /software and checks it against the SHA-256 the
// page shows (the server computed it when the file was stored).
test('a visitor downloads a release and its SHA-256 matches the one on the page', async ({ page }) => {
  await page.goto('/software');
  await expect(page.getByRole('heading', { level: 1, name: 'Software downloads' })).toBeVisible();
  const product = page.getByRole('region', { name: 'GPU Cloud CLI' });
  await expect(product).toBeVisible();
  const release = product.getByRole('article', { name: 'Windows · x86-64 1.2.0' });
  await expect(release).toBeVisible();
  await expect(product.getByRole('button', { name: 'Earlier versions (1)' })).toBeVisible();
  await shot(page, 'software');

  const shown = (await release.getByText(/^[0-9a-f]{64}$/).innerText()).trim();
  expect(shown).toMatch(/^[0-9a-f]{64}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    release.getByRole('link', { name: 'Download gpucloud-cli-1.2.0-windows-x86_64.zip' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('gpucloud-cli-1.2.0-windows-x86_64.zip');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);
});

test('a download resumes: the second half of the file by a byte range completes the first', async ({
  page,
  request,
}) => {
  await page.goto('/software');
  const link = page.getByRole('link', { name: 'Download gpucloud-cli-1.2.0-windows-x86_64.zip' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/software\/download\/\d+$/);
  const whole = await request.get(href ?? '');
  const bytes = await whole.body();
  const etag = whole.headers().etag ?? '';
  const half = Math.floor(bytes.length / 2);
  const rest = await request.get(href ?? '', { headers: { range: `bytes=${half}-`, 'if-range': etag } });
  expect(rest.status()).toBe(206);
  expect(rest.headers()['content-range']).toBe(`bytes ${half}-${bytes.length - 1}/${bytes.length}`);
  expect(Buffer.concat([bytes.subarray(0, half), await rest.body()]).equals(bytes)).toBe(true);
});
