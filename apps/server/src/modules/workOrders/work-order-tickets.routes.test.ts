import {
  accountEndpoints,
  ErrorCode,
  type WorkOrderDetail,
  type WorkOrderFile,
  type WorkOrderSummary,
} from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildSubAccount, buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { dbFingerprint } from '../../testing/db-fingerprint';
import { buildFleet, rentOneGpu } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  buildCatalogue,
  TINY_PNG,
  tamperedSignature,
  thirdParty,
  uploadFile,
} from '../../testing/work-orders';

/**
 * The customer's tickets on the third-party API (issue 12 points 1 and 3): uploads, the ticket and
 * its conversation, the lifecycle's customer actions, subscriptions, signed downloads, and that
 * nobody reaches another customer's ticket, file or subscription.
 */
let app: TestApp;
/** A support member; each staff call signs in afresh (the clock moves by days in some tests). */
let supportMember: { id: number };
let catalogue: Awaited<ReturnType<typeof buildCatalogue>>;

beforeAll(async () => {
  app = await createTestApp();
  supportMember = await createStaff(app, 'support');
  catalogue = await buildCatalogue(app, await staffToken(app, supportMember));
});
afterAll(async () => {
  await app.close();
});

async function customer() {
  const user = await buildUser(app);
  return { user, token: (await loginAs(app, user)).token };
}

async function upload(token: string, bytes: Buffer = TINY_PNG, name = 'screen.png'): Promise<WorkOrderFile> {
  const reply = await uploadFile(app, token, bytes, name);
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.file;
}

async function submit(token: string, fields: Record<string, unknown> = {}) {
  return thirdParty<{ id: number }>(app, token, 'POST', '/work-order/orders', {
    subcategory_id: catalogue.accountSubcategoryId,
    title: 'Cannot log in',
    description: 'The console says my session expired.',
    contact_phone: '13800138000',
    agreement: true,
    ...fields,
  });
}

async function ticket(token: string, fields: Record<string, unknown> = {}): Promise<number> {
  const reply = await submit(token, fields);
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.id;
}

const detail = (token: string, id: number) =>
  thirdParty<WorkOrderDetail>(app, token, 'GET', `/work-order/orders/${id}`);
const act = (token: string, id: number, body: Record<string, unknown>) =>
  thirdParty(app, token, 'PUT', `/work-order/orders/${id}`, body);
async function staff<T = unknown>(call: string, body: Record<string, unknown>) {
  const reply = await app.post<T>(`/ops/work-order/${call}`, {
    session: await staffToken(app, supportMember),
    ...body,
  });
  expect(reply.body.status, `${call}: ${reply.body.reason}`).toBe(0);
  return reply;
}

describe('uploads are judged by their bytes', () => {
  const allowed: Array<[string, Buffer, string, string]> = [
    ['png', TINY_PNG, 'screen.png', 'image/png'],
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'photo.jpeg', 'image/jpeg'],
    [
      'webp',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]),
      'a.webp',
      'image/webp',
    ],
    ['gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'a.gif', 'image/gif'],
    ['pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'invoice.pdf', 'application/pdf'],
    ['zip', Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), 'logs.zip', 'application/zip'],
    ['txt', Buffer.from('nvidia-smi: GPU 0 lost\n'), 'dmesg.log', 'text/plain; charset=utf-8'],
  ];

  it.each(allowed)(
    'accepts %s and serves it back by its signed address',
    async (_type, bytes, name, contentType) => {
      const { token } = await customer();
      const file = await upload(token, bytes, name);
      expect(file).toMatchObject({ name, size: bytes.length, content_type: contentType });
      const raw = await app.server.inject({ method: 'GET', url: file.url });
      expect(raw.statusCode).toBe(200);
      expect(raw.rawPayload.equals(bytes)).toBe(true);
      expect(raw.headers['content-type']).toBe(contentType);
      expect(raw.headers['x-content-type-options']).toBe('nosniff');
      expect(String(raw.headers['content-disposition'])).toMatch(file.is_image ? /^inline;/ : /^attachment;/);
    },
  );

  it('refuses a .png that is really HTML, an oversized file, a zip bomb, and nothing is stored', async () => {
    const { token } = await customer();
    const before = await dbFingerprint(app.deps.db);
    const html = await uploadFile(
      app,
      token,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'cat.png',
    );
    expect(html.body).toMatchObject({ status: ErrorCode.ILLEGAL_BODY, data: null });
    expect(html.body.reason).toBe(
      'illegal request body: file: the file is not an allowed type (png, jpeg, webp, gif, pdf, zip, text): it is HTML or XML markup',
    );
    const big = await uploadFile(
      app,
      token,
      Buffer.concat([TINY_PNG, Buffer.alloc(10 * 1024 * 1024)]),
      'big.png',
    );
    expect(big.body).toMatchObject({
      status: ErrorCode.ILLEGAL_BODY,
      reason: 'illegal request body: file: the file is larger than 10 MB',
    });
    const bomb = bombZip();
    const bombed = await uploadFile(app, token, bomb, `${'42.zip.'.repeat(500)}zip`);
    expect(bombed.body).toMatchObject({
      status: ErrorCode.ILLEGAL_BODY,
      reason: 'illegal request body: file: the zip archive expands to more than 1 GB (a zip bomb)',
    });
    const svg = await uploadFile(app, token, Buffer.from('<svg onload="alert(1)"></svg>'), 'x.gif');
    expect(svg.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    const binary = await uploadFile(
      app,
      token,
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      'tool.txt',
    );
    expect(binary.body.reason).toMatch(/^illegal request body: file: the file is not an allowed type/);
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  });

  it('keeps only the last segment of a name with path traversal, and long names short', async () => {
    const { token } = await customer();
    const file = await upload(token, Buffer.from('log line\n'), '../../../etc/passwd');
    expect(file.name).toBe('passwd.txt');
    const windows = await upload(token, TINY_PNG, '..\\..\\boot.ini.png');
    expect(windows.name).toBe('boot.ini.png');
    const long = await upload(token, TINY_PNG, `${'a'.repeat(300)}.png`);
    expect(long.name).toBe(`${'a'.repeat(100)}.png`);
  });

  it('wants one file in the field "file" of a multipart body', async () => {
    const { token } = await customer();
    const json = await thirdParty(app, token, 'POST', '/work-order/file', { file: 'x' });
    expect(json.body).toMatchObject({
      status: ErrorCode.ILLEGAL_BODY,
      reason:
        'illegal request body: file: a multipart/form-data body with one file in the field "file" is required',
    });
    const wrongField = await uploadFile(app, token, TINY_PNG, 'a.png', { field: 'upload' });
    expect(wrongField.body.reason).toBe(
      'illegal request body: file: send exactly one file, in the field "file", and nothing else',
    );
    const boundary = 'two-files';
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: image/png\r\n\r\n`,
        ),
        TINY_PNG,
        Buffer.from('\r\n'),
      ]);
    const raw = await app.server.inject({
      method: 'POST',
      url: '/third-party/api/v1/work-order/file',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([part('a.png'), part('b.png'), Buffer.from(`--${boundary}--\r\n`)]),
    });
    expect(raw.json<{ reason: string }>().reason).toBe(
      'illegal request body: file: send exactly one file, in the field "file", and nothing else',
    );
    expect(raw.json<{ status: number }>().status).toBe(ErrorCode.ILLEGAL_BODY);
  });

  it('lets 20 uploads wait at most, and needs a session', async () => {
    const { token } = await customer();
    for (let index = 0; index < 20; index += 1) await upload(token);
    const refused = await uploadFile(app, token, TINY_PNG, 'one-more.png');
    expect(refused.body).toMatchObject({ status: ErrorCode.REFUSED });
    expect(refused.body.reason).toMatch(/^file: 20 uploaded files are waiting already/);
    const anonymous = await uploadFile(app, 'not-a-token', TINY_PNG, 'a.png');
    expect(anonymous.body.status).toBe(ErrorCode.ILLEGAL_ACCESS_TOKEN);
  });
});

describe('signed file addresses', () => {
  it('refuse a changed signature, another file’s signature, and an expired address', async () => {
    const { token } = await customer();
    const [first, second] = [await upload(token), await upload(token)];
    const tampered = tamperedSignature(first.url);
    expect((await app.server.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const swapped = second.url.replace(/\/files\/\d+/, `/files/${first.id}`);
    const answer = await app.server.inject({ method: 'GET', url: swapped });
    expect(answer.statusCode).toBe(403);
    expect(answer.json<{ status: number }>().status).toBe(ErrorCode.PERMISSION_DENIED);
    const id = await ticket(token, { file_ids: [first.id] });
    app.clock.advance(17 * MINUTE_MS);
    expect((await app.server.inject({ method: 'GET', url: first.url })).statusCode).toBe(403);
    // A new answer about the ticket gives a new address that works.
    const fresh = (await detail(token, id)).body.data.attachments[0];
    expect(fresh?.url).not.toBe(first.url);
    expect((await app.server.inject({ method: 'GET', url: fresh?.url ?? '' })).statusCode).toBe(200);
  });
});

describe('tickets', () => {
  it('are submitted with files and read back with their conversation; the agreement is required', async () => {
    const { token } = await customer();
    const file = await upload(token);
    const noAgreement = await submit(token, { agreement: false });
    expect(noAgreement.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(noAgreement.body.reason).toMatch(/^illegal request body: agreement: /);
    const id = await ticket(token, { file_ids: [file.id] });
    const read = await detail(token, id);
    expect(read.body.data).toMatchObject({
      id,
      title: 'Cannot log in',
      status: 'submitted',
      resource_type: 'account',
      resource_id: null,
      contact_phone: '13800138000',
      reopened: false,
      unread: false,
      can: { comment: true, revoke: true, confirm: false, reopen: false },
      comments: [],
    });
    expect(read.body.data.attachments.map((f) => f.id)).toEqual([file.id]);
    expect(read.body.data.subscription_id).toEqual(expect.any(Number));
    // A file goes into one message only.
    const again = await submit(token, { file_ids: [file.id] });
    expect(again.body).toMatchObject({ status: ErrorCode.REFUSED });
    expect(again.body.reason).toBe(`file_ids: file ${file.id} is not one of your uploads waiting to be sent`);
  });

  it('are refused past 20 open ones of one owner, until one is revoked', async () => {
    const { token } = await customer();
    const ids: number[] = [];
    for (let index = 0; index < 20; index += 1) ids.push(await ticket(token, { title: `t${index}` }));
    const refused = await submit(token);
    expect(refused.body).toMatchObject({ status: ErrorCode.REFUSED });
    expect(refused.body.reason).toMatch(/^you have 20 open work orders/);
    await act(token, ids[0] ?? 0, { action: 'revoke' });
    expect((await submit(token)).body.status).toBe(0);
  });

  it('answer 100111 for a subcategory that does not exist, and refuse more than 5 files', async () => {
    const { token } = await customer();
    const missing = await submit(token, { subcategory_id: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.status).toBe(ErrorCode.ILLEGAL_WORK_ORDER_SUBCATEGORY);
    const six = await submit(token, { file_ids: [1, 2, 3, 4, 5, 6] });
    expect(six.body).toMatchObject({
      status: ErrorCode.ILLEGAL_BODY,
      reason: 'illegal request body: file_ids: must hold at most 5 files',
    });
  });

  it('about an instance name one of the caller’s instances; a sub-account only its own', async () => {
    const user = await buildUser(app, { balanceFen: 1_000_000 });
    const { token } = await loginAs(app, user);
    const fleet = await buildFleet(app);
    const host = await fleet.newHost({ gpuCount: 8, gpuFree: 8 });
    const name = await instanceNameOf(await rentOneGpu(app, fleet, token, host.id));
    const instance = { subcategory_id: catalogue.instanceSubcategoryId };
    const other = await customer();
    expect((await submit(other.token, { ...instance, resource_id: name })).body.reason).toBe(
      `resource_id: you have no instance named ${name}`,
    );
    expect((await submit(token, { resource_id: name })).body.reason).toBe(
      'resource_id: this question concerns account, not an instance',
    );
    const id = await ticket(token, { ...instance, resource_id: name });
    expect((await detail(token, id)).body.data).toMatchObject({
      resource_type: 'instance',
      resource_id: name,
    });
    const sub = await buildSubAccount(app, user.id);
    const subToken = (await app.postForm<{ token: string }>('/sub_account_login', sub)).body.data.token;
    expect((await submit(subToken, { ...instance, resource_id: name })).body.reason).toBe(
      `resource_id: you have no instance named ${name}`,
    );
  });

  it('about an instance may name a released one, or none when the customer no longer has it', async () => {
    const user = await buildUser(app, { balanceFen: 1_000_000 });
    const { token } = await loginAs(app, user);
    const fleet = await buildFleet(app);
    const host = await fleet.newHost({ gpuCount: 8, gpuFree: 8 });
    const compute = app.deps.compute as SimulatedCompute;
    const instanceId = await rentOneGpu(app, fleet, token, host.id);
    const stop = await app.post('/instance/stop', { session: token, instance_id: instanceId });
    expect(stop.body.status, stop.body.reason).toBe(0);
    await compute.idle();
    const release = await app.post('/instance/remove_remain_disk_kvm', {
      session: token,
      instance_id: instanceId,
    });
    expect(release.body.status, release.body.reason).toBe(0);
    const name = await instanceNameOf(instanceId);

    const options = await thirdParty<{ list: Array<Record<string, unknown>> }>(
      app,
      token,
      'GET',
      '/work-order/instances',
    );
    expect(options.body.status, options.body.reason).toBe(0);
    expect(options.body.data.list).toEqual([
      expect.objectContaining({ name, kind: 'kvm', status: 'released', released: true }),
    ]);
    const other = await customer();
    const none = await thirdParty<{ list: unknown[] }>(app, other.token, 'GET', '/work-order/instances');
    expect(none.body.data.list).toEqual([]);

    const instance = { subcategory_id: catalogue.instanceSubcategoryId };
    const aboutReleased = await ticket(token, { ...instance, resource_id: name });
    expect((await detail(token, aboutReleased)).body.data).toMatchObject({
      resource_type: 'instance',
      resource_id: name,
    });
    const aboutNone = await ticket(token, instance);
    expect((await detail(token, aboutNone)).body.data).toMatchObject({
      resource_type: 'instance',
      resource_id: null,
    });
  });

  it('are listed newest activity first, filtered by status, paginated', async () => {
    const { token } = await customer();
    const first = await ticket(token, { title: 'first' });
    app.clock.advance(MINUTE_MS);
    const second = await ticket(token, { title: 'second' });
    app.clock.advance(MINUTE_MS);
    await act(token, first, { action: 'revoke' });
    const all = await thirdParty<{ list: WorkOrderSummary[]; total: number }>(
      app,
      token,
      'GET',
      '/work-order/orders',
    );
    expect(all.body.data.list.map((row) => row.id)).toEqual([first, second]);
    expect(all.body.data.total).toBe(2);
    const open = await thirdParty<{ list: WorkOrderSummary[] }>(app, token, 'GET', '/work-order/orders', {
      status: 'open',
    });
    expect(open.body.data.list.map((row) => row.id)).toEqual([second]);
    const page = await thirdParty<{ list: WorkOrderSummary[]; total: number }>(
      app,
      token,
      'GET',
      '/work-order/orders',
      {
        page: 2,
        page_size: 1,
      },
    );
    expect(page.body.data).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(page.body.data.list.map((row) => row.id)).toEqual([second]);
    const bad = await thirdParty(app, token, 'GET', '/work-order/orders', { status: 'lost' });
    expect(bad.body.status).toBe(ErrorCode.ILLEGAL_PARAMETER);
  });
});

async function instanceNameOf(instanceId: number): Promise<string> {
  const { instances } = await import('../../db/schema/instances/instances.table');
  const { eq } = await import('drizzle-orm');
  const [row] = await app.deps.db
    .select({ name: instances.name })
    .from(instances)
    .where(eq(instances.id, instanceId));
  if (!row) throw new Error('no instance');
  return row.name;
}

describe('the conversation and the lifecycle', () => {
  it('goes from submitted to closed with replies, unread marks and notifications; internal notes never reach the customer', async () => {
    const { token } = await customer();
    const id = await ticket(token);
    await staff('assign', { work_order_id: id });
    expect((await detail(token, id)).body.data.status).toBe('in_progress');

    app.clock.advance(MINUTE_MS);
    const note = await staff<{ comment_id: number }>('reply', {
      work_order_id: id,
      content: 'SECRET: customer looks like a reseller',
      internal: true,
    });
    expect(note.body.status).toBe(0);
    const unreadAfterNote = await thirdParty<{ unread: boolean }>(
      app,
      token,
      'GET',
      '/work-order/unread-flag',
    );
    expect(unreadAfterNote.body.data.unread).toBe(false);

    app.clock.advance(MINUTE_MS);
    const staffFile = await uploadFile(app, await staffToken(app, supportMember), TINY_PNG, 'fix.png', {
      staff: true,
    });
    expect(staffFile.body.status, staffFile.body.reason).toBe(0);
    const reply = await staff('reply', {
      work_order_id: id,
      content: 'Please clear your cookies.',
      file_ids: [staffFile.body.data.file.id],
    });
    expect(reply.body.status, reply.body.reason).toBe(0);

    const unread = await thirdParty<{ unread: boolean }>(app, token, 'GET', '/work-order/unread-flag');
    expect(unread.body.data.unread).toBe(true);
    const listed = await thirdParty<{ list: WorkOrderSummary[] }>(app, token, 'GET', '/work-order/orders');
    expect(listed.body.data.list[0]).toMatchObject({ id, status: 'waiting_customer', unread: true });
    const inbox = await app.post('/notifications/get_list', { session: token });
    expect(JSON.stringify(inbox.body.data)).toContain(`#${id}`);

    const read = await detail(token, id);
    const everything = JSON.stringify(read.body.data);
    expect(everything).not.toContain('SECRET');
    expect(everything).not.toContain('internal');
    expect(read.body.data.comments).toHaveLength(1);
    expect(read.body.data.comments[0]).toMatchObject({
      author: 'staff',
      content: 'Please clear your cookies.',
      editable: false,
    });
    expect(read.body.data.comments[0]?.author_name).not.toBe('');
    expect(read.body.data.comments[0]?.attachments.map((f) => f.name)).toEqual(['fix.png']);
    const unreadAfter = await thirdParty<{ unread: boolean }>(app, token, 'GET', '/work-order/unread-flag');
    expect(unreadAfter.body.data.unread).toBe(false);
    const listAfter = await thirdParty<{ list: WorkOrderSummary[] }>(app, token, 'GET', '/work-order/orders');
    expect(JSON.stringify(listAfter.body.data)).not.toContain('SECRET');

    const answer = await thirdParty<{ id: number }>(app, token, 'POST', '/work-order/comments', {
      work_order_id: id,
      content: 'Did not help.',
    });
    expect(answer.body.status).toBe(0);
    expect((await detail(token, id)).body.data).toMatchObject({ status: 'in_progress' });

    await staff('resolve', { work_order_id: id, content: 'Fixed on our side.' });
    const resolved = (await detail(token, id)).body.data;
    expect(resolved).toMatchObject({
      status: 'resolved',
      can: { comment: false, confirm: true, reopen: true },
    });
    expect(resolved.auto_close_at).not.toBeNull();
    expect((await act(token, id, { action: 'confirm' })).body.status).toBe(0);
    expect((await detail(token, id)).body.data).toMatchObject({ status: 'closed', can: { comment: false } });
    const late = await thirdParty(app, token, 'POST', '/work-order/comments', {
      work_order_id: id,
      content: 'x',
    });
    expect(late.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'a closed work order takes no more replies',
    });
  });

  it('revokes while open, reopens a resolved ticket once, and closes a resolved one 7 days later', async () => {
    const { token } = await customer();
    const revoked = await ticket(token);
    expect((await act(token, revoked, { action: 'revoke' })).body.status).toBe(0);
    expect((await act(token, revoked, { action: 'revoke' })).body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'a revoked work order cannot be revoked',
    });

    const id = await ticket(token);
    await staff('resolve', { work_order_id: id });
    expect((await act(token, id, { action: 'reopen' })).body.status).toBe(0);
    expect((await detail(token, id)).body.data).toMatchObject({ status: 'in_progress', reopened: true });
    await staff('resolve', { work_order_id: id });
    expect((await act(token, id, { action: 'reopen' })).body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'a work order can be reopened only once',
    });

    const { sweepWorkOrders } = await import('../../jobs/work-orders-sweep.job');
    app.clock.advance(7 * 24 * 60 * MINUTE_MS - MINUTE_MS);
    await sweepWorkOrders(app.deps);
    expect((await detail(token, id)).body.data.status).toBe('resolved');
    app.clock.advance(MINUTE_MS);
    expect((await sweepWorkOrders(app.deps)).closed).toBeGreaterThanOrEqual(1);
    expect((await detail(token, id)).body.data.status).toBe('closed');
  });

  it('lets the customer change their own last comment within 5 minutes, and not after', async () => {
    const { token } = await customer();
    const id = await ticket(token);
    await thirdParty(app, token, 'POST', '/work-order/comments', { work_order_id: id, content: 'typo' });
    expect((await detail(token, id)).body.data.comments[0]?.editable).toBe(true);
    const missing = await act(token, id, { action: 'edit_comment' });
    expect(missing.body).toMatchObject({
      status: ErrorCode.ILLEGAL_BODY,
      reason: 'illegal request body: content: content is required to edit a comment',
    });
    expect((await act(token, id, { action: 'edit_comment', content: 'fixed' })).body.status).toBe(0);
    const edited = (await detail(token, id)).body.data.comments[0];
    expect(edited).toMatchObject({ content: 'fixed' });
    expect(edited?.edited_at).not.toBeNull();
    app.clock.advance(5 * MINUTE_MS + 1000);
    expect((await act(token, id, { action: 'edit_comment', content: 'too late' })).body.status).toBe(
      ErrorCode.REFUSED,
    );
    // A staff reply after it makes it no longer the last one.
    await thirdParty(app, token, 'POST', '/work-order/comments', { work_order_id: id, content: 'second' });
    await staff('reply', { work_order_id: id, content: 'ok' });
    expect((await act(token, id, { action: 'edit_comment', content: 'x' })).body.status).toBe(
      ErrorCode.REFUSED,
    );
  });

  it('adds and removes files of an open ticket', async () => {
    const { token } = await customer();
    const id = await ticket(token);
    const file = await upload(token);
    const added = await thirdParty<{ attachments: WorkOrderFile[] }>(
      app,
      token,
      'POST',
      '/work-order/attachments',
      {
        work_order_id: id,
        file_ids: [file.id],
      },
    );
    expect(added.body.data.attachments.map((f) => f.id)).toEqual([file.id]);
    expect((await thirdParty(app, token, 'DELETE', `/work-order/attachments/${file.id}`)).body.status).toBe(
      0,
    );
    expect((await detail(token, id)).body.data.attachments).toEqual([]);
    expect((await app.server.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await thirdParty(app, token, 'DELETE', `/work-order/attachments/${file.id}`)).statusCode).toBe(
      404,
    );
  });

  it('subscribes and unsubscribes; a reply without a subscription sends no SMS', async () => {
    const { user, token } = await customer();
    const id = await ticket(token);
    const subscription = (await detail(token, id)).body.data.subscription_id;
    const again = await thirdParty<{ id: number }>(app, token, 'POST', '/work-order/notifications', {
      work_order_id: id,
    });
    expect(again.body.data.id).toBe(subscription);
    // Work-order replies go by SMS once the customer turns it on.
    const settings = await app.call(accountEndpoints.settings, {
      session: token,
    });
    const noticeSettings = {
      ...settings.body.data.NoticeSettings,
      work_order_reply: { sms: true, email: false, inapp: true },
    };
    expect(
      (await app.post('/change_notice_setting', { session: token, settings: noticeSettings })).body.status,
    ).toBe(0);
    const { smsOutbox } = await import('../../providers/sms/sms-outbox.table');
    const { eq } = await import('drizzle-orm');
    const sent = async () =>
      (await app.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, user.phone))).length;
    const before = await sent();
    await staff('reply', { work_order_id: id, content: 'first answer' });
    expect(await sent()).toBe(before + 1);
    expect(
      (await thirdParty(app, token, 'DELETE', `/work-order/notifications/${subscription}`)).body.status,
    ).toBe(0);
    expect((await detail(token, id)).body.data.subscription_id).toBeNull();
    await staff('reply', { work_order_id: id, content: 'second answer' });
    expect(await sent()).toBe(before + 1);
  });
});

describe('another customer’s ticket, file or subscription is not found', () => {
  it('answers 404 "not found" for every call and changes nothing', async () => {
    const owner = await customer();
    const intruder = await customer();
    const id = await ticket(owner.token);
    const waiting = await upload(owner.token);
    const subscription = (await detail(owner.token, id)).body.data.subscription_id;
    const before = await dbFingerprint(app.deps.db);
    const calls = [
      thirdParty(app, intruder.token, 'GET', `/work-order/orders/${id}`),
      thirdParty(app, intruder.token, 'PUT', `/work-order/orders/${id}`, { action: 'revoke' }),
      thirdParty(app, intruder.token, 'POST', '/work-order/comments', { work_order_id: id, content: 'hi' }),
      thirdParty(app, intruder.token, 'POST', '/work-order/attachments', {
        work_order_id: id,
        file_ids: [waiting.id],
      }),
      thirdParty(app, intruder.token, 'DELETE', `/work-order/attachments/${waiting.id}`),
      thirdParty(app, intruder.token, 'POST', '/work-order/notifications', { work_order_id: id }),
      thirdParty(app, intruder.token, 'DELETE', `/work-order/notifications/${subscription}`),
    ];
    for (const reply of await Promise.all(calls)) {
      expect(reply.statusCode).toBe(404);
      expect(reply.body.reason).toMatch(/not found$/);
    }
    // The intruder's own message cannot carry the owner's waiting file either.
    const stolen = await submit(intruder.token, { file_ids: [waiting.id] });
    expect(stolen.body.reason).toBe(
      `file_ids: file ${waiting.id} is not one of your uploads waiting to be sent`,
    );
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  });

  it('keeps a main account and its sub-account apart', async () => {
    const { user, token } = await customer();
    const sub = await buildSubAccount(app, user.id);
    const subToken = (await app.postForm<{ token: string }>('/sub_account_login', sub)).body.data.token;
    const subTicket = await ticket(subToken);
    expect((await detail(token, subTicket)).statusCode).toBe(404);
    expect((await detail(subToken, subTicket)).statusCode).toBe(200);
  });
});

describe('closing the account', () => {
  it('is blocked by an open ticket and not by a closed one', async () => {
    const { token } = await customer();
    const id = await ticket(token);
    const kinds = async () =>
      (await app.call(accountEndpoints.unregisterCheck, { session: token })).body.data.Blockers.map(
        (blocker) => blocker.Kind,
      );
    expect(await kinds()).toContain('open_work_orders');
    await act(token, id, { action: 'revoke' });
    expect(await kinds()).not.toContain('open_work_orders');
  });
});

function bombZip(): Buffer {
  const entries = 300;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  for (let index = 0; index < entries; index += 1) {
    const name = Buffer.from(`${index}.bin`);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(1024, 20);
    central.writeUInt32LE(4 * 1024 ** 2, 24);
    central.writeUInt16LE(name.length, 28);
    centrals.push(central, name);
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(4, 16);
  return Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), ...locals, directory, end]);
}
