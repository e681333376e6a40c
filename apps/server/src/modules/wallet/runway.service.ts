import type { Runway } from '@gpucloud/contracts';
import { type Fen, fenToYuan, runwayMinutes } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { findThresholdFen, readRunwayFigures, saveThreshold } from './balance-alerts.repository';

/** The caller's runway: what the account can spend, its burn and how long that lasts (domain rule). */
export async function getRunway(deps: Pick<AppDeps, 'db' | 'clock'>, auth: AuthContext): Promise<Runway> {
  const at = deps.clock.now();
  const figures = await readRunwayFigures(deps.db, auth.userId, at);
  const minutes = runwayMinutes(figures.spendableFen, figures.burnFen);
  const now = at.getTime();
  return {
    Spendable: fenToYuan(figures.spendableFen),
    BurnPerHour: fenToYuan(figures.burnFen),
    RunningInstances: figures.running,
    RunwayMinutes: minutes,
    RunsOutAt: minutes === null ? null : new Date(now + minutes * 60_000).toISOString(),
    LowBalanceThreshold: fenToYuan(await findThresholdFen(deps.db, auth.userId)),
  };
}

/** Sets the low-balance threshold (validated by the contract: whole fen, 0 to the domain's maximum). */
export async function setLowBalanceThreshold(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  thresholdFen: Fen,
): Promise<{ LowBalanceThreshold: number }> {
  await saveThreshold(deps.db, auth.userId, thresholdFen);
  return { LowBalanceThreshold: fenToYuan(thresholdFen) };
}
