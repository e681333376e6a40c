import type { Locator, Page } from '@playwright/test';

/** The store's bare-metal section and its reserve dialog. */
export class BareMetalSection {
  readonly section: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Bare metal' });
    this.table = this.section.getByRole('table', { name: 'Bare-metal configurations' });
  }

  row(gpuModel: string): Locator {
    return this.table.getByRole('row').filter({ hasText: gpuModel });
  }

  reserveButton(gpuModel: string): Locator {
    return this.row(gpuModel).getByRole('button', { name: new RegExp(`^Reserve ${gpuModel}`) });
  }

  dialog(gpuModel: string, gpuCount: number): Locator {
    return this.page.getByRole('dialog', { name: `Reserve ${gpuModel} × ${gpuCount}` });
  }
}

/** /console/reservations: the customer's reservations. */
export class ReservationsPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('main').getByRole('table', { name: 'Reservations' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/console/reservations');
  }

  row(id: number | string): Locator {
    return this.table.getByRole('row').filter({ hasText: `#${id}` });
  }
}
