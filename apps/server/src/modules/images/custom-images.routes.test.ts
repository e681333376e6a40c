import {
  CUSTOM_IMAGE_QUOTA,
  customImagesEndpoints,
  instancesEndpoints,
  type OwnCustomImage,
} from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customImages } from '../../db/schema/images/custom-images.table';
import { settleCustomImages } from '../../jobs/custom-images.job';
import {
  simulatedImages,
  simulatedMachines,
} from '../../providers/compute/simulated/simulated-machines.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let compute: SimulatedCompute;
let fleet: Awaited<ReturnType<typeof buildFleet>>;

beforeAll(async () => {
  app = await createTestApp();
  compute = app.deps.compute as SimulatedCompute;
  fleet = await buildFleet(app);
});
afterAll(async () => {
  await app.close();
});

async function setup() {
  const user = await buildUser(app, { balanceFen: 100_000 });
  const { token } = await loginAs(app, user);
  return { user, token };
}

async function rent(token: string, fields: Record<string, unknown> = {}, kind: 'kvm' | 'container' = 'kvm') {
  const host = await fleet.newHost({ kind });
  const created = await app.call(instancesEndpoints.create, {
    session: token,
    host_id: host.id,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode: 'hourly',
    count: 2,
    ...fields,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  await compute.idle();
  return { id: created.body.data.InstanceId, host };
}

async function stopped(token: string, kind: 'kvm' | 'container' = 'kvm') {
  const rented = await rent(token, {}, kind);
  await app.post('/instance/stop', { session: token, instance_id: rented.id });
  await compute.idle();
  return rented;
}

async function save(
  token: string,
  instanceId: number,
  name = `img-${Math.random().toString(36).slice(2, 8)}`,
) {
  return app.call(customImagesEndpoints.save, { session: token, instance_id: instanceId, name });
}

async function list(token: string) {
  const listed = await app.call(customImagesEndpoints.list, { session: token });
  expect(listed.body.status, listed.body.reason).toBe(0);
  return listed.body.data;
}

async function readyImage(token: string, kind: 'kvm' | 'container' = 'kvm') {
  const source = await stopped(token, kind);
  const saved = await save(token, source.id);
  expect(saved.body.status, saved.body.reason).toBe(0);
  const image = (await list(token)).list.find((row) => row.CustomImageId === saved.body.data.CustomImageId);
  expect(image?.State).toBe('ready');
  return { image: image as OwnCustomImage, source };
}

describe('saving an instance as an image', () => {
  it('saves a stopped instance: creating at once, ready with its size on the next read', async () => {
    const { token } = await setup();
    const { id } = await stopped(token);
    const saved = await save(token, id, 'my-env');
    expect(saved.body.status, saved.body.reason).toBe(0);
    expect(saved.body.data).toMatchObject({ Name: 'my-env', State: 'creating', SizeGb: 0, Kind: 'kvm' });
    const [image] = (await list(token)).list;
    expect(image).toMatchObject({
      Name: 'my-env',
      State: 'ready',
      System: 'linux',
      BaseImageLabel: 'Ubuntu 22.04',
    });
    expect(image?.SizeGb).toBeGreaterThan(0);
  });

  it('refuses a running instance, another account’s instance, and a name used twice', async () => {
    const { token } = await setup();
    const running = await rent(token);
    expect((await save(token, running.id)).body.reason).toBe(
      'only a stopped instance can be saved as an image: stop it first',
    );
    const { id } = await stopped(token);
    const other = await setup();
    expect((await save(other.token, id)).body.reason).toBe('instance not found');
    expect((await save(token, id, 'twice')).body.status).toBe(0);
    expect((await save(token, id, 'twice')).body.reason).toBe('you already have an image named twice');
  });

  it('the settle job settles images being written, ready or failed, and leaves settled ones alone', async () => {
    const { token } = await setup();
    const { id } = await stopped(token);
    const first = (await save(token, id)).body.data.CustomImageId;
    const second = (await save(token, id)).body.data.CustomImageId;
    // The provider lost the second's snapshot: it fails with the provider's reason.
    const [row] = await app.deps.db.select().from(customImages).where(eq(customImages.id, second));
    await app.deps.db
      .update(simulatedImages)
      .set({ state: 'failed' })
      .where(eq(simulatedImages.ref, row?.providerRef ?? ''));
    await settleCustomImages(app.deps);
    const settled = await app.deps.db
      .select()
      .from(customImages)
      .where(eq(customImages.sourceInstanceId, id));
    expect(settled.find((image) => image.id === first)?.state).toBe('ready');
    expect(settled.find((image) => image.id === second)).toMatchObject({
      state: 'failed',
      failReason: 'the machine was not stopped',
    });
    expect(await settleCustomImages(app.deps)).toBe(0);
  });

  it('asks again for a snapshot whose call was never acknowledged', async () => {
    const { token } = await setup();
    const { id } = await stopped(token);
    const imageId = (await save(token, id)).body.data.CustomImageId;
    await app.deps.db.update(customImages).set({ providerRef: null }).where(eq(customImages.id, imageId));
    await settleCustomImages(app.deps);
    const [row] = await app.deps.db.select().from(customImages).where(eq(customImages.id, imageId));
    expect(row?.state).toBe('ready');
    expect(row?.providerRef).toMatch(/^simg-/);
  });

  it('keeps the quota: racing saves past the count never exceed it', async () => {
    const { token, user } = await setup();
    const { id } = await stopped(token);
    const answers = await Promise.all(
      Array.from({ length: CUSTOM_IMAGE_QUOTA.maxCount + 3 }, (_, n) => save(token, id, `race-${n}`)),
    );
    expect(answers.filter((answer) => answer.body.status === 0)).toHaveLength(CUSTOM_IMAGE_QUOTA.maxCount);
    expect(answers.filter((answer) => answer.body.status !== 0).map((answer) => answer.body.reason)).toEqual(
      Array(3).fill(`at most ${CUSTOM_IMAGE_QUOTA.maxCount} custom images: delete one first`),
    );
    const rows = await app.deps.db.select().from(customImages).where(eq(customImages.userId, user.id));
    expect(rows).toHaveLength(CUSTOM_IMAGE_QUOTA.maxCount);
    expect((await list(token)).Quota.UsedCount).toBe(CUSTOM_IMAGE_QUOTA.maxCount);
  });

  it('refuses a save once the ready images fill the size quota; failed images count against nothing', async () => {
    const { token, user } = await setup();
    const { id } = await stopped(token);
    const full = (await save(token, id)).body.data.CustomImageId;
    await list(token);
    await app.deps.db
      .update(customImages)
      .set({ sizeGb: CUSTOM_IMAGE_QUOTA.maxTotalGb })
      .where(eq(customImages.id, full));
    expect((await save(token, id)).body.reason).toBe(
      `your images fill the ${CUSTOM_IMAGE_QUOTA.maxTotalGb} GB quota: delete one first`,
    );
    await app.deps.db.update(customImages).set({ state: 'failed' }).where(eq(customImages.userId, user.id));
    expect((await save(token, id)).body.status).toBe(0);
  });
});

describe('sharing', () => {
  it('shares by phone: the receiver lists and uses it, cannot share or delete it; the owner unshares', async () => {
    const owner = await setup();
    const { image } = await readyImage(owner.token);
    const receiver = await setup();
    const shared = await app.post('/image/custom/share', {
      session: owner.token,
      image_id: image.CustomImageId,
      phone: receiver.user.phone,
    });
    expect(shared.body.status, shared.body.reason).toBe(0);
    expect((await list(owner.token)).list[0]?.SharedWith.map((share) => share.Phone)).toEqual([
      receiver.user.phone,
    ]);

    const theirs = await app.call(customImagesEndpoints.sharedList, { session: receiver.token });
    expect(theirs.body.data.list.map((row) => row.CustomImageId)).toEqual([image.CustomImageId]);
    expect(theirs.body.data.list[0]?.OwnerPhone).toContain('****');
    const usable = await app.call(customImagesEndpoints.usable, {
      session: receiver.token,
      kind: 'kvm',
    });
    expect(usable.body.data.list).toEqual([
      expect.objectContaining({ CustomImageId: image.CustomImageId, Shared: true }),
    ]);

    const third = await setup();
    for (const path of ['/image/custom/share', '/image/custom/unshare'])
      expect(
        (
          await app.post(path, {
            session: receiver.token,
            image_id: image.CustomImageId,
            phone: third.user.phone,
          })
        ).body.reason,
      ).toBe('custom image not found');
    expect(
      (await app.post('/image/custom/delete', { session: receiver.token, image_id: image.CustomImageId }))
        .body.reason,
    ).toBe('custom image not found');

    const unshared = await app.post('/image/custom/unshare', {
      session: owner.token,
      image_id: image.CustomImageId,
      phone: receiver.user.phone,
    });
    expect(unshared.body.status).toBe(0);
    const after = await app.call(customImagesEndpoints.sharedList, {
      session: receiver.token,
    });
    expect(after.body.data.list).toEqual([]);
  });

  it('refuses sharing with oneself and with an unknown phone', async () => {
    const owner = await setup();
    const { image } = await readyImage(owner.token);
    const share = (phone: string) =>
      app.post('/image/custom/share', { session: owner.token, image_id: image.CustomImageId, phone });
    expect((await share(owner.user.phone)).body.reason).toBe('this is your own account');
    expect((await share('19999999999')).body.reason).toBe('no account has this phone number');
  });
});

describe('using a custom image', () => {
  it('rents an instance that runs the image, listed under its name; a shared image rents too', async () => {
    const owner = await setup();
    const { image } = await readyImage(owner.token);
    const made = await rent(owner.token, { custom_image_id: image.CustomImageId });
    const [row] = await app.deps.db
      .select()
      .from(customImages)
      .where(eq(customImages.id, image.CustomImageId));
    const [machine] = await app.deps.db
      .select()
      .from(simulatedMachines)
      .where(eq(simulatedMachines.instanceId, made.id));
    expect(machine?.image).toBe(row?.providerRef);
    const listed = await app.call(instancesEndpoints.list, {
      session: owner.token,
      page: 1,
      page_size: 20,
    });
    const instance = listed.body.data.data.find((candidate) => candidate.InstanceId === made.id);
    expect(instance).toMatchObject({ Status: 'running', ImageName: image.Name });

    const receiver = await setup();
    const stranger = await rent(receiver.token, { custom_image_id: image.CustomImageId }).catch(() => null);
    expect(stranger).toBeNull();
    await app.post('/image/custom/share', {
      session: owner.token,
      image_id: image.CustomImageId,
      phone: receiver.user.phone,
    });
    expect((await rent(receiver.token, { custom_image_id: image.CustomImageId })).id).toBeGreaterThan(0);
  });

  it('runs an image on hosts of the kind it was saved on only', async () => {
    const { token } = await setup();
    const { image } = await readyImage(token, 'container');
    const host = await fleet.newHost({ kind: 'kvm' });
    const refused = await app.post('/instance/create', {
      session: token,
      host_id: host.id,
      gpu_count: 1,
      image_id: fleet.imageId,
      custom_image_id: image.CustomImageId,
      mode: 'hourly',
      count: 1,
    });
    expect(refused.body.reason).toBe('this image was saved on a container host and runs on those only');
    const usable = await app.call(customImagesEndpoints.usable, {
      session: token,
      kind: 'kvm',
    });
    expect(usable.body.data.list).toEqual([]);
  });

  it('reinitialises an instance with a custom image, named alone (image_id or custom_image_id)', async () => {
    const { token } = await setup();
    const { image } = await readyImage(token);
    const target = await rent(token);
    const started = await app.call(instancesEndpoints.reinit, {
      session: token,
      instance_id: target.id,
      custom_image_id: image.CustomImageId,
    });
    expect(started.body.status, started.body.reason).toBe(0);
    await compute.idle();
    const [row] = await app.deps.db
      .select()
      .from(customImages)
      .where(eq(customImages.id, image.CustomImageId));
    const [machine] = await app.deps.db
      .select()
      .from(simulatedMachines)
      .where(eq(simulatedMachines.instanceId, target.id));
    expect(machine?.image).toBe(row?.providerRef);
  });
});

describe('deleting', () => {
  it('deletes an own image with its shares, and the provider’s image', async () => {
    const owner = await setup();
    const { image } = await readyImage(owner.token);
    const receiver = await setup();
    await app.post('/image/custom/share', {
      session: owner.token,
      image_id: image.CustomImageId,
      phone: receiver.user.phone,
    });
    const [row] = await app.deps.db
      .select()
      .from(customImages)
      .where(eq(customImages.id, image.CustomImageId));
    const deleted = await app.post('/image/custom/delete', {
      session: owner.token,
      image_id: image.CustomImageId,
    });
    expect(deleted.body.status, deleted.body.reason).toBe(0);
    expect((await list(owner.token)).list).toEqual([]);
    const shared = await app.call(customImagesEndpoints.sharedList, {
      session: receiver.token,
    });
    expect(shared.body.data.list).toEqual([]);
    expect(await compute.inspectImage(row?.providerRef ?? '')).toMatchObject({ state: 'unknown' });
  });

  it('refuses to delete an image an instance is being created from', async () => {
    const { token } = await setup();
    const { image } = await readyImage(token);
    compute.injectFault({ kind: 'drop-next-command' });
    const host = await fleet.newHost();
    const created = await app.call(instancesEndpoints.create, {
      session: token,
      host_id: host.id,
      gpu_count: 1,
      image_id: fleet.imageId,
      custom_image_id: image.CustomImageId,
      mode: 'hourly',
      count: 1,
    });
    compute.clearFaults();
    expect(created.body.data).toMatchObject({ Status: 'creating' });
    const refused = await app.post('/image/custom/delete', { session: token, image_id: image.CustomImageId });
    expect(refused.body.reason).toBe('an instance is being created from this image: try again when it runs');
  });
});
