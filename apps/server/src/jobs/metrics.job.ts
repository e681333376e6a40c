import type { AppDeps } from '../core/deps';
import { rollUpAndPrune, sampleRunningInstances } from '../modules/monitoring';

/** Monitoring (issue 42): a minute point of every running instance (METRICS_SAMPLE_SECONDS, 60 by default). */
export function sampleMetrics(deps: AppDeps) {
  return sampleRunningInstances(deps);
}

/** Monitoring: hour points of the finished hours, then minute points over 24 h and hour points over 30 days deleted. */
export function rollUpMetrics(deps: AppDeps) {
  return rollUpAndPrune(deps);
}
