import { Reason } from '@gpucloud/contracts';
import type { GpuWaitFailure } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import type { hosts } from '../../db/schema/store/store.table';
import { type InstanceDeps, rentInstance } from '../instances';
import { findInstance } from '../ownership';
import { HELD_FOR_QUEUE } from '../store';
import { SUB_ACCOUNT_LIMIT_REASON } from '../wallet';
import { type Outcome, tellOwner } from './gpu-wait-tell';
import {
  endWait,
  expireWaits,
  findMatchingHosts,
  findServableWaits,
  type GpuWaitRow,
  leaseWait,
  releaseLease,
  type WaitEnd,
} from './gpu-waits.repository';

type Deps = InstanceDeps & Pick<AppDeps, 'sms' | 'email'>;
type Host = typeof hosts.$inferSelect;

/** How long a process may serve one wait before another may take it over (a crash mid-rental). */
const LEASE_MS = 2 * 60_000;
/** Waits looked at per run; the next run serves the rest. */
const BATCH = 50;

/** What the run did, for the job's log and the tests. */
export interface QueueOutcome {
  expired: number;
  notified: number;
  rented: number;
  failed: number;
}

/** Refusals of the moment: the GPUs went elsewhere, or an older wait comes first. The wait goes on. */
const NOT_NOW = new Set([HELD_FOR_QUEUE, 'not enough free GPUs on this host']);
const SERVED_ALREADY = 'this wait was served already';
const NO_MONEY = new Set<string>([Reason.INSUFFICIENT_BALANCE, SUB_ACCOUNT_LIMIT_REASON]);

/**
 * Serves the queue of waits (issue 44, point 2), oldest first: expires the waits past their end,
 * then for each wait some host matches now, takes its lease (one process of many gets it) and
 * notifies its owner or rents for them. An auto-rent goes through the order page's rentInstance:
 * the charge, the GPUs and the wait's end are one transaction, the wait's end guarded on `waiting`,
 * so a wait rents once whatever the processes racing; money that is not there fails the wait
 * (nothing charged) and tells the owner. Safe to run in every process at once.
 */
export async function serveGpuWaits(deps: Deps): Promise<QueueOutcome> {
  const outcome: QueueOutcome = { expired: 0, notified: 0, rented: 0, failed: 0 };
  const now = deps.clock.now();
  const expired = await deps.db.transaction(async (tx) => {
    const rows = await expireWaits(tx, now);
    for (const row of rows) await tellOwner(deps, tx, row, { kind: 'expired' }, now);
    return rows;
  });
  outcome.expired = expired.length;
  for (const candidate of await findServableWaits(deps.db, now, BATCH)) {
    const wait = await leaseWait(deps.db, candidate.id, now, new Date(now.getTime() + LEASE_MS));
    if (!wait) continue;
    try {
      const served = await serveOne(deps, wait);
      if (served) outcome[served] += 1;
    } finally {
      await releaseLease(deps.db, wait.id);
    }
  }
  return outcome;
}

async function serveOne(deps: Deps, wait: GpuWaitRow): Promise<keyof QueueOutcome | null> {
  const matching = await findMatchingHosts(deps.db, wait.id);
  const [cheapest] = matching;
  if (!cheapest) return null;
  return wait.mode === 'notify' ? notifyOwner(deps, wait, cheapest) : rentOnFirst(deps, wait, matching);
}

/**
 * Rents on the cheapest matching host that takes the order. A refusal of that host alone (its image
 * missing, its engine refusing) moves on to the next; the wait fails as `rent_refused` only when
 * every matching host refused, and at once when the money is not there (a dearer host needs more).
 */
async function rentOnFirst(
  deps: Deps,
  wait: GpuWaitRow,
  matching: Host[],
): Promise<'rented' | 'failed' | null> {
  let refusedEverywhere = true;
  for (const host of matching) {
    const tried = await rentFor(deps, wait, host);
    if (tried === 'rented') return 'rented';
    if (tried === 'stop') return null;
    if (tried === 'no_money') return fail(deps, wait, host, 'insufficient_funds');
    if (tried === 'not_now') refusedEverywhere = false;
  }
  const last = matching.at(-1);
  return refusedEverywhere && last ? fail(deps, wait, last, 'rent_refused') : null;
}

async function fail(
  deps: Deps,
  wait: GpuWaitRow,
  host: Host,
  failure: GpuWaitFailure,
): Promise<'failed' | null> {
  const ended = await finish(
    deps,
    wait,
    deps.clock.now(),
    { state: 'failed', hostId: host.id, failureCode: failure },
    { kind: 'failed', failure },
  );
  return ended ? 'failed' : null;
}

/** Ends a notify wait and tells its owner, in one transaction (the SMS and email after it). */
async function notifyOwner(deps: Deps, wait: GpuWaitRow, host: Host): Promise<'notified' | null> {
  const now = deps.clock.now();
  const ended = await finish(
    deps,
    wait,
    now,
    { state: 'fulfilled', hostId: host.id },
    { kind: 'available', host },
  );
  return ended ? 'notified' : null;
}

/**
 * One try on one host: `rented`; `stop` when another process served the wait; `not_now` when the
 * host's GPUs went elsewhere, an older wait comes first or a fault of the moment stopped it (the wait
 * goes on); `no_money`; `refused` for any other refusal of this host.
 */
async function rentFor(
  deps: Deps,
  wait: GpuWaitRow,
  host: Host,
): Promise<'rented' | 'stop' | 'not_now' | 'no_money' | 'refused'> {
  const owner: AuthContext = {
    sessionId: `gpu-wait-${wait.id}`,
    userId: wait.userId,
    subAccountId: wait.subAccountId,
    role: 'user',
  };
  let sends: Array<() => Promise<void>> = [];
  try {
    await rentInstance(
      deps,
      owner,
      { ...wait.order, host_id: host.id },
      {
        queue: { serving: { id: wait.id, createdAt: wait.createdAt } },
        placed: async (tx, instanceId, now) => {
          const ended = await endWait(tx, wait.id, { state: 'fulfilled', now, hostId: host.id, instanceId });
          // Another process served it first: this rental is rolled back whole.
          if (!ended) throw refused(SERVED_ALREADY);
          sends = await tellOwner(
            deps,
            tx,
            ended,
            { kind: 'rented', host, instanceName: (await findInstance(tx, instanceId))?.name ?? '' },
            now,
          );
        },
      },
    );
  } catch (error) {
    if (!(error instanceof AppError)) {
      // A fault of the moment (a lost connection, a deadlock): the next run tries again.
      deps.log.warn({ err: error, waitId: wait.id, hostId: host.id }, 'gpu wait rental failed');
      return 'not_now';
    }
    if (error.message === SERVED_ALREADY) return 'stop';
    if (NOT_NOW.has(error.message)) return 'not_now';
    return NO_MONEY.has(error.message) ? 'no_money' : 'refused';
  }
  await sendAll(deps, sends);
  return 'rented';
}

/** Ends a wait (guarded) and writes its owner's in-app notice in one transaction, then sends the rest. */
async function finish(
  deps: Deps,
  wait: GpuWaitRow,
  now: Date,
  end: WaitEnd,
  outcome: Outcome,
): Promise<boolean> {
  const sends = await deps.db.transaction(async (tx) => {
    const ended = await endWait(tx, wait.id, { ...end, now });
    return ended ? tellOwner(deps, tx, ended, outcome, now) : null;
  });
  if (sends) await sendAll(deps, sends);
  return sends !== null;
}

async function sendAll(deps: Deps, sends: Array<() => Promise<void>>): Promise<void> {
  for (const send of sends) {
    try {
      await send();
    } catch (error) {
      // The in-app notice is kept either way; a gateway failure is only logged.
      deps.log.warn({ err: error }, 'gpu wait notice not sent by SMS or email');
    }
  }
}
