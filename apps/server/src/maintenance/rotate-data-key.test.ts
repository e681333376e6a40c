import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PersonalDataVault } from '../core/crypto/personal-data';
import { verificationFiles, verifications } from '../db/schema/verification/verification.table';
import { dockerMachines } from '../providers/compute/docker/docker-machines.table';
import { buildUser, loginAs } from '../testing/builders';
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
