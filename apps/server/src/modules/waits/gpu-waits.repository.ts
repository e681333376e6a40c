import type { GpuWaitFailure, GpuWaitState } from '@gpucloud/domain';
import { and, asc, count, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type PageRequest, readPage } from '../../db/paging';
import { hosts, regions } from '../../db/schema/store/store.table';
import { gpuWaits } from '../../db/schema/waits/gpu-waits.table';

export type GpuWaitRow = typeof gpuWaits.$inferSelect;
export type NewGpuWait = typeof gpuWaits.$inferInsert;
type Owner = { userId: number; subAccountId: number | null };

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The account's waits still waiting (a main account's and its sub-accounts' together). */
export async function countWaiting(tx: Db, userId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(gpuWaits)
    .where(
      and(
        eq(gpuWaits.userId, userId),
        eq(gpuWaits.state, 'waiting'),
        sql`${gpuWaits.expiresAt} > ${at(now)}`,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertGpuWait(tx: Db, values: NewGpuWait): Promise<GpuWaitRow> {
  const [row] = await tx.insert(gpuWaits).values(values).returning();
  if (!row) throw new Error('insert into gpu_waits returned no row');
  return row;
}

const ownedBy = (owner: Owner) =>
  and(
    eq(gpuWaits.userId, owner.userId),
    owner.subAccountId === null ? undefined : eq(gpuWaits.subAccountId, owner.subAccountId),
  );

/** The caller's waits with their regions, newest first (a main account sees its sub-accounts' too). */
export async function listGpuWaits(db: Db, owner: Owner, state: GpuWaitState | undefined, page: PageRequest) {
  const where = and(ownedBy(owner), state ? eq(gpuWaits.state, state) : undefined);
  return readPage(
    page,
    (window) =>
      db
        .select({ wait: gpuWaits, region: regions })
        .from(gpuWaits)
        .leftJoin(regions, eq(regions.id, gpuWaits.regionId))
        .where(where)
        .orderBy(desc(gpuWaits.createdAt), desc(gpuWaits.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(gpuWaits).where(where),
  );
}

export async function findGpuWait(db: Db, owner: Owner, id: number) {
  const [row] = await db
    .select({ wait: gpuWaits, region: regions })
    .from(gpuWaits)
    .leftJoin(regions, eq(regions.id, gpuWaits.regionId))
    .where(and(eq(gpuWaits.id, id), ownedBy(owner)));
  return row ?? null;
}

/** How a wait leaves `waiting`. */
export interface WaitEnd {
  state: Exclude<GpuWaitState, 'waiting'>;
  hostId?: number;
  instanceId?: number;
  failureCode?: GpuWaitFailure;
}

/** Leaves `waiting` for a final state, guarded: null when the wait had already left it. */
export async function endWait(
  tx: Db,
  id: number,
  fields: WaitEnd & { now: Date },
): Promise<GpuWaitRow | null> {
  const [row] = await tx
    .update(gpuWaits)
    .set({
      state: fields.state,
      endedAt: fields.now,
      leaseUntil: null,
      hostId: fields.hostId ?? null,
      instanceId: fields.instanceId ?? null,
      failureCode: fields.failureCode ?? null,
    })
    .where(and(eq(gpuWaits.id, id), eq(gpuWaits.state, 'waiting')))
    .returning();
  return row ?? null;
}

/** Every wait past its end, expired in one statement; answers them (for telling their owners). */
export async function expireWaits(tx: Db, now: Date): Promise<GpuWaitRow[]> {
  return tx
    .update(gpuWaits)
    .set({ state: 'expired', endedAt: now, leaseUntil: null })
    .where(and(eq(gpuWaits.state, 'waiting'), sql`${gpuWaits.expiresAt} <= ${at(now)}`))
    .returning();
}

/**
 * The GPUs a wait may have on a host: its free ones, and for an on-demand wait also those its
 * running interruptible instances hold (issue 44, point 3: the rent stops them for a waiting
 * customer as for any on-demand rent).
 */
const gpusForWait = sql`${hosts.gpuFree} + case when ${gpuWaits.order}->>'interruptible' = 'true' then 0
  else (select coalesce(sum(i.gpu_count), 0) from instances i
        where i.host_id = ${hosts.id} and i.interruptible and i.holds_gpus and i.status = 'running') end`;

/** A host's offer matches the wait (packages/domain hostMatchesWait, as SQL). */
const hostMatches = and(
  eq(hosts.status, 'online'),
  eq(hosts.gpuModel, gpuWaits.gpuModel),
  eq(hosts.kind, gpuWaits.kind),
  or(isNull(gpuWaits.regionId), eq(hosts.regionId, gpuWaits.regionId)),
  sql`${gpusForWait} >= ${gpuWaits.gpuCount}`,
  lte(hosts.pricePerGpuHour, gpuWaits.capFen),
);

/** Waiting waits, unexpired and not leased, that some host matches now: oldest first. */
export async function findServableWaits(db: Db, now: Date, limit: number): Promise<GpuWaitRow[]> {
  return db
    .select()
    .from(gpuWaits)
    .where(
      and(
        eq(gpuWaits.state, 'waiting'),
        sql`${gpuWaits.expiresAt} > ${at(now)}`,
        or(isNull(gpuWaits.leaseUntil), sql`${gpuWaits.leaseUntil} <= ${at(now)}`),
        sql`exists (select 1 from ${hosts} where ${hostMatches})`,
      ),
    )
    .orderBy(asc(gpuWaits.createdAt), asc(gpuWaits.id))
    .limit(limit);
}

/**
 * Takes the lease on a wait for this process (a conditional update: of processes racing for it,
 * one gets it); null when it is leased, or has left waiting.
 */
export async function leaseWait(db: Db, id: number, now: Date, until: Date): Promise<GpuWaitRow | null> {
  const [row] = await db
    .update(gpuWaits)
    .set({ leaseUntil: until })
    .where(
      and(
        eq(gpuWaits.id, id),
        eq(gpuWaits.state, 'waiting'),
        or(isNull(gpuWaits.leaseUntil), sql`${gpuWaits.leaseUntil} <= ${at(now)}`),
      ),
    )
    .returning();
  return row ?? null;
}

export async function releaseLease(db: Db, id: number): Promise<void> {
  await db
    .update(gpuWaits)
    .set({ leaseUntil: null })
    .where(and(eq(gpuWaits.id, id), eq(gpuWaits.state, 'waiting')));
}

/** Hosts a wait may try per run: past the cheapest few, the next run looks again. */
const HOSTS_PER_WAIT = 5;

/** The hosts that match a wait now, cheapest first (then the most free GPUs, then the oldest host). */
export async function findMatchingHosts(db: Db, waitId: number) {
  const rows = await db
    .select({ host: hosts })
    .from(gpuWaits)
    .innerJoin(hosts, hostMatches)
    .where(eq(gpuWaits.id, waitId))
    .orderBy(asc(hosts.pricePerGpuHour), desc(hosts.gpuFree), asc(hosts.id))
    .limit(HOSTS_PER_WAIT);
  return rows.map((row) => row.host);
}
