import {
  type FleetImage,
  type ImageCreateRequest,
  type ImageSetEnabledRequest,
  Reason,
} from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { type ImageRecord, insertImage, listAllImages, lockImage, setImagePublic } from '../images';
import { recordAudit } from '../staff';

const NAME_TAKEN = 'an image with this name exists already';

function toFleetImage(image: ImageRecord): FleetImage {
  return {
    Id: image.id,
    Name: image.name,
    Label: image.label,
    System: image.system,
    ShortDisplayName: image.shortDisplayName,
    Description: image.description,
    Enabled: image.isPublic,
    CreateAt: image.createdAt.toISOString(),
  };
}

function auditValues(image: ImageRecord): Record<string, unknown> {
  const { Id: _id, CreateAt: _createdAt, ...values } = toFleetImage(image);
  return values;
}

export async function listFleetImages(deps: Pick<AppDeps, 'db'>): Promise<{ data: FleetImage[] }> {
  return { data: (await listAllImages(deps.db)).map(toFleetImage) };
}

/** A new public image, offered at once to the kinds of host that run its system. */
export async function createImage(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: ImageCreateRequest,
): Promise<{ Id: number }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const image = await insertImage(tx, {
        name: input.name,
        label: input.label,
        system: input.system,
        shortDisplayName: input.short_display_name,
        description: input.description,
        isPublic: true,
        createdAt: now,
      });
      await recordAudit(tx, {
        ...actor,
        at: now,
        objectType: 'image',
        objectId: image.id,
        before: null,
        after: auditValues(image),
      });
      return { Id: image.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(NAME_TAKEN);
    throw error;
  }
}

/**
 * Offers an image for new rentals and reinstalls, or stops offering it; instances made from it
 * keep running it.
 */
export async function setImageEnabled(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: ImageSetEnabledRequest,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const image = await lockImage(tx, input.image_id);
    if (!image) throw refused(Reason.NOT_FOUND);
    if (image.isPublic === input.enabled) return;
    await setImagePublic(tx, image.id, input.enabled);
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      objectType: 'image',
      objectId: image.id,
      before: { Enabled: image.isPublic },
      after: { Enabled: input.enabled },
    });
  });
}
