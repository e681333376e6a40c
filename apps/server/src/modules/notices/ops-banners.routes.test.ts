import { type Banner, ErrorCode, type OpsBanner, opsBannersEndpoints } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import {
  auditRowsOf,
  expectBadField,
  expectRolesRefused,
  openSupportConsole,
} from '../../testing/ops-content';

const { app, support } = await openSupportConsole();

const BOTH = {
  title_en: 'H200 now in Beijing A',
  title_zh: '北京 A 区 H200 上线',
  subtitle_en: 'Eight-GPU servers by the day',
  subtitle_zh: '8 卡整机按天租用',
  link: '/store?gpu_model=H200',
};

async function setup(fields: Record<string, string | boolean> = BOTH) {
  const created = await app.call(opsBannersEndpoints.createBanner, {
    session: support,
    link: '/store',
    ...fields,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  const id = created.body.data.Id;
  const call = <T = OpsBanner>(path: string, body: Record<string, unknown> = {}) =>
    app.post<T>(path, { session: support, id, ...body });
  return { id, created: created.body.data, call };
}

/** The store's banners as a reader of `language` gets them. */
async function storeBanners(language: 'en-US' | 'zh-CN'): Promise<Banner[]> {
  const reply = await app.post<{ banners: Banner[] }>(
    '/app/get_banner_and_notice',
    {},
    { 'accept-language': language },
  );
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.banners;
}

async function staffList(): Promise<OpsBanner[]> {
  const reply = await app.call(opsBannersEndpoints.bannerList, { session: support });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.data;
}

describe('store banners for support', () => {
  it('creates a hidden banner, edits, activates and deactivates it; the store follows; each audited', async () => {
    const { id, created, call } = await setup();
    expect(created).toMatchObject({ Active: false, Missing: [], SingleLanguage: false, Link: BOTH.link });
    expect((await storeBanners('en-US')).map((b) => b.Id)).not.toContain(id);

    const edited = await call('/ops/update_banner', { ...BOTH, subtitle_en: 'Whole servers by the day' });
    expect(edited.body.data).toMatchObject({ SubtitleEn: 'Whole servers by the day', Active: false });

    const activated = await call('/ops/activate_banner');
    expect(activated.body.data.Active).toBe(true);
    expect((await storeBanners('en-US')).find((b) => b.Id === id)).toEqual({
      Id: id,
      Title: BOTH.title_en,
      Subtitle: 'Whole servers by the day',
      Link: BOTH.link,
      Language: 'en-US',
    });
    expect((await storeBanners('zh-CN')).find((b) => b.Id === id)).toMatchObject({
      Title: BOTH.title_zh,
      Subtitle: BOTH.subtitle_zh,
      Language: 'zh-CN',
    });

    // An active banner's edit reaches the store at once: nothing caches the store's answer.
    await call('/ops/update_banner', { ...BOTH, title_zh: '北京 A 区 H200 现已上线' });
    expect((await storeBanners('zh-CN')).find((b) => b.Id === id)?.Title).toBe('北京 A 区 H200 现已上线');

    const deactivated = await call('/ops/deactivate_banner');
    expect(deactivated.body.data.Active).toBe(false);
    expect((await storeBanners('zh-CN')).map((b) => b.Id)).not.toContain(id);
    expect((await call('/ops/deactivate_banner')).body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'the banner is not active',
    });

    const audit = await auditRowsOf(app, 'banner', id);
    expect(audit.map((row) => row.endpoint)).toEqual([
      '/api/ops/create_banner',
      '/api/ops/update_banner',
      '/api/ops/activate_banner',
      '/api/ops/update_banner',
      '/api/ops/deactivate_banner',
    ]);
    expect(audit[0]).toMatchObject({ before: null, after: { TitleZh: BOTH.title_zh, Active: false } });
    expect(audit[2]).toMatchObject({ before: { Active: false }, after: { Active: true } });
    expect(audit[3]).toMatchObject({
      before: { TitleZh: BOTH.title_zh },
      after: { TitleZh: '北京 A 区 H200 现已上线' },
    });
  });

  it('writes nothing for an edit that changes nothing', async () => {
    const { id, call } = await setup();
    expect((await call('/ops/update_banner', BOTH)).body.status).toBe(0);
    expect(await auditRowsOf(app, 'banner', id)).toHaveLength(1);
  });

  it('refuses to activate a banner with an empty language unless marked single-language', async () => {
    const english = { title_en: 'Only English', link: '/store' };
    const { id, call } = await setup(english);
    expect((await staffList()).find((b) => b.Id === id)?.Missing).toEqual(['zh-CN']);

    const refusal = await call('/ops/activate_banner');
    expect(refusal.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'title_zh: is required in Chinese unless single_language is set',
    });
    const inChinese = await app.post(
      '/ops/activate_banner',
      { session: support, id },
      { 'accept-language': 'zh-CN' },
    );
    expect(inChinese.body.reason).toBe('title_zh：必须填写中文，除非勾选了“仅一种语言”');
    expect((await storeBanners('en-US')).map((b) => b.Id)).not.toContain(id);
    expect(await auditRowsOf(app, 'banner', id)).toHaveLength(1);

    expect((await call('/ops/update_banner', { ...english, single_language: true })).body.status).toBe(0);
    expect((await call('/ops/activate_banner')).body.data).toMatchObject({
      Active: true,
      SingleLanguage: true,
    });
    // A Chinese reader gets the English title, told which language it is in.
    expect((await storeBanners('zh-CN')).find((b) => b.Id === id)).toMatchObject({
      Title: 'Only English',
      Language: 'en-US',
    });

    // Shown on the store, it cannot lose what keeps it there.
    const unmarked = await call('/ops/update_banner', { ...english, single_language: false });
    expect(unmarked.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'title_zh: is required in Chinese unless single_language is set',
    });
    const emptied = await call('/ops/update_banner', {
      title_zh: '只有中文',
      link: '/store',
      single_language: true,
    });
    expect(emptied.body.status, emptied.body.reason).toBe(0);
    const blank = await call('/ops/update_banner', { link: '/store', single_language: true });
    expect(blank.body.reason).toBe(
      'title_en: is required in English: a single-language banner has a title in one language',
    );
    await call('/ops/deactivate_banner');
  });

  it('puts the banners in a new order, which the store follows; only changed ones are audited', async () => {
    const a = await setup({ ...BOTH, title_en: 'First' });
    const b = await setup({ ...BOTH, title_en: 'Second' });
    await a.call('/ops/activate_banner');
    await b.call('/ops/activate_banner');
    const before = (await staffList()).map((banner) => banner.Id);
    expect(before.slice(-2)).toEqual([a.id, b.id]);

    const ids = [b.id, ...before.filter((id) => id !== b.id)];
    const reordered = await app.call(opsBannersEndpoints.reorderBanners, { session: support, ids });
    expect(reordered.body.status, reordered.body.reason).toBe(0);
    expect(reordered.body.data.data.map((banner) => banner.Id)).toEqual(ids);
    expect((await staffList()).map((banner) => banner.SortOrder)).toEqual(ids.map((_, index) => index + 1));
    const shown = (await storeBanners('en-US')).map((banner) => banner.Id);
    expect(shown.indexOf(b.id)).toBeLessThan(shown.indexOf(a.id));
    expect((await auditRowsOf(app, 'banner', b.id)).at(-1)).toMatchObject({
      endpoint: '/api/ops/reorder_banners',
      after: { SortOrder: 1 },
    });

    const repeated = [b.id, b.id, ...before.filter((id) => id !== b.id && id !== a.id)];
    for (const wrong of [[a.id, b.id], repeated]) {
      const stale = await app.call(opsBannersEndpoints.reorderBanners, { session: support, ids: wrong });
      expect(stale.body).toMatchObject({
        status: ErrorCode.REFUSED,
        reason: 'ids must name every banner once; reload the list and try again',
      });
    }
    await a.call('/ops/deactivate_banner');
    await b.call('/ops/deactivate_banner');
  });

  it('deletes a banner: gone from the list and the store, the trail keeps what it was', async () => {
    const { id, call } = await setup();
    await call('/ops/activate_banner');
    const deleted = await call<{ Id: number }>('/ops/delete_banner');
    expect(deleted.body).toMatchObject({ status: 0, data: { Id: id } });
    expect((await staffList()).map((b) => b.Id)).not.toContain(id);
    expect((await storeBanners('en-US')).map((b) => b.Id)).not.toContain(id);
    expect((await auditRowsOf(app, 'banner', id)).at(-1)).toMatchObject({
      endpoint: '/api/ops/delete_banner',
      before: { TitleEn: BOTH.title_en, Active: true },
      after: null,
    });
    expect((await call('/ops/delete_banner')).body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'banner not found',
    });
  });

  it('is for support (and admin) only', async () => {
    const { id } = await setup();
    const body = { id, ids: [id], ...BOTH };
    for (const path of [
      '/ops/get_banner_list',
      '/ops/create_banner',
      '/ops/update_banner',
      '/ops/activate_banner',
      '/ops/deactivate_banner',
      '/ops/reorder_banners',
      '/ops/delete_banner',
    ]) {
      await expectRolesRefused(app, path, body, ['finance', 'reviewer', 'fleet']);
    }
  });

  it('takes only paths of this site and https addresses as links, and answers bad input with 100021', async () => {
    const { id } = await setup();
    for (const link of [
      'http://example.com',
      '//evil.example',
      'javascript:alert(1)',
      '/\\evil',
      'store',
      '',
    ])
      await expectBadField(app, '/ops/create_banner', { session: support, ...BOTH, link }, 'link');
    for (const link of ['https://example.com/promo?x=1', '/store?gpu_model=H100+80G', '/inform/3']) {
      const reply = await app.post('/ops/create_banner', { session: support, ...BOTH, link });
      expect(reply.body.status, `${link}: ${reply.body.reason}`).toBe(0);
    }
    await expectBadField(
      app,
      '/ops/update_banner',
      { session: support, id, ...BOTH, title_zh: 'x'.repeat(61) },
      'title_zh',
    );
    await expectBadField(
      app,
      '/ops/update_banner',
      { session: support, id, ...BOTH, single_language: 'yes' },
      'single_language',
    );
    await expectBadField(app, '/ops/activate_banner', { session: support, id: -3 }, 'id');
    await expectBadField(app, '/ops/reorder_banners', { session: support, ids: [] }, 'ids');
  });
});
