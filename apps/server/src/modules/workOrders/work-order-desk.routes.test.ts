import { type CannedReply, ErrorCode, type OpsTicketDetail, type OpsTicketRow } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import {
  auditRowsOf,
  expectBadField,
  expectRolesRefused,
  openSupportConsole,
} from '../../testing/ops-content';
import { buildCatalogue, TINY_PNG, thirdParty, uploadFile } from '../../testing/work-orders';

/** The support desk (issue 12 point 5): queue, timers, assignment, replies and notes, canned replies. */
const { app } = await openSupportConsole();
const supportMember = await createStaff(app, 'support');
/** A fresh session of the support member: the clock moves by a day in one test. */
const session = () => staffToken(app, supportMember);
const catalogue = await buildCatalogue(app, await session());

type Queue = { list: OpsTicketRow[]; total: number; overdue: number };

const desk = async <T = unknown>(call: string, body: Record<string, unknown> = {}, caller?: string) =>
  app.post<T>(`/ops/work-order/${call}`, { session: caller ?? (await session()), ...body });

async function customerTicket(title = 'GPU missing') {
  const user = await buildUser(app);
  const { token } = await loginAs(app, user);
  const reply = await thirdParty<{ id: number }>(app, token, 'POST', '/work-order/orders', {
    subcategory_id: catalogue.accountSubcategoryId,
    title,
    description: 'nvidia-smi shows no device',
    contact_phone: '13800138000',
    agreement: true,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return { user, token, id: reply.body.data.id };
}

const row = async (id: number, filter: Record<string, unknown> = { status: 'all' }) =>
  (await desk<Queue>('get_ticket_list', { ...filter, q: String(id) })).body.data.list.find(
    (r) => r.id === id,
  );

describe('the queue', () => {
  it('lists open tickets oldest first with the customer and a first-reply timer of 2 business hours', async () => {
    // The test clock starts on Sunday 2026-11-22 16:00 China time: due Monday 11:00.
    const { user, id } = await customerTicket();
    const found = await row(id, {});
    expect(found).toMatchObject({
      id,
      status: 'submitted',
      user_phone: user.phone,
      assignee_id: null,
      sla: 'due',
      first_replied_at: null,
      first_reply_due_at: '2026-11-23T03:00:00.000Z',
    });
    const queue = (await desk<Queue>('get_ticket_list')).body.data;
    const ids = queue.list.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('counts overdue tickets and marks a late first reply breached, an early one met', async () => {
    const late = await customerTicket('late');
    app.clock.advance(24 * 60 * MINUTE_MS);
    const early = await customerTicket('early');
    expect((await row(late.id))?.sla).toBe('overdue');
    expect((await desk<Queue>('get_ticket_list')).body.data.overdue).toBeGreaterThanOrEqual(1);
    await desk('reply', { work_order_id: late.id, content: 'Sorry for the wait.' });
    await desk('reply', { work_order_id: early.id, content: 'Looking.' });
    expect((await row(late.id))?.sla).toBe('breached');
    expect((await row(early.id))?.sla).toBe('met');
  });

  it('filters by assignee and finds a ticket by id, phone or title', async () => {
    const { user, id } = await customerTicket(`Unique title ${Math.random()}`);
    expect((await row(id, { assignee: 'none', status: 'open' }))?.id).toBe(id);
    await desk('assign', { work_order_id: id });
    expect(await row(id, { assignee: 'none', status: 'open' })).toBeUndefined();
    expect((await row(id, { assignee: 'me', status: 'open' }))?.status).toBe('in_progress');
    const byPhone = await desk<Queue>('get_ticket_list', { q: user.phone });
    expect(byPhone.body.data.list.map((r) => r.id)).toEqual([id]);
    const byPhoneEnd = await desk<Queue>('get_ticket_list', { q: user.phone.slice(3) });
    expect(byPhoneEnd.body.data.list.map((r) => r.id)).toContain(id);
    const byTitle = await desk<Queue>('get_ticket_list', { q: 'unique TITLE' });
    expect(byTitle.body.data.list.map((r) => r.id)).toContain(id);
    const wildcard = await desk<Queue>('get_ticket_list', { q: '%' });
    expect(wildcard.body.data.list.every((r) => r.title.includes('%'))).toBe(true);
  });
});

describe('a ticket at the desk', () => {
  it('shows internal notes to staff only, and audits each write', async () => {
    const { token, id } = await customerTicket();
    const note = await desk<{ comment_id: number }>('reply', {
      work_order_id: id,
      content: 'check host 7',
      internal: true,
    });
    expect(note.body.status).toBe(0);
    const file = await uploadFile(app, await session(), TINY_PNG, 'steps.png', { staff: true });
    await desk('reply', { work_order_id: id, content: 'Try a restart.', file_ids: [file.body.data.file.id] });
    const seen = (await desk<OpsTicketDetail>('get_ticket', { work_order_id: id })).body.data;
    expect(seen.comments.map((c) => [c.internal, c.content])).toEqual([
      [true, 'check host 7'],
      [false, 'Try a restart.'],
    ]);
    expect(seen.comments[1]?.attachments.map((f) => f.name)).toEqual(['steps.png']);
    expect(seen).toMatchObject({
      status: 'waiting_customer',
      can: { reply: true, note: true, resolve: true },
    });
    const customerView = await thirdParty(app, token, 'GET', `/work-order/orders/${id}`);
    expect(JSON.stringify(customerView.body)).not.toContain('check host 7');
    const audit = await auditRowsOf(app, 'work_order', id);
    expect(audit.map((r) => r.noteCode)).toEqual([
      'audit.work_order_internal_note',
      'audit.work_order_replied',
    ]);
  });

  it('hands a ticket to a support colleague, never to another role', async () => {
    const { id } = await customerTicket();
    const colleague = await createStaff(app, 'support');
    const finance = await createStaff(app, 'finance');
    expect((await desk('assign', { work_order_id: id, staff_id: colleague.id })).body.status).toBe(0);
    expect((await desk<OpsTicketDetail>('get_ticket', { work_order_id: id })).body.data.assignee_id).toBe(
      colleague.id,
    );
    const refused = await desk('assign', { work_order_id: id, staff_id: finance.id });
    expect(refused.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'staff_id: tickets go to active support or admin members only',
    });
    const people = await desk<{ staff: Array<{ id: number; role: string }> }>('get_support_staff');
    expect(people.body.data.staff.map((p) => p.id)).toContain(colleague.id);
    expect(people.body.data.staff.every((p) => p.role === 'support' || p.role === 'admin')).toBe(true);
  });

  it('resolves with a last reply; then only notes are taken', async () => {
    const { id } = await customerTicket();
    await desk('resolve', { work_order_id: id, content: 'Host replaced.' });
    const seen = (await desk<OpsTicketDetail>('get_ticket', { work_order_id: id })).body.data;
    expect(seen).toMatchObject({ status: 'resolved', can: { reply: false, note: true, resolve: false } });
    expect((await desk('reply', { work_order_id: id, content: 'again?' })).body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'a resolved work order takes no more replies',
    });
  });

  it('answers 404 for a ticket that does not exist, and refuses files that are not the caller’s', async () => {
    const missing = await desk('get_ticket', { work_order_id: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.reason).toBe('work order not found');
    const { token, id } = await customerTicket();
    const customerFile = await uploadFile(app, token, TINY_PNG, 'mine.png');
    const reply = await desk('reply', {
      work_order_id: id,
      content: 'x',
      file_ids: [customerFile.body.data.file.id],
    });
    expect(reply.body.reason).toBe(
      `file_ids: file ${customerFile.body.data.file.id} is not one of your uploads waiting to be sent`,
    );
  });

  it('keeps a subcategory with tickets in use (100203)', async () => {
    const own = await buildCatalogue(app, await session());
    const user = await buildUser(app);
    const { token } = await loginAs(app, user);
    await thirdParty(app, token, 'POST', '/work-order/orders', {
      subcategory_id: own.accountSubcategoryId,
      title: 't',
      description: 'd',
      contact_phone: '13800138000',
      agreement: true,
    });
    const removed = await desk('delete_subcategory', { subcategory_id: own.accountSubcategoryId });
    expect(removed.body.status).toBe(ErrorCode.WORK_ORDER_SUBCATEGORY_IN_USE);
    expect(removed.statusCode).toBe(409);
  });

  it('is for support and admin only, and checks every field', async () => {
    const { id } = await customerTicket();
    await expectRolesRefused(app, '/ops/work-order/reply', { work_order_id: id, content: 'x' }, [
      'finance',
      'reviewer',
      'fleet',
    ]);
    const admin = await staffToken(app, await createStaff(app, 'admin'));
    expect((await desk('get_ticket', { work_order_id: id }, admin)).body.status).toBe(0);
    await expectBadField(
      app,
      '/ops/work-order/reply',
      { session: await session(), work_order_id: id, content: ' ' },
      'content',
    );
    await expectBadField(
      app,
      '/ops/work-order/get_ticket_list',
      { session: await session(), status: 'everything' },
      'status',
    );
  });
});

describe('canned replies', () => {
  it('are created, listed by title, edited and deleted; a title is unique in its language', async () => {
    const title = `Restart ${Math.random().toString(36).slice(2, 8)}`;
    const made = await desk<{ id: number }>('create_canned_reply', {
      title_en: title,
      content_en: 'Please restart it.',
      title_zh: `重启 ${title}`,
      content_zh: '请重启实例。',
    });
    expect(made.body.status, made.body.reason).toBe(0);
    const again = await desk('create_canned_reply', { title_en: title, content_en: 'x' });
    expect(again.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'title_en: a canned reply of this title exists',
    });
    const againZh = await desk('create_canned_reply', { title_zh: `重启 ${title}`, content_zh: 'x' });
    expect(againZh.body.reason).toBe('title_zh: a canned reply of this title exists');
    const id = made.body.data.id;
    const edited = await desk('edit_canned_reply', {
      id,
      title_en: title,
      content_en: 'Restart, then wait 2 minutes.',
    });
    expect(edited.body.status, edited.body.reason).toBe(0);
    const list = (await desk<{ replies: CannedReply[] }>('get_canned_replies')).body.data.replies;
    expect(list.find((r) => r.id === id)).toMatchObject({
      title_en: title,
      content_en: 'Restart, then wait 2 minutes.',
      title_zh: '',
      content_zh: '',
    });
    expect((await desk('delete_canned_reply', { id })).body.status).toBe(0);
    const gone = await desk('delete_canned_reply', { id });
    expect(gone.statusCode).toBe(404);
    expect((await auditRowsOf(app, 'work_order_canned_reply', id)).length).toBe(3);
  });

  it('need one language written whole (a title and its text)', async () => {
    await expectBadField(
      app,
      '/ops/work-order/create_canned_reply',
      { session: await session() },
      'title_en',
    );
    await expectBadField(
      app,
      '/ops/work-order/create_canned_reply',
      { session: await session(), title_zh: '只有标题', content_en: '  ' },
      'content_zh',
    );
    await expectBadField(
      app,
      '/ops/work-order/create_canned_reply',
      { session: await session(), content_zh: '没有标题' },
      'title_zh',
    );
    const chineseOnly = await desk('create_canned_reply', {
      title_zh: `仅中文 ${Math.random().toString(36).slice(2, 8)}`,
      content_zh: '中文回复',
    });
    expect(chineseOnly.body.status, chineseOnly.body.reason).toBe(0);
  });
});
