import { randomBytes } from 'node:crypto';
import { instancesEndpoints, templatesEndpoints } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PersonalDataVault } from '../core/crypto/personal-data';
import { instanceLaunches, type StoredEnvVar, templates } from '../db/schema/templates/templates.table';
import { verificationFiles, verifications } from '../db/schema/verification/verification.table';
import { dockerMachines } from '../providers/compute/docker/docker-machines.table';
import type { SimulatedCompute } from '../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../testing/builders';
import { buildFleet } from '../testing/fleet';
import { createTestApp, type TestApp } from '../testing/test-app';
import { verificationClient } from '../testing/verification';
import { rotateSealedData } from './rotate-data-key';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('rotating the data key', () => {
  it('seals every value and file again under the new key and recomputes the number digests', async () => {
    const user = await buildUser(app);
    const client = verificationClient(app, (await loginAs(app, user)).token);
    const reply = await client.verifyPersonally();
    expect(reply.body.status, reply.body.reason).toBe(0);
    const newKey = randomBytes(32);
    const rotating = new PersonalDataVault(newKey, [app.deps.config.dataKey]);
    const counts = await rotateSealedData({ db: app.deps.db, files: app.deps.files, vault: rotating });
    expect(counts.texts).toBeGreaterThan(0);
    expect(counts.files).toBeGreaterThan(0);
    expect(counts.indexes).toBeGreaterThan(0);

    const onlyNew = new PersonalDataVault(newKey);
    const [record] = await app.deps.db.select().from(verifications).where(eq(verifications.userId, user.id));
    const subject = JSON.parse(onlyNew.open(record?.sealed ?? '')) as { idNumber: string };
    expect(record?.subjectIndex).toBe(onlyNew.index('resident-id', subject.idNumber));
    for (const file of await app.deps.db
      .select()
      .from(verificationFiles)
      .where(eq(verificationFiles.userId, user.id))) {
      const stored = await app.deps.files.get(file.fileKey);
      expect(() => onlyNew.openBytes(stored?.bytes ?? Buffer.alloc(0))).not.toThrow();
    }
    // A second run finds nothing left to do.
    expect(await rotateSealedData({ db: app.deps.db, files: app.deps.files, vault: rotating })).toEqual({
      texts: 0,
      files: 0,
      indexes: 0,
    });
  });
});

describe('rotating the data key with machines', () => {
  // An app of its own: the rotation above left that database sealed under a key only it knew.
  let machines: TestApp;
  beforeAll(async () => {
    machines = await createTestApp();
  });
  afterAll(async () => {
    await machines.close();
  });

  it('seals the SSH passwords of Docker machines again', async () => {
    const ref = `docker:rotation-host/gpucloud-rotation-${Date.now()}`;
    await machines.deps.db.insert(dockerMachines).values({
      ref,
      key: ref.slice(ref.lastIndexOf('/') + 1),
      instanceId: 0,
      hostName: 'rotation-host',
      image: 'gpucloud/busybox:1',
      shape: {
        kind: 'container',
        gpuCount: 0,
        cpuCores: 1,
        memoryGb: 1,
        dataDiskGb: 10,
        bandwidthMbps: 0,
        mounts: [],
      },
      passwordSealed: machines.deps.vault.seal('machine-password'),
    });
    const newKey = randomBytes(32);
    const rotating = new PersonalDataVault(newKey, [machines.deps.config.dataKey]);
    expect(
      (await rotateSealedData({ db: machines.deps.db, files: machines.deps.files, vault: rotating })).texts,
    ).toBeGreaterThan(0);

    const [row] = await machines.deps.db.select().from(dockerMachines).where(eq(dockerMachines.ref, ref));
    expect(new PersonalDataVault(newKey).open(row?.passwordSealed ?? '')).toBe('machine-password');
  });
});

describe('rotating the data key with templates', () => {
  // An app of its own, as above: each rotation leaves its database under a key only it knew.
  let sealedApp: TestApp;
  beforeAll(async () => {
    sealedApp = await createTestApp();
  });
  afterAll(async () => {
    await sealedApp.close();
  });

  /** Each variable's plain value, opening the secret ones with `vault`. */
  const openEnv = (env: StoredEnvVar[], vault: PersonalDataVault) =>
    env.map((entry) => [entry.name, entry.secret ? vault.open(entry.value) : entry.value]);

  it("seals the secret variables of templates, of instances' launches and of Docker machines again", async () => {
    const app = sealedApp;
    const fleet = await buildFleet(app);
    const host = await fleet.newHost({ dataDiskGb: 100 });
    const user = await buildUser(app, { balanceFen: 100_000 });
    const { token } = await loginAs(app, user);
    const saved = await app.call(templatesEndpoints.save, {
      session: token,
      name: 'sealed',
      image_id: fleet.imageId,
      command: 'true',
      env: [
        { name: 'PLAIN', value: 'visible', secret: false },
        { name: 'HF_TOKEN', value: 'hf_rotated_secret', secret: true },
      ],
      ports: [],
      disk_gb: 10,
    });
    expect(saved.body.status, saved.body.reason).toBe(0);
    const templateId = saved.body.data.TemplateId;
    const rented = await app.call(instancesEndpoints.create, {
      session: token,
      host_id: host.id,
      image_id: fleet.imageId,
      gpu_count: 1,
      mode: 'post_paid',
      count: 1,
      template_id: templateId,
    });
    expect(rented.body.status, rented.body.reason).toBe(0);
    const instanceId = rented.body.data.InstanceId;
    await (app.deps.compute as SimulatedCompute).idle();
    // A Docker machine made from the template keeps its variables as one sealed text in its shape.
    const ref = `docker:rotation-host/gpucloud-template-${Date.now()}`;
    await app.deps.db.insert(dockerMachines).values({
      ref,
      key: ref.slice(ref.lastIndexOf('/') + 1),
      instanceId,
      hostName: 'rotation-host',
      image: 'gpucloud/busybox:1',
      shape: {
        kind: 'container',
        gpuCount: 1,
        cpuCores: 1,
        memoryGb: 1,
        dataDiskGb: 10,
        bandwidthMbps: 0,
        mounts: [],
        launch: {
          command: 'true',
          ports: [],
          envSealed: app.deps.vault.seal(JSON.stringify([['HF_TOKEN', 'hf_rotated_secret']])),
        },
      },
      passwordSealed: app.deps.vault.seal('machine-password'),
    });
    const plainEnv = [
      ['PLAIN', 'visible'],
      ['HF_TOKEN', 'hf_rotated_secret'],
    ];

    const newKey = randomBytes(32);
    const rotating = new PersonalDataVault(newKey, [app.deps.config.dataKey]);
    const counts = await rotateSealedData({ db: app.deps.db, files: app.deps.files, vault: rotating });
    // The template's secret, the launch's copy, the machine's variables and its password.
    expect(counts.texts).toBeGreaterThanOrEqual(4);

    const onlyNew = new PersonalDataVault(newKey);
    const [template] = await app.deps.db.select().from(templates).where(eq(templates.id, templateId));
    expect(openEnv(template?.env ?? [], onlyNew)).toEqual(plainEnv);
    const [launch] = await app.deps.db
      .select()
      .from(instanceLaunches)
      .where(eq(instanceLaunches.instanceId, instanceId));
    expect(openEnv(launch?.env ?? [], onlyNew)).toEqual(plainEnv);
    const [machine] = await app.deps.db.select().from(dockerMachines).where(eq(dockerMachines.ref, ref));
    expect(JSON.parse(onlyNew.open(machine?.shape.launch?.envSealed ?? ''))).toEqual([
      ['HF_TOKEN', 'hf_rotated_secret'],
    ]);
    // The old key opens none of them any more.
    const onlyOld = new PersonalDataVault(app.deps.config.dataKey);
    const secret = template?.env.find((entry) => entry.secret)?.value ?? '';
    expect(() => onlyOld.open(secret)).toThrow();

    // A second run finds nothing left to do.
    expect(await rotateSealedData({ db: app.deps.db, files: app.deps.files, vault: rotating })).toEqual({
      texts: 0,
      files: 0,
      indexes: 0,
    });
  });
});
