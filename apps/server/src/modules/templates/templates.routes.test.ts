import { createHash } from 'node:crypto';
import { ErrorCode, SECRET_MASK, servicesEndpoints, templatesEndpoints } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simulatedMachines } from '../../db/schema';
import { instanceLaunches, templates } from '../../db/schema/templates/templates.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../../testing/builders';
import { dbFingerprint } from '../../testing/db-fingerprint';
import { buildFleet } from '../../testing/fleet';
import {
  auditRowsOf,
  expectBadField,
  expectRolesRefused,
  openSupportConsole,
} from '../../testing/ops-content';

/** Templates (issue 42): private ones, public ones of the staff, and rentals that run them. */
const { app, support } = await openSupportConsole();
const fleet = await buildFleet(app);
const compute = app.deps.compute as SimulatedCompute;
// The store's largest data disk bounds a template's: one host of 1000 GB.
await fleet.newHost({ dataDiskGb: 1_000 });

async function customer(balanceFen = 100_000) {
  const user = await buildUser(app, { balanceFen });
  return { user, session: (await loginAs(app, user)).token };
}

function templateBody(fields: Record<string, unknown> = {}) {
  return {
    name: 'vLLM server',
    image_id: fleet.imageId,
    command: 'python3 -m http.server 8000',
    env: [
      { name: 'MODEL', value: 'qwen2-7b', secret: false },
      { name: 'HF_TOKEN', value: 'hf_top_secret', secret: true },
    ],
    ports: [{ port: 8000, label: 'API' }],
    disk_gb: 50,
    ...fields,
  };
}

async function saved(session: string, fields: Record<string, unknown> = {}) {
  const reply = await app.post<{ TemplateId: number }>('/template/save', {
    session,
    ...templateBody(fields),
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data;
}

describe('private templates', () => {
  it('creates, lists, edits and deletes; a secret is masked in every answer and sealed in the row', async () => {
    const { session } = await customer();
    const made = await saved(session);
    expect(made).toMatchObject({
      Name: 'vLLM server',
      Public: false,
      ImageId: fleet.imageId,
      Command: 'python3 -m http.server 8000',
      Env: [
        { Name: 'MODEL', Value: 'qwen2-7b', Secret: false },
        { Name: 'HF_TOKEN', Value: SECRET_MASK, Secret: true },
      ],
      Ports: [{ Port: 8000, Label: 'API' }],
      DiskGb: 50,
    });
    const [row] = await app.deps.db.select().from(templates).where(eq(templates.id, made.TemplateId));
    const secret = row?.env.find((entry) => entry.name === 'HF_TOKEN');
    expect(secret?.value).not.toContain('hf_top_secret');
    expect(app.deps.vault.open(secret?.value ?? '')).toBe('hf_top_secret');

    const list = await app.call(templatesEndpoints.list, { session });
    expect(list.body.data.Own.map((t) => t.TemplateId)).toEqual([made.TemplateId]);
    expect(JSON.stringify(list.body)).not.toContain('hf_top_secret');
    const one = await app.call(templatesEndpoints.get, { session, template_id: made.TemplateId });
    expect(JSON.stringify(one.body)).not.toContain('hf_top_secret');

    // An edit that leaves out the secret's value keeps the stored one.
    const edited = await app.call(templatesEndpoints.save, {
      session,
      template_id: made.TemplateId,
      ...templateBody({ name: 'renamed', env: [{ name: 'HF_TOKEN', secret: true }] }),
    });
    expect(edited.body.data).toMatchObject({
      Name: 'renamed',
      Env: [{ Name: 'HF_TOKEN', Value: SECRET_MASK }],
    });
    const [after] = await app.deps.db.select().from(templates).where(eq(templates.id, made.TemplateId));
    expect(app.deps.vault.open(after?.env[0]?.value ?? '')).toBe('hf_top_secret');

    expect(
      (await app.call(templatesEndpoints.remove, { session, template_id: made.TemplateId })).body.status,
    ).toBe(0);
    expect((await app.call(templatesEndpoints.list, { session })).body.data.Own).toEqual([]);
  });

  it("hides another account's template: not listed, not readable, not editable, not rentable", async () => {
    const owner = await customer();
    const other = await customer();
    const made = await saved(owner.session);
    const host = await fleet.newHost();
    expect((await app.call(templatesEndpoints.list, { session: other.session })).body.data.Own).toEqual([]);
    const before = await dbFingerprint(app.deps.db);
    for (const reply of [
      await app.call(templatesEndpoints.get, { session: other.session, template_id: made.TemplateId }),
      await app.call(templatesEndpoints.remove, { session: other.session, template_id: made.TemplateId }),
      await app.post('/template/save', {
        session: other.session,
        template_id: made.TemplateId,
        ...templateBody(),
      }),
    ]) {
      expect(reply.body.status).toBe(ErrorCode.REFUSED);
      expect(reply.body.reason).toBe('template not found');
    }
    const rent = await app.post('/instance/create', {
      session: other.session,
      ...rental(host.id, made.TemplateId),
    });
    expect(rent.body.reason).toBe('template not found');
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  });

  it('refuses bad templates naming the field, and writes nothing', async () => {
    const { session } = await customer();
    const cases: [Record<string, unknown>, string][] = [
      [{ ports: [{ port: 0, label: 'x' }] }, 'ports.0.port'],
      [{ ports: [{ port: 65_536, label: 'x' }] }, 'ports.0.port'],
      [{ ports: [{ port: 2222, label: 'ssh' }] }, 'ports.0.port'],
      [{ ports: [{ port: 8888, label: 'jupyter' }] }, 'ports.0.port'],
      [{ ports: [{ port: 22, label: 'ssh' }] }, 'ports.0.port'],
      [
        {
          ports: [
            { port: 8000, label: 'a' },
            { port: 8000, label: 'b' },
          ],
        },
        'ports.1.port',
      ],
      [{ env: [{ name: '1BAD', value: 'x' }] }, 'env.0.name'],
      [{ env: [{ name: 'A-B', value: 'x' }] }, 'env.0.name'],
      [
        {
          env: [
            { name: 'A', value: 'x' },
            { name: 'A', value: 'y' },
          ],
        },
        'env.1.name',
      ],
      [{ env: Array.from({ length: 51 }, (_, i) => ({ name: `V${i}`, value: 'x' })) }, 'env'],
      [{ env: [{ name: 'A', value: 'x'.repeat(4_097) }] }, 'env.0.value'],
      [{ name: 'n'.repeat(65) }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ command: 'c'.repeat(4_097) }, 'command'],
      [{ disk_gb: 0 }, 'disk_gb'],
      [{ disk_gb: 10_001 }, 'disk_gb'],
    ];
    for (const [fields, field] of cases)
      await expectBadField(app, '/template/save', { session, ...templateBody(fields) }, field);
    // What depends on the store or the stored template is refused (status 1), naming the field.
    const refusals: [Record<string, unknown>, string][] = [
      [{ disk_gb: 9_999 }, 'disk_gb: must be at most'],
      [{ image_id: 999_999 }, 'image_id: not an image the store offers'],
      [{ env: [{ name: 'A', secret: true }] }, 'env.0.value: is required'],
      [{ env: [{ name: 'A', value: 'x' }, { name: 'B' }] }, 'env.1.value: is required'],
      [{ env: [{ name: 'A', value: '', secret: true }] }, 'env.0.value: a secret value is required'],
    ];
    const before = await dbFingerprint(app.deps.db);
    for (const [fields, reason] of refusals) {
      const reply = await app.post('/template/save', { session, ...templateBody(fields) });
      expect(reply.body.status, reply.body.reason).toBe(ErrorCode.REFUSED);
      expect(reply.body.reason).toContain(reason);
    }
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  });
});

function rental(hostId: number, templateId: number, fields: Record<string, unknown> = {}) {
  return {
    host_id: hostId,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode: 'hourly',
    count: 1,
    template_id: templateId,
    ...fields,
  };
}

describe('renting from a template', () => {
  it('runs its command with its variables and serves its ports; the simulated fleet records them', async () => {
    const { session } = await customer();
    const made = await saved(session);
    const host = await fleet.newHost();
    const created = await app.post<{ InstanceId: number }>('/instance/create', {
      session,
      ...rental(host.id, made.TemplateId),
    });
    expect(created.body.status, created.body.reason).toBe(0);
    await compute.idle();
    const [machine] = await app.deps.db
      .select()
      .from(simulatedMachines)
      .where(eq(simulatedMachines.instanceId, created.body.data.InstanceId));
    expect(machine?.launch).toEqual({
      command: 'python3 -m http.server 8000',
      env: [
        { name: 'MODEL', value: 'qwen2-7b' },
        { name: 'HF_TOKEN', value: `sha256:${createHash('sha256').update('hf_top_secret').digest('hex')}` },
      ],
      ports: [{ port: 8000, label: 'API' }],
    });
    const [launch] = await app.deps.db
      .select()
      .from(instanceLaunches)
      .where(eq(instanceLaunches.instanceId, created.body.data.InstanceId));
    expect(JSON.stringify(launch)).not.toContain('hf_top_secret');

    const services = await app.call(servicesEndpoints.list, {
      session,
      instance_id: created.body.data.InstanceId,
    });
    expect(services.body.data.list.at(-1)).toMatchObject({
      Service: 'template_port',
      Port: 8000,
      Label: 'API',
    });

    // A template made from the instance carries its image, disk, command, variables and ports.
    const copy = await app.call(templatesEndpoints.fromInstance, {
      session,
      instance_id: created.body.data.InstanceId,
      name: 'copy',
    });
    expect(copy.body.data).toMatchObject({
      Name: 'copy',
      ImageId: fleet.imageId,
      DiskGb: 500,
      Command: 'python3 -m http.server 8000',
      Env: [
        { Name: 'MODEL', Value: 'qwen2-7b', Secret: false },
        { Name: 'HF_TOKEN', Value: SECRET_MASK, Secret: true },
      ],
      Ports: [{ Port: 8000, Label: 'API' }],
    });
  });

  it("refuses another image, a custom image and a host whose disk is smaller than the template's", async () => {
    const { session } = await customer();
    const made = await saved(session, { disk_gb: 600 });
    const small = await fleet.newHost({ dataDiskGb: 500 });
    const before = await dbFingerprint(app.deps.db);
    const tooSmall = await app.post('/instance/create', { session, ...rental(small.id, made.TemplateId) });
    expect(tooSmall.body.reason).toContain(
      "this host's data disk (500 GB) is smaller than the template needs (600 GB)",
    );
    const otherImage = await app.post('/instance/create', {
      session,
      ...rental(small.id, made.TemplateId, { image_id: fleet.windowsImageId }),
    });
    expect(otherImage.body.status).toBe(ErrorCode.REFUSED);
    expect(otherImage.body.reason).toContain("image_id: must be the template's image");
    const custom = await app.post('/instance/create', {
      session,
      ...rental(small.id, made.TemplateId, { custom_image_id: 1 }),
    });
    expect(custom.body.reason).toMatch(/custom_image_id|image/);
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  });
});

describe('public templates', () => {
  it('staff publish and unpublish, audited; customers see and use only published ones', async () => {
    const savedReply = await app.call(templatesEndpoints.opsSave, {
      session: support,
      ...templateBody({ name: 'ComfyUI' }),
      description: '图像生成',
      description_en: 'Image generation',
    });
    expect(savedReply.body.status, savedReply.body.reason).toBe(0);
    const id = savedReply.body.data.Id;
    const { session } = await customer();
    const publicIds = async () =>
      (await app.call(templatesEndpoints.list, { session })).body.data.Public.map((t) => t.TemplateId);
    expect(await publicIds()).not.toContain(id);
    expect((await app.call(templatesEndpoints.get, { session, template_id: id })).body.status).toBe(
      ErrorCode.REFUSED,
    );

    await app.call(templatesEndpoints.opsPublish, { session: support, id, published: true });
    expect(await publicIds()).toContain(id);
    const seen = await app.call(templatesEndpoints.get, { session, template_id: id });
    expect(seen.body.data).toMatchObject({ Public: true, DescriptionEn: 'Image generation' });
    expect(JSON.stringify(seen.body)).not.toContain('hf_top_secret');
    // A customer cannot change or delete a public template.
    expect((await app.call(templatesEndpoints.remove, { session, template_id: id })).body.status).toBe(
      ErrorCode.REFUSED,
    );

    await app.call(templatesEndpoints.opsPublish, { session: support, id, published: false });
    expect(await publicIds()).not.toContain(id);
    const audit = await auditRowsOf(app, 'template', id);
    expect(audit.map((row) => row.after)).toEqual([
      expect.objectContaining({ name: 'ComfyUI', env: ['MODEL', 'HF_TOKEN (secret)'] }),
      { published: true },
      { published: false },
    ]);
    expect(JSON.stringify(audit)).not.toContain('hf_top_secret');

    expect((await app.call(templatesEndpoints.opsDelete, { session: support, id })).body.status).toBe(0);
    expect(await auditRowsOf(app, 'template', id)).toHaveLength(4);
  });

  it('is written by support (and admin) only', async () => {
    await expectRolesRefused(
      app,
      '/ops/save_template',
      { ...templateBody(), description: 'x', description_en: 'x' },
      ['finance', 'reviewer', 'fleet'],
    );
  });
});
