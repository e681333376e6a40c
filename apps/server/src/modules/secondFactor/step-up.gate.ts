import type { StepUpGate } from '../../core/auth/step-up';
import { SECOND_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { stepUpRequired } from '../../core/errors';
import { secondFactorProvenAt } from '../sessions';
import { ownerOf } from './factor-proof';
import { hasEnabledSecondFactor } from './second-factors.repository';

/**
 * The guard of the calls that matter (endpoints with `stepUp: true`): an account without a second
 * factor passes as before; one with it needs its session's last proof within the window. Read from
 * the database on each guarded call (few, and never cached: a step-up in another process counts).
 */
export function createStepUpGate(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): StepUpGate {
  return {
    async assertRecent(auth) {
      if (!(await hasEnabledSecondFactor(deps.db, ownerOf(auth)))) return;
      const provenAt = await secondFactorProvenAt(deps.db, auth.sessionId);
      const windowMs = deps.config.secondFactor.stepUpWindowSeconds * SECOND_MS;
      if (!provenAt || deps.clock.now().getTime() - provenAt.getTime() > windowMs) throw stepUpRequired();
    },
  };
}
