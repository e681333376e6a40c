import type { AppDeps } from '../core/deps';
import { runMonthlySettlement } from '../modules/partners';

/**
 * The sales partners' monthly settlement (issue 15): once the refund window after a month's end
 * has passed, every earning before that month's end becomes withdrawable. Asked every 10 minutes;
 * the settlement's key (partner and month) makes every repeat, in any process, settle nothing.
 */
export async function settlePartners(deps: AppDeps): Promise<{ settled: number }> {
  return { settled: (await runMonthlySettlement(deps)).length };
}
