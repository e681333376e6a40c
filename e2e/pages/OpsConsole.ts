import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import type { StaffRole } from '../support/accounts';
import { staffLogin } from '../support/staff';
import { totpCode } from '../support/totp';

const STEP_MS = 30_000;

interface StaffCredentials {
  phone: string;
  password: string;
  totpSecret: string;
}

/** /ops/login: password, then the second factor; every field found by its label. */
export class OpsLoginPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async goto(): Promise<void> {
    await this.page.goto('/ops/login');
    await expect(
      this.main.getByRole('heading', { name: 'Operator console sign-in', level: 1 }),
    ).toBeVisible();
  }

  step(name: string): Locator {
    return this.main.getByRole('heading', { name, level: 2 });
  }

  async enterPassword(phone: string, password: string): Promise<void> {
    await this.main.getByLabel('Phone', { exact: true }).fill(phone);
    await this.main.getByLabel('Password', { exact: true }).fill(password);
    await this.main.getByRole('button', { name: 'Continue' }).click();
  }

  /** Sends a code and answers whether the server took it (a code counts once per member). */
  async enterCode(
    code: string,
    { label = '6-digit code', submit = 'Sign in' }: { label?: string; submit?: string } = {},
  ): Promise<boolean> {
    await this.main.getByLabel(label, { exact: true }).fill(code);
    const answer = this.page.waitForResponse((response) => response.url().endsWith('/api/ops/login_totp'));
    await this.main.getByRole('button', { name: submit, exact: true }).click();
    const envelope = (await (await answer).json()) as { status: number; reason: string };
    return envelope.status === 0;
  }

  /**
   * Signs a demo member in as their authenticator would. Another worker may have used this step's
   * code for the same member (API logins of the support helpers): then the next step's code, which
   * the server takes one step ahead, and after that a fresh step.
   */
  async signIn(member: StaffCredentials): Promise<void> {
    await this.goto();
    await this.enterPassword(member.phone, member.password);
    await expect(this.step('Two-step verification')).toBeVisible();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      if (await this.enterCode(totpCode(member.totpSecret, Date.now() + (attempt % 2) * STEP_MS))) return;
      if (attempt % 2 === 1) await this.page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
    }
    throw new Error(`the demo staff member ${member.phone} could not sign in with a TOTP code`);
  }
}

/**
 * Opens the console at `path` as the demo member of `role`, with the session the setup made: for
 * journeys about what staff do, not how they sign in (ops-login.spec.ts signs in through the page).
 */
export async function openOpsAs(page: Page, role: StaffRole, path = '/ops'): Promise<void> {
  await page.goto('/ops/login');
  await page.evaluate(
    (session) => localStorage.setItem('opsSession', JSON.stringify(session)),
    staffLogin(role),
  );
  await page.goto(path);
}

/** The console frame: banner (member, logout), the role's menu and the page. */
export class OpsFrame {
  readonly banner: Locator;
  readonly menu: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.menu = page.getByRole('navigation', { name: 'Operator console' });
    this.main = page.getByRole('main');
  }

  menuLink(name: string): Locator {
    return this.menu.getByRole('link', { name, exact: true });
  }

  heading(name: string): Locator {
    return this.main.getByRole('heading', { name, level: 1 });
  }

  async logout(): Promise<void> {
    await this.banner.getByRole('button', { name: 'Log out' }).click();
    await expect(this.page).toHaveURL(/\/ops\/login$/);
  }

  /** The staff token the console keeps (its own storage key, never the customer's). */
  async staffToken(): Promise<string> {
    const stored = await this.page.evaluate(() => localStorage.getItem('opsSession'));
    const token = stored ? (JSON.parse(stored) as { token?: string }).token : undefined;
    if (!token) throw new Error('no staff session is stored');
    return token;
  }
}

/**
 * A staff desk opened as `role` at `path` in a browser context of its own, searched for a
 * customer's phone: the page (close its context when done) and that customer's row of `table`.
 */
export async function deskRowOf(
  browser: Browser,
  baseURL: string | undefined,
  desk: { role: StaffRole; path: string; table: string; phone: string },
): Promise<{ page: Page; row: Locator }> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await openOpsAs(page, desk.role, desk.path);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(desk.phone);
  await search.press('Enter');
  const row = page.getByRole('table', { name: desk.table }).getByRole('row').filter({ hasText: desk.phone });
  return { page, row };
}
