import type { ReservationState } from '@gpucloud/contracts';
import { reservationTerm } from '@gpucloud/domain';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import type { InstanceDeps } from '../instances';
import { rentInstance } from '../instances';
import { notify } from '../notifications';
import { decideAudited, recordAudit } from '../staff';
import { refundOrder } from '../wallet';
import { findConfiguration, isFreeNow } from './bare-metal-configs';
import { reservationOut } from './reservation-out';
import {
  countWaiting,
  deskWhere,
  findReservation,
  instanceNameOf,
  listReservations,
  lockReservation,
  type ReservationRow,
  updateReservation,
} from './reservations.repository';
import { releaseWithRefund } from './reservations.service';

const OBJECT = 'bare_metal_reservation';
const RESERVATIONS = '/console/reservations';
const notFound = () => refused('reservation_id: no such reservation');

/** The fleet desk's list: requested ones oldest first (the queue), the others newest first. */
export async function deskReservations(
  deps: Pick<AppDeps, 'db'>,
  input: { state: ReservationState; q?: string; page: number; page_size: number },
) {
  const { rows, total } = await listReservations(deps.db, deskWhere(input.state, input.q), {
    page: input.page,
    pageSize: input.page_size,
    oldestFirst: input.state === 'requested',
  });
  const waiting = await countWaiting(deps.db);
  return {
    list: rows.map((row) => ({
      ...reservationOut(row.reservation, row.region, row.instanceName),
      UserId: row.reservation.userId,
      UserPhone: row.phone,
    })),
    total,
    page: input.page,
    page_size: input.page_size,
    waiting,
  };
}

async function decide(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  id: number,
  apply: (tx: Db, row: ReservationRow, now: Date) => Promise<Record<string, unknown>>,
): Promise<void> {
  await decideAudited(deps, actor, {
    objectType: OBJECT,
    objectId: id,
    lock: (tx) => lockReservation(tx, id),
    notFound,
    before: (row) => ({ state: row.state }),
    apply,
  });
}

/** Staff confirm a requested reservation: the machine is promised (it was counted held already). */
export async function confirmReservation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  id: number,
): Promise<void> {
  await decide(deps, actor, id, async (tx, row, now) => {
    if (row.state !== 'requested')
      throw refused(`only a requested reservation is confirmed; this one is ${row.state}`);
    await updateReservation(tx, row.id, {
      state: 'confirmed',
      decidedAt: now,
      decidedBy: actor.staff.staffId,
    });
    await notify(
      tx,
      { userId: row.userId, subAccountId: null },
      {
        kind: 'notification',
        template: 'reservation.confirmed',
        params: { id: row.id, start: row.startDay, end: row.endDay },
        link: RESERVATIONS,
        now,
      },
    );
    return { state: 'confirmed' };
  });
}

/** Staff refuse a waiting reservation with a reason the customer reads; the deposit comes back in full. */
export async function refuseReservation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: { reservation_id: number; reason: string },
): Promise<void> {
  await decide(deps, actor, input.reservation_id, async (tx, row, now) => {
    const changed = await releaseWithRefund(tx, row, {
      cancelledBy: 'staff',
      reason: input.reason,
      now,
      staffId: actor.staff.staffId,
    });
    await notify(
      tx,
      { userId: row.userId, subAccountId: null },
      {
        kind: 'notification',
        template: 'reservation.refused',
        params: { id: row.id, amount: changed.refundedFen, reason: input.reason },
        link: RESERVATIONS,
        now,
      },
    );
    return { state: 'cancelled', reason: input.reason, refunded: changed.refundedFen };
  });
}

/** Where a reservation can be delivered now: online hosts of its configuration with every GPU free. */
export async function freeHostsFor(deps: Pick<AppDeps, 'db'>, id: number) {
  const row = await findReservation(deps.db, id);
  if (!row) throw notFound();
  const config = await findConfiguration(deps.db, row.configKey);
  return {
    list: (config?.hosts ?? []).filter(isFreeNow).map((host) => ({ HostId: host.id, Name: host.name })),
  };
}

/**
 * Delivers a confirmed reservation through the store's own rental, for the customer: in the
 * rental's one transaction the deposit order is refunded first, then the term is charged and the
 * machine placed. When the customer cannot pay the rest, the whole rental is refused and nothing
 * changes.
 */
export async function deliverReservation(
  deps: InstanceDeps,
  actor: StaffActor,
  input: { reservation_id: number; host_id: number; image_id: number },
) {
  const found = await findReservation(deps.db, input.reservation_id);
  if (!found) throw notFound();
  const config = await findConfiguration(deps.db, found.configKey);
  if (!config?.hosts.some((host) => host.id === input.host_id))
    throw refused('host_id: not an online host of this reservation’s configuration');
  const term = reservationTerm(found.days);
  if (!term) throw new Error(`reservation ${found.id} has no term for ${found.days} days`);
  const customer = {
    sessionId: `staff-delivery-${actor.staff.staffId}`,
    userId: found.userId,
    subAccountId: null,
    role: 'user' as const,
  };
  const rented = await rentInstance(
    deps,
    customer,
    {
      host_id: input.host_id,
      image_id: input.image_id,
      gpu_count: found.gpuCount,
      mode: term.mode,
      count: term.count,
    },
    {
      // Booked and paid before any wait: the reserved machine is not the queue's to take.
      queue: 'reserved',
      beforeCharge: async (tx, now) => {
        const row = await lockReservation(tx, found.id);
        if (row?.state !== 'confirmed')
          throw refused(`only a confirmed reservation is delivered; this one is ${row?.state ?? 'gone'}`);
        const order = await refundOrder(tx, row.depositOrderNo, {
          note: systemText('audit.reservation_delivered', { id: row.id }),
          now,
        });
        if (!order)
          throw new Error(`deposit order ${row.depositOrderNo} of reservation ${row.id} is not paid`);
        await updateReservation(tx, row.id, { refundedFen: order.amount });
      },
      placed: async (tx, instanceId, now) => {
        await updateReservation(tx, found.id, {
          state: 'delivered',
          instanceId,
          decidedAt: now,
          decidedBy: actor.staff.staffId,
        });
        const instanceName = await instanceNameOf(tx, instanceId);
        await recordAudit(tx, {
          ...actor,
          at: now,
          objectType: OBJECT,
          objectId: found.id,
          before: { state: 'confirmed' },
          after: { state: 'delivered', instanceId, hostId: input.host_id },
        });
        await notify(
          tx,
          { userId: found.userId, subAccountId: null },
          {
            kind: 'notification',
            template: 'reservation.delivered',
            params: { id: found.id, name: instanceName ?? '' },
            link: RESERVATIONS,
            now,
          },
        );
      },
    },
  );
  const instanceName = await instanceNameOf(deps.db, rented.InstanceId);
  return { InstanceId: rented.InstanceId, InstanceName: instanceName ?? '', OrderNo: rented.OrderNo };
}
