import { expect, type Locator, type Page } from '@playwright/test';
import { apiPost } from '../support/api';
import { staffSession } from '../support/staff';

/** /ops/banners: the store's banners in a table, each row found by its banner's title. */
export class OpsBannersPage {
  readonly main: Locator;
  readonly table: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table');
    this.dialog = page.getByRole('dialog');
  }

  row(title: string): Locator {
    return this.table.getByRole('row').filter({ hasText: title });
  }

  /** The dialog's column of one language (a region named by its heading) and its fields. */
  language(name: 'English' | 'Chinese (中文)') {
    const column = this.dialog.getByRole('region', { name });
    return {
      column,
      title: column.getByLabel('Title', { exact: true }),
      subtitle: column.getByLabel('Subtitle (optional)', { exact: true }),
      missingNote: column.getByText(/^Not written in/),
    };
  }

  get link(): Locator {
    return this.dialog.getByLabel('Link', { exact: true });
  }

  /** A success toast (antd notification) or the server's refusal (antd message, SPEC §8). */
  toast(text: string | RegExp): Locator {
    return this.page.locator('.ant-notification-notice, .ant-message-notice').filter({ hasText: text });
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(this.dialog).toBeHidden();
  }
}

/** Deletes, through the API, the banners a journey made (by a title part), so the store keeps its demo three. */
export async function deleteBannersTitled(page: Page, part: string): Promise<void> {
  const session = staffSession('support');
  const { data } = await apiPost<{ data: { Id: number; TitleEn: string; TitleZh: string }[] }>(
    page.request,
    '/ops/get_banner_list',
    { session },
  );
  for (const banner of data.filter((b) => b.TitleEn.includes(part) || b.TitleZh.includes(part)))
    await apiPost(page.request, '/ops/delete_banner', { session, id: banner.Id });
}
