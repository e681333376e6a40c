import { randomBytes } from 'node:crypto';
import { type AutoStopRuleKind, type AutoStopSettings, ErrorCode } from '@gpucloud/contracts';
import {
  AUTO_STOP_LIMITS,
  checkStopAt,
  chinaTimeText,
  chinaTimeToInstant,
  ENDED_STATES,
} from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import { type InstanceRecord, ownInstance } from '../ownership';
import { type AutoStopRecord, findRule, listRules, saveRule } from './auto-stop.repository';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'compute'>;

const iso = (at: Date | null) => at?.toISOString() ?? null;

function settingsOf(
  deps: Pick<AppDeps, 'compute'>,
  instance: InstanceRecord,
  rule: AutoStopRecord | null,
): AutoStopSettings {
  return {
    InstanceId: instance.id,
    StopAt: iso(rule?.stopAt ?? null),
    StopAtChina: rule?.stopAt ? chinaTimeText(rule.stopAt) : null,
    IdleMinutes: rule?.idleMinutes ?? null,
    IdleThreshold: rule?.idleMinutes ? rule.idleThreshold : null,
    IdleCountFrom: rule?.idleMinutes ? iso(rule.idleCountFrom) : null,
    IdleWarnedAt: rule?.idleMinutes ? iso(rule.idleWarnedAt) : null,
    Command: rule?.command ?? null,
    CommandStartedAt: iso(rule?.commandStartedAt ?? null),
    CommandSupported: !deps.compute.isSimulated({ ref: instance.providerRef, kind: instance.kind }),
  };
}

/** An instance of the caller that can still have rules (not failed or released). */
async function liveInstance(deps: Pick<AppDeps, 'db'>, auth: AuthContext, instanceId: number) {
  const instance = await ownInstance(deps, auth, instanceId);
  if (ENDED_STATES.includes(instance.status)) throw refused('a failed or released instance has no auto-stop');
  return instance;
}

export async function getAutoStop(
  deps: Deps,
  auth: AuthContext,
  instanceId: number,
): Promise<AutoStopSettings> {
  const instance = await ownInstance(deps, auth, instanceId);
  return settingsOf(deps, instance, await findRule(deps.db, instance.id));
}

/** When an instance's time rule stops it, if one is set (the instance's timeline shows it). */
export async function scheduledStopAt(deps: Pick<AppDeps, 'db'>, instanceId: number): Promise<Date | null> {
  return (await findRule(deps.db, instanceId))?.stopAt ?? null;
}

export async function listAutoStops(deps: Deps, auth: AuthContext): Promise<{ list: AutoStopSettings[] }> {
  const rows = await listRules(deps.db, auth);
  return { list: rows.map((row) => settingsOf(deps, row.instance, row.rule)) };
}

/**
 * Sets the rules given (the others stay). The time must be in the future by the server's clock
 * (ILLEGAL_PARAMETER naming `stop_at` otherwise, as the contract's own checks answer); a command is
 * started now on the running machine, and refused on a simulated one, which runs nothing.
 */
export async function setAutoStop(
  deps: Deps,
  auth: AuthContext,
  input: {
    instance_id: number;
    stop_at?: string | undefined;
    idle_minutes?: number | undefined;
    idle_threshold?: number | undefined;
    command?: string | undefined;
  },
): Promise<AutoStopSettings> {
  const now = deps.clock.now();
  const instance = await liveInstance(deps, auth, input.instance_id);
  const fields: Parameters<typeof saveRule>[2] = { updatedAt: now };
  if (input.stop_at !== undefined) {
    const stopAt = chinaTimeToInstant(input.stop_at);
    const checked = stopAt ? checkStopAt(stopAt, now) : { ok: false as const, reason: 'is no real time' };
    if (!checked.ok) throw new AppError(ErrorCode.ILLEGAL_PARAMETER, `stop_at: ${checked.reason}`);
    fields.stopAt = stopAt;
  }
  if (input.idle_threshold !== undefined && input.idle_minutes === undefined)
    throw new AppError(ErrorCode.ILLEGAL_PARAMETER, 'idle_threshold: is set with idle_minutes');
  if (input.idle_minutes !== undefined) {
    fields.idleMinutes = input.idle_minutes;
    fields.idleThreshold = input.idle_threshold ?? AUTO_STOP_LIMITS.idleThreshold.default;
    fields.idleCountFrom = now;
    fields.idleWarnedFor = null;
    fields.idleWarnedAt = null;
    fields.checkAfter = null;
  }
  if (input.command !== undefined)
    Object.assign(fields, await startCommand(deps, instance, input.command, now));
  return settingsOf(deps, instance, await saveRule(deps.db, instance.id, fields));
}

/** Starts the command of a "stop when it finishes" rule on the instance's machine. */
async function startCommand(deps: Deps, instance: InstanceRecord, command: string, now: Date) {
  if (deps.compute.isSimulated({ ref: instance.providerRef, kind: instance.kind }))
    throw refused(
      'a simulated machine runs no commands: "stop when a command finishes" needs a real machine',
    );
  if (instance.status !== 'running' || !instance.providerRef)
    throw refused('a command is started on a running instance: start it first');
  if ((await findRule(deps.db, instance.id))?.command)
    throw refused('a command is watched already: clear that rule first (its command keeps running)');
  const commandKey = `${instance.id}-${randomBytes(6).toString('hex')}`;
  try {
    await deps.compute.startCommand(instance.providerRef, commandKey, command);
  } catch (error) {
    throw refused(
      `the command could not be started: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { command, commandKey, commandStartedAt: now, checkAfter: null };
}

const CLEARED: Record<Exclude<AutoStopRuleKind, 'all'>, Parameters<typeof saveRule>[2]> = {
  time: { stopAt: null },
  idle: {
    idleMinutes: null,
    idleThreshold: null,
    idleCountFrom: null,
    idleWarnedFor: null,
    idleWarnedAt: null,
  },
  // The command keeps running on the machine: only the watch ends.
  command: { command: null, commandKey: null, commandStartedAt: null },
};

export async function clearAutoStop(
  deps: Deps,
  auth: AuthContext,
  input: { instance_id: number; rule: AutoStopRuleKind },
): Promise<AutoStopSettings> {
  const instance = await ownInstance(deps, auth, input.instance_id);
  const fields =
    input.rule === 'all' ? { ...CLEARED.time, ...CLEARED.idle, ...CLEARED.command } : CLEARED[input.rule];
  const saved = await saveRule(deps.db, instance.id, { ...fields, updatedAt: deps.clock.now() });
  return settingsOf(deps, instance, saved);
}

/** The idle warning's "keep running": idle time counts again from now (the rule stays). */
export async function keepRunning(
  deps: Deps,
  auth: AuthContext,
  instanceId: number,
): Promise<AutoStopSettings> {
  const instance = await ownInstance(deps, auth, instanceId);
  if (!(await findRule(deps.db, instance.id))?.idleMinutes) throw refused('this instance has no idle rule');
  const saved = await saveRule(deps.db, instance.id, {
    idleCountFrom: deps.clock.now(),
    idleWarnedFor: null,
    idleWarnedAt: null,
    updatedAt: deps.clock.now(),
  });
  return settingsOf(deps, instance, saved);
}
