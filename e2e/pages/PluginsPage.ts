import { expect, type Locator, type Page } from '@playwright/test';

/** The plugin names the console shows, by the API's kind. */
export type PluginName = 'JupyterLab' | 'TensorBoard' | 'code-server' | 'Live monitor';

/** /console/instancePlugin/:instanceName: the instance, and one card (an article) per plugin. */
export class PluginsPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async goto(instanceName: string): Promise<void> {
    await this.page.goto(`/console/instancePlugin/${encodeURIComponent(instanceName)}`);
    await expect(this.main.getByRole('heading', { name: 'Instance plugins', level: 1 })).toBeVisible();
  }

  /** The instance's own section, named by its name. */
  instance(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }

  card(plugin: PluginName): Locator {
    return this.main.getByRole('article', { name: plugin, exact: true });
  }

  installButton(plugin: PluginName): Locator {
    return this.card(plugin).getByRole('button', { name: `Install ${plugin}`, exact: true });
  }

  removeButton(plugin: PluginName): Locator {
    return this.card(plugin).getByRole('button', { name: `Remove ${plugin}`, exact: true });
  }

  /** The address as it is shown, a link opening a new tab. */
  address(plugin: PluginName): Locator {
    return this.card(plugin).getByRole('link', { name: /^https?:\/\// });
  }

  /** "Open", which opens the address with its token. */
  openLink(plugin: PluginName): Locator {
    return this.card(plugin).getByRole('link', { name: `Open ${plugin}` });
  }

  /** The value beside a term ("Address", "Token") of a card. */
  field(plugin: PluginName, term: string): Locator {
    return this.card(plugin)
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd');
  }

  token(plugin: PluginName): Locator {
    return this.field(plugin, 'Token').locator('code');
  }

  copyTokenButton(plugin: PluginName): Locator {
    return this.card(plugin).getByRole('button', { name: `Copy ${plugin} token` });
  }

  async install(plugin: PluginName): Promise<void> {
    await this.installButton(plugin).click();
    await expect(this.card(plugin)).toContainText('Installed');
  }

  /** Removes a plugin, answering its confirmation. */
  async remove(plugin: PluginName): Promise<void> {
    await this.removeButton(plugin).click();
    const confirm = this.page.getByRole('dialog', { name: `Remove ${plugin}?` });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(this.card(plugin)).toContainText('Not installed');
  }
}
