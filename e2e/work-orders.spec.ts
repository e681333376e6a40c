import { expect } from './fixtures';
import { releaseRented, rentByApi, TRANSITION_TIMEOUT } from './pages/InstancesPage';
import { openOpsAs } from './pages/OpsConsole';
import { OpsWorkOrderDesk } from './pages/OpsWorkOrderDesk';
import { TopBar } from './pages/TopBar';
import {
  createTicketByApi,
  MyWorkOrdersPage,
  SelectQuestionPage,
  SubmitWorkOrderPage,
  TINY_PNG,
  WorkOrderDetailPage,
} from './pages/WorkOrderPages';
import { freshCustomerTest } from './support/freshCustomer';
import { paidTopUp } from './support/money';

/**
 * Each journey logs in as a brand-new customer, so tickets, unread marks and instances never mix
 * between parallel workers. Names come from the demo help catalogue
 * (apps/server/src/seed/demo-work-order-help.ts).
 */
const test = freshCustomerTest;

test.afterEach(({ request }) => releaseRented(request));

test('a customer reads the help, still submits a ticket about their instance with a screenshot; support notes and replies with a file; the customer reads it, answers and confirms it resolved', async ({
  customer,
  page,
  request,
  browser,
  baseURL,
}) => {
  // The customer, support's desk and back twice: 90 s ran out at different steps on the busy two-core machine.
  test.setTimeout(5 * TRANSITION_TIMEOUT);
  await paidTopUp(request, customer, 100);
  const rented = await rentByApi(request, customer.token);

  // 1. The question's help document comes first.
  const select = new SelectQuestionPage(page);
  await select.goto();
  await select.openQuestion('Instances', 'Cannot connect by SSH');
  const help = select.document('SSH connection fails');
  await expect(help).toBeVisible();
  await expect(help.getByRole('listitem').first()).toContainText('Running');
  await expect(help.locator('code').first()).toBeVisible();
  await expect(select.answeredQuestion).toBeVisible();

  // 2. It did not help: the form for this question, about an instance.
  await select.stillNeedHelp.click();
  await expect(page).toHaveURL(
    /\/console\/createWorkOrder\/submit\/\d+\/Cannot%20connect%20by%20SSH\/instance$/,
  );
  const form = new SubmitWorkOrderPage(page);
  await form.expectLoaded();
  await expect(form.main).toContainText('Question: Cannot connect by SSH');
  await expect(form.contactPhone).toHaveValue(customer.phone);

  // The agreement must be accepted first.
  await form.title.fill('SSH says connection refused');
  await form.description.fill('ssh -p 22 root@host answers "Connection refused" since this morning.');
  await form.chooseInstance(rented.name);
  await form.submitButton.click();
  await expect(form.main.getByText('Please accept the work order agreement')).toBeVisible();
  await expect(form.agreement.locator('xpath=ancestor::label//a')).toHaveAttribute(
    'href',
    '/workOrderAgreement',
  );

  await form.attach({ name: 'screenshot.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(form.main.getByRole('img', { name: 'screenshot.png' })).toBeVisible();
  await form.agreement.check();
  await form.submitButton.click();

  // 3. The new ticket, with the screenshot shown from its signed address.
  await expect(page).toHaveURL(/\/console\/createWorkOrder\/myWorkOrderDetail\/\d+$/);
  const ticketId = Number(new URL(page.url()).pathname.split('/').pop());
  const detail = new WorkOrderDetailPage(page);
  await expect(detail.heading).toHaveText('SSH says connection refused');
  await expect(detail.status('Submitted')).toBeVisible();
  await expect(detail.fact('Category')).toHaveText('Instances / Cannot connect by SSH');
  await expect(detail.fact('Resource')).toHaveText(`Instance · ${rented.name}`);
  await expect(detail.main).toContainText('"Connection refused" since this morning');
  const screenshot = detail.image(/screenshot/);
  await expect(screenshot).toBeVisible();
  await expect(screenshot).toHaveJSProperty('naturalWidth', 1);
  await expect(detail.main.getByText('No replies yet. Support answers here.')).toBeVisible();
  await expect(detail.replyBox).toBeVisible();
  await expect(detail.revokeButton).toBeVisible();

  // 4. It is on the list, without an unread mark: nobody answered yet.
  const list = new MyWorkOrdersPage(page);
  await list.goto();
  const row = list.row('SSH says connection refused');
  await expect(row).toContainText('Submitted');
  await expect(row.getByRole('img', { name: 'Unread reply' })).toHaveCount(0);

  // 5. Support finds it in the queue, writes an internal note, and replies with a file.
  const note = `Host of ${rented.name} had a firewall change this morning.`;
  const answer = 'We reopened port 22 on the host; please try again. Steps attached.';
  const staffContext = await browser.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  const desk = new OpsWorkOrderDesk(staffPage);
  await openOpsAs(staffPage, 'support', '/ops/work-orders');
  await desk.search(customer.phone);
  await expect(desk.row(ticketId)).toContainText('SSH says connection refused');
  await desk.openTicket(ticketId, 'SSH says connection refused');
  await expect(desk.main.getByRole('img', { name: /screenshot/ })).toBeVisible();
  await desk.writeNote(note);
  await desk.reply(answer, [{ name: 'steps.png', mimeType: 'image/png', buffer: TINY_PNG }]);
  await expect(desk.message(answer).getByRole('img', { name: 'steps.png' })).toBeVisible();

  // 6. The customer's work-order link shows the dot and opens the list; the row is marked unread.
  await page.goto('/console');
  const topBar = new TopBar(page);
  await expect(topBar.dotOf(topBar.workOrdersLink)).toBeVisible();
  await expect(topBar.workOrdersLink).toHaveAccessibleDescription('Unread replies');
  await topBar.workOrdersLink.click();
  await expect(page).toHaveURL(/\/console\/createWorkOrder\/myWorkOrder$/);
  const unreadRow = list.row('SSH says connection refused');
  await expect(unreadRow.getByRole('img', { name: 'Unread reply' })).toBeVisible();

  // 7. Opening it shows the reply and its file, never the note; the dot clears.
  await unreadRow.getByRole('link', { name: 'SSH says connection refused' }).click();
  await expect(detail.status('Waiting for you')).toBeVisible();
  await expect(detail.main).toContainText(answer);
  await expect(detail.image('steps.png')).toBeVisible();
  await expect(detail.main).not.toContainText(note);
  await expect(topBar.dotOf(topBar.workOrdersLink)).toHaveCount(0);
  await expect(topBar.workOrdersLink).toHaveAttribute('href', '/console/createWorkOrder/selectQuestion');

  // 8. The customer answers; support resolves it; the customer confirms.
  await detail.replyBox.getByLabel('Your reply').fill('It works now, thank you.');
  await detail.replyBox.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(detail.main.getByText('It works now, thank you.')).toBeVisible();
  await expect(detail.status('In progress')).toBeVisible();
  await staffPage.reload();
  await desk.resolve(ticketId, 'Glad it works. Closing this one.');
  await staffContext.close();
  await page.reload();
  await expect(detail.status('Resolved')).toBeVisible();
  await detail.main.getByRole('button', { name: 'Confirm resolved', exact: true }).click();
  await expect(detail.status('Closed')).toBeVisible();
  await expect(detail.replyBox).toHaveCount(0);
});

test('a customer revokes a ticket after confirming, and it leaves the open ones', async ({
  customer,
  page,
  request,
}) => {
  await createTicketByApi(request, customer, {
    category: 'Billing',
    question: 'Refund question',
    title: 'Refund of a stopped instance',
    description: 'I stopped a prepaid instance early; how much comes back?',
  });

  const list = new MyWorkOrdersPage(page);
  await list.goto();
  await list
    .row('Refund of a stopped instance')
    .getByRole('link', { name: 'Refund of a stopped instance' })
    .click();

  const detail = new WorkOrderDetailPage(page);
  await expect(detail.heading).toHaveText('Refund of a stopped instance');
  await expect(detail.status('Submitted')).toBeVisible();
  // What support sees too: the ticket's type, not "None" (issue 38).
  await expect(detail.fact('Resource')).toHaveText('Billing');

  // Cancelling the dialog changes nothing.
  await detail.revokeButton.click();
  await expect(detail.revokeDialog).toBeVisible();
  await detail.revokeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(detail.revokeDialog).toBeHidden();
  await expect(detail.status('Submitted')).toBeVisible();

  await detail.revoke();
  await expect(detail.status('Revoked')).toBeVisible();
  await expect(detail.revokeButton).toHaveCount(0);
  await expect(detail.replyBox).toHaveCount(0);
  await expect(detail.main.getByText('No more replies can be added (status: Revoked).')).toBeVisible();

  await list.goto();
  await list.showOnly('Open');
  await expect(list.main.getByText('You have no work orders here.')).toBeVisible();
  await list.showOnly('Revoked');
  await expect(list.row('Refund of a stopped instance')).toContainText('Revoked');
});
