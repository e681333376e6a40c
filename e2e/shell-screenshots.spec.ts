import type { Browser, Page } from '@playwright/test';
import { DEMO_STATE, expect, PHONE_VIEWPORT, SUB_STATE, test } from './fixtures';
import { ConsoleFrame } from './pages/ConsoleFrame';
import { TopBar } from './pages/TopBar';
import { shot } from './support/screenshots';

// Pictures of the app shell for a person to look at (`npm run screenshots`); kept out of git.

async function open(browser: Browser, options: { state?: string; phone?: boolean }): Promise<Page> {
  const context = await browser.newContext({
    storageState: options.state,
    viewport: options.phone ? PHONE_VIEWPORT : { width: 1440, height: 900 },
    locale: 'en-US',
  });
  return context.newPage();
}

test('top bar variants, bells, console frame and phone drawer', async ({ browser }) => {
  test.setTimeout(90_000);

  const guest = await open(browser, {});
  await guest.goto('/store');
  await expect(guest.getByRole('region', { name: 'Contact us' })).toBeVisible();
  await shot(guest, 'shell-store-logged-out');
  await guest.goto('/AIModels');
  await expect(guest.getByRole('heading', { name: 'AI models', level: 1 })).toBeVisible();
  await shot(guest, 'shell-light-logged-out');

  const member = await open(browser, { state: DEMO_STATE });
  const memberBar = new TopBar(member);
  await member.goto('/store');
  await expect(memberBar.balanceChips().first()).toBeVisible();
  await shot(member, 'shell-store-main-account');
  await memberBar.openNotifications();
  await shot(member, 'shell-notifications-open');
  await memberBar.openMessages();
  await shot(member, 'shell-messages-open');
  await member.goto('/console/accountInfo');
  await new ConsoleFrame(member).expectPage('Account info', 'Account info');
  await shot(member, 'shell-console-side-menu');
  await memberBar.openAccountMenu();
  await shot(member, 'shell-account-menu-main');
  await member.goto('/console/messages');
  await expect(member.getByRole('main').getByRole('table')).toBeVisible();
  await shot(member, 'shell-console-messages');

  const sub = await open(browser, { state: SUB_STATE });
  await sub.goto('/console/safe');
  await new TopBar(sub).openAccountMenu();
  await shot(sub, 'shell-account-menu-sub');

  const phone = await open(browser, { phone: true });
  await phone.goto('/store');
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(phone, 'shell-phone-store');
  await new TopBar(phone).openDrawer();
  await shot(phone, 'shell-phone-drawer');

  const phoneMember = await open(browser, { state: DEMO_STATE, phone: true });
  await phoneMember.goto('/store');
  await new TopBar(phoneMember).openNotifications();
  await shot(phoneMember, 'shell-phone-notifications');
  await phoneMember.goto('/console/cloudDisk');
  await phoneMember.getByRole('button', { name: 'Console menu' }).click();
  await expect(new ConsoleFrame(phoneMember).menu).toBeVisible();
  await shot(phoneMember, 'shell-phone-console-menu');

  for (const page of [guest, member, sub, phone, phoneMember]) await page.context().close();
});
