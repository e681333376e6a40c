import { DEMO_STATE, expect, test } from './fixtures';
import { CreateInstancePage } from './pages/CreateInstancePage';
import { shot } from './support/screenshots';

test.use({ storageState: DEMO_STATE });

/**
 * Issue 18: a user with a phone opens a model from its card and presses Deploy; the order page opens
 * with a host that can hold the model (chosen by the server from the live store), the model's image
 * and the template it deploys through.
 */
test('deploy a model from its card into a prefilled order page', async ({ page }) => {
  await page.goto('/AIModels');
  const cards = page.getByRole('main').getByRole('list', { name: 'AI models' });
  const card = cards.getByRole('article', { name: 'Qwen2.5 7B Instruct' });
  await expect(card).toContainText('Apache-2.0');
  await expect(card).toContainText('18 GB');
  await shot(page, 'ai-models');

  await card.getByRole('link', { name: 'Qwen2.5 7B Instruct' }).click();
  await expect(page).toHaveURL(/\/AIModels\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Qwen2.5 7B Instruct' })).toBeVisible();
  const facts = page.getByRole('complementary', { name: 'Model facts' });
  await expect(facts).toContainText('RTX 4090');
  const deploy = facts.getByRole('button', { name: 'Deploy' });
  await expect(deploy).toBeEnabled();
  await expect(facts.getByRole('status')).toContainText('× 1');
  await shot(page, 'ai-model-detail');

  // The model deploys through the public template staff set for it (issue 42): vLLM's server.
  await deploy.click();
  await expect(page).toHaveURL(/\/createInstance\?host=\d+&image=\d+&gpus=1&template=\d+$/);
  const order = new CreateInstancePage(page);
  await expect(order.heading).toHaveText(/^Rent /);
  await expect(page.getByRole('main')).toContainText('vLLM OpenAI-compatible server');
  await expect(page.getByRole('main')).toContainText(
    'vllm serve /root/data/model --host 0.0.0.0 --port 8000',
  );
  await expect(order.group('Image').getByRole('radio', { name: /vLLM 0\.6/ })).toBeChecked();
  await expect(order.group('GPUs').getByRole('radio', { name: /^1 × GPU/ })).toBeChecked();
});
