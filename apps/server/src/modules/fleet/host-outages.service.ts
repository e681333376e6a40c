import { fenToYuan, runEndMinute } from '@gpucloud/domain';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { lockBillingTick } from '../../db/advisory-lock';
import { recordAudit } from '../staff';
import { chargeRunMinutes } from '../wallet';
import { settleDueOutages } from './host-outage-settlement.service';
import {
  addAffectedInstances,
  insertOutage,
  lastOutageEnd,
  listOutagesOfHost,
  lockUnsettledOutage,
  type OutageCause,
  type OutageRow,
  setOutageEnd,
} from './host-outages.repository';
import { lockHost, updateHost } from './hosts.repository';

type OutageDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'log'>;

/**
 * Opens the host's outage from `at`, or continues the one it came back from within the merge
 * window (a flap), or answers the one already open (a replay). Instances running on the host are
 * recorded as affected; a pay-as-you-go one's minutes up to the outage are charged now, and none
 * after it until the outage is settled (the tick leaves affected instances alone meanwhile).
 * Under the billing tick's lock and the host's row lock. Answers the outage and whether it changed.
 */
async function openOutage(
  deps: OutageDeps,
  hostId: number,
  down: { cause: OutageCause; at: Date; staffId: number | null },
): Promise<{ outage: OutageRow; changed: boolean } | null> {
  // An outage past its merge window is settled first: the host holds one unsettled outage at most.
  await settleDueOutages(deps);
  return deps.db.transaction(async (tx) => {
    await lockBillingTick(tx);
    const host = await lockHost(tx, hostId);
    if (!host) return null;
    // A host staff mark down takes no new rentals until it is back (the store hides it).
    if (down.cause === 'staff' && host.status === 'online')
      await updateHost(tx, hostId, { status: 'maintenance' });
    const unsettled = await lockUnsettledOutage(tx, hostId);
    if (unsettled && unsettled.endedAt === null) return { outage: unsettled, changed: false };
    let outage: OutageRow;
    if (unsettled) {
      // Closed within its merge window (one past it was settled above): a flap continues it.
      await setOutageEnd(tx, unsettled.id, { endedAt: null });
      outage = { ...unsettled, endedAt: null };
    } else {
      const lastEnd = await lastOutageEnd(tx, hostId);
      const startedAt = lastEnd && lastEnd > down.at ? lastEnd : down.at;
      outage = await insertOutage(tx, { hostId, cause: down.cause, startedAt, staffId: down.staffId });
    }
    await chargeUpToOutage(tx, outage, deps.clock.now());
    return { outage, changed: true };
  });
}

/** Records the affected instances and charges each new pay-as-you-go one its minutes before the outage. */
async function chargeUpToOutage(tx: Db, outage: OutageRow, now: Date): Promise<void> {
  for (const row of await addAffectedInstances(tx, outage.id, outage.hostId)) {
    if (row.billing_mode !== 'post_paid') continue;
    await chargeRunMinutes(tx, {
      instanceId: row.instance_id,
      endMinute: runEndMinute(new Date(row.created_at).getTime(), outage.startedAt.getTime()),
      now,
    });
  }
}

/** Closes the host's open outage at `at` (only one of `cause` when named). Answers it, or null when none was open. */
async function closeOutage(
  deps: OutageDeps,
  hostId: number,
  up: { at: Date; staffId: number | null; cause?: OutageCause },
): Promise<OutageRow | null> {
  return deps.db.transaction(async (tx) => {
    const host = await lockHost(tx, hostId);
    if (!host) return null;
    const open = await lockUnsettledOutage(tx, hostId);
    if (!open || open.endedAt !== null || (up.cause && open.cause !== up.cause)) return null;
    // Staff marking it back up put it back on sale (marking it down put it in maintenance).
    if (up.staffId !== null && host.status === 'maintenance')
      await updateHost(tx, hostId, { status: 'online' });
    const endedAt = up.at < open.startedAt ? open.startedAt : up.at;
    await setOutageEnd(tx, open.id, { endedAt, ...(up.staffId !== null ? { staffId: up.staffId } : {}) });
    return { ...open, endedAt };
  });
}

/**
 * Fleet staff mark a host down: its running instances stop accruing charges from now, and an online
 * host goes into maintenance, taking no new rentals until marked back up (audited).
 */
export async function markHostDown(deps: OutageDeps, actor: StaffActor, hostId: number) {
  const now = deps.clock.now();
  const opened = await openOutage(deps, hostId, { cause: 'staff', at: now, staffId: actor.staff.staffId });
  if (!opened) throw refused('host_id: no such host');
  if (opened.changed)
    await recordAudit(deps.db, {
      ...actor,
      at: now,
      objectType: 'host',
      objectId: hostId,
      before: { Down: false },
      after: { Down: true, OutageId: opened.outage.id },
    });
  return { OutageId: opened.outage.id };
}

/**
 * Fleet staff mark a host back up: its outage closes now, and is credited after the merge window;
 * a host in maintenance is online again (audited).
 */
export async function markHostUp(deps: OutageDeps, actor: StaffActor, hostId: number) {
  const now = deps.clock.now();
  const closed = await closeOutage(deps, hostId, { at: now, staffId: actor.staff.staffId });
  if (!closed) throw refused('host_id: the host is not marked down');
  await recordAudit(deps.db, {
    ...actor,
    at: now,
    objectType: 'host',
    objectId: hostId,
    before: { Down: true, OutageId: closed.id },
    after: { Down: false, OutageId: closed.id },
  });
  return { OutageId: closed.id };
}

/**
 * The reconciler's view of a host whose engine has not answered since `lostAt`: past the grace it
 * is an outage from `lostAt` (the moment it stopped answering). Safe to call on every pass.
 */
export async function engineStillLost(deps: OutageDeps, hostId: number, lostAt: Date): Promise<void> {
  const graceMs = deps.config.outages.engineGraceSeconds * 1000;
  if (deps.clock.now().getTime() - lostAt.getTime() < graceMs) return;
  await openOutage(deps, hostId, { cause: 'engine', at: lostAt, staffId: null });
}

/** The reconciler's view of a host whose engine answers again: its engine outage closes now. */
export async function engineAnswers(deps: OutageDeps, hostId: number): Promise<void> {
  await closeOutage(deps, hostId, { at: deps.clock.now(), staffId: null, cause: 'engine' });
}

/** The fleet desk's list of a host's outages, newest first. */
export async function listHostOutages(deps: Pick<AppDeps, 'db'>, hostId: number) {
  const rows = await listOutagesOfHost(deps.db, hostId, 50);
  return {
    data: rows.map(({ outage, instances }) => ({
      Id: outage.id,
      Cause: outage.cause,
      StartedAt: outage.startedAt.toISOString(),
      EndedAt: outage.endedAt?.toISOString() ?? null,
      SettledAt: outage.settledAt?.toISOString() ?? null,
      Instances: Number(instances),
      CreditedVouchers: fenToYuan(Number(outage.creditedVouchers)),
      UnchargedMinutes: Number(outage.unchargedMinutes),
    })),
  };
}
