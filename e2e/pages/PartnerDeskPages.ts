import { expect, type Locator, type Page } from '@playwright/test';
import { FleetHostsPage } from './FleetHostsPage';

/** The full bank account of a withdrawal, as "Show account" read it. */
export interface WithdrawalAccount {
  holder: string;
  bank: string;
  card: string;
}

type Level = 1 | 2 | 3;

/**
 * The finance desks of the sales-partner programme (/ops/partners, /ops/withdrawals) and the fleet's
 * set-partner dialog on /ops/hosts, for a page already signed in as the right staff member
 * (`openOpsAs`). Every write waits for the server's answer and fails with its reason.
 */
export class PartnerDeskPages {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async gotoPartners(): Promise<void> {
    await this.page.goto('/ops/partners');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Sales partners' })).toBeVisible();
  }

  async gotoWithdrawals(): Promise<void> {
    await this.page.goto('/ops/withdrawals');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  }

  /** The desk's status filter: Applied (the queue it opens on), Approved, Paid or Refused. */
  async showStatus(status: string): Promise<void> {
    await this.main.getByRole('combobox', { name: 'Status' }).click();
    await this.page.getByRole('option', { name: status, exact: true }).click();
  }

  /** Searches the desk by a phone (or its first digits) or a user id. */
  async search(digits: string): Promise<void> {
    const search = this.main.getByRole('searchbox', { name: 'Search' });
    await search.fill(digits);
    await search.press('Enter');
  }

  /** The rows of the desk's table that show `text`. */
  rows(table: 'Sales partners' | 'Withdrawals', text: string | RegExp): Locator {
    return this.main
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') })
      .filter({ hasText: text });
  }

  /** The waiting count above the table ("3 applications waiting for a decision"). */
  waiting(): Locator {
    return this.main.getByRole('status').first();
  }

  /** An applicant's row in the current filter, found by searching their phone. */
  async partnerRow(phone: string): Promise<Locator> {
    await this.search(phone);
    const row = this.rows('Sales partners', phone);
    await expect(row).toHaveCount(1);
    return row;
  }

  async approve(phone: string, level: Level = 1): Promise<void> {
    await (await this.partnerRow(phone)).getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Approve ${phone}` });
    await this.chooseLevel(dialog, level);
    await this.send('/api/ops/partner/decide', dialog.getByRole('button', { name: 'Approve', exact: true }));
    await expect(dialog).toBeHidden();
  }

  async refuse(phone: string, reason: string): Promise<void> {
    await (await this.partnerRow(phone)).getByRole('button', { name: 'Refuse', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Refuse the application of ${phone}` });
    await dialog.getByLabel('Reason', { exact: true }).fill(reason);
    await this.send('/api/ops/partner/decide', dialog.getByRole('button', { name: 'Refuse application' }));
    await expect(dialog).toBeHidden();
  }

  /** Moves an approved partner to another level (shows the approved ones first). */
  async changeLevel(phone: string, level: Level): Promise<void> {
    await this.showStatus('Approved');
    await (await this.partnerRow(phone)).getByRole('button', { name: 'Change level' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Change the level of ${phone}` });
    await this.chooseLevel(dialog, level);
    await this.send('/api/ops/partner/set_level', dialog.getByRole('button', { name: 'Change level' }));
    await expect(dialog).toBeHidden();
  }

  /** Runs a settlement from the partners page; answers the amount it made withdrawable ("¥12.34"). */
  async runSettlement(): Promise<string> {
    await this.main.getByRole('button', { name: 'Run settlement' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Run a settlement now?' });
    await this.send(
      '/api/ops/partner/run_settlement',
      dialog.getByRole('button', { name: 'Run settlement' }),
    );
    const result = dialog.getByRole('region', { name: 'What it settled' });
    const amount = (await fact(result, 'Made withdrawable').innerText()).trim();
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(dialog).toBeHidden();
    return amount;
  }

  /**
   * The oldest applied withdrawal showing `match` (a phone, a user id, or an amount as the table
   * shows it, "¥100.00"); digits are searched for first.
   */
  async withdrawalRow(match: string): Promise<Locator> {
    if (/^[0-9]+$/.test(match)) await this.search(match);
    const row = this.rows('Withdrawals', match).first();
    await expect(row).toBeVisible();
    return row;
  }

  /** Pays a withdrawal as finance does: shows the account, "transfers", records the reference. */
  async payWithdrawal(match: string, reference: string): Promise<WithdrawalAccount> {
    await (await this.withdrawalRow(match)).getByRole('button', { name: 'Pay', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: /^Pay withdrawal #\d+$/ });
    await this.send(
      '/api/ops/partner/reveal_withdrawal_account',
      dialog.getByRole('button', { name: 'Show account' }),
    );
    await expect(
      dialog.getByText('Each read of the full account is recorded in the audit trail.'),
    ).toBeVisible();
    const shown = dialog.getByRole('region', { name: /^Bank account of withdrawal #\d+$/ });
    const account = {
      holder: (await fact(shown, 'Account holder').innerText()).trim(),
      bank: (await fact(shown, 'Bank').innerText()).trim(),
      card: (await fact(shown, 'Card number').innerText()).trim(),
    };
    await dialog.getByLabel('Transfer reference', { exact: true }).fill(reference);
    await this.send(
      '/api/ops/partner/pay_withdrawal',
      dialog.getByRole('button', { name: 'Confirm payment' }),
    );
    await expect(dialog).toBeHidden();
    return account;
  }

  async refuseWithdrawal(match: string, reason: string): Promise<void> {
    await (await this.withdrawalRow(match)).getByRole('button', { name: 'Refuse', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: /^Refuse withdrawal #\d+$/ });
    await dialog.getByLabel('Reason', { exact: true }).fill(reason);
    await this.send(
      '/api/ops/partner/refuse_withdrawal',
      dialog.getByRole('button', { name: 'Refuse withdrawal' }),
    );
    await expect(dialog).toBeHidden();
  }

  /**
   * On /ops/hosts (fleet): makes a host a machine partner's at a share, or the platform's own again
   * (`userId` null). Answers the host's row, whose Partner column shows the change.
   */
  async setHostPartner(hostName: string, userId: number | null, sharePercent = 70): Promise<Locator> {
    const hosts = new FleetHostsPage(this.page);
    await hosts.searchByName(hostName);
    await this.main.getByRole('button', { name: `Set partner of ${hostName}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Set the partner of ${hostName}` });
    await dialog.getByLabel('Partner user ID', { exact: true }).fill(userId === null ? '' : String(userId));
    await dialog.getByLabel('Partner share (%)', { exact: true }).fill(String(sharePercent));
    await this.send(
      '/api/ops/fleet/set_host_partner',
      dialog.getByRole('button', { name: 'Save', exact: true }),
    );
    await expect(dialog).toBeHidden();
    return hosts.row(hostName);
  }

  private async chooseLevel(dialog: Locator, level: Level): Promise<void> {
    await dialog.getByRole('combobox', { name: 'Level' }).click();
    // antd renders the visible options apart from its accessible listbox; each carries its label as title.
    await this.page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(`Level ${level}`, { exact: true })
      .click();
  }

  /** Clicks and waits for the endpoint's answer: a refusal fails here with the server's reason. */
  private async send(path: string, button: Locator): Promise<void> {
    const answer = this.page.waitForResponse((response) => new URL(response.url()).pathname === path);
    await button.click();
    const envelope = (await (await answer).json()) as { status: number; reason: string };
    expect(envelope.status, `${path}: ${envelope.reason}`).toBe(0);
  }
}

/** The value beside a label of a description list. */
function fact(scope: Locator, label: string): Locator {
  return scope
    .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::*[1]');
}
