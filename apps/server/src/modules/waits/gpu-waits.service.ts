import type { createGpuWaitRequest, GpuWaitState } from '@gpucloud/contracts';
import { gpuWaitExpiry, mayAddGpuWait } from '@gpucloud/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { lockKey } from '../../db/advisory-lock';
import { regions } from '../../db/schema/store/store.table';
import { findImage } from '../images';
import { assertRentalCount } from '../instances';
import { gpuWaitOut } from './gpu-wait-out';
import { countWaiting, endWait, findGpuWait, insertGpuWait, listGpuWaits } from './gpu-waits.repository';

type CreateInput = Omit<z.output<typeof createGpuWaitRequest>, 'session'>;

export const TOO_MANY_WAITS = 'too many waits: this account already has 5 waiting; cancel one first';
export const WAIT_ENDED = 'this wait is no longer waiting';

/**
 * Opens a wait (issue 44, point 2): its order is checked as far as it can be without a host (the
 * count for the mode, a public image, a region that exists), then counted against the account's
 * waiting ones under the account's lock, so two creates at once cannot pass the limit together.
 */
export async function createGpuWait(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: CreateInput,
) {
  assertRentalCount(input.mode, input.count);
  const image = await findImage(deps.db, input.image_id);
  if (!image?.isPublic) throw refused('image_id: no such public image');
  if (input.region_id !== undefined) {
    const [region] = await deps.db.select().from(regions).where(eq(regions.id, input.region_id));
    if (!region) throw refused('region_id: no such region');
  }
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    await lockKey(tx, `gpu-waits:${auth.userId}`);
    if (!mayAddGpuWait(await countWaiting(tx, auth.userId, now))) throw refused(TOO_MANY_WAITS);
    return insertGpuWait(tx, {
      userId: auth.userId,
      subAccountId: auth.subAccountId,
      gpuModel: input.gpu_model,
      gpuCount: input.gpu_count,
      kind: input.kind,
      regionId: input.region_id ?? null,
      capFen: input.cap,
      mode: input.wait_mode,
      order: {
        gpu_count: input.gpu_count,
        image_id: input.image_id,
        mode: input.mode,
        count: input.count,
        ...(input.custom_image_id === undefined ? {} : { custom_image_id: input.custom_image_id }),
        ...(input.dataset_ids === undefined ? {} : { dataset_ids: input.dataset_ids }),
        ...(input.template_id === undefined ? {} : { template_id: input.template_id }),
      },
      createdAt: now,
      expiresAt: gpuWaitExpiry(now, input.wait_hours),
    });
  });
  const found = await findGpuWait(deps.db, auth, row.id);
  if (!found) throw new Error(`gpu wait ${row.id} vanished`);
  return { wait: gpuWaitOut(found.wait, found.region) };
}

export async function listGpuWaitsFor(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { state?: GpuWaitState; page: number; page_size: number },
) {
  const page = await listGpuWaits(deps.db, auth, input.state, {
    page: input.page,
    pageSize: input.page_size,
  });
  return {
    data: page.rows.map(({ wait, region }) => gpuWaitOut(wait, region)),
    total: page.total,
    waiting: await countWaiting(deps.db, auth.userId, deps.clock.now()),
  };
}

/** Cancels a wait of the caller's that is still waiting; one that has left waiting stays as it ended. */
export async function cancelGpuWait(deps: Pick<AppDeps, 'db' | 'clock'>, auth: AuthContext, waitId: number) {
  const found = await findGpuWait(deps.db, auth, waitId);
  if (!found) throw refused('wait not found');
  const ended = await endWait(deps.db, waitId, { state: 'cancelled', now: deps.clock.now() });
  if (!ended) throw refused(WAIT_ENDED);
  return {};
}
