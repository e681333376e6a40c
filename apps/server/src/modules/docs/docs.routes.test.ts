import { type DocVoteState, docsEndpoints, ErrorCode } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../testing/builders';
import { docsAuthor } from '../../testing/docs';
import { expectBadField, openSupportConsole } from '../../testing/ops-content';

const { app, support } = await openSupportConsole();
const author = docsAuthor(app, support);

/** A small tree: Guide (with a Sub category) and Billing, each with articles; one draft. */
const guide = await author.category('Guide');
const billing = await author.category('Billing');
const sub = await author.category('Sub', guide);
const rent = await author.published(guide, {
  title_zh: '租用实例',
  title_en: 'Renting an instance',
  body_zh: '# 第一步\n\n在商店选择 **GPU** 型号，然后下单。',
  body_en: '# Step one\n\nPick a **GPU** model in the store, then place the order.',
});
const ssh = await author.published(guide, {
  title_zh: 'SSH 连接',
  title_en: 'SSH access',
  body_zh: '使用 ssh -p 端口 连接实例。折扣 100% 有效。',
  body_en: 'Connect with ssh -p port. A discount of 100% applies to the first_hour.',
});
const draft = await author.draft(guide, { title_zh: '草稿', title_en: 'Secret draft', body_en: 'unicorn' });
const deep = await author.published(sub, { title_en: 'Deep article', body_en: 'Mentions renting once.' });
const invoice = await author.published(billing, {
  title_zh: '发票',
  title_en: 'Invoices',
  body_zh: '开具增值税发票。',
  body_en: 'Ask for a VAT invoice.',
});

const search = async (q: string, extra: Record<string, unknown> = {}) => {
  const reply = await app.call(docsEndpoints.search, { q, ...extra });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data;
};

describe('the docs centre for readers', () => {
  it('answers the tree depth first and the published titles in reading order', async () => {
    const reply = await app.post<{
      categories: { Id: number; ParentId: number | null; Order: number }[];
      articles: { Id: number }[];
    }>('/get_doc_tree');
    const categories = reply.body.data.categories.filter((c) => [guide, sub, billing].includes(c.Id));
    expect(categories).toEqual([
      expect.objectContaining({ Id: guide, ParentId: null }),
      expect.objectContaining({ Id: sub, ParentId: guide, Order: 0 }),
      expect.objectContaining({ Id: billing, ParentId: null }),
    ]);
    const ids = reply.body.data.articles.map((a) => a.Id);
    expect(ids.filter((id) => [rent, ssh, deep, invoice, draft].includes(id))).toEqual([
      rent,
      ssh,
      deep,
      invoice,
    ]);
  });

  it('answers an article with its previous and next in reading order, across categories', async () => {
    const reply = await app.call(docsEndpoints.article, { id: deep });
    expect(reply.body.data).toMatchObject({
      Id: deep,
      TitleEn: 'Deep article',
      BodyEn: 'Mentions renting once.',
      Previous: { Id: ssh, TitleEn: 'SSH access' },
      Next: { Id: invoice, TitleZh: '发票' },
      Helpful: 0,
      NotHelpful: 0,
    });
  });

  it('hides drafts from readers: not in the tree, not readable, not found by search', async () => {
    const reply = await app.post('/get_doc_article', { id: draft });
    expect(reply.body).toMatchObject({ status: ErrorCode.REFUSED, reason: 'doc article not found' });
    expect((await search('unicorn')).total).toBe(0);
    expect((await search('Secret draft')).total).toBe(0);
  });

  it('searches English and Chinese, title hits first, with a snippet around the hit', async () => {
    const english = await search('rent', { language: 'en-US' });
    expect(english.data.map((hit) => hit.Id)).toEqual([rent, deep]);
    expect(english.data[0]).toMatchObject({ Match: 'title' });
    expect(english.data[1]).toMatchObject({ Match: 'body', Snippet: 'Mentions renting once.' });

    const chinese = await search('发票', { language: 'zh-CN' });
    expect(chinese.data.map((hit) => hit.Id)).toEqual([invoice]);
    expect(chinese.data[0]?.Snippet).toBe('开具增值税发票。');
    const inBody = await search('商店', { language: 'zh-CN' });
    expect(inBody.data[0]).toMatchObject({
      Id: rent,
      Match: 'body',
      Snippet: '第一步 在商店选择 GPU 型号，然后下单。',
    });
    expect((await search('RENTING AN')).data.map((hit) => hit.Id)).toEqual([rent]);
  });

  it('takes % and _ literally', async () => {
    expect((await search('100%')).data.map((hit) => hit.Id)).toEqual([ssh]);
    expect((await search('%')).data.map((hit) => hit.Id)).toEqual([ssh]);
    expect((await search('first_hour')).data.map((hit) => hit.Id)).toEqual([ssh]);
    expect((await search('first_')).total).toBe(1);
    expect((await search('_')).data.map((hit) => hit.Id)).toEqual([ssh]);
    expect((await search('\\')).total).toBe(0);
  });

  it('pages through hits', async () => {
    const first = await search('e', { page: 1, page_size: 2 });
    const second = await search('e', { page: 2, page_size: 2 });
    expect(first.total).toBe(4);
    expect(first.data).toHaveLength(2);
    expect(second.data).toHaveLength(2);
    expect(new Set([...first.data, ...second.data].map((hit) => hit.Id)).size).toBe(4);
  });

  it('refuses a search without words or with too many, naming the field', async () => {
    await expectBadField(app, '/search_docs', { q: '   ' }, 'q');
    await expectBadField(app, '/search_docs', { q: 'x'.repeat(101) }, 'q');
    await expectBadField(app, '/search_docs', { q: 'x', page_size: 51 }, 'page_size');
    const { token } = await loginAs(app, await buildUser(app));
    await expectBadField(app, '/vote_doc', { session: token, id: rent, vote: 'maybe' }, 'vote');
  });
});

describe('was this helpful', () => {
  it('asks a visitor to sign in', async () => {
    const reply = await app.post('/vote_doc', { id: rent, vote: 'helpful' });
    expect(reply.body.status).toBe(ErrorCode.SESSION_INVALID);
  });

  it('counts one vote per account; changing it moves the counts', async () => {
    const { token } = await loginAs(app, await buildUser(app));
    const vote = async (value: string) =>
      (await app.post<DocVoteState>('/vote_doc', { session: token, id: invoice, vote: value })).body.data;
    expect(await vote('helpful')).toEqual({ Helpful: 1, NotHelpful: 0, MyVote: 'helpful' });
    expect(await vote('helpful')).toEqual({ Helpful: 1, NotHelpful: 0, MyVote: 'helpful' });
    expect(await vote('not_helpful')).toEqual({ Helpful: 0, NotHelpful: 1, MyVote: 'not_helpful' });
    const mine = await app.call(docsEndpoints.myVote, { session: token, id: invoice });
    expect(mine.body.data).toEqual({ Helpful: 0, NotHelpful: 1, MyVote: 'not_helpful' });
    const refused = await app.post('/vote_doc', { session: token, id: draft, vote: 'helpful' });
    expect(refused.body).toMatchObject({ status: ErrorCode.REFUSED, reason: 'doc article not found' });
  });

  it('counts exactly once under concurrency', async () => {
    const users = await Promise.all(
      [1, 2, 3].map(async () => (await loginAs(app, await buildUser(app))).token),
    );
    const votes = users.flatMap((token, index) =>
      ['helpful', 'not_helpful', 'helpful', 'helpful'].map((vote, round) => ({
        token,
        vote: index === 2 && round === 3 ? 'not_helpful' : vote,
      })),
    );
    const replies = await Promise.all(
      votes.map(({ token, vote }) => app.post('/vote_doc', { session: token, id: ssh, vote })),
    );
    expect(replies.map((reply) => reply.body.status)).toEqual(votes.map(() => 0));
    const article = await app.call(docsEndpoints.article, { id: ssh });
    const finals = await Promise.all(
      users.map(
        async (token) => (await app.call(docsEndpoints.myVote, { session: token, id: ssh })).body.data.MyVote,
      ),
    );
    expect(article.body.data.Helpful).toBe(finals.filter((v) => v === 'helpful').length);
    expect(article.body.data.NotHelpful).toBe(finals.filter((v) => v === 'not_helpful').length);
    expect(article.body.data.Helpful + article.body.data.NotHelpful).toBe(3);
  });
});
