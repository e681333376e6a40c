import {
  adminEndpoints,
  ErrorCode,
  type NoticeSummary,
  type OpsNoticeDetail,
  type OpsNoticeSummary,
  opsContentEndpoints,
} from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import { createStaff, staffToken } from '../../testing/builders';
import {
  auditRowsOf,
  expectBadField,
  expectRolesRefused,
  openSupportConsole,
} from '../../testing/ops-content';

const { app, support } = await openSupportConsole();

const BOTH = {
  title_en: 'Maintenance tonight',
  title_zh: '今晚维护',
  content_en: '# Tonight\n\nShort **downtime**.',
  content_zh: '# 今晚\n\n短暂**停机**。',
};

async function setup(texts: Record<string, string | boolean> = BOTH) {
  const created = await app.call(opsContentEndpoints.createNoticeDraft, { session: support, ...texts });
  expect(created.body.status, created.body.reason).toBe(0);
  const id = created.body.data.Id;
  const call = <T>(path: string, body: Record<string, unknown> = {}) =>
    app.post<T>(path, { session: support, id, ...body });
  const customerSees = async () => {
    const page = await app.server.inject({
      method: 'GET',
      url: '/api/get_notice_by_page?page=1&page_size=100',
    });
    const ids = page.json<{ data: { data: NoticeSummary[] } }>().data.data.map((n) => n.Id);
    const detail = await app.post('/get_blod_by_id', { id });
    return { listed: ids.includes(id), readable: detail.body.status === 0 };
  };
  return { id, call, customerSees };
}

describe('notices for support', () => {
  it('keeps a draft from customers, saves it, publishes and unpublishes it, each audited', async () => {
    const { id, call, customerSees } = await setup();
    expect(await customerSees()).toEqual({ listed: false, readable: false });

    app.clock.advance(MINUTE_MS);
    const saved = await call<{ UpdateAt: string }>('/ops/save_notice_draft', {
      ...BOTH,
      content_en: '## Tonight\n\nTwo hours.',
    });
    expect(saved.body.status, saved.body.reason).toBe(0);
    const detail = await call<OpsNoticeDetail>('/ops/get_notice');
    expect(detail.body.data).toMatchObject({
      State: 'draft',
      TitleEn: 'Maintenance tonight',
      TitleZh: '今晚维护',
      ContentEn: '## Tonight\n\nTwo hours.',
      ContentZh: BOTH.content_zh,
      Missing: [],
      SingleLanguage: false,
      PublishedAt: null,
    });

    const published = await call<{ State: string; PublishedAt: string }>('/ops/publish_notice');
    expect(published.body.data).toMatchObject({
      Id: id,
      State: 'published',
      PublishedAt: app.clock.now().toISOString(),
    });
    expect(await customerSees()).toEqual({ listed: true, readable: true });
    const editPublished = await call('/ops/save_notice_draft', { title_en: 'x', content_en: 'y' });
    expect(editPublished.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'unpublish the notice before editing it',
    });

    const unpublished = await call<{ State: string }>('/ops/unpublish_notice');
    expect(unpublished.body.data).toMatchObject({ State: 'draft', PublishedAt: null });
    expect(await customerSees()).toEqual({ listed: false, readable: false });

    const audit = await auditRowsOf(app, 'notice', id);
    expect(audit.map((row) => row.endpoint)).toEqual([
      '/api/ops/create_notice_draft',
      '/api/ops/save_notice_draft',
      '/api/ops/publish_notice',
      '/api/ops/unpublish_notice',
    ]);
    expect(audit[1]).toMatchObject({
      before: { ContentEn: '# Tonight\n\nShort **downtime**.', ContentZh: BOTH.content_zh, State: 'draft' },
      after: { ContentEn: '## Tonight\n\nTwo hours.', ContentZh: BOTH.content_zh, State: 'draft' },
    });
    expect(audit[2]).toMatchObject({ before: { State: 'draft' }, after: { State: 'published' } });
  });

  it('writes nothing for a save that changes nothing (the editor saving again)', async () => {
    const same = { title_en: 'Same', content_en: 'same', title_zh: '相同', content_zh: '相同' };
    const { id, call } = await setup(same);
    expect((await call('/ops/save_notice_draft', same)).body.status).toBe(0);
    expect(await auditRowsOf(app, 'notice', id)).toHaveLength(1);
  });

  it('lists drafts and published notices, filtered by state', async () => {
    const draft = await setup({ title_en: 'A draft', content_en: 'text' });
    const live = await setup({ ...BOTH, title_en: 'Live' });
    await live.call('/ops/publish_notice');
    const list = async (state: string) =>
      (await app.post<{ data: OpsNoticeSummary[] }>('/ops/get_notice_list', { session: support, state })).body
        .data.data;
    const all = await list('all');
    expect(all.find((n) => n.Id === draft.id)).toMatchObject({
      State: 'draft',
      Title: 'A draft',
      Summary: 'text',
      Language: 'en-US',
      Missing: ['zh-CN'],
    });
    expect((await list('draft')).map((n) => n.Id)).toContain(draft.id);
    expect((await list('draft')).map((n) => n.Id)).not.toContain(live.id);
    expect((await list('published')).map((n) => n.Id)).toContain(live.id);
  });

  it('publishes only a draft with a title and content', async () => {
    const empty = await setup({ single_language: true });
    const refused = await empty.call('/ops/publish_notice');
    expect(refused.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'title_en: is required in English: a single-language notice is written whole in one language',
    });
    expect(await auditRowsOf(app, 'notice', empty.id)).toHaveLength(1);
  });

  it('refuses to publish a draft with an empty language unless marked single-language', async () => {
    const english = { title_en: 'Only English', content_en: 'Body' };
    const draft = await setup(english);
    const before = await auditRowsOf(app, 'notice', draft.id);
    // The request is well formed (an id): the stored draft is refused (1), the reason naming its field.
    const refusal = await draft.call('/ops/publish_notice');
    expect(refusal.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'title_zh: is required in Chinese unless single_language is set',
    });
    expect(await draft.customerSees()).toEqual({ listed: false, readable: false });

    const halfChinese = await draft.call('/ops/save_notice_draft', { ...english, title_zh: '仅标题' });
    expect(halfChinese.body.status).toBe(0);
    expect((await draft.call('/ops/publish_notice')).body.reason).toMatch(
      /^content_zh: is required in Chinese/,
    );
    expect(await auditRowsOf(app, 'notice', draft.id)).toHaveLength(before.length + 1);

    const marked = await draft.call('/ops/save_notice_draft', { ...english, single_language: true });
    expect(marked.body.status).toBe(0);
    const published = await draft.call<{ State: string }>('/ops/publish_notice');
    expect(published.body.data.State).toBe('published');
    expect(await draft.customerSees()).toEqual({ listed: true, readable: true });
    expect(await auditRowsOf(app, 'notice', draft.id)).toHaveLength(before.length + 3);
  });

  it('shows staff the notice in their language, and what it lacks', async () => {
    const draft = await setup({ title_zh: '只有中文', content_zh: '正文', single_language: true });
    const detail = await app.post<OpsNoticeDetail>(
      '/ops/get_notice',
      { session: support, id: draft.id },
      { 'accept-language': 'en-US' },
    );
    expect(detail.body.data).toMatchObject({
      Title: '只有中文',
      Language: 'zh-CN',
      Missing: ['en-US'],
      SingleLanguage: true,
    });
  });

  it('keeps the first-hour publish_notice working', async () => {
    const reply = await app.call(adminEndpoints.publishNotice, {
      session: support,
      title_en: 'Straight out',
      content_en: 'now',
      title_zh: '直接发布',
      content_zh: '现在',
    });
    expect(reply.body.status, reply.body.reason).toBe(0);
    const detail = await app.call(opsContentEndpoints.noticeById, {
      session: support,
      id: reply.body.data.Id,
    });
    expect(detail.body.data).toMatchObject({ State: 'published', Title: 'Straight out' });
  });

  it('is for support (and admin) only', async () => {
    const { id } = await setup();
    const admin = await staffToken(app, await createStaff(app, 'admin'));
    expect((await app.post('/ops/get_notice', { session: admin, id })).body.status).toBe(0);
    const body = { id, title_en: 't', content_en: 'c' };
    for (const path of [
      '/ops/get_notice_list',
      '/ops/get_notice',
      '/ops/create_notice_draft',
      '/ops/save_notice_draft',
      '/ops/publish_notice',
      '/ops/unpublish_notice',
    ]) {
      await expectRolesRefused(app, path, body, ['finance', 'reviewer', 'fleet']);
    }
  });

  it('answers bad input with 100021 naming the field, writing nothing', async () => {
    const { id } = await setup();
    const long = 'x'.repeat(201);
    await expectBadField(app, '/ops/create_notice_draft', { session: support, title_zh: long }, 'title_zh');
    await expectBadField(
      app,
      '/ops/save_notice_draft',
      { session: support, id, content_en: 5 },
      'content_en',
    );
    await expectBadField(
      app,
      '/ops/save_notice_draft',
      { session: support, id, single_language: 'yes' },
      'single_language',
    );
    await expectBadField(app, '/ops/publish_notice', { session: support, id: -3 }, 'id');
    await expectBadField(app, '/ops/get_notice_list', { session: support, state: 'gone' }, 'state');
  });
});
