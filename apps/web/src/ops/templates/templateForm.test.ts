import { ErrorCode, SECRET_MASK, type Template } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { opsFormValuesOf, opsSaveBodyOf, templateFieldErrors } from './templateForm';

function buildTemplate(overrides: Partial<Template> = {}): Template {
  return {
    TemplateId: 7,
    Name: 'ComfyUI',
    Public: true,
    Published: false,
    ImageId: 3,
    ImageName: 'PyTorch 2.4',
    Command: 'python main.py',
    Env: [
      { Name: 'MODE', Value: 'gpu', Secret: false },
      { Name: 'HF_TOKEN', Value: SECRET_MASK, Secret: true },
    ],
    Ports: [{ Port: 8188, Label: 'Web UI' }],
    DiskGb: 80,
    Description: '图像生成',
    DescriptionEn: 'Image generation',
    CreateAt: '2026-01-01T00:00:00Z',
    UpdateAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

describe('the staff template editor', () => {
  it('never puts the mask of a stored secret in the form, and keeps the secret when left empty', () => {
    const values = opsFormValuesOf(buildTemplate());
    expect(values.env).toEqual([
      { name: 'MODE', value: 'gpu', secret: false },
      { name: 'HF_TOKEN', secret: true, stored: true },
    ]);
    const body = opsSaveBodyOf(values, 7);
    expect(body.id).toBe(7);
    expect(body.env).toEqual([
      { name: 'MODE', value: 'gpu', secret: false },
      { name: 'HF_TOKEN', secret: true },
    ]);
    expect(JSON.stringify(body)).not.toContain(SECRET_MASK);
    expect(body).toMatchObject({ description: '图像生成', description_en: 'Image generation', disk_gb: 80 });
  });

  it('sends a new secret value typed over a stored one, and a new template without an id', () => {
    const values = opsFormValuesOf(buildTemplate());
    values.env[1] = { ...values.env[1], name: 'HF_TOKEN', secret: true, value: 'hf_new' };
    expect(opsSaveBodyOf(values, 7).env[1]).toEqual({ name: 'HF_TOKEN', value: 'hf_new', secret: true });
    const fresh = opsFormValuesOf(null, 3);
    expect(fresh.image_id).toBe(3);
    expect('id' in opsSaveBodyOf({ ...fresh, name: 'x' }, null)).toBe(false);
  });

  it('puts bad input and field refusals on the fields their path names', () => {
    expect(
      templateFieldErrors({
        status: ErrorCode.ILLEGAL_BODY,
        reason: 'illegal request body: env.1.name: is named twice; ports.0.port: must not be 22 (reserved)',
      }),
    ).toEqual([
      { name: ['env', 1, 'name'], errors: ['is named twice'] },
      { name: ['ports', 0, 'port'], errors: ['must not be 22 (reserved)'] },
    ]);
    expect(
      templateFieldErrors({ status: ErrorCode.REFUSED, reason: 'disk_gb: larger than any host offers' }),
    ).toEqual([{ name: ['disk_gb'], errors: ['larger than any host offers'] }]);
    expect(
      templateFieldErrors({
        status: ErrorCode.ILLEGAL_BODY,
        reason: '请求体有误：env.1.name：名称重复；ports.0.port：不能为 22（保留端口）',
      }),
    ).toEqual([
      { name: ['env', 1, 'name'], errors: ['名称重复'] },
      { name: ['ports', 0, 'port'], errors: ['不能为 22（保留端口）'] },
    ]);
  });

  it('leaves reasons naming no field of the form, and other statuses, to the toast', () => {
    expect(templateFieldErrors({ status: ErrorCode.REFUSED, reason: 'template not found' })).toEqual([]);
    expect(
      templateFieldErrors({ status: ErrorCode.ILLEGAL_BODY, reason: 'illegal request body: id: bad' }),
    ).toEqual([]);
    expect(templateFieldErrors({ status: 2, reason: 'name: session invalid' })).toEqual([]);
  });
});
