import { adminEndpoints, ErrorCode, type NoticeDetail, type NoticeSummary } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import { type BuiltStaff, buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertBanners } from './notices.repository';
import { summarize } from './notices.service';

let app: TestApp;
let staff: BuiltStaff;
/** A fresh staff session per call: tests move the clock past a staff session's 30 idle minutes. */
const staffSession = () => staffToken(app, staff);
const published: number[] = [];

beforeAll(async () => {
  app = await createTestApp();
  staff = await createStaff(app, 'support');
  for (const n of [1, 2, 3, 4]) {
    const reply = await app.call(adminEndpoints.publishNotice, {
      session: await staffSession(),
      title: `Notice ${n}`,
      content: `# Heading ${n}\n\nBody of **notice** ${n}.`,
    });
    expect(reply.body.status).toBe(0);
    published.push(reply.body.data.Id);
    app.clock.advance(MINUTE_MS);
  }
  await insertBanners(app.deps.db, [
    { title: 'Second', sortOrder: 2, link: '/store' },
    { title: 'First', sortOrder: 1, link: '/store' },
    { title: 'Hidden', sortOrder: 0, active: false },
  ]);
});
afterAll(async () => {
  await app.close();
});

async function noticePage(query: string) {
  const raw = await app.server.inject({ method: 'GET', url: `/api/get_notice_by_page?${query}` });
  return {
    statusCode: raw.statusCode,
    body: raw.json<{ status: number; reason: string; data: { data: NoticeSummary[]; total: number } }>(),
  };
}

describe('notices', () => {
  it('pages through published notices newest first under data.data', async () => {
    const first = await noticePage('page=1&page_size=3');
    expect(first.body.status).toBe(0);
    expect(first.body.data.total).toBe(4);
    expect(first.body.data.data.map((n) => n.Title)).toEqual(['Notice 4', 'Notice 3', 'Notice 2']);
    expect(first.body.data.data[0]).toMatchObject({ Id: published[3], Summary: 'Heading 4' });
    const second = await noticePage('page=2&page_size=3');
    expect(second.body.data.data.map((n) => n.Title)).toEqual(['Notice 1']);
  });

  it.each(['page=0', 'page_size=1000', 'page=abc', 'page=1.5'])(
    'rejects %s with 100022 naming the parameter',
    async (query) => {
      const reply = await noticePage(query);
      expect(reply.statusCode).toBe(400);
      expect(reply.body.status).toBe(ErrorCode.ILLEGAL_PARAMETER);
      expect(reply.body.reason).toMatch(/^illegal request parameter: page(_size)?:/);
    },
  );

  it('answers one notice with its markdown by id', async () => {
    const reply = await app.post<NoticeDetail>('/get_blod_by_id', { id: published[1] });
    expect(reply.body.data).toMatchObject({
      Title: 'Notice 2',
      Content: '# Heading 2\n\nBody of **notice** 2.',
    });
    const missing = await app.post('/get_blod_by_id', { id: 999_999 });
    expect(missing.body).toMatchObject({ status: ErrorCode.REFUSED, reason: 'notice not found' });
  });

  it('gives the store its active banners in order and the three newest notices', async () => {
    const reply = await app.post<{ banners: { Title: string }[]; notices: NoticeSummary[] }>(
      '/app/get_banner_and_notice',
    );
    expect(reply.body.data.banners.map((b) => b.Title)).toEqual(['First', 'Second']);
    expect(reply.body.data.notices.map((n) => n.Title)).toEqual(['Notice 4', 'Notice 3', 'Notice 2']);
  });

  it('lets only support staff publish: a customer session is no staff session, finance lacks the role', async () => {
    const user = await loginAs(app, await buildUser(app));
    const asCustomer = await app.post('/admin/publish_notice', {
      session: user.token,
      title: 'x',
      content: 'y',
    });
    expect(asCustomer.body.status).toBe(ErrorCode.SESSION_INVALID);
    const finance = await staffToken(app, await createStaff(app, 'finance'));
    const asFinance = await app.post('/admin/publish_notice', { session: finance, title: 'x', content: 'y' });
    expect(asFinance.body.status).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await noticePage('page=1&page_size=10')).body.data.total).toBe(4);
  });
});

describe('summarize', () => {
  it('takes the first line as plain text', () => {
    expect(summarize('\n\n## Big **news** [here](http://x) <b>now</b>\nmore')).toBe('Big news here now');
    expect(summarize('x'.repeat(200))).toHaveLength(140);
  });
});
