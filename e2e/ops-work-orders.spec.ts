import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { OpsFrame, openOpsAs } from './pages/OpsConsole';
import { OpsWorkOrderDesk, OpsWorkOrderHelp } from './pages/OpsWorkOrderDesk';
import { registerFreshAccount } from './support/session';

const WORK_ORDER_API = '/third-party/api/v1/work-order';

/** A 1×1 PNG: small, and an image by its bytes, as the server judges uploads. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A tag that keeps names of parallel runs apart. */
const uniqueTag = () => `${Date.now().toString(36)}${randomInt(1000, 10_000)}`;

interface Envelope<T> {
  status: number;
  reason: string;
  data: T;
}

/** A call to the customer's third-party API with their session, failing the test on any refusal. */
async function customerCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<T> {
  const response = await request.fetch(`${WORK_ORDER_API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(body ? { data: body } : {}),
  });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.status, `${method} ${path}: ${envelope.reason}`).toBe(0);
  return envelope.data;
}

interface CustomerTicket {
  status: string;
  comments: Array<{
    author: 'user' | 'staff';
    author_name: string;
    content: string;
    attachments: Array<{ name: string; is_image: boolean; url: string }>;
  }>;
}

/** A fresh customer writes a ticket through the API, in a subcategory that names no instance. */
async function customerTicket(request: APIRequestContext, title: string) {
  const customer = await registerFreshAccount(request);
  const { categories } = await customerCall<{
    categories: Array<{ subcategories: Array<{ id: number; name_en: string }> }>;
  }>(request, customer.token, 'GET', '/categories');
  // A seeded question by name: the catalogue journey adds (and deletes) questions of its own meanwhile.
  const subcategory = categories
    .flatMap((category) => category.subcategories)
    .find((sub) => sub.name_en === 'Login and password');
  if (!subcategory) throw new Error('the demo catalogue has no "Login and password" question');
  const { id } = await customerCall<{ id: number }>(request, customer.token, 'POST', '/orders', {
    subcategory_id: subcategory.id,
    title,
    description: 'I cannot change the notice email of my account.',
    contact_phone: customer.phone,
    agreement: true,
  });
  return { ...customer, id };
}

test('support manages the help catalogue: a category, a subcategory and a document, then deletes them', async ({
  page,
}) => {
  test.slow();
  const ops = new OpsFrame(page);
  const help = new OpsWorkOrderHelp(page);
  const tag = uniqueTag();
  const category = { name: `测试分类${tag}`, name_en: `E2E category ${tag}` };
  const sub = { name: `测试子类${tag}`, name_en: `E2E subcategory ${tag}`, resourceType: 'Other' };
  const doc = {
    title: `测试文档${tag}`,
    title_en: `E2E document ${tag}`,
    content: '## 步骤\n\n打开**安全设置**。',
    content_en: '## Steps\n\nOpen **Security settings**.',
    heading: 'Steps',
  };

  await test.step('support opens the help catalogue from the menu', async () => {
    await openOpsAs(page, 'support');
    await ops.menuLink('Work-order help').click();
    await expect(ops.heading('Work-order help')).toBeVisible();
  });

  await test.step('a category and a subcategory are added', async () => {
    await help.addCategory(category);
    await help.addSubcategory(category, sub);
    await expect(help.subcategoryRow(category, sub.name_en)).toContainText('Other');
  });

  const panel = await test.step('a document is written, previewed and listed', async () => {
    const documents = await help.openDocuments(category, sub.name_en);
    await help.addDocument(documents, doc);
    await expect(documents.getByRole('row').filter({ hasText: doc.title_en })).toBeVisible();
    // The subcategory's document count follows.
    await expect(
      help.subcategoryRow(category, sub.name_en).getByRole('cell', { name: '1', exact: true }),
    ).toBeVisible();
    return documents;
  });

  await test.step('a category that still has subcategories is refused as in use', async () => {
    const dialog = await help.confirmDelete(help.category(category), 'category', category.name_en);
    await expect(dialog.getByRole('alert')).toHaveText(
      'This category still has subcategories: delete them first.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(help.category(category)).toBeVisible();
  });

  await test.step('the document, the subcategory and the category are deleted in turn', async () => {
    await help.confirmDelete(panel, 'help document', doc.title_en);
    await expect(panel.getByRole('row').filter({ hasText: doc.title_en })).toHaveCount(0);
    await help.confirmDelete(help.category(category), 'subcategory', sub.name_en);
    await expect(help.subcategoryRow(category, sub.name_en)).toHaveCount(0);
    await help.confirmDelete(help.category(category), 'category', category.name_en);
    await expect(help.category(category)).toHaveCount(0);
  });
});

test('support picks a fresh ticket, notes, replies with an image and resolves it; the customer never sees the note', async ({
  page,
  request,
}) => {
  test.slow();
  const desk = new OpsWorkOrderDesk(page);
  const tag = uniqueTag();
  const title = `Notice email ${tag}`;
  const note = `Checked the account: the email is verified (${tag}).`;
  const reply = `Please open Security settings and change it there (${tag}).`;
  const lastMessage = `Solved, thank you (${tag}).`;
  const customer = await test.step('a fresh customer writes a ticket through the API', () =>
    customerTicket(request, title));

  await test.step('support finds it in the queue with its first-reply clock running', async () => {
    await openOpsAs(page, 'support', '/ops/work-orders');
    await expect(page.getByRole('heading', { name: 'Work orders', level: 1 })).toBeVisible();
    await desk.search(customer.phone);
    const row = desk.row(customer.id);
    await expect(row).toContainText('Submitted');
    await expect(row).toContainText('Unassigned');
    await expect(row).toContainText(/left|Overdue by/);
  });

  await test.step('the ticket page shows who wrote it and what', async () => {
    await desk.openTicket(customer.id, title);
    await expect(desk.fact('Customer phone')).toHaveText(customer.phone);
    await expect(desk.main).toContainText('I cannot change the notice email of my account.');
  });

  await test.step('support picks it', async () => {
    await desk.pick();
    await expect(desk.fact('Assignee')).not.toHaveText('Unassigned');
    await expect(desk.main.getByRole('button', { name: 'Pick', exact: true })).toHaveCount(0);
  });

  await test.step('an internal note is marked as such', async () => {
    await desk.writeNote(note);
    await expect(desk.message(note)).toContainText('Internal note');
  });

  await test.step('a reply with an image attached', async () => {
    await desk.reply(reply, [{ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG }]);
    await expect(desk.message(reply)).not.toContainText('Internal note');
    await expect(desk.message(reply).getByRole('img', { name: 'pixel.png' })).toBeVisible();
    await expect(desk.fact('Status')).toHaveText('Waiting for customer');
  });

  await test.step('resolved with a last message', async () => {
    await desk.resolve(customer.id, lastMessage);
    await expect(desk.fact('Status')).toHaveText('Resolved');
    await expect(desk.message(lastMessage)).toBeVisible();
  });

  await test.step('the customer sees the reply, its image and the last message, but never the note', async () => {
    const ticket = await customerCall<CustomerTicket>(
      request,
      customer.token,
      'GET',
      `/orders/${customer.id}`,
    );
    expect(ticket.status).toBe('resolved');
    const answer = ticket.comments.find((comment) => comment.content === reply);
    expect(answer?.author).toBe('staff');
    expect(answer?.attachments).toEqual([expect.objectContaining({ name: 'pixel.png', is_image: true })]);
    expect(ticket.comments.map((comment) => comment.content)).toContain(lastMessage);
    expect(JSON.stringify(ticket)).not.toContain(note);
  });
});
