import type { Page } from '@playwright/test';
import { DEMO_STATE, expect, test } from './fixtures';
import { MessagesPage } from './pages/MessagesPage';
import { TopBar } from './pages/TopBar';
import { apiPost } from './support/api';
import { sendNotifications, uniqueText } from './support/inbox';
import { openAs, registerFreshAccount, type Session } from './support/session';
import { setTabHidden } from './support/tab';

const NOTIFICATION_POLL_MS = 10_000;
const DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;

const isNotificationList = (url: string) => url.endsWith('/api/notifications/get_list');

/** Counts the notification list requests the page makes from now on. */
function countNotificationPolls(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (isNotificationList(request.url())) count += 1;
  });
  return () => count;
}

/**
 * Moves the fake clock one poll interval on and waits for the poll's answer; the next interval
 * starts once the answer is in, so the test must not jump ahead while a request is in flight.
 */
async function nextPoll(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => isNotificationList(response.url()));
  await page.clock.runFor(NOTIFICATION_POLL_MS);
  await answered;
  await page.waitForTimeout(200);
}

test('a new account: empty bells, then unread notifications and messages the operator sends', async ({
  browser,
  request,
  baseURL,
}) => {
  const account = await registerFreshAccount(request);
  const { context, page } = await openAs(browser, baseURL, account);
  await page.clock.install();
  const topBar = new TopBar(page);

  await page.goto('/store');
  await expect(topBar.notificationsButton).toBeVisible();
  await expect(topBar.dotOf(topBar.notificationsButton)).toHaveCount(0);
  await expect(topBar.dotOf(topBar.messagesButton)).toHaveCount(0);
  const emptyMessages = await topBar.openMessages();
  await expect(emptyMessages).toContainText('No messages yet');
  await expect(emptyMessages.getByRole('link', { name: 'All messages' })).toHaveAttribute(
    'href',
    '/console/messages',
  );
  const emptyNotifications = await topBar.openNotifications();
  await expect(emptyNotifications).toContainText('No notifications yet');
  await expect(emptyNotifications.getByRole('link', { name: 'All notices' })).toHaveAttribute(
    'href',
    '/inform',
  );
  await page.keyboard.press('Escape');

  const plain = {
    title: uniqueText('Maintenance'),
    original: 'Beijing A restarts at 02:00.',
    alsoMessage: true,
  };
  const linked = {
    title: uniqueText('Top-up bonus'),
    original: 'Top up 500 and get 50 in vouchers.',
    link: '/console/recharge',
    alsoMessage: true,
  };
  await sendNotifications(request, account.phone, [plain, linked]);

  // The notification bell polls every 10 s; the message bell shows the new ones on the next visit.
  await nextPoll(page);
  await expect(topBar.dotOf(topBar.notificationsButton)).toBeVisible();
  await expect(topBar.notificationsButton).toHaveAccessibleDescription('2 unread');
  await page.reload();
  await expect(topBar.dotOf(topBar.messagesButton)).toBeVisible();
  await expect(topBar.messagesButton).toHaveAccessibleDescription('2 unread');

  const notifications = await topBar.openNotifications();
  const items = notifications.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(linked.title);
  await expect(items.nth(0)).toContainText(linked.original);
  await expect(items.nth(1)).toContainText(plain.title);
  await expect(items.nth(1)).toContainText(plain.original);

  // No link: the notice list. Marked read on the way.
  await items.nth(1).getByRole('button').click();
  await expect(page).toHaveURL(/\/inform$/);
  await expect(topBar.notificationsButton).toHaveAccessibleDescription('1 unread');

  const again = await topBar.openNotifications();
  await again.getByRole('button', { name: new RegExp(linked.title) }).click();
  await expect(page).toHaveURL(/\/console\/recharge$/);
  await expect(topBar.dotOf(topBar.notificationsButton)).toHaveCount(0);

  const messages = await topBar.openMessages();
  const messageItems = messages.getByRole('listitem');
  await expect(messageItems).toHaveCount(2);
  await expect(messageItems.nth(0)).toContainText(linked.original);
  await expect(messageItems.nth(0).locator('time')).toHaveText(DATE_TIME);
  await expect(messageItems.nth(1)).toContainText(plain.original);
  await messages.getByRole('link', { name: 'All messages' }).click();
  await expect(page).toHaveURL(/\/console\/messages$/);
  await context.close();
});

test('the messages page pages, filters and marks read, and the bell follows', async ({
  browser,
  request,
  baseURL,
}) => {
  const account = await registerFreshAccount(request);
  const texts = Array.from(
    { length: 12 },
    (_, index) => `Bill ${String(index + 1).padStart(2, '0')} is ready.`,
  );
  await sendNotifications(
    request,
    account.phone,
    texts.map((text) => ({ title: 'Billing', original: text, alsoMessage: true })),
  );
  const { context, page } = await openAs(browser, baseURL, account);
  const messagesPage = new MessagesPage(page);
  const topBar = new TopBar(page);

  await messagesPage.goto();
  await expect(messagesPage.total()).toHaveText('12 messages');
  await expect(messagesPage.rows).toHaveCount(10);
  await expect(messagesPage.rows.first()).toContainText('Bill 12 is ready.');
  await expect(messagesPage.rows.first()).toContainText('Unread');
  await expect(messagesPage.rows.first()).toContainText(DATE_TIME);
  await messagesPage.goToPage(2);
  await expect(page).toHaveURL(/\/console\/messages\?page=2$/);
  await expect(messagesPage.rows).toHaveCount(2);
  await expect(messagesPage.rows.last()).toContainText('Bill 01 is ready.');

  await messagesPage.row('Bill 01').getByRole('button', { name: 'Mark read' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as read' })).toBeVisible();
  await expect(messagesPage.row('Bill 01')).toContainText('Read');
  await expect(messagesPage.row('Bill 01').getByRole('button', { name: 'Mark read' })).toHaveCount(0);
  await expect(topBar.messagesButton).toHaveAccessibleDescription('11 unread');

  await messagesPage.show('Read');
  await expect(page).toHaveURL(/\/console\/messages\?status=1$/);
  await expect(messagesPage.rows).toHaveCount(1);
  await expect(messagesPage.rows).toContainText('Bill 01 is ready.');
  await messagesPage.show('Unread');
  await expect(messagesPage.total()).toHaveText('11 messages');

  await messagesPage.markAllRead.click();
  await expect(page.getByRole('status').filter({ hasText: 'All messages are marked read' })).toBeVisible();
  await expect(messagesPage.table).toContainText('No messages here');
  await expect(topBar.dotOf(topBar.messagesButton)).toHaveCount(0);
  await expect(messagesPage.markAllRead).toBeDisabled();
  await messagesPage.show('All');
  await expect(messagesPage.total()).toHaveText('12 messages');
  await context.close();
});

// A sub-account of its own: the demo sub-account signs in from other devices in other journeys, and
// each new device is an alert in its inbox (issue 46). Its first sign-in is only remembered.
test('a sub-account has its own empty inbox: both bells say so', async ({ browser, baseURL, request }) => {
  const owner = await registerFreshAccount(request);
  const sub = { username: `inbox-${owner.phone}`, password: 'sub-pass-123' };
  await apiPost(request, '/add_user_sub_account', { session: owner.token, ...sub, money_limit: 0 });
  const session = await apiPost<Session>(request, '/sub_account_login', sub);
  const { context, page } = await openAs(browser, baseURL, session);
  const topBar = new TopBar(page);
  await page.goto('/console/dashboard');
  await expect(topBar.dotOf(topBar.notificationsButton)).toHaveCount(0);
  await expect(await topBar.openNotifications()).toContainText('No notifications yet');
  await expect(await topBar.openMessages()).toContainText('No messages yet');
  await context.close();
});

test.describe('main account', () => {
  test.use({ storageState: DEMO_STATE });

  test('a bell opens on hover, closes when the pointer leaves, and stays open after a click', async ({
    page,
    topBar,
  }) => {
    await page.goto('/store');
    await topBar.messagesButton.hover();
    await expect(topBar.messagesPanel()).toBeVisible();
    await expect(topBar.messagesPanel().getByRole('listitem').first()).toContainText(DATE_TIME);
    await page.mouse.move(10, 500);
    await expect(topBar.messagesPanel()).toHaveCount(0);

    await topBar.messagesButton.click();
    await page.mouse.move(10, 500);
    await expect(topBar.messagesPanel()).toBeVisible();
    await expect(topBar.messagesButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(topBar.messagesPanel()).toHaveCount(0);
  });

  test('notifications are polled every 10 s, and not while the tab is hidden', async ({ page, topBar }) => {
    await page.clock.install();
    const polls = countNotificationPolls(page);
    const firstList = page.waitForResponse((response) => isNotificationList(response.url()));
    await page.goto('/store');
    await expect(topBar.notificationsButton).toBeVisible();
    await firstList;
    await page.waitForTimeout(200);
    expect(polls()).toBe(1);

    await nextPoll(page);
    expect(polls()).toBe(2);
    await nextPoll(page);
    expect(polls()).toBe(3);

    await setTabHidden(page, true);
    await page.clock.runFor(6 * NOTIFICATION_POLL_MS);
    await page.waitForTimeout(500);
    expect(polls()).toBe(3);

    await setTabHidden(page, false);
    await nextPoll(page);
    expect(polls()).toBe(4);
  });
});
