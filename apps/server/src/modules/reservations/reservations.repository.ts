import type { ReservationState } from '@gpucloud/contracts';
import { and, asc, count, desc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { customerMatch } from '../../db/customer-search';
import { type PageRequest, readPage } from '../../db/paging';
import { users } from '../../db/schema/account/account.table';
import { instances } from '../../db/schema/instances/instances.table';
import { bareMetalReservations } from '../../db/schema/reservations/reservations.table';
import { hosts, regions } from '../../db/schema/store/store.table';

export type ReservationRow = typeof bareMetalReservations.$inferSelect;
export type NewReservation = typeof bareMetalReservations.$inferInsert;

/** The states that hold a machine: what a new request is counted against. */
const HOLDING: ReservationState[] = ['requested', 'confirmed'];

/** How many reservations of a configuration hold a machine at some instant of [startsAt, endsAt). */
export async function countHeld(
  db: Db,
  configKey: string,
  range: { startsAt: Date; endsAt: Date },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bareMetalReservations)
    .where(
      and(
        eq(bareMetalReservations.configKey, configKey),
        inArray(bareMetalReservations.state, HOLDING),
        lt(bareMetalReservations.startsAt, range.endsAt),
        gt(bareMetalReservations.endsAt, range.startsAt),
      ),
    );
  return row?.n ?? 0;
}

export async function insertReservation(tx: Db, values: NewReservation): Promise<ReservationRow> {
  const [row] = await tx.insert(bareMetalReservations).values(values).returning();
  if (!row) throw new Error('insert into bare_metal_reservations returned no row');
  return row;
}

export async function lockReservation(tx: Db, id: number): Promise<ReservationRow | null> {
  const [row] = await tx
    .select()
    .from(bareMetalReservations)
    .where(eq(bareMetalReservations.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateReservation(
  tx: Db,
  id: number,
  fields: Partial<Omit<ReservationRow, 'id'>>,
): Promise<ReservationRow> {
  const [row] = await tx
    .update(bareMetalReservations)
    .set(fields)
    .where(eq(bareMetalReservations.id, id))
    .returning();
  if (!row) throw new Error(`reservation ${id} vanished`);
  return row;
}

/**
 * A page of reservations with their region, owner's phone and delivered instance's name, newest
 * first. `where` may name `users` (a desk's customer search).
 */
export async function listReservations(
  db: Db,
  where: SQL | undefined,
  page: PageRequest & { oldestFirst?: boolean },
) {
  return readPage(
    page,
    (window) =>
      db
        .select({
          reservation: bareMetalReservations,
          region: { code: regions.code, name: regions.name, nameEn: regions.nameEn },
          instanceName: instances.name,
          phone: users.phone,
        })
        .from(bareMetalReservations)
        .innerJoin(regions, eq(regions.id, bareMetalReservations.regionId))
        .innerJoin(users, eq(users.id, bareMetalReservations.userId))
        .leftJoin(instances, eq(instances.id, bareMetalReservations.instanceId))
        .where(where)
        .orderBy(
          ...(page.oldestFirst
            ? [asc(bareMetalReservations.createdAt), asc(bareMetalReservations.id)]
            : [desc(bareMetalReservations.createdAt), desc(bareMetalReservations.id)]),
        )
        .limit(window.limit)
        .offset(window.offset),
    () =>
      db
        .select({ n: count() })
        .from(bareMetalReservations)
        .innerJoin(users, eq(users.id, bareMetalReservations.userId))
        .where(where),
  );
}

/** The fleet desk's filter: one state, and a customer search when `q` is given. */
export function deskWhere(state: ReservationState, q: string | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(bareMetalReservations.state, state)];
  if (q) conditions.push(customerMatch(q, bareMetalReservations.userId));
  return and(...conditions);
}

/** One reservation as the list reads it. */
export async function findReservationView(db: Db, id: number) {
  const { rows } = await listReservations(db, eq(bareMetalReservations.id, id), { page: 1, pageSize: 1 });
  const [row] = rows;
  if (!row) throw new Error(`reservation ${id} vanished`);
  return row;
}

/** How many requests wait for the desk. */
export async function countWaiting(db: Db): Promise<number> {
  const [waiting] = await db
    .select({ n: count() })
    .from(bareMetalReservations)
    .where(eq(bareMetalReservations.state, 'requested'));
  return waiting?.n ?? 0;
}

export async function findReservation(db: Db, id: number): Promise<ReservationRow | null> {
  const [row] = await db.select().from(bareMetalReservations).where(eq(bareMetalReservations.id, id));
  return row ?? null;
}

/** A delivered instance's name (null when there is no such instance). */
export async function instanceNameOf(db: Db, instanceId: number): Promise<string | null> {
  const [instance] = await db
    .select({ name: instances.name })
    .from(instances)
    .where(eq(instances.id, instanceId));
  return instance?.name ?? null;
}

/** The online bare-metal hosts with their regions (of one region when given), in the list's order. */
export function onlineBareMetalHosts(db: Db, regionCode?: string) {
  return db
    .select({ host: hosts, region: regions })
    .from(hosts)
    .innerJoin(regions, eq(regions.id, hosts.regionId))
    .where(
      and(
        eq(hosts.kind, 'bare_metal'),
        eq(hosts.status, 'online'),
        regionCode ? eq(regions.code, regionCode) : undefined,
      ),
    )
    .orderBy(asc(regions.sortOrder), asc(regions.id), asc(hosts.gpuModel), asc(hosts.id));
}

/** Locks hosts in id order, as every multi-host lock is taken. */
export async function lockHostsInIdOrder(tx: Db, ids: number[]): Promise<void> {
  await tx
    .select({ id: hosts.id })
    .from(hosts)
    .where(inArray(hosts.id, ids))
    .orderBy(asc(hosts.id))
    .for('update');
}
