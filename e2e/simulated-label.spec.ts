import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { CreateInstancePage } from './pages/CreateInstancePage';
import {
  InstancesPage,
  releaseRented,
  rentByApi,
  TRANSITION_TIMEOUT,
  instancesTest as test,
} from './pages/InstancesPage';
import { journeyHost, retireJourneyHost } from './support/fleet';
import { shot } from './support/screenshots';

/**
 * Issue 40, point 4: the main journey server runs the simulated fleet, so every offer and every
 * instance says "Simulated", as the payment sandbox has its ribbon (the docker journey shows no
 * label on a real container: docker-compute.spec.ts).
 */
test.afterEach(({ request }) => releaseRented(request));
test.describe.configure({ timeout: TRANSITION_TIMEOUT * 2 });

const EXPLANATION = /^A simulated machine: its lifecycle and billing behave as on a real host/;
const simulatedIn = (scope: Locator | Page, text = 'Simulated') =>
  scope.getByRole('note').filter({ hasText: new RegExp(`^${text}$`) });

test('the store and the order page say the fleet is simulated, in English and in 中文', async ({
  page,
  request,
}) => {
  await page.goto('/store');
  const offers = page.getByRole('main').getByRole('table');
  const firstOffer = offers.getByRole('row').nth(1);
  await expect(simulatedIn(firstOffer)).toBeVisible();
  await expect(simulatedIn(firstOffer)).toHaveAccessibleDescription(EXPLANATION);
  await expect(simulatedIn(firstOffer)).toHaveAttribute('title', EXPLANATION);
  await shot(page, 'simulated-store-offers');

  // A host of its own: the demo hosts may be fully rented by the journeys running beside this one.
  const host = await journeyHost(request);
  try {
    await orderPageSaysSimulated(page, host.id);
  } finally {
    await retireJourneyHost(request, host.id);
  }
  await page.goto('/store');
  await expect(
    simulatedIn(page.getByRole('main').getByRole('table').getByRole('row').nth(1), '模拟'),
  ).toBeVisible();
  await shot(page, 'simulated-store-offers-zh');
  await page.getByRole('radiogroup', { name: '语言' }).getByText('English').click();
});

/** The order page of a simulated host says so, in English and, once switched, in Chinese. */
async function orderPageSaysSimulated(page: Page, hostId: number): Promise<void> {
  const order = new CreateInstancePage(page);
  await order.goto(hostId);
  await expect(simulatedIn(order.main)).toBeVisible();
  await expect(order.main).toContainText('This host is simulated: the instance you rent here');
  await shot(page, 'simulated-order', { fullPage: true });

  await page.getByRole('radiogroup', { name: 'Language' }).getByText('中文').click();
  await expect(simulatedIn(order.main, '模拟')).toBeVisible();
  await expect(order.main).toContainText('此主机为模拟主机');
  await shot(page, 'simulated-order-zh', { fullPage: true });
}

test('an instance card says its machine is simulated', async ({ owner, page, request }) => {
  const rented = await rentByApi(request, owner.token, { gpuModel: 'RTX 4090' });
  const instances = new InstancesPage(page);
  await instances.goto();
  const card = instances.instance(rented.name);
  await expect(simulatedIn(card)).toBeVisible();
  await expect(simulatedIn(card)).toHaveAccessibleDescription(EXPLANATION);
  await instances.expectStatus(rented.name, 'Running');
  await card.scrollIntoViewIfNeeded();
  await simulatedIn(card).hover();
  await shot(page, 'simulated-instance-card');

  await page.getByRole('radiogroup', { name: 'Language' }).getByText('中文').click();
  await expect(simulatedIn(card, '模拟')).toBeVisible();
  await shot(page, 'simulated-instance-card-zh');
  await page.getByRole('radiogroup', { name: '语言' }).getByText('English').click();
});
