import { docsEndpoints, ErrorCode, type OpsDocArticle, type OpsDocCategory } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { createStaff, staffToken } from '../../testing/builders';
import { docsAuthor } from '../../testing/docs';
import {
  auditRowsOf,
  expectBadField,
  expectRolesRefused,
  openSupportConsole,
} from '../../testing/ops-content';

const { app, support } = await openSupportConsole();
const author = docsAuthor(app, support);

const staffTree = () =>
  author.call<{ categories: OpsDocCategory[]; articles: { Id: number; Order: number; State: string }[] }>(
    '/ops/get_docs',
    {},
  );
const readerSees = async (id: number) => (await app.call(docsEndpoints.article, { id })).body;

describe('the docs centre for support', () => {
  it('writes a draft, publishes, unpublishes and deletes it, each audited', async () => {
    const category = await author.category('Lifecycle');
    const id = await author.draft(category, { title_en: 'How to', body_en: '# Hi' });
    expect((await readerSees(id)).status).toBe(ErrorCode.REFUSED);
    const staffView = await author.call<OpsDocArticle>('/ops/get_doc_article', { id });
    expect(staffView).toMatchObject({ State: 'draft', BodyEn: '# Hi', Order: 0, PublishedAt: null });

    await author.call('/ops/save_doc_article', {
      id,
      category_id: category,
      title_en: 'How to',
      title_zh: '怎么做',
      body_en: '# Hello',
    });
    await author.call('/ops/publish_doc_article', { id });
    expect((await readerSees(id)).data).toMatchObject({ TitleZh: '怎么做', BodyEn: '# Hello' });

    const locked = await app.post('/ops/save_doc_article', { session: support, id, category_id: category });
    expect(locked.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'unpublish the article before editing it',
    });
    await author.call('/ops/unpublish_doc_article', { id });
    expect((await readerSees(id)).status).toBe(ErrorCode.REFUSED);
    await author.call('/ops/delete_doc_article', { id });
    expect((await app.post('/ops/get_doc_article', { session: support, id })).body.status).toBe(
      ErrorCode.REFUSED,
    );

    const audit = await auditRowsOf(app, 'doc_article', id);
    expect(audit.map((row) => row.endpoint)).toEqual([
      '/api/ops/create_doc_article',
      '/api/ops/save_doc_article',
      '/api/ops/publish_doc_article',
      '/api/ops/unpublish_doc_article',
      '/api/ops/delete_doc_article',
    ]);
    expect(audit[1]).toMatchObject({
      before: { BodyEn: '# Hi' },
      after: { BodyEn: '# Hello', TitleZh: '怎么做' },
    });
    expect(audit[4]).toMatchObject({ after: null });
  });

  it('publishes only an article with a title and a body in some language', async () => {
    const category = await author.category('Empty ones');
    const untitled = await author.draft(category, { body_zh: '正文' });
    const reply = await app.post('/ops/publish_doc_article', { session: support, id: untitled });
    expect(reply.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'the article needs a title before it is published',
    });
    expect(await auditRowsOf(app, 'doc_article', untitled)).toHaveLength(1);
  });

  it('renames, moves and reorders categories and articles', async () => {
    const first = await author.category('First');
    const second = await author.category('Second');
    await author.call('/ops/move_doc_category', { id: second, direction: 'up' });
    let tree = await staffTree();
    const order = (id: number) => tree.categories.find((c) => c.Id === id)?.Order;
    expect(order(second)).toBeLessThan(order(first) ?? 0);

    await author.call('/ops/update_doc_category', {
      id: second,
      parent_id: first,
      name_zh: '第二',
      name_en: 'Second, renamed',
    });
    tree = await staffTree();
    expect(tree.categories.find((c) => c.Id === second)).toMatchObject({
      ParentId: first,
      NameEn: 'Second, renamed',
      Order: 0,
    });
    const cycle = await app.post('/ops/update_doc_category', {
      session: support,
      id: first,
      parent_id: second,
      name_zh: 'x',
      name_en: 'x',
    });
    expect(cycle.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'a category cannot move under itself or one of its subcategories',
    });
    const edge = await app.post('/ops/move_doc_category', {
      session: support,
      id: second,
      direction: 'down',
    });
    expect(edge.body).toMatchObject({ status: ErrorCode.REFUSED, reason: 'the category is already last' });

    const a = await author.published(first, { title_en: 'A', body_en: 'a' });
    const b = await author.published(first, { title_en: 'B', body_en: 'b' });
    await author.call('/ops/move_doc_article', { id: b, direction: 'up' });
    const view = await author.call<{ articles: { Id: number }[] }>('/get_doc_tree', {});
    const ids = view.articles.map((x) => x.Id).filter((x) => x === a || x === b);
    expect(ids).toEqual([b, a]);
    expect(await auditRowsOf(app, 'doc_category', second)).toHaveLength(3);
  });

  it('refuses to delete a category that holds articles or subcategories, with the reason', async () => {
    const parent = await author.category('Holder');
    const child = await author.category('Child', parent);
    await author.draft(child, { title_en: 'kept' });
    const withChild = await app.post('/ops/delete_doc_category', { session: support, id: parent });
    expect(withChild.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'the category holds 1 subcategory(ies): move or delete them first',
    });
    const withArticle = await app.post('/ops/delete_doc_category', { session: support, id: child });
    expect(withArticle.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'the category holds 1 article(s): move or delete them first',
    });
    const empty = await author.category('Empty');
    await author.call('/ops/delete_doc_category', { id: empty });
    expect((await staffTree()).categories.map((c) => c.Id)).not.toContain(empty);
    expect((await auditRowsOf(app, 'doc_category', empty)).at(-1)).toMatchObject({ after: null });
  });

  it('is for support (and admin) only', async () => {
    const category = await author.category('Roles');
    const id = await author.draft(category, { title_en: 't', body_en: 'b' });
    const admin = await staffToken(app, await createStaff(app, 'admin'));
    expect((await app.post('/ops/get_doc_article', { session: admin, id })).body.status).toBe(0);
    const body = { id, category_id: category, parent_id: 0, name_zh: 'n', name_en: 'n', direction: 'up' };
    for (const path of [
      '/ops/get_docs',
      '/ops/get_doc_article',
      '/ops/create_doc_category',
      '/ops/update_doc_category',
      '/ops/move_doc_category',
      '/ops/delete_doc_category',
      '/ops/create_doc_article',
      '/ops/save_doc_article',
      '/ops/move_doc_article',
      '/ops/publish_doc_article',
      '/ops/unpublish_doc_article',
      '/ops/delete_doc_article',
    ]) {
      await expectRolesRefused(app, path, body, ['finance', 'reviewer', 'fleet']);
    }
  });

  it('answers bad input with 100021 naming the field, writing nothing', async () => {
    const category = await author.category('Bad input');
    await expectBadField(
      app,
      '/ops/create_doc_category',
      { session: support, name_zh: ' ', name_en: 'x' },
      'name_zh',
    );
    await expectBadField(
      app,
      '/ops/create_doc_article',
      { session: support, category_id: category, title_en: 'x'.repeat(201) },
      'title_en',
    );
    await expectBadField(
      app,
      '/ops/move_doc_article',
      { session: support, id: 1, direction: 'left' },
      'direction',
    );
    await expectBadField(
      app,
      '/ops/create_doc_category',
      { session: support, parent_id: -1, name_zh: 'a', name_en: 'a' },
      'parent_id',
    );
  });
});
