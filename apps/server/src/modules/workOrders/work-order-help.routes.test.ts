import {
  ErrorCode,
  type OpsWorkOrderCatalogue,
  type WorkOrderCategory,
  type WorkOrderDocument,
} from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../testing/builders';
import { dbFingerprint } from '../../testing/db-fingerprint';
import {
  auditRowsOf,
  expectBadField,
  expectRolesRefused,
  openSupportConsole,
} from '../../testing/ops-content';

/** API tests of the work-order help: customers read it (third-party API), support manages it. */
const { app, support } = await openSupportConsole();

const unique = () => Math.random().toString(36).slice(2, 8);
const OPS = '/ops/work-order';

function staff<T = unknown>(call: string, body: Record<string, unknown> = {}) {
  return app.post<T>(`${OPS}/${call}`, { session: support, ...body });
}

async function created(call: string, body: Record<string, unknown>): Promise<number> {
  const reply = await staff<{ id: number }>(call, body);
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.id;
}

async function customerGet<T>(path: string, token: string | undefined) {
  const raw = await app.server.inject({
    method: 'GET',
    url: `/third-party/api/v1/work-order/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { statusCode: raw.statusCode, body: raw.json<{ status: number; reason: string; data: T }>() };
}

async function customerToken(): Promise<string> {
  return (await loginAs(app, await buildUser(app))).token;
}

/** A category with one subcategory and one document, made through the console. */
async function buildHelp() {
  const name = unique();
  const categoryId = await created('create_category', { name: `实例-${name}`, name_en: `Instances ${name}` });
  const subcategoryId = await created('create_subcategory', {
    category_id: categoryId,
    name: '无法通过 SSH 连接',
    name_en: 'Cannot connect by SSH',
    resource_type: 'instance',
  });
  const documentId = await created('create_document', {
    subcategory_id: subcategoryId,
    title: 'SSH 连接失败怎么办',
    title_en: 'SSH connection fails',
    content: '1. 确认实例**运行中**',
    content_en: '1. Check the instance is **Running**',
  });
  return { categoryId, subcategoryId, documentId };
}

describe('customers reading the help (third-party API)', () => {
  it('lists categories with their subcategories in order, and a subcategory’s documents', async () => {
    const { categoryId, subcategoryId, documentId } = await buildHelp();
    const second = await created('create_subcategory', {
      category_id: categoryId,
      name: '其他',
      name_en: 'Something else',
      resource_type: 'other',
      sort: 0,
    });
    await staff('rename_subcategory', {
      subcategory_id: subcategoryId,
      name: '无法通过 SSH 连接',
      name_en: 'Cannot connect by SSH',
      sort: 5,
    });
    const token = await customerToken();

    const categories = await customerGet<{ categories: WorkOrderCategory[] }>('categories', token);
    expect(categories.body.status, categories.body.reason).toBe(0);
    const category = categories.body.data.categories.find((row) => row.id === categoryId);
    expect(category?.subcategories).toEqual([
      {
        id: second,
        category_id: categoryId,
        name: '其他',
        name_en: 'Something else',
        resource_type: 'other',
        sort: 0,
      },
      expect.objectContaining({ id: subcategoryId, resource_type: 'instance', sort: 5 }),
    ]);

    const documents = await customerGet<{ documents: WorkOrderDocument[] }>(
      `documents?subcategory_id=${subcategoryId}`,
      token,
    );
    expect(documents.body.status, documents.body.reason).toBe(0);
    expect(documents.body.data.documents).toEqual([
      {
        id: documentId,
        subcategory_id: subcategoryId,
        title: 'SSH 连接失败怎么办',
        title_en: 'SSH connection fails',
        content: '1. 确认实例**运行中**',
        content_en: '1. Check the instance is **Running**',
        sort: 0,
        updated_at: app.clock.now().toISOString(),
      },
    ]);
    const empty = await customerGet<{ documents: WorkOrderDocument[] }>(
      `documents?subcategory_id=${second}`,
      token,
    );
    expect(empty.body.data.documents).toEqual([]);
  });

  it('answers 100111 for an unknown subcategory, 100022 naming the field, 100031 without a token', async () => {
    const token = await customerToken();
    const unknown = await customerGet('documents?subcategory_id=2147483647', token);
    expect(unknown.body).toMatchObject({ status: ErrorCode.ILLEGAL_WORK_ORDER_SUBCATEGORY, data: null });
    expect(unknown.statusCode).toBe(404);
    for (const query of ['', '?subcategory_id=abc', '?subcategory_id=0']) {
      const bad = await customerGet(`documents${query}`, token);
      expect(bad.body.status, query).toBe(ErrorCode.ILLEGAL_PARAMETER);
      expect(bad.body.reason).toContain('subcategory_id');
    }
    expect((await customerGet('categories', undefined)).body.status).toBe(ErrorCode.ILLEGAL_ACCESS_TOKEN);
    expect((await customerGet('documents?subcategory_id=1', undefined)).body.status).toBe(
      ErrorCode.ILLEGAL_ACCESS_TOKEN,
    );
  });
});

describe('support managing categories', () => {
  it('creates, renames and deletes a category, auditing before and after', async () => {
    const name = unique();
    const id = await created('create_category', {
      name: `费用-${name}`,
      name_en: `Billing ${name}`,
      sort: 3,
    });
    const renamed = await staff('rename_category', {
      category_id: id,
      name: `账单-${name}`,
      name_en: `Bills ${name}`,
    });
    expect(renamed.body.status, renamed.body.reason).toBe(0);
    const tree = await staff<OpsWorkOrderCatalogue>('get_catalogue');
    expect(tree.body.data.categories.find((row) => row.id === id)).toEqual({
      id,
      name: `账单-${name}`,
      name_en: `Bills ${name}`,
      sort: 3,
      subcategories: [],
    });
    expect((await staff('delete_category', { category_id: id })).body.status).toBe(0);

    const audit = await auditRowsOf(app, 'work_order_category', id);
    expect(audit.map((row) => [row.endpoint, row.before, row.after])).toEqual([
      [`/api${OPS}/create_category`, null, { Name: `费用-${name}`, NameEn: `Billing ${name}`, Sort: 3 }],
      [
        `/api${OPS}/rename_category`,
        { Name: `费用-${name}`, NameEn: `Billing ${name}`, Sort: 3 },
        { Name: `账单-${name}`, NameEn: `Bills ${name}`, Sort: 3 },
      ],
      [`/api${OPS}/delete_category`, { Name: `账单-${name}`, NameEn: `Bills ${name}`, Sort: 3 }, null],
    ]);
  });

  it('answers 100101 for a bad id, 100102 for a taken name, 100103 while it has subcategories', async () => {
    const { categoryId } = await buildHelp();
    const other = await created('create_category', {
      name: `其他-${unique()}`,
      name_en: `Other ${unique()}`,
    });
    const before = await dbFingerprint(app.deps.db);
    const missing = 2_147_483_647;
    for (const [call, body] of [
      ['rename_category', { category_id: missing, name: 'x', name_en: 'x' }],
      ['delete_category', { category_id: missing }],
      ['create_subcategory', { category_id: missing, name: 'x', name_en: 'x', resource_type: 'other' }],
    ] as const) {
      const reply = await staff(call, body);
      expect(reply.body, call).toMatchObject({ status: ErrorCode.ILLEGAL_WORK_ORDER_CATEGORY, data: null });
    }
    const tree = await staff<OpsWorkOrderCatalogue>('get_catalogue');
    const taken = tree.body.data.categories.find((row) => row.id === categoryId);
    if (!taken) throw new Error('no category');
    const duplicate = await staff('create_category', { name: taken.name, name_en: `fresh ${unique()}` });
    expect(duplicate.body.status).toBe(ErrorCode.WORK_ORDER_CATEGORY_EXISTS);
    const duplicateEn = await staff('rename_category', {
      category_id: other,
      name: `新-${unique()}`,
      name_en: taken.name_en,
    });
    expect(duplicateEn.body.status).toBe(ErrorCode.WORK_ORDER_CATEGORY_EXISTS);
    const inUse = await staff('delete_category', { category_id: categoryId });
    expect(inUse.body).toMatchObject({
      status: ErrorCode.WORK_ORDER_CATEGORY_IN_USE,
      reason: 'the work-order category still has subcategories',
    });
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  });
});

describe('support managing subcategories', () => {
  it('renames (resource type too) and deletes an empty subcategory, auditing both', async () => {
    const { categoryId } = await buildHelp();
    const id = await created('create_subcategory', {
      category_id: categoryId,
      name: '发票',
      name_en: 'Invoices',
      resource_type: 'billing',
    });
    const renamed = await staff('rename_subcategory', {
      subcategory_id: id,
      name: '开具发票',
      name_en: 'Issuing invoices',
      resource_type: 'account',
    });
    expect(renamed.body.status, renamed.body.reason).toBe(0);
    expect((await staff('delete_subcategory', { subcategory_id: id })).body.status).toBe(0);
    const audit = await auditRowsOf(app, 'work_order_subcategory', id);
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [null, { CategoryId: categoryId, Name: '发票', NameEn: 'Invoices', ResourceType: 'billing', Sort: 0 }],
      [
        expect.objectContaining({ Name: '发票', ResourceType: 'billing' }),
        expect.objectContaining({ Name: '开具发票', NameEn: 'Issuing invoices', ResourceType: 'account' }),
      ],
      [expect.objectContaining({ Name: '开具发票' }), null],
    ]);
  });

  it('answers 100111 for a bad id, 100112 for a name taken in the category, 100203 while it has documents', async () => {
    const { categoryId, subcategoryId } = await buildHelp();
    const elsewhere = await buildHelp();
    const sibling = await created('create_subcategory', {
      category_id: categoryId,
      name: '其他',
      name_en: 'Something else',
      resource_type: 'other',
    });
    const before = await dbFingerprint(app.deps.db);
    const missing = 2_147_483_647;
    for (const [call, body] of [
      ['rename_subcategory', { subcategory_id: missing, name: 'x', name_en: 'x' }],
      ['delete_subcategory', { subcategory_id: missing }],
      ['get_document_list', { subcategory_id: missing }],
      [
        'create_document',
        { subcategory_id: missing, title: 't', title_en: 't', content: 'c', content_en: 'c' },
      ],
      ['edit_document', { document_id: elsewhere.documentId, subcategory_id: missing }],
    ] as const) {
      const reply = await staff(call, body);
      expect(reply.body, call).toMatchObject({
        status: ErrorCode.ILLEGAL_WORK_ORDER_SUBCATEGORY,
        data: null,
      });
    }
    const duplicate = await staff('create_subcategory', {
      category_id: categoryId,
      name: '无法通过 SSH 连接',
      name_en: 'SSH again',
      resource_type: 'instance',
    });
    expect(duplicate.body.status).toBe(ErrorCode.WORK_ORDER_SUBCATEGORY_EXISTS);
    const renamedOnto = await staff('rename_subcategory', {
      subcategory_id: sibling,
      name: '别的',
      name_en: 'Cannot connect by SSH',
    });
    expect(renamedOnto.body.status).toBe(ErrorCode.WORK_ORDER_SUBCATEGORY_EXISTS);
    const inUse = await staff('delete_subcategory', { subcategory_id: subcategoryId });
    expect(inUse.body).toMatchObject({
      status: ErrorCode.WORK_ORDER_SUBCATEGORY_IN_USE,
      reason: 'the work-order subcategory still has help documents',
    });
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
    // The same name in another category is fine: names are unique per parent.
    expect(
      (
        await staff('rename_subcategory', {
          subcategory_id: elsewhere.subcategoryId,
          name: '其他',
          name_en: 'Something else',
        })
      ).body.status,
    ).toBe(0);
  });
});

describe('support managing documents', () => {
  it('edits only the fields sent, moves a document, deletes it, auditing each', async () => {
    const { subcategoryId, documentId } = await buildHelp();
    const target = await buildHelp();
    const before = app.clock.now().toISOString();
    app.clock.advance(60_000);
    const edited = await staff('edit_document', {
      document_id: documentId,
      content_en: '1. Check the instance is **Running**\n2. Copy the SSH command',
      subcategory_id: target.subcategoryId,
    });
    expect(edited.body.status, edited.body.reason).toBe(0);
    const list = await staff<{ documents: WorkOrderDocument[] }>('get_document_list', {
      subcategory_id: target.subcategoryId,
    });
    const moved = list.body.data.documents.find((row) => row.id === documentId);
    expect(moved).toMatchObject({
      subcategory_id: target.subcategoryId,
      title_en: 'SSH connection fails',
      content: '1. 确认实例**运行中**',
      content_en: '1. Check the instance is **Running**\n2. Copy the SSH command',
    });
    expect(moved?.updated_at).not.toBe(before);
    // Empty now, the old subcategory may go.
    expect((await staff('delete_subcategory', { subcategory_id: subcategoryId })).body.status).toBe(0);

    expect((await staff('delete_document', { document_id: documentId })).body.status).toBe(0);
    const audit = await auditRowsOf(app, 'work_order_document', documentId);
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [null, expect.objectContaining({ SubcategoryId: subcategoryId, Title: 'SSH 连接失败怎么办' })],
      [
        expect.objectContaining({
          SubcategoryId: subcategoryId,
          ContentEn: '1. Check the instance is **Running**',
        }),
        expect.objectContaining({ SubcategoryId: target.subcategoryId, Title: 'SSH 连接失败怎么办' }),
      ],
      [expect.objectContaining({ SubcategoryId: target.subcategoryId }), null],
    ]);
  });

  it('answers 100301 for a bad document id, writing nothing', async () => {
    const before = await dbFingerprint(app.deps.db);
    for (const call of ['edit_document', 'delete_document']) {
      const reply = await staff(call, { document_id: 2_147_483_647, title: 'x' });
      expect(reply.body, call).toMatchObject({ status: ErrorCode.ILLEGAL_WORK_ORDER_DOCUMENT, data: null });
      expect(reply.statusCode).toBe(404);
    }
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  });
});

describe('refusals', () => {
  it('refuses every other role (100041) and bad input naming the field (100021)', async () => {
    const { categoryId, subcategoryId, documentId } = await buildHelp();
    const others = ['finance', 'reviewer', 'fleet'] as const;
    for (const [call, body] of [
      ['get_catalogue', {}],
      ['create_category', { name: `n-${unique()}`, name_en: `n ${unique()}` }],
      ['rename_category', { category_id: categoryId, name: 'x', name_en: 'x' }],
      ['delete_category', { category_id: categoryId }],
      ['create_subcategory', { category_id: categoryId, name: 'x', name_en: 'x', resource_type: 'other' }],
      ['rename_subcategory', { subcategory_id: subcategoryId, name: 'x', name_en: 'x' }],
      ['delete_subcategory', { subcategory_id: subcategoryId }],
      ['get_document_list', { subcategory_id: subcategoryId }],
      [
        'create_document',
        { subcategory_id: subcategoryId, title: 't', title_en: 't', content: 'c', content_en: 'c' },
      ],
      ['edit_document', { document_id: documentId, title: 'x' }],
      ['delete_document', { document_id: documentId }],
    ] as const)
      await expectRolesRefused(app, `${OPS}/${call}`, body, others);

    const withSession = (body: Record<string, unknown>) => ({ session: support, ...body });
    await expectBadField(app, `${OPS}/create_category`, withSession({ name: '   ', name_en: 'Ok' }), 'name');
    await expectBadField(
      app,
      `${OPS}/rename_category`,
      withSession({ category_id: 'first', name: 'a', name_en: 'b' }),
      'category_id',
    );
    await expectBadField(
      app,
      `${OPS}/create_subcategory`,
      withSession({ category_id: categoryId, name: 'a', name_en: 'b', resource_type: 'gpu' }),
      'resource_type',
    );
    await expectBadField(
      app,
      `${OPS}/create_document`,
      withSession({
        subcategory_id: subcategoryId,
        title: 't',
        title_en: 't',
        content: 'c',
        content_en: 'x'.repeat(20_001),
      }),
      'content_en',
    );
    await expectBadField(
      app,
      `${OPS}/edit_document`,
      withSession({ document_id: documentId, sort: -1 }),
      'sort',
    );
    await expectBadField(app, `${OPS}/delete_document`, withSession({ document_id: 0 }), 'document_id');
  });
});
