import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiPost } from '../support/api';

/** /createInstance?host=<id>: the order form, its live price card and the confirmation dialog. */
export class CreateInstancePage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly price: Locator;
  readonly rentButton: Locator;
  readonly loginToRent: Locator;
  readonly confirmDialog: Locator;
  readonly fastPayDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.price = this.main.getByRole('complementary', { name: 'Price' });
    this.rentButton = this.price.getByRole('button', { name: 'Rent now' });
    this.loginToRent = this.price.getByRole('button', { name: 'Log in to rent' });
    this.confirmDialog = page.getByRole('dialog', { name: 'Confirm your order' });
    this.fastPayDialog = page.getByRole('dialog', { name: 'Balance too low' });
  }

  async goto(hostId: number | string): Promise<void> {
    await this.page.goto(`/createInstance?host=${hostId}`);
    await expect(this.heading).toBeVisible();
  }

  group(name: string): Locator {
    return this.main.getByRole('radiogroup', { name, exact: true });
  }

  /** antd hides the radio input itself; people click its visible label, and so do we. */
  async choose(group: string, option: string | RegExp): Promise<void> {
    const radio = this.page.getByRole('radio', { name: option });
    await this.group(group).locator('label').filter({ has: radio }).click();
    await expect(this.group(group).getByRole('radio', { name: option })).toBeChecked();
  }

  get duration(): Locator {
    return this.main.getByRole('spinbutton', { name: 'Duration' });
  }

  async setDuration(count: number): Promise<void> {
    await this.duration.fill(String(count));
    await this.duration.blur();
    await expect(this.duration).toHaveValue(String(count));
  }

  /** The amount beside a breakdown term ("Total", "Coupon", ...) in a container (price card or dialog). */
  amount(term: string, within: Locator = this.price): Locator {
    return within.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');
  }
}

/** The id the server gave a seeded host (named as in the demo catalogue). */
export async function hostId(request: APIRequestContext, name: string): Promise<number> {
  const { list } = await apiPost<{ list: { HostId: number; HostName: string }[] }>(
    request,
    '/gpu_selector_detail',
    {},
  );
  const offer = list.find((row) => row.HostName === name);
  if (!offer) throw new Error(`host ${name} is not in the catalogue`);
  return offer.HostId;
}
