import { idleSince, idleStep, idleWarningLeadMinutes, MINUTE_POINT_MS } from '@gpucloud/domain';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { systemText } from '../../core/messaging/system-text';
import { sendStop, stopByRule } from '../instances';
import { idlePointsSince } from '../monitoring';
import { notify } from '../notifications';
import { findInstance, type InstanceRecord } from '../ownership';
import {
  type AutoStopRecord,
  claimCommandEnd,
  claimDueTimeRules,
  claimIdleStop,
  claimWatchedRules,
  forgetIdleWarning,
  markIdleWarned,
} from './auto-stop.repository';

type RunDeps = Pick<AppDeps, 'db' | 'clock' | 'compute' | 'log' | 'config'>;

/** Where every auto-stop notification leads: the console, with the instance's auto-stop settings open. */
export const autoStopLink = (instanceId: number) => `/console/dashboard?autoStop=${instanceId}`;

/** Rules looked at by one process in one pass, at most. */
const WATCH_BATCH = 500;
const COMMAND_IN_REASON = 200;

const shortCommand = (command: string) =>
  command.length > COMMAND_IN_REASON ? `${command.slice(0, COMMAND_IN_REASON)}…` : command;

export interface AutoStopOutcome {
  timeStops: number;
  idleWarnings: number;
  idleStops: number;
  commandStops: number;
}

/**
 * One pass of the auto-stop job (every auto-stop minute, in every server process): due time rules,
 * then the idle and command rules of running instances under a lease. Each stop is claimed with a
 * conditional update in the same transaction as the stop itself (stopByRule, the owner's stop), so
 * however many processes run the pass a rule fires once; machines are told after the commit.
 */
export async function runAutoStop(deps: RunDeps): Promise<AutoStopOutcome> {
  const now = deps.clock.now();
  const outcome: AutoStopOutcome = { timeStops: 0, idleWarnings: 0, idleStops: 0, commandStops: 0 };
  const timed = await deps.db.transaction(async (tx) => {
    const stopped: InstanceRecord[] = [];
    for (const due of await claimDueTimeRules(tx, now)) {
      const at = due.stopAt;
      const instance = await stopByRule(
        tx,
        due.instanceId,
        systemText('event.auto_stop_time', { at: at.toISOString() }),
        now,
      );
      if (!instance) continue;
      await tell(tx, instance, 'instance.auto_stopped_time', { name: instance.name, at }, now);
      stopped.push(instance);
    }
    return stopped;
  });
  await sendStops(deps, timed);
  outcome.timeStops = timed.length;

  const minuteMs = deps.config.autoStop.minuteSeconds * 1000;
  const watched = await claimWatchedRules(deps.db, {
    now,
    leaseUntil: new Date(now.getTime() + minuteMs / 2),
    limit: WATCH_BATCH,
  });
  for (const rule of watched) {
    try {
      if (rule.command && rule.commandKey && (await commandEnded(deps, rule, now))) outcome.commandStops += 1;
      else if (rule.idleMinutes && rule.idleThreshold) {
        const step = await checkIdle(deps, rule, now, minuteMs);
        if (step === 'warn') outcome.idleWarnings += 1;
        if (step === 'stop') outcome.idleStops += 1;
      }
    } catch (error) {
      deps.log.error({ err: error, instanceId: rule.instanceId }, 'auto-stop could not look at an instance');
    }
  }
  return outcome;
}

function tell<K extends Parameters<typeof notify>[2]['template']>(
  tx: Db,
  instance: InstanceRecord,
  template: K,
  params: Parameters<typeof notify<K>>[2]['params'],
  now: Date,
) {
  return notify(
    tx,
    { userId: instance.userId, subAccountId: instance.subAccountId },
    { kind: 'notification', template, params, link: autoStopLink(instance.id), now },
  );
}

async function sendStops(deps: RunDeps, stopped: InstanceRecord[]) {
  for (const instance of stopped) {
    try {
      await sendStop(deps, instance);
    } catch (error) {
      // Still `stopping`: the billing tick sends the stop again.
      deps.log.error({ err: error, instanceId: instance.id }, 'auto-stop could not stop a machine yet');
    }
  }
}

/** A finished command stops its instance (its exit code in the reason); a vanished one ends the watch. */
async function commandEnded(deps: RunDeps, rule: AutoStopRecord, now: Date): Promise<boolean> {
  const key = rule.commandKey as string;
  const command = rule.command as string;
  const instance = await findInstance(deps.db, rule.instanceId);
  if (!instance?.providerRef) return false;
  const state = await deps.compute.commandState(instance.providerRef, key);
  if (state.state === 'running') return false;
  const stopped = await deps.db.transaction(async (tx) => {
    if (!(await claimCommandEnd(tx, rule.instanceId, key, now))) return null;
    if (state.state === 'gone') {
      deps.log.warn(
        { instanceId: rule.instanceId },
        'an auto-stop command is gone without an exit code: watch ended',
      );
      return null;
    }
    const reason = systemText('event.auto_stop_command', {
      command: `\`${shortCommand(command)}\``,
      exitCode: state.exitCode,
    });
    const moved = await stopByRule(tx, rule.instanceId, reason, now);
    if (moved)
      await tell(
        tx,
        moved,
        'instance.auto_stopped_command',
        { name: moved.name, command: shortCommand(command), code: state.exitCode },
        now,
      );
    return moved;
  });
  if (stopped) await sendStops(deps, [stopped]);
  return stopped !== null;
}

/**
 * The idle rule (the domain's idleSince and idleStep over the monitoring module's minute points):
 * warns once per idle stretch, then stops. Points are read from the warned stretch's start, or from
 * a little more than the window back, so the stretch a warning was for is recognised the next time.
 */
async function checkIdle(deps: RunDeps, rule: AutoStopRecord, now: Date, minuteMs: number) {
  const idleMinutes = rule.idleMinutes as number;
  const windowStart = now.getTime() - idleMinutes * minuteMs - 2 * MINUTE_POINT_MS;
  const countFromMs = Math.max(
    rule.idleCountFrom?.getTime() ?? 0,
    rule.idleWarnedFor ? rule.idleWarnedFor.getTime() : windowStart,
  );
  const points = await idlePointsSince(deps.db, rule.instanceId, new Date(countFromMs - MINUTE_POINT_MS));
  const since = idleSince(points, {
    nowMs: now.getTime(),
    thresholdPercent: rule.idleThreshold ?? 0,
    countFromMs,
  });
  if (since === null && rule.idleWarnedFor) await forgetIdleWarning(deps.db, rule.instanceId);
  const step = idleStep({
    nowMs: now.getTime(),
    idleSinceMs: since,
    idleMinutes,
    minuteMs,
    warnedForMs: rule.idleWarnedFor?.getTime() ?? null,
    warnedAtMs: rule.idleWarnedAt?.getTime() ?? null,
  });
  if (step === 'none' || since === null) return 'none';
  const stretch = new Date(since);
  const target = { instanceId: rule.instanceId, idleMinutes };
  const threshold = rule.idleThreshold ?? 0;
  const done = await deps.db.transaction(async (tx) => {
    if (step === 'warn') {
      if (!(await markIdleWarned(tx, target, stretch, now))) return null;
      const instance = await findInstance(tx, rule.instanceId);
      if (instance) {
        const minutes = Math.floor((now.getTime() - since) / minuteMs);
        const lead = idleWarningLeadMinutes(idleMinutes);
        await tell(
          tx,
          instance,
          'instance.auto_stop_idle_warning',
          { name: instance.name, minutes, lead, threshold },
          now,
        );
      }
      return { step, stopped: null };
    }
    if (!(await claimIdleStop(tx, target, stretch, now))) return null;
    const reason = systemText('event.auto_stop_idle', { minutes: idleMinutes, threshold });
    const moved = await stopByRule(tx, rule.instanceId, reason, now);
    if (!moved) return null;
    await tell(
      tx,
      moved,
      'instance.auto_stopped_idle',
      { name: moved.name, minutes: idleMinutes, threshold },
      now,
    );
    return { step, stopped: moved };
  });
  if (done?.stopped) await sendStops(deps, [done.stopped]);
  return done?.step ?? 'none';
}
