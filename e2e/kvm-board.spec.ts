import { DEMO_HOSTS } from '../apps/server/src/seed/demo-catalogue';
import { expect, test } from './fixtures';
import { KvmBoardPage } from './pages/KvmBoardPage';
import { yuan } from './support/money';

/** The seeded KVM hosts of a region and GPU model: their GPUs and lowest list price. */
function seeded(region: string, model: string) {
  const hosts = DEMO_HOSTS.filter((h) => h.kind === 'kvm' && h.region === region && h.gpuModel === model);
  return {
    hosts: hosts.length,
    total: hosts.reduce((sum, h) => sum + h.gpuCount, 0),
    minPriceFen: Math.min(...hosts.map((h) => h.pricePerGpuHour)),
  };
}

test('the public board lists KVM GPUs by region and model and links to the filtered store', async ({
  page,
}) => {
  const board = new KvmBoardPage(page);
  await board.goto();

  const a100 = seeded('bj-a', 'A100 80G');
  const row = board.row('Beijing A', 'A100 80G');
  await expect(row).toContainText(`${yuan(a100.minPriceFen)}/h`);
  await expect(row).toContainText(new RegExp(`\\d+ / ${a100.total}`));
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(a100.hosts));
  // Only KVM hosts: Beijing A's container and bare-metal models are not on the board.
  await expect(board.row('Beijing A', 'H100 80G')).toHaveCount(0);
  // Shanghai B's only RTX 3090 cloud host has no free GPU.
  await expect(board.row('Shanghai B', 'RTX 3090')).toContainText('All taken');

  await row.getByRole('link', { name: 'See hosts: A100 80G in Beijing A' }).click();
  await expect(page).toHaveURL(/\/store\?region=bj-a&gpu_model=A100\+80G&kind=kvm$/);
  const offers = page.getByRole('main').getByRole('table').getByRole('rowheader');
  await expect(offers).toHaveCount(1);
  await expect(offers.first()).toContainText('A100 80G');
});

test('the board says so when no cloud host is online, and offers a retry when it cannot load', async ({
  page,
}) => {
  const board = new KvmBoardPage(page);
  await page.route('**/api/instanceAvailableKvmStore', (route) =>
    route.fulfill({ json: { status: 0, reason: '', data: { list: [] } } }),
  );
  await board.goto();
  await expect(board.main.getByText('No cloud hosts are online right now.')).toBeVisible();
  await expect(board.main.getByRole('link', { name: 'Back to the store' })).toBeVisible();

  let failing = true;
  await page.unroute('**/api/instanceAvailableKvmStore');
  // An answer that is not the envelope (a proxy's error page) is a failure to load, not an empty
  // board; the app asks again twice on its own before it says so.
  await page.route('**/api/instanceAvailableKvmStore', (route) =>
    failing ? route.fulfill({ body: '<html>bad gateway</html>' }) : route.continue(),
  );
  await board.goto();
  await expect(board.main.getByText('Could not load the availability board.')).toBeVisible();
  failing = false;
  await board.main.getByRole('button', { name: 'Retry' }).click();
  await expect(board.region('Beijing A')).toBeVisible();
});
