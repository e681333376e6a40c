import type { AppDeps } from '../core/deps';
import { type AutoStopOutcome, runAutoStop } from '../modules/autoStop';

/**
 * Auto-stop (issue 42), every auto-stop minute (AUTO_STOP_MINUTE_SECONDS): time rules due, idle
 * rules over the monitoring minute points, commands that finished. Safe in many processes: each
 * rule fires once (modules/autoStop, auto-stop-run.service.ts).
 */
export function runAutoStopJob(deps: AppDeps): Promise<AutoStopOutcome> {
  return runAutoStop(deps);
}
