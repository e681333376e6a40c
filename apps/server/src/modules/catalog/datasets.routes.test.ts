import { catalogEndpoints, ErrorCode } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { buildDataset, uniqueSlug } from '../../testing/catalog';
import {
  auditRowsOf,
  expectBadField,
  expectRolesRefused,
  openSupportConsole,
} from '../../testing/ops-content';

/** /dataset (issue 18): published datasets, searched and filtered; support writes them. */
const { app, support } = await openSupportConsole();

const list = async (body: Record<string, unknown>) => {
  const reply = (await app.call(catalogEndpoints.datasets, body)).body;
  expect(reply.status, reply.reason).toBe(0);
  return reply.data;
};

describe('the public dataset list', () => {
  it('shows published datasets only, with their files and size, and the filters they offer', async () => {
    const tag = uniqueSlug('tag');
    const shown = await buildDataset(app, support, { tags: [tag, 'nlp'], licence: 'MIT' });
    const hidden = await buildDataset(app, support, { tags: [tag] }, false);
    const answer = await list({ tag });
    expect(answer.data.map((d) => d.Id)).toEqual([shown.id]);
    expect(answer.total).toBe(1);
    expect(answer.data[0]).toMatchObject({
      Slug: shown.slug,
      SizeBytes: 1024,
      Licence: 'MIT',
      Files: [
        { Name: 'train.tar', SizeBytes: 1000 },
        { Name: 'val.tar', SizeBytes: 24 },
      ],
    });
    expect(answer.Tags).toContain(tag);
    expect(answer.Licences).toContain('MIT');
    expect((await list({ keyword: hidden.slug })).total).toBe(0);
  });

  it('searches names and descriptions in Chinese and English, case-insensitively, and filters by licence', async () => {
    const slug = uniqueSlug('speech');
    const made = await buildDataset(app, support, {
      slug,
      name: `语音语料${slug}`,
      description_en: `Read English speech QXZ${slug}`,
      licence: 'CC BY 4.0',
    });
    expect((await list({ keyword: `语音语料${slug}` })).data.map((d) => d.Id)).toEqual([made.id]);
    expect((await list({ keyword: `qxz${slug}`.toUpperCase() })).data.map((d) => d.Id)).toEqual([made.id]);
    expect((await list({ keyword: slug, licence: 'MIT' })).total).toBe(0);
    expect((await list({ keyword: '100%_' })).total).toBe(0);
  });

  it('pages', async () => {
    const tag = uniqueSlug('paged');
    for (let i = 0; i < 3; i += 1) await buildDataset(app, support, { tags: [tag] });
    const second = await list({ tag, page: 2, page_size: 2 });
    expect(second.total).toBe(3);
    expect(second.data).toHaveLength(1);
  });

  it('refuses a page size out of range, naming the field', async () => {
    const reply = (await app.post('/get_dataset_list', { page_size: 1000 })).body;
    expect(reply.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(reply.reason).toContain('page_size:');
  });
});

describe('datasets in the operator console', () => {
  it('creates unpublished, edits, publishes and unpublishes, each audited', async () => {
    const made = await buildDataset(app, support, {}, false);
    const edited = await app.post('/ops/save_dataset', {
      session: support,
      id: made.id,
      slug: made.slug,
      name: '改名',
      name_en: 'Renamed',
      description: 'd',
      description_en: 'd',
      licence: 'MIT',
      files: [{ name: 'all.zip', size_bytes: '5' }],
    });
    expect(edited.body.status).toBe(0);
    const ops = await app.call(catalogEndpoints.opsDatasets, {
      session: support,
      keyword: made.slug,
    });
    expect(ops.body.data.data[0]).toMatchObject({ NameEn: 'Renamed', SizeBytes: 5, Published: false });
    await app.post('/ops/publish_dataset', { session: support, id: made.id, published: true });
    expect((await list({ keyword: made.slug })).total).toBe(1);
    await app.post('/ops/publish_dataset', { session: support, id: made.id, published: false });
    expect((await list({ keyword: made.slug })).total).toBe(0);
    expect((await auditRowsOf(app, 'dataset', made.id)).length).toBe(4);
  });

  it('deletes a dataset no instance mounted, audited', async () => {
    const made = await buildDataset(app, support);
    const reply = await app.post('/ops/delete_dataset', { session: support, id: made.id });
    expect(reply.body.status).toBe(0);
    expect((await list({ keyword: made.slug })).total).toBe(0);
    expect((await auditRowsOf(app, 'dataset', made.id)).at(-1)?.after).toBeNull();
  });

  it('refuses a taken slug, bad fields and other roles, writing nothing', async () => {
    const made = await buildDataset(app, support);
    const again = await app.post('/ops/save_dataset', {
      session: support,
      slug: made.slug,
      name: 'n',
      name_en: 'n',
      description: 'd',
      description_en: 'd',
      licence: 'MIT',
      files: [{ name: 'f', size_bytes: 1 }],
    });
    expect(again.body.status).toBe(ErrorCode.REFUSED);
    const valid = {
      session: support,
      slug: uniqueSlug('ok'),
      name: 'n',
      name_en: 'n',
      description: 'd',
      description_en: 'd',
      licence: 'MIT',
      files: [{ name: 'f', size_bytes: 1 }],
    };
    await expectBadField(app, '/ops/save_dataset', { ...valid, slug: 'Has Spaces' }, 'slug');
    await expectBadField(app, '/ops/save_dataset', { ...valid, files: [] }, 'files');
    await expectBadField(app, '/ops/save_dataset', { ...valid, tags: ['a', ' '] }, 'tags.1');
    const { session: _, ...body } = valid;
    await expectRolesRefused(app, '/ops/save_dataset', body, ['finance', 'reviewer', 'fleet']);
  });
});
