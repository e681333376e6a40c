import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import type { AuthContext } from '../auth/sessions.service';
import { type InstanceRecord, moveStatus, setInstanceNote } from './instances.repository';
import { ownInstance } from './instances.service';

type Status = InstanceRecord['status'];

interface PowerAction {
  from: Status[];
  to: Status;
  call: (deps: AppDeps, ref: string) => Promise<void>;
  refusal: string;
}

/** Power actions: each moves the instance only from the states that allow it, then asks the provider. */
export const POWER_ACTIONS = {
  stop: {
    from: ['running'],
    to: 'stopping',
    call: (deps, ref) => deps.compute.stop(ref),
    refusal: 'only a running instance can be stopped',
  },
  start: {
    from: ['stopped'],
    to: 'starting',
    call: (deps, ref) => deps.compute.start(ref),
    refusal: 'only a stopped instance can be started',
  },
  restart: {
    from: ['running'],
    to: 'restarting',
    call: (deps, ref) => deps.compute.restart(ref),
    refusal: 'only a running instance can be restarted',
  },
} satisfies Record<string, PowerAction>;

export async function runPowerAction(
  deps: AppDeps,
  auth: AuthContext,
  instanceId: number,
  action: keyof typeof POWER_ACTIONS,
): Promise<{ Status: Status }> {
  const rule: PowerAction = POWER_ACTIONS[action];
  const instance = await ownInstance(deps, auth, instanceId);
  if (action === 'start' && instance.expiresAt && instance.expiresAt <= deps.clock.now()) {
    throw refused('the prepaid period has ended: renew first');
  }
  const moved = instance.providerRef
    ? await moveStatus(deps.db, instance.id, rule.from, rule.to, action)
    : null;
  if (!moved?.providerRef) throw refused(rule.refusal);
  await rule.call(deps, moved.providerRef);
  return { Status: moved.status };
}

export async function noteInstance(
  deps: AppDeps,
  auth: AuthContext,
  instanceId: number,
  note: string,
): Promise<void> {
  const instance = await ownInstance(deps, auth, instanceId);
  await setInstanceNote(deps.db, instance.id, note);
}
