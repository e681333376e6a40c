import {
  adminEndpoints,
  type Banner,
  ErrorCode,
  type NoticeDetail,
  type NoticeSummary,
} from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import { type BuiltStaff, buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { expectBadField } from '../../testing/ops-content';
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
      title_en: `Notice ${n}`,
      content_en: `# Heading ${n}\n\nBody of **notice** ${n}.`,
      // Notice 4 is written in English only; the others in both languages.
      ...(n === 4
        ? { single_language: true }
        : { title_zh: `公告 ${n}`, content_zh: `# 标题 ${n}\n\n公告 ${n} 的正文。` }),
    });
    expect(reply.body.status).toBe(0);
    published.push(reply.body.data.Id);
    app.clock.advance(MINUTE_MS);
  }
  await insertBanners(app.deps.db, [
    { titleEn: 'Second', titleZh: '第二', subtitleEn: 'Two', subtitleZh: '二', sortOrder: 2, link: '/store' },
    { titleEn: 'First', subtitleEn: 'One', singleLanguage: true, sortOrder: 1, link: '/store' },
    { titleEn: 'Hidden', titleZh: '隐藏', sortOrder: 0, active: false },
  ]);
});
afterAll(async () => {
  await app.close();
});

const CHINESE = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };

async function noticePage(query: string, headers: Record<string, string> = {}) {
  const raw = await app.server.inject({ method: 'GET', url: `/api/get_notice_by_page?${query}`, headers });
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
});

describe("notices in the reader's language", () => {
  it('answers English, saying so, to a reader who sends no Accept-Language', async () => {
    const page = await noticePage('page=1&page_size=2');
    expect(page.body.data.data.map((n) => [n.Title, n.Language])).toEqual([
      ['Notice 4', 'en-US'],
      ['Notice 3', 'en-US'],
    ]);
  });

  it('answers a Chinese reader in Chinese, and in English with its language where no Chinese was written', async () => {
    const page = await noticePage('page=1&page_size=2', CHINESE);
    expect(page.body.data.data.map((n) => [n.Title, n.Summary, n.Language])).toEqual([
      ['Notice 4', 'Heading 4', 'en-US'],
      ['公告 3', '标题 3', 'zh-CN'],
    ]);
    const detail = await app.post<NoticeDetail>('/get_blod_by_id', { id: published[1] }, CHINESE);
    expect(detail.body.data).toMatchObject({
      Title: '公告 2',
      Content: '# 标题 2\n\n公告 2 的正文。',
      Language: 'zh-CN',
    });
  });

  it('follows the first language of Accept-Language the product speaks', async () => {
    const detail = await app.post<NoticeDetail>(
      '/get_blod_by_id',
      { id: published[1] },
      {
        'accept-language': 'fr-FR, en-GB;q=0.8, zh-CN;q=0.5',
      },
    );
    expect(detail.body.data).toMatchObject({ Title: 'Notice 2', Language: 'en-US' });
  });

  it("gives the store's banners and notices in the reader's language, or the other one", async () => {
    const reply = await app.post<{ banners: Banner[]; notices: NoticeSummary[] }>(
      '/app/get_banner_and_notice',
      {},
      CHINESE,
    );
    expect(reply.body.data.banners).toEqual([
      { Id: expect.any(Number), Title: 'First', Subtitle: 'One', Link: '/store', Language: 'en-US' },
      { Id: expect.any(Number), Title: '第二', Subtitle: '二', Link: '/store', Language: 'zh-CN' },
    ]);
    expect(reply.body.data.notices.map((n) => n.Language)).toEqual(['en-US', 'zh-CN', 'zh-CN']);
  });
});

describe('publishing through the admin API', () => {
  it('refuses a notice with an empty language unless marked single-language, writing nothing', async () => {
    const session = await staffSession();
    const english = { title_en: 'Only English', content_en: 'Body' };
    await expectBadField(app, '/admin/publish_notice', { session, ...english }, 'title_zh');
    await expectBadField(
      app,
      '/admin/publish_notice',
      { session, ...english, title_zh: '标题', content_zh: '  ' },
      'content_zh',
    );
    await expectBadField(app, '/admin/publish_notice', { session, single_language: true }, 'title_en');
    const marked = await app.post('/admin/publish_notice', { session, ...english, single_language: true });
    expect(marked.body.status, marked.body.reason).toBe(0);
    const refusal = await app.post('/admin/publish_notice', { session, ...english });
    expect(refusal.body.reason).toBe(
      'illegal request body: title_zh: is required in Chinese unless single_language is set; ' +
        'content_zh: is required in Chinese unless single_language is set',
    );
  });

  it('lets only support staff publish: a customer session is no staff session, finance lacks the role', async () => {
    const user = await loginAs(app, await buildUser(app));
    const asCustomer = await app.post('/admin/publish_notice', {
      session: user.token,
      title_en: 'x',
      content_en: 'y',
      single_language: true,
    });
    expect(asCustomer.body.status).toBe(ErrorCode.SESSION_INVALID);
    const finance = await staffToken(app, await createStaff(app, 'finance'));
    const asFinance = await app.post('/admin/publish_notice', {
      session: finance,
      title_en: 'x',
      content_en: 'y',
      single_language: true,
    });
    expect(asFinance.body.status).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await noticePage('page=1&page_size=10')).body.data.data.map((n) => n.Title)).not.toContain('x');
  });
});

describe('summarize', () => {
  it('takes the first line as plain text', () => {
    expect(summarize('\n\n## Big **news** [here](http://x) <b>now</b>\nmore')).toBe('Big news here now');
    expect(summarize('x'.repeat(200))).toHaveLength(140);
  });
});
