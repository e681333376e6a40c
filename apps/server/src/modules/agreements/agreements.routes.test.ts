import { agreementsEndpoints, ErrorCode } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workOrders } from '../../db/schema/workOrders/work-orders.table';
import { buildUser, loginAs } from '../../testing/builders';
import {
  auditRowsOf,
  expectBadField,
  expectRolesRefused,
  openSupportConsole,
} from '../../testing/ops-content';
import { buildCatalogue, thirdParty } from '../../testing/work-orders';

/** Agreements (SPEC §2 /workOrderAgreement): a real text from the start, new versions by support. */
const { app, support } = await openSupportConsole();

const read = async () => (await app.call(agreementsEndpoints.agreement, { key: 'work_order' })).body;

describe('the work-order agreement', () => {
  it('is readable by anyone from the first start, in Chinese and English', async () => {
    const first = await read();
    expect(first.status).toBe(0);
    expect(first.data).toMatchObject({ key: 'work_order', version: 1, title: '工单服务协议' });
    expect(first.data.title_en).toBe('Work Order Service Agreement');
    expect(first.data.content).toContain('2 个工作小时');
    expect(first.data.content_en).toContain('within 2 business hours');
  });

  it('gets a new version from support, audited; the old one stays; a ticket records the version accepted', async () => {
    const before = (await read()).data.version;
    const published = await app.call(agreementsEndpoints.opsPublish, {
      session: support,
      key: 'work_order',
      title: '工单服务协议（修订）',
      title_en: 'Work Order Service Agreement (revised)',
      content: '## 1. 服务范围\n新的文本',
      content_en: '## 1. What support covers\nThe new text',
    });
    expect(published.body).toMatchObject({ status: 0, data: { version: before + 1 } });
    expect((await read()).data).toMatchObject({
      version: before + 1,
      title_en: 'Work Order Service Agreement (revised)',
    });
    const versions = await app.call(agreementsEndpoints.opsVersions, { session: support, key: 'work_order' });
    expect(versions.body.data.versions.map((v) => v.version)).toEqual(
      Array.from({ length: before + 1 }, (_, index) => before + 1 - index),
    );
    expect(versions.body.data.versions[0]?.published_by).not.toBe('');
    expect((await auditRowsOf(app, 'agreement', `work_order:${before + 1}`)).length).toBe(1);

    const catalogue = await buildCatalogue(app, support);
    const { token } = await loginAs(app, await buildUser(app));
    const ticket = await thirdParty<{ id: number }>(app, token, 'POST', '/work-order/orders', {
      subcategory_id: catalogue.accountSubcategoryId,
      title: 't',
      description: 'd',
      contact_phone: '13800138000',
      agreement: true,
    });
    const [row] = await app.deps.db.select().from(workOrders).where(eq(workOrders.id, ticket.body.data.id));
    expect(row?.agreementVersion).toBe(before + 1);
  });

  it('refuses an unknown key and an empty text, and other roles', async () => {
    const unknown = await app.post('/get_agreement', { key: 'everything' });
    expect(unknown.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(unknown.body.reason).toContain('key:');
    await expectBadField(
      app,
      '/ops/publish_agreement',
      { session: support, key: 'work_order', title: 't', title_en: 't', content: '   ', content_en: 'x' },
      'content',
    );
    await expectRolesRefused(
      app,
      '/ops/publish_agreement',
      { key: 'work_order', title: 't', title_en: 't', content: 'c', content_en: 'c' },
      ['finance', 'reviewer', 'fleet'],
    );
  });
});
