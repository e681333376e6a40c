import {
  CUSTOM_IMAGE_QUOTA,
  type CustomImageQuota,
  type InstanceKind,
  type OwnCustomImage,
  type SharedCustomImage,
  type UsableCustomImage,
} from '@gpucloud/contracts';
import { canDo, maskPhone } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps, MachineDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { assertOwned, lockInstance } from '../ownership';
import {
  type CustomImageRecord,
  countInstancesBeingMadeFrom,
  deleteCustomImage,
  deleteShare,
  findMainAccountByPhone,
  insertCustomImage,
  insertShare,
  listCreatingImages,
  listOwnImages,
  listSharedWith,
  listSharesOf,
  listUsableImages,
  lockCustomImage,
  lockImageOwner,
  quotaUse,
  setImageProviderRef,
  settleCustomImage,
} from './custom-images.repository';
import { findImage } from './images.repository';

/** The snapshot's idempotency key: a repeated call answers the snapshot the first one started. */
const snapshotKey = (image: CustomImageRecord) => `custom-image-${image.id}`;

const KIND_NAMES: Record<InstanceKind, string> = {
  kvm: 'KVM',
  container: 'container',
  bare_metal: 'bare-metal',
};

function imageFields(image: CustomImageRecord, baseLabel: string) {
  return {
    CustomImageId: image.id,
    Name: image.name,
    Description: image.description,
    System: image.system,
    Kind: image.kind,
    BaseImageLabel: baseLabel,
    State: image.state,
    SizeGb: image.sizeGb,
    FailReason: image.failReason,
    CreateAt: image.createdAt.toISOString(),
  };
}

/**
 * Asks the provider where one image being written is, and settles it: ready with its size, or
 * failed with the reason. An image whose snapshot call was never acknowledged (a crash, a failed
 * call) is asked for again first, with the same key.
 */
export async function settleImage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'compute'>,
  image: CustomImageRecord,
): Promise<void> {
  let ref = image.providerRef;
  if (!ref) {
    ({ imageRef: ref } = await deps.compute.snapshotImage(image.sourceMachineRef, snapshotKey(image)));
    await setImageProviderRef(deps.db, image.id, ref);
  }
  const seen = await deps.compute.inspectImage(ref);
  const now = deps.clock.now();
  if (seen.state === 'ready')
    await settleCustomImage(deps.db, image.id, { state: 'ready', sizeGb: seen.sizeGb }, now);
  else if (seen.state === 'failed' || seen.state === 'unknown')
    await settleCustomImage(
      deps.db,
      image.id,
      { state: 'failed', reason: seen.detail || 'the provider has no such image' },
      now,
    );
}

/** Settles images still being written (the caller's, or anyone's); one that cannot be asked waits for the next pass. */
export async function settleCreatingImages(deps: MachineDeps, userId: number | null): Promise<number> {
  const creating = await listCreatingImages(deps.db, userId);
  for (const image of creating) {
    try {
      await settleImage(deps, image);
    } catch (error) {
      deps.log.warn(
        { err: error, customImageId: image.id },
        'could not settle a custom image: retried later',
      );
    }
  }
  return creating.length;
}

async function quotaOf(db: Db, userId: number): Promise<CustomImageQuota> {
  const used = await quotaUse(db, userId);
  return {
    MaxCount: CUSTOM_IMAGE_QUOTA.maxCount,
    MaxTotalGb: CUSTOM_IMAGE_QUOTA.maxTotalGb,
    UsedCount: used.count,
    UsedGb: used.gb,
  };
}

/** The caller's own images, settled as they are now (so the list is right without waiting for the job). */
export async function listCustomImages(deps: MachineDeps, auth: AuthContext) {
  await settleCreatingImages(deps, auth.userId);
  const rows = await listOwnImages(deps.db, auth.userId);
  const shares = await listSharesOf(
    deps.db,
    rows.map((row) => row.image.id),
  );
  const list: OwnCustomImage[] = rows.map(({ image, baseLabel }) => ({
    ...imageFields(image, baseLabel),
    SourceInstanceName: image.sourceInstanceName,
    SharedWith: shares
      .filter((share) => share.imageId === image.id)
      .map((share) => ({ Phone: share.phone, SharedAt: share.sharedAt.toISOString() })),
  }));
  return { list, Quota: await quotaOf(deps.db, auth.userId) };
}

export async function listImagesSharedWithMe(deps: Pick<AppDeps, 'db'>, auth: AuthContext) {
  const rows = await listSharedWith(deps.db, auth.userId);
  const list: SharedCustomImage[] = rows.map(({ image, baseLabel, ownerPhone, sharedAt }) => ({
    ...imageFields(image, baseLabel),
    OwnerPhone: maskPhone(ownerPhone),
    SharedAt: sharedAt.toISOString(),
  }));
  return { list };
}

export async function listUsableCustomImages(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  kind: InstanceKind,
) {
  const rows = await listUsableImages(deps.db, auth.userId, kind);
  const list: UsableCustomImage[] = rows.map(({ image, ownerId }) => ({
    CustomImageId: image.id,
    Name: image.name,
    System: image.system,
    Kind: image.kind,
    SizeGb: image.sizeGb,
    Shared: ownerId !== auth.userId,
  }));
  return { list };
}

/**
 * A ready image the account may run on a host of `kind`: its own or one shared with it. What the
 * rental and reinitialise use in place of a public image.
 */
export async function usableCustomImage(db: Db, userId: number, id: number, kind: InstanceKind) {
  const [row] = await listUsableImages(db, userId, null, id);
  if (!row?.image.providerRef) throw refused('custom image not found or not ready');
  if (row.image.kind !== kind)
    throw refused(`this image was saved on a ${KIND_NAMES[row.image.kind]} host and runs on those only`);
  return { ...row.image, providerRef: row.image.providerRef };
}

/**
 * Saves a stopped instance of the caller as an image: the quota is counted under the owner's row
 * lock (racing saves queue), the image recorded `creating`; after the commit the provider starts
 * the snapshot, and reads and the settle job see it ready or failed.
 */
export async function saveCustomImage(
  deps: MachineDeps,
  auth: AuthContext,
  input: { instance_id: number; name: string; description?: string | undefined },
): Promise<OwnCustomImage> {
  const now = deps.clock.now();
  const saved = await deps.db
    .transaction(async (tx) => {
      await lockImageOwner(tx, auth.userId);
      const instance = assertOwned(auth, await lockInstance(tx, input.instance_id));
      if (!canDo(instance.status, 'saveImage') || !instance.providerRef)
        throw refused('only a stopped instance can be saved as an image: stop it first');
      const used = await quotaUse(tx, auth.userId);
      if (used.count >= CUSTOM_IMAGE_QUOTA.maxCount)
        throw refused(`at most ${CUSTOM_IMAGE_QUOTA.maxCount} custom images: delete one first`);
      if (used.gb >= CUSTOM_IMAGE_QUOTA.maxTotalGb)
        throw refused(`your images fill the ${CUSTOM_IMAGE_QUOTA.maxTotalGb} GB quota: delete one first`);
      const base = await findImage(tx, instance.imageId);
      if (!base) throw new Error(`image ${instance.imageId} vanished`);
      const image = await insertCustomImage(tx, {
        userId: auth.userId,
        name: input.name,
        description: input.description ?? '',
        system: base.system,
        kind: instance.kind,
        baseImageId: base.id,
        sourceInstanceId: instance.id,
        sourceInstanceName: instance.name,
        sourceMachineRef: instance.providerRef,
        createdAt: now,
      });
      if (!image) throw refused(`you already have an image named ${input.name}`);
      return { image, baseLabel: base.label };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw refused(`you already have an image named ${input.name}`);
      throw error;
    });

  // The intent is committed: a failed or lost call leaves it `creating`, and the settle job asks again.
  try {
    const { imageRef } = await deps.compute.snapshotImage(
      saved.image.sourceMachineRef,
      snapshotKey(saved.image),
    );
    await setImageProviderRef(deps.db, saved.image.id, imageRef);
  } catch (error) {
    deps.log.warn(
      { err: error, customImageId: saved.image.id },
      'snapshot not acknowledged: the job retries it',
    );
  }
  return {
    ...imageFields(saved.image, saved.baseLabel),
    SourceInstanceName: saved.image.sourceInstanceName,
    SharedWith: [],
  };
}

async function lockOwnImage(tx: Db, auth: AuthContext, id: number): Promise<CustomImageRecord> {
  const image = await lockCustomImage(tx, id);
  // Another account's image, shared or not, is not the caller's to change.
  if (!image || image.userId !== auth.userId) throw refused('custom image not found');
  return image;
}

/**
 * Deletes an own image with its shares; refused while an instance is being created or reinstalled
 * from it (the provider may still be asked to). Instances already made from it keep their disks.
 */
export async function deleteOwnCustomImage(
  deps: Pick<AppDeps, 'db' | 'compute' | 'log'>,
  auth: AuthContext,
  id: number,
): Promise<void> {
  const image = await deps.db.transaction(async (tx) => {
    const own = await lockOwnImage(tx, auth, id);
    if (own.providerRef && (await countInstancesBeingMadeFrom(tx, own.providerRef)) > 0)
      throw refused('an instance is being created from this image: try again when it runs');
    await deleteCustomImage(tx, own.id);
    return own;
  });
  const ref = image.providerRef;
  if (!ref) return;
  try {
    await deps.compute.deleteImage(ref);
  } catch (error) {
    deps.log.warn({ err: error, imageRef: ref }, 'the provider did not delete a custom image');
  }
}

export async function shareCustomImage(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  input: { image_id: number; phone: string },
): Promise<void> {
  const receiver = await findMainAccountByPhone(deps.db, input.phone);
  if (!receiver) throw refused('no account has this phone number');
  if (receiver.id === auth.userId) throw refused('this is your own account');
  await deps.db.transaction(async (tx) => {
    const image = await lockOwnImage(tx, auth, input.image_id);
    if (image.state === 'failed') throw refused('a failed image cannot be shared');
    await insertShare(tx, image.id, receiver.id);
  });
}

export async function unshareCustomImage(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  input: { image_id: number; phone: string },
): Promise<void> {
  const receiver = await findMainAccountByPhone(deps.db, input.phone);
  await deps.db.transaction(async (tx) => {
    const image = await lockOwnImage(tx, auth, input.image_id);
    if (!receiver || !(await deleteShare(tx, image.id, receiver.id)))
      throw refused('this image is not shared with that phone');
  });
}
