import { expect, type Locator, type Page } from '@playwright/test';

/** /login: tabs of forms; every field is found by its label inside the visible tab panel. */
export class LoginPage {
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
    await expect(this.page.getByRole('tab', { name: 'Log in' })).toBeVisible();
  }

  async openTab(name: 'Log in' | 'Register' | 'Company account' | 'Sub-account'): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
    await expect(this.page.getByRole('tab', { name, selected: true })).toBeVisible();
  }

  field(label: string): Locator {
    return this.panel.getByLabel(label, { exact: true });
  }

  async loginWithPassword(phone: string, password: string): Promise<void> {
    await this.openTab('Log in');
    await this.field('Phone').fill(phone);
    await this.field('Password').fill(password);
    await this.panel.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  async loginWithSmsCode(phone: string, readCode: () => Promise<string>): Promise<void> {
    await this.openTab('Log in');
    await this.panel.getByRole('button', { name: 'Log in with an SMS code instead' }).click();
    await this.field('Phone').fill(phone);
    await this.panel.getByRole('button', { name: 'Send code' }).click();
    await expect(this.panel.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await this.field('Verification code').fill(await readCode());
    await this.panel.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  async loginAsSubAccount(username: string, password: string): Promise<void> {
    await this.openTab('Sub-account');
    await this.field('Username').fill(username);
    await this.field('Password').fill(password);
    await this.panel.getByRole('button', { name: 'Log in as sub-account' }).click();
  }

  /** Fills the registration form up to the code; `readCode` fetches the SMS that "Send code" sent. */
  async register(phone: string, password: string, readCode: () => Promise<string>): Promise<void> {
    await this.openTab('Register');
    await this.field('Phone').fill(phone);
    await this.panel.getByRole('button', { name: 'Send code' }).click();
    await expect(this.panel.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await this.field('Verification code').fill(await readCode());
    await this.field('Password').fill(password);
    await this.field('Confirm password').fill(password);
    await this.panel.getByRole('button', { name: 'Register and log in' }).click();
  }

  async registerCompany(
    company: string,
    phone: string,
    password: string,
    readCode: () => Promise<string>,
  ): Promise<void> {
    await this.openTab('Company account');
    await this.field('Company name').fill(company);
    await this.field('Contact phone').fill(phone);
    await this.panel.getByRole('button', { name: 'Send code' }).click();
    await expect(this.panel.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await this.field('Verification code').fill(await readCode());
    await this.field('Password').fill(password);
    await this.field('Confirm password').fill(password);
    await this.panel.getByRole('button', { name: 'Register company account' }).click();
  }

  /** The server's reason, kept next to the form after the toast has gone. */
  formError(): Locator {
    return this.panel.getByRole('alert');
  }
}
