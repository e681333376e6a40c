import { randomBytes } from 'node:crypto';
import { ErrorCode, type RentalQuote, type RentalRequest } from '@gpucloud/contracts';
import {
  isValidRentalCount,
  multiplyFenByBasisPoints,
  RENTAL_PERIODS,
  VIP_DISCOUNT_BASIS_POINTS,
  type VipLevel,
} from '@gpucloud/domain';
import { HOUR_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import type { AuthContext } from '../auth/sessions.service';
import { imageFitsKind } from '../images/images.service';
import type { hosts } from '../store/store.table';
import { insertPeriod, recordEvent } from './history.repository';
import { findRentalTarget, insertInstance, reserveGpus, setProviderRef } from './instances.repository';
import { chargePurchase, type Purchase, quotePurchase } from './purchase.service';
import { refundFailedRental } from './refund.service';

type Found = NonNullable<Awaited<ReturnType<typeof findRentalTarget>>>;
type Target = Found & { image: NonNullable<Found['image']> };

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

async function loadTarget(db: Db, input: RentalRequest): Promise<Target> {
  assertRentalCount(input.mode, input.count);
  const found = await findRentalTarget(db, input.host_id, input.image_id);
  if (found?.host.status !== 'online') throw refused('this host is not available');
  const { host, image } = found;
  if (!image) throw refused('image not found');
  if (!imageFitsKind(image.system, host.kind)) throw refused('containers run Linux images only');
  if (input.gpu_count > host.gpuCount) throw refused(`this host has ${host.gpuCount} GPUs`);
  return { ...found, image };
}

function purchaseOf(target: Target, input: RentalRequest): Purchase {
  return {
    host: target.host,
    imageName: target.image.name,
    gpuCount: input.gpu_count,
    mode: input.mode,
    count: input.count,
    couponId: input.coupon_id,
  };
}

/** What pay-as-you-go charges per hour for a whole instance: list price, less membership on main nodes. */
export function hourlyRateFen(host: typeof hosts.$inferSelect, gpuCount: number, vipLevel: VipLevel): number {
  const basisPoints = host.nodeClass === 'main' ? VIP_DISCOUNT_BASIS_POINTS[vipLevel] : 10_000;
  return multiplyFenByBasisPoints(host.pricePerGpuHour * gpuCount, basisPoints);
}

/** The quote endpoint: the same function the order uses, without taking any money. */
export async function quoteRentalFor(
  deps: AppDeps,
  auth: AuthContext,
  input: RentalRequest,
): Promise<RentalQuote> {
  const target = await loadTarget(deps.db, input);
  return deps.db.transaction(
    async (tx) => (await quotePurchase(tx, auth, purchaseOf(target, input), deps.clock.now())).contract,
  );
}

/**
 * Places a rental in one transaction: the charge (see chargePurchase), the GPUs held on the host
 * by a guarded UPDATE, the instance and its paid period. Then the compute provider creates the
 * machine; if that fails, everything is given back.
 */
export async function rentInstance(deps: AppDeps, auth: AuthContext, input: RentalRequest) {
  const target = await loadTarget(deps.db, input);
  const now = deps.clock.now();
  const instance = await deps.db.transaction(async (tx) => {
    const charged = await chargePurchase(tx, auth, purchaseOf(target, input), now, {
      kind: 'instance_rent',
      ledgerKind: 'rent',
      title: `${target.host.gpuModel} x${input.gpu_count}, ${input.mode} x${input.count}`,
    });
    if (!(await reserveGpus(tx, target.host.id, input.gpu_count)))
      throw refused('not enough free GPUs on this host');

    const prepaid = input.mode !== 'post_paid';
    const expiresAt = prepaid ? new Date(now.getTime() + charged.quote.hours * HOUR_MS) : null;
    const created = await insertInstance(tx, {
      name: `${target.host.gpuModel.toLowerCase().replace(/[^a-z0-9]+/g, '')}-${randomBytes(4).toString('hex')}`,
      userId: auth.userId,
      subAccountId: auth.subAccountId,
      hostId: target.host.id,
      imageId: target.image.id,
      kind: target.host.kind,
      gpuCount: input.gpu_count,
      billingMode: input.mode,
      hourlyRate: hourlyRateFen(target.host, input.gpu_count, charged.vipLevel),
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
    await recordEvent(tx, created.id, 'created', `order ${charged.orderNo}`, now);
    return created;
  });

  try {
    const { ref } = await deps.compute.create({
      instanceId: instance.id,
      hostName: target.host.name,
      kind: target.host.kind,
      gpuCount: instance.gpuCount,
      cpuCores: target.host.cpuCoresPerGpu * instance.gpuCount,
      memoryGb: target.host.memoryGbPerGpu * instance.gpuCount,
      image: target.image.name,
      system: target.image.system,
    });
    await setProviderRef(deps.db, instance.id, ref);
  } catch (error) {
    deps.log.error({ err: error, instanceId: instance.id }, 'compute provider refused the machine');
    await refundFailedRental(deps, instance.id, 'the compute provider refused the machine');
  }
  return { InstanceId: instance.id, OrderNo: instance.orderNo, Status: instance.status };
}
