import type { Template } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { templateChoices } from './templateChoices';

function buildTemplate(overrides: Partial<Template>): Template {
  return {
    TemplateId: 1,
    Name: 'T',
    Public: true,
    Published: true,
    ImageId: 3,
    ImageName: 'PyTorch',
    Command: '',
    Env: [],
    Ports: [],
    DiskGb: 50,
    Description: '描述',
    DescriptionEn: 'Description',
    CreateAt: '2026-01-01T00:00:00Z',
    UpdateAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

describe('the templates an AI model may deploy through', () => {
  const templates = [
    buildTemplate({ TemplateId: 1, Name: 'vLLM', ImageId: 3 }),
    buildTemplate({ TemplateId: 2, Name: 'Draft', ImageId: 3, Published: false }),
    buildTemplate({ TemplateId: 3, Name: 'Another image', ImageId: 4 }),
    buildTemplate({ TemplateId: 4, Name: 'ComfyUI', ImageId: 3 }),
  ];

  it('offers only the templates of the model’s image, published first, then by name', () => {
    expect(templateChoices(templates, 3)).toEqual([
      { id: 4, name: 'ComfyUI', published: true },
      { id: 1, name: 'vLLM', published: true },
      { id: 2, name: 'Draft', published: false },
    ]);
    expect(templateChoices(templates, 4).map((choice) => choice.id)).toEqual([3]);
  });

  it('offers none before an image is chosen, nor a private template', () => {
    expect(templateChoices(templates, undefined)).toEqual([]);
    expect(templateChoices([buildTemplate({ Public: false })], 3)).toEqual([]);
  });
});
