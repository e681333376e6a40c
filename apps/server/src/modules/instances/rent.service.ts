import { randomBytes } from 'node:crypto';
import { ErrorCode, type RentalQuote, type RentalRequest } from '@gpucloud/contracts';
import {
  hourlyRateFen,
  isValidRentalCount,
  NO_EXTRAS,
  pricedHostFor,
  RENTAL_PERIODS,
  resourcesOf,
} from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import { HOUR_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import type { hosts } from '../../db/schema/store/store.table';
import type { MachineLaunch, MachineMount, MachineSpec } from '../../providers/compute/compute-provider';
import { assertRealNameForRenting } from '../account';
import { datasetsForRental, insertInstanceDatasets, mountsOf } from '../catalog';
import { assertImageOnHost, findImage, imageFitsKind, usableCustomImage } from '../images';
import { assertHostRentable, assertNotHeldForQueue, type ServedWait } from '../store';
import { machineLaunchOf, recordInstanceLaunch, type TemplateRow, usableTemplate } from '../templates';
import { lockWallet } from '../wallet';
import { insertPeriod, recordEvent } from './history.repository';
import type { InstanceDeps } from './instance-deps';
import {
  findRentalTarget,
  type InstanceRecord,
  insertInstance,
  reserveGpus,
  setProviderRef,
} from './instances.repository';
import { type Interruption, interruptFor, sendInterruptions } from './interrupt.service';
import { chargePurchase, type Purchase, quotePurchase } from './purchase.service';

type Found = NonNullable<Awaited<ReturnType<typeof findRentalTarget>>>;
type Custom = Awaited<ReturnType<typeof usableCustomImage>>;
type Target = Found & {
  image: NonNullable<Found['image']>;
  custom: Custom | null;
  template: TemplateRow | null;
};

/** Refuses a count outside the mode's range (SPEC §9) as an illegal body, naming the field. */
export function assertRentalCount(mode: RentalRequest['mode'], count: number): void {
  if (!isValidRentalCount(mode, count)) {
    const period = RENTAL_PERIODS[mode];
    throw new AppError(
      ErrorCode.ILLEGAL_BODY,
      `illegal request body: count: ${mode} rentals are ${period.min}-${period.max}`,
    );
  }
}

async function loadTarget(
  deps: Pick<AppDeps, 'db' | 'compute'>,
  auth: AuthContext,
  input: Omit<RentalRequest, 'session'>,
): Promise<Target> {
  const { db } = deps;
  assertRentalCount(input.mode, input.count);
  const found = await findRentalTarget(db, input.host_id, input.image_id);
  if (!found) throw refused('this host is not available');
  assertHostRentable(found.host);
  // A custom image (issue 17) runs in place of the public one; coupons see the image it was saved from.
  const custom = input.custom_image_id
    ? await usableCustomImage(db, auth.userId, input.custom_image_id, found.host.kind)
    : null;
  const { host } = found;
  const image = custom ? await findImage(db, custom.baseImageId) : found.image;
  if (!image) throw refused('image not found');
  if (!imageFitsKind(image.system, host.kind)) throw refused('containers run Linux images only');
  // A custom image is the host's own saved image; a public one must be one its engine really has.
  if (!custom) await assertImageOnHost(deps, host, image.name);
  if (input.gpu_count > host.gpuCount) throw refused(`this host has ${host.gpuCount} GPUs`);
  if (input.interruptible && host.interruptiblePricePerGpuHour === null)
    throw illegalBody('interruptible', 'this host does not sell interruptible instances');
  const template = input.template_id ? await templateForTarget(deps, auth, input, host) : null;
  return { ...found, image, custom, template };
}

/** What a template allows depends on the template, not the request alone: refused, naming the field. */
function illegalBody(field: string, rule: string): AppError {
  return refused(`${field}: ${rule}`);
}

/**
 * A rental from a template (issue 42): one the caller may use, run on its own image (no custom
 * image), on a host whose data disk holds what the template needs.
 */
async function templateForTarget(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  input: Omit<RentalRequest, 'session'>,
  host: Found['host'],
): Promise<TemplateRow> {
  const { template } = await usableTemplate(deps, auth, input.template_id as number);
  if (input.image_id !== template.imageId)
    throw illegalBody('image_id', `must be the template's image (${template.imageId})`);
  if (input.custom_image_id !== undefined)
    throw illegalBody('custom_image_id', 'a template runs its own image: leave it out');
  if (host.dataDiskGb < template.diskGb)
    throw refused(
      `this host's data disk (${host.dataDiskGb} GB) is smaller than the template needs (${template.diskGb} GB)`,
    );
  return template;
}

/** The host as the rental is priced on it: an interruptible rental pays its interruptible price. */
function pricedHost(target: Target, input: Omit<RentalRequest, 'session'>): Target['host'] {
  return pricedHostFor(target.host, { interruptible: input.interruptible === true });
}

function purchaseOf(target: Target, input: Omit<RentalRequest, 'session'>): Purchase {
  return {
    host: pricedHost(target, input),
    imageName: target.image.name,
    gpuCount: input.gpu_count,
    mode: input.mode,
    count: input.count,
    couponId: input.coupon_id,
  };
}

/** The quote endpoint: the same function the order uses, without taking any money. */
export async function quoteRentalFor(
  deps: Pick<AppDeps, 'db' | 'clock' | 'compute'>,
  auth: AuthContext,
  input: Omit<RentalRequest, 'session'>,
): Promise<RentalQuote> {
  const target = await loadTarget(deps, auth, input);
  await datasetsForRental(deps.db, input.dataset_ids);
  return deps.db.transaction(
    async (tx) => (await quotePurchase(tx, auth, purchaseOf(target, input), deps.clock.now())).contract,
  );
}

/** The image the provider runs for an instance: its custom image (issue 17), or the public one. */
export function imageToRun(
  instance: Pick<InstanceRecord, 'customImageRef'>,
  image: { name: string },
): string {
  return instance.customImageRef ?? image.name;
}

/** What the provider is asked to run for an instance; its name is the create's idempotency key. */
export function machineSpecOf(
  instance: InstanceRecord,
  host: typeof hosts.$inferSelect,
  image: { name: string; system: 'linux' | 'windows' },
  mounts: MachineMount[] = [],
  launch?: MachineLaunch,
): MachineSpec {
  return {
    key: instance.name,
    instanceId: instance.id,
    hostName: host.name,
    kind: host.kind,
    ...resourcesOf(host, instance),
    image: imageToRun(instance, image),
    system: image.system,
    mounts,
    ...(launch ? { launch } : {}),
  };
}

/** What a caller records in the rental's own transaction (the open API's Idempotency-Key). */
export interface RentalHooks {
  /** Runs first in the rental's transaction (staff delivering a reservation give its deposit back here). */
  beforeCharge?: (tx: Db, now: Date) => Promise<void>;
  placed?: (tx: Db, instanceId: number, now: Date) => Promise<void>;
  /**
   * Who the GPUs go to before the store (issue 44, point 2): by default the rental yields to the
   * waits queued for them; a wait being served yields only to older waits; staff delivering a
   * reservation (booked and paid before) do not yield.
   */
  queue?: { serving: ServedWait } | 'reserved';
}

/**
 * Places a rental in one transaction: the charge (see chargePurchase), the GPUs held on the host
 * by a guarded UPDATE, the instance and its paid period. Then the compute provider creates the
 * machine; a machine that cannot be made is refunded in full (failTransition).
 */
export async function rentInstance(
  deps: InstanceDeps,
  auth: AuthContext,
  input: Omit<RentalRequest, 'session'>,
  hooks: RentalHooks = {},
) {
  await assertRealNameForRenting(deps, auth.userId);
  const target = await loadTarget(deps, auth, input);
  const datasets = await datasetsForRental(deps.db, input.dataset_ids);
  const now = deps.clock.now();
  const interruptible = input.interruptible === true;
  const { instance, interrupted } = await deps.db.transaction(async (tx) => {
    await hooks.beforeCharge?.(tx, now);
    // An on-demand rent that finds too few GPUs free stops the youngest interruptible instances on
    // the host (issue 44), its payer's wallet locked first; a rent that fails undoes those stops.
    let interruption: Interruption = { enough: true, stopped: [] };
    if (!interruptible) {
      await lockWallet(tx, auth.userId);
      interruption = await interruptFor(tx, target.host.id, input.gpu_count, now);
    }
    const charged = await chargePurchase(tx, auth, purchaseOf(target, input), now, {
      kind: 'instance_rent',
      ledgerKind: 'rent',
      title: systemText('order.rent', {
        gpu: target.host.gpuModel,
        gpus: input.gpu_count,
        mode: input.mode,
        count: input.count,
      }),
    });
    if (!(await reserveGpus(tx, target.host.id, input.gpu_count)))
      throw refused('not enough free GPUs on this host');
    if (hooks.queue !== 'reserved') {
      const serving = hooks.queue?.serving;
      const rental = { hostId: target.host.id, reservedGpus: input.gpu_count, userId: auth.userId, now };
      await assertNotHeldForQueue(tx, serving ? { ...rental, serving } : rental);
    }

    const prepaid = input.mode !== 'post_paid';
    const expiresAt = prepaid ? new Date(now.getTime() + charged.quote.hours * HOUR_MS) : null;
    const created = await insertInstance(tx, {
      name: `${target.host.gpuModel.toLowerCase().replace(/[^a-z0-9]+/g, '')}-${randomBytes(4).toString('hex')}`,
      userId: auth.userId,
      subAccountId: auth.subAccountId,
      hostId: target.host.id,
      imageId: target.image.id,
      customImageRef: target.custom?.providerRef ?? null,
      customImageName: target.custom?.name ?? null,
      kind: target.host.kind,
      gpuCount: input.gpu_count,
      billingMode: input.mode,
      hourlyRate: hourlyRateFen(
        pricedHost(target, input),
        { gpuCount: input.gpu_count, ...NO_EXTRAS },
        charged.vipLevel,
      ),
      interruptible,
      orderNo: charged.orderNo,
      createdAt: now,
      expiresAt,
    });
    if (expiresAt) {
      await insertPeriod(tx, {
        instanceId: created.id,
        orderNo: charged.orderNo,
        startsAt: now,
        endsAt: expiresAt,
        amount: charged.quote.totalFen,
        vouchers: charged.fromVouchersFen,
      });
    }
    await insertInstanceDatasets(
      tx,
      created.id,
      datasets.map((dataset) => dataset.id),
    );
    if (target.template) await recordInstanceLaunch(tx, created.id, target.template, now);
    await recordEvent(tx, created.id, 'created', systemText('event.order', { order: charged.orderNo }), now);
    await hooks.placed?.(tx, created.id, now);
    return { instance: created, interrupted: interruption.stopped };
  });
  await sendInterruptions(deps, interrupted);

  // The intent is committed: the machine is asked for outside the transaction. A call that fails
  // (or a crash before its answer is saved) leaves the instance `creating`, and the reconciler
  // repeats the create (idempotent on the name) until it settles or its deadline refunds it.
  try {
    const launch = target.template ? await machineLaunchOf(deps, instance.id) : undefined;
    const spec = machineSpecOf(instance, target.host, target.image, mountsOf(datasets), launch);
    const { ref } = await deps.compute.create(spec);
    await setProviderRef(deps.db, instance.id, ref);
  } catch (error) {
    deps.log.warn(
      { err: error, instanceId: instance.id },
      'create not acknowledged: the reconciler retries it',
    );
  }
  return { InstanceId: instance.id, OrderNo: instance.orderNo, Status: instance.status };
}
