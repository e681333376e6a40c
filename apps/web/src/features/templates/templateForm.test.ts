import type { Template } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { formValuesOf, saveBodyOf } from './templateForm';

const template: Template = {
  TemplateId: 7,
  Name: 'vLLM',
  Public: false,
  Published: true,
  ImageId: 3,
  ImageName: 'Ubuntu 22.04',
  Command: 'serve',
  Env: [
    { Name: 'MODEL', Value: 'qwen', Secret: false },
    { Name: 'HF_TOKEN', Value: '••••••', Secret: true },
  ],
  Ports: [{ Port: 8000, Label: 'API' }],
  DiskGb: 80,
  Description: '',
  DescriptionEn: '',
  CreateAt: '2026-01-01T00:00:00.000Z',
  UpdateAt: '2026-01-01T00:00:00.000Z',
};

describe('the template form', () => {
  it('never puts the mask back as a value, and leaves a stored secret out when left empty', () => {
    const values = formValuesOf(template);
    expect(values.env[1]).toEqual({ name: 'HF_TOKEN', secret: true, stored: true });
    const body = saveBodyOf(values, 7);
    expect(body).toMatchObject({ template_id: 7, image_id: 3, disk_gb: 80 });
    expect(body.env).toEqual([
      { name: 'MODEL', value: 'qwen', secret: false },
      { name: 'HF_TOKEN', secret: true },
    ]);
    expect(JSON.stringify(body)).not.toContain('••••••');
  });

  it('sends a new secret value when one is typed', () => {
    const values = formValuesOf(template);
    values.env[1] = { ...values.env[1], name: 'HF_TOKEN', secret: true, value: 'new' };
    expect(saveBodyOf(values, 7).env[1]).toEqual({ name: 'HF_TOKEN', value: 'new', secret: true });
  });

  it('starts a new template empty, with the default image', () => {
    expect(formValuesOf(null, 4)).toMatchObject({ imageId: 4, env: [], ports: [], diskGb: 50 });
    expect(saveBodyOf(formValuesOf(null, 4), null)).not.toHaveProperty('template_id');
  });
});
