import { expect } from './fixtures';
import { releaseRented, rentByApi, TRANSITION_TIMEOUT, waitForStatus } from './pages/InstancesPage';
import { OpsFrame, openOpsAs } from './pages/OpsConsole';
import { SelectQuestionPage, SubmitWorkOrderPage, WorkOrderDetailPage } from './pages/WorkOrderPages';
import { apiPost } from './support/api';
import { freshCustomerTest } from './support/freshCustomer';
import { paidTopUp } from './support/money';

/**
 * Issue 38 point 8, a new customer's day after a release: the ticket about an instance they no
 * longer have, and the staff who read their account and the outboxes. Each journey registers its
 * own customer, so parallel workers never share one.
 */
const test = freshCustomerTest;

test.afterEach(({ request }) => releaseRented(request));

test('after releasing an instance, a customer still writes about it (or about none), and support finds it, its account and the SMS it was sent', async ({
  customer,
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(5 * TRANSITION_TIMEOUT);
  await paidTopUp(request, customer, 100);
  const rented = await rentByApi(request, customer.token);
  await waitForStatus(request, customer.token, rented.id, 'running');
  const onInstance = { session: customer.token, instance_id: rented.id };
  await apiPost(request, '/instance/stop', onInstance);
  await waitForStatus(request, customer.token, rented.id, 'stopped');
  await apiPost(request, '/instance/remove_remain_disk_kvm', onInstance);

  // 1. The SSH help tells containers and machines apart; the form offers the released instance.
  const select = new SelectQuestionPage(page);
  await select.goto();
  await select.openQuestion('Instances', 'Cannot connect by SSH');
  const help = select.document('SSH connection fails');
  await expect(help.getByText(/Containers.*cannot be changed/)).toBeVisible();
  await expect(help).not.toContainText('Change password');
  await select.stillNeedHelp.click();
  const form = new SubmitWorkOrderPage(page);
  await form.expectLoaded();
  await form.title.fill('My released instance kept my data?');
  await form.description.fill('I released it this morning; can I still get a file from its disk?');
  // antd keeps its accessible options zero-sized: the visible ones are named by their title.
  await form.instance.click();
  await expect(page.getByTitle('None, or I no longer have it', { exact: true })).toBeVisible();
  await page.getByTitle(`${rented.name} (released)`, { exact: true }).click();
  await expect(form.main.getByTitle(`${rented.name} (released)`, { exact: true })).toBeVisible();
  await form.agreement.check();
  await form.submitButton.click();
  await expect(page).toHaveURL(/\/console\/createWorkOrder\/myWorkOrderDetail\/\d+$/);
  const detail = new WorkOrderDetailPage(page);
  await expect(detail.fact('Resource')).toHaveText(`Instance · ${rented.name}`);

  // 2. A second ticket names no instance: it is sent, and says so.
  await select.goto();
  await select.openQuestion('Instances', 'Cannot connect by SSH');
  await select.stillNeedHelp.click();
  await form.expectLoaded();
  await form.title.fill('An instance I no longer have');
  await form.description.fill('I do not remember its name; it was released last week.');
  await form.instance.click();
  await page.getByTitle('None, or I no longer have it', { exact: true }).click();
  await form.agreement.check();
  await form.submitButton.click();
  await expect(page).toHaveURL(/\/console\/createWorkOrder\/myWorkOrderDetail\/\d+$/);
  await expect(detail.fact('Resource')).toHaveText('Instance · none named');

  // 3. Support: the users page opens on the newest accounts; the account keeps the released instance.
  const staffContext = await browser.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  const frame = new OpsFrame(staffPage);
  await openOpsAs(staffPage, 'support', '/ops/users');
  await expect(frame.heading('Users')).toBeVisible();
  await frame.main
    .getByRole('table', { name: 'Newest accounts' })
    .getByRole('link', { name: customer.phone })
    .click();
  await frame.main.getByRole('tab', { name: 'Instances' }).click();
  const instances = frame.main.getByRole('table', { name: 'Instances' });
  const row = instances.getByRole('row').filter({ hasText: rented.name });
  await expect(row).toContainText('Released');
  await frame.main.getByRole('combobox', { name: 'Show' }).click();
  await staffPage.getByTitle('Still held', { exact: true }).click();
  await expect(instances.getByText('No instance of this account is in this state.')).toBeVisible();
  await frame.main.getByRole('combobox', { name: 'Show' }).click();
  await staffPage.getByTitle('Ended (released or failed)', { exact: true }).click();
  await expect(row).toContainText('Released');

  // 4. The SMS outbox, from the menu, filtered by the customer's phone: their registration code.
  await frame.menuLink('SMS outbox').click();
  await expect(frame.heading('SMS outbox')).toBeVisible();
  await frame.main.getByLabel('Phone', { exact: true }).fill(customer.phone);
  await frame.main.getByRole('button', { name: 'Filter' }).click();
  await expect(staffPage).toHaveURL(new RegExp(`phone=${customer.phone}`));
  const texts = frame.main.getByRole('table', { name: 'Text messages' });
  await expect(texts.getByRole('row').filter({ hasText: customer.phone }).first()).toBeVisible();
  await frame.main.getByLabel('Phone', { exact: true }).fill('1380013');
  await frame.main.getByRole('button', { name: 'Filter' }).click();
  await expect(frame.main.getByText('Phone must be an 11-digit mainland mobile number')).toBeVisible();
  // "Show all" drops the filter from the address and empties the field.
  await frame.main.getByRole('button', { name: 'Show all' }).click();
  await expect(staffPage).not.toHaveURL(/phone=/);
  await expect(frame.main.getByLabel('Phone', { exact: true })).toHaveValue('');

  // 5. The email outbox is one click away too.
  await frame.menuLink('Email outbox').click();
  await expect(frame.heading('Email outbox')).toBeVisible();
  await expect(frame.main.getByRole('table', { name: 'Emails' })).toBeVisible();
  await staffContext.close();
});

test('the outboxes are support’s (and admin’s) pages: finance has no link to them and is kept out', async ({
  page,
}) => {
  const frame = new OpsFrame(page);
  await openOpsAs(page, 'finance', '/ops/users');
  await expect(frame.heading('Users')).toBeVisible();
  await expect(frame.menuLink('SMS outbox')).toHaveCount(0);
  await expect(frame.menuLink('Email outbox')).toHaveCount(0);
  await page.goto('/ops/sms-outbox');
  await expect(frame.main.getByRole('heading', { name: 'You may not open this page' })).toBeVisible();
});
