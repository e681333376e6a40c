import { catalogEndpoints, ErrorCode, templatesEndpoints } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hosts } from '../../db/schema/store/store.table';
import { buildAiModel, uniqueSlug } from '../../testing/catalog';
import { buildFleet } from '../../testing/fleet';
import {
  auditRowsOf,
  expectBadField,
  expectRolesRefused,
  openSupportConsole,
} from '../../testing/ops-content';

/** /AIModels (issue 18): cards, the detail page and where "deploy" sends the order page. */
const { app, support } = await openSupportConsole();
const fleet = await buildFleet(app);

const list = async (body: Record<string, unknown>) => {
  const reply = (await app.call(catalogEndpoints.aiModels, body)).body;
  expect(reply.status, reply.reason).toBe(0);
  return reply.data;
};
const deployTarget = async (id: number) => (await app.call(catalogEndpoints.deployTarget, { id })).body;

describe('the model cards and detail', () => {
  it('lists published models with their facts and image; a draft is neither listed nor readable', async () => {
    const tag = uniqueSlug('tag');
    const shown = await buildAiModel(app, support, {
      image_id: fleet.imageId,
      tags: [tag],
      parameters: '8B',
    });
    const draft = await buildAiModel(app, support, { image_id: fleet.imageId, tags: [tag] }, false);
    const answer = await list({ tag });
    expect(answer.data.map((m) => m.Id)).toEqual([shown.id]);
    expect(answer.data[0]).toMatchObject({
      Parameters: '8B',
      Licence: 'Apache-2.0',
      GpuMemoryGb: 16,
      RecommendedGpu: 'RTX 4090',
      ImageId: fleet.imageId,
      ImageName: 'Ubuntu 22.04',
    });
    expect(answer.Tags).toContain(tag);
    const detail = await app.call(catalogEndpoints.aiModel, { id: shown.id });
    expect(detail.body.data).toMatchObject({ Id: shown.id, DescriptionEn: '## Usage\nTest' });
    const hidden = await app.post('/get_ai_model', { id: draft.id });
    expect(hidden.body.status).toBe(ErrorCode.REFUSED);
    expect((await deployTarget(draft.id)).status).toBe(ErrorCode.REFUSED);
  });

  it('searches by keyword across name, publisher and summaries', async () => {
    const publisher = uniqueSlug('Lab');
    const made = await buildAiModel(app, support, { image_id: fleet.imageId, publisher });
    expect((await list({ keyword: publisher.toUpperCase() })).data.map((m) => m.Id)).toEqual([made.id]);
    expect((await list({ keyword: `${publisher}-nothing` })).total).toBe(0);
  });
});

describe('deploy', () => {
  it('picks a host with enough free GPU memory, the recommended GPU model first, else another, else none', async () => {
    const gpu = uniqueSlug('GPU');
    const model = await buildAiModel(app, support, {
      image_id: fleet.imageId,
      gpu_memory_gb: 40,
      recommended_gpu: gpu,
    });
    const other = await fleet.newHost({ gpuModel: 'RTX 4090', gpuMemoryGb: 24, gpuFree: 8 });
    const recommended = await fleet.newHost({ gpuModel: gpu, gpuMemoryGb: 48, gpuCount: 2, gpuFree: 1 });
    expect((await deployTarget(model.id)).data).toEqual({
      HostId: recommended.id,
      GpuModel: gpu,
      GpuCount: 1,
      ImageId: fleet.imageId,
      TemplateId: null,
    });

    await app.deps.db.update(hosts).set({ gpuFree: 0 }).where(eq(hosts.id, recommended.id));
    const fallback = (await deployTarget(model.id)).data;
    expect(fallback.GpuCount).toBe(2);
    expect(fallback.GpuModel).toBe('RTX 4090');
    expect(fallback.HostId).not.toBeNull();

    await app.deps.db.update(hosts).set({ status: 'maintenance' }).where(eq(hosts.id, other.id));
    const huge = await buildAiModel(app, support, { image_id: fleet.imageId, gpu_memory_gb: 1000 });
    expect((await deployTarget(huge.id)).data).toEqual({
      HostId: null,
      GpuModel: null,
      GpuCount: 0,
      ImageId: fleet.imageId,
      TemplateId: null,
    });
  });

  it('deploys through the public template staff set (issue 42); a private one or one of another image is refused', async () => {
    const template = await app.call(templatesEndpoints.opsSave, {
      session: support,
      name: uniqueSlug('tpl'),
      image_id: fleet.imageId,
      command: 'serve',
      disk_gb: 1,
      description: '模板',
      description_en: 'Template',
    });
    expect(template.body.status, template.body.reason).toBe(0);
    const model = await buildAiModel(app, support, {
      image_id: fleet.imageId,
      template_id: template.body.data.Id,
    });
    // Not published yet: customers are not sent to it; staff see which it is.
    expect((await deployTarget(model.id)).data.TemplateId).toBeNull();
    expect((await app.call(catalogEndpoints.aiModel, { id: model.id })).body.data.TemplateId).toBeNull();
    const published = await app.call(templatesEndpoints.opsPublish, {
      session: support,
      id: template.body.data.Id,
      published: true,
    });
    expect(published.body.status, published.body.reason).toBe(0);
    expect((await deployTarget(model.id)).data.TemplateId).toBe(template.body.data.Id);
    const card = await app.call(catalogEndpoints.aiModel, { id: model.id });
    expect(card.body.data.TemplateId).toBe(template.body.data.Id);
    const otherImage = await app.post('/ops/save_ai_model', {
      session: support,
      id: model.id,
      ...card.body.data,
      slug: card.body.data.Slug,
      name: card.body.data.Name,
      publisher: 'x',
      parameters: '7B',
      licence: 'MIT',
      gpu_memory_gb: 16,
      recommended_gpu: 'RTX 4090',
      image_id: fleet.windowsImageId,
      template_id: template.body.data.Id,
      summary: 's',
      summary_en: 's',
      description: 'd',
      description_en: 'd',
    });
    expect(otherImage.body.reason).toContain('template_id:');
    // A template an AI model deploys through cannot be deleted.
    const removed = await app.call(templatesEndpoints.opsDelete, {
      session: support,
      id: template.body.data.Id,
    });
    expect(removed.body.status).toBe(ErrorCode.REFUSED);
  });

  it('never sends a Windows model to a container host', async () => {
    const gpu = uniqueSlug('WINGPU');
    const model = await buildAiModel(app, support, { image_id: fleet.windowsImageId, recommended_gpu: gpu });
    const container = await fleet.newHost({ kind: 'container', gpuModel: gpu, gpuMemoryGb: 80, gpuFree: 8 });
    const kvm = await fleet.newHost({ kind: 'kvm', gpuModel: gpu, gpuMemoryGb: 80, gpuFree: 8 });
    const target = (await deployTarget(model.id)).data;
    expect(target.HostId).toBe(kvm.id);
    expect(target.HostId).not.toBe(container.id);
  });
});

describe('AI models in the operator console', () => {
  it('edits, publishes, unpublishes and deletes, each audited', async () => {
    const made = await buildAiModel(app, support, { image_id: fleet.imageId }, false);
    const edited = await app.post('/ops/save_ai_model', {
      session: support,
      id: made.id,
      slug: made.slug,
      name: 'Renamed',
      publisher: 'p',
      parameters: '70B',
      licence: 'MIT',
      gpu_memory_gb: '140',
      recommended_gpu: 'A100',
      image_id: fleet.imageId,
      summary: 's',
      summary_en: 's',
      description: 'd',
      description_en: 'd',
    });
    expect(edited.body.status, edited.body.reason).toBe(0);
    await app.post('/ops/publish_ai_model', { session: support, id: made.id, published: true });
    expect((await list({ keyword: made.slug })).data[0]).toMatchObject({ Name: 'Renamed', GpuMemoryGb: 140 });
    await app.post('/ops/publish_ai_model', { session: support, id: made.id, published: false });
    expect((await list({ keyword: made.slug })).total).toBe(0);
    expect((await app.post('/ops/delete_ai_model', { session: support, id: made.id })).body.status).toBe(0);
    const ops = await app.call(catalogEndpoints.opsAiModels, {
      session: support,
      keyword: made.slug,
    });
    expect(ops.body.data.total).toBe(0);
    expect((await auditRowsOf(app, 'ai_model', made.id)).length).toBe(5);
  });

  it('refuses an unknown image naming the field, bad fields and other roles', async () => {
    const valid = {
      session: support,
      slug: uniqueSlug('m'),
      name: 'n',
      publisher: 'p',
      parameters: '7B',
      licence: 'MIT',
      gpu_memory_gb: 16,
      recommended_gpu: 'A100',
      image_id: fleet.imageId,
      summary: 's',
      summary_en: 's',
      description: 'd',
      description_en: 'd',
    };
    const unknown = await app.post('/ops/save_ai_model', { ...valid, image_id: 999_999 });
    expect(unknown.body.status).toBe(ErrorCode.REFUSED);
    expect(unknown.body.reason).toContain('image_id:');
    await expectBadField(app, '/ops/save_ai_model', { ...valid, gpu_memory_gb: 0 }, 'gpu_memory_gb');
    await expectBadField(app, '/ops/save_ai_model', { ...valid, name: '  ' }, 'name');
    const { session: _, ...body } = valid;
    await expectRolesRefused(app, '/ops/save_ai_model', body, ['finance', 'reviewer', 'fleet']);
  });
});
