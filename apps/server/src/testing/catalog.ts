import { catalogEndpoints } from '@gpucloud/contracts';
import type { TestApp } from './test-app';

let counter = 0;

/** A slug no other test (or file, on a shared database) uses. */
export function uniqueSlug(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}`;
}

/** A dataset saved and, unless told otherwise, published through the operator console's API. */
export async function buildDataset(
  app: TestApp,
  support: string,
  fields: Record<string, unknown> = {},
  publish = true,
): Promise<{ id: number; slug: string }> {
  const slug = typeof fields.slug === 'string' ? fields.slug : uniqueSlug('ds');
  const saved = await app.call(catalogEndpoints.opsSaveDataset, {
    session: support,
    slug,
    name: `数据集 ${slug}`,
    name_en: `Dataset ${slug}`,
    description: '## 简介\n测试数据集',
    description_en: '## About\nA test dataset',
    licence: 'CC BY 4.0',
    tags: ['vision'],
    files: [
      { name: 'train.tar', size_bytes: 1000 },
      { name: 'val.tar', size_bytes: 24 },
    ],
    ...fields,
  });
  if (saved.body.status !== 0) throw new Error(`save_dataset: ${saved.body.reason}`);
  if (publish)
    await app.post('/ops/publish_dataset', { session: support, id: saved.body.data.Id, published: true });
  return { id: saved.body.data.Id, slug };
}

/** An AI model saved and, unless told otherwise, published through the operator console's API. */
export async function buildAiModel(
  app: TestApp,
  support: string,
  fields: Record<string, unknown> & { image_id: number },
  publish = true,
): Promise<{ id: number; slug: string }> {
  const slug = typeof fields.slug === 'string' ? fields.slug : uniqueSlug('model');
  const saved = await app.call(catalogEndpoints.opsSaveAiModel, {
    session: support,
    slug,
    name: `Model ${slug}`,
    publisher: 'Test Lab',
    parameters: '7B',
    licence: 'Apache-2.0',
    gpu_memory_gb: 16,
    recommended_gpu: 'RTX 4090',
    tags: ['llm'],
    summary: '测试模型',
    summary_en: 'A test model',
    description: '## 用法\n测试',
    description_en: '## Usage\nTest',
    ...fields,
  });
  if (saved.body.status !== 0) throw new Error(`save_ai_model: ${saved.body.reason}`);
  if (publish)
    await app.post('/ops/publish_ai_model', { session: support, id: saved.body.data.Id, published: true });
  return { id: saved.body.data.Id, slug };
}
