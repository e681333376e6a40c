import type { OpsOverview } from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { AppDeps } from '../../core/deps';
import { platformDayOf } from '../../core/platform-day';
import {
  countOpenWorkOrders,
  countRunningInstances,
  gpusPerModel,
  sumCharges,
  sumPaidTopUps,
} from './overview.repository';

/** The console's landing page: today (Asia/Shanghai) in money, and the fleet and support queue now. */
export async function getOverview(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<OpsOverview> {
  const today = platformDayOf(deps.clock.now());
  const [topUps, spentFen, running, gpus, openWorkOrders] = await Promise.all([
    sumPaidTopUps(deps.db, today),
    sumCharges(deps.db, today),
    countRunningInstances(deps.db),
    gpusPerModel(deps.db),
    countOpenWorkOrders(deps.db),
  ]);
  return {
    Day: today.day,
    DayStart: today.start.toISOString(),
    TopUps: { Count: topUps.count, Sum: fenToYuan(topUps.sumFen) },
    Spend: fenToYuan(spentFen),
    RunningInstances: running,
    GpusFree: gpus.map((row) => ({ GpuModel: row.model, Free: row.free, Total: row.total })),
    OpenWorkOrders: openWorkOrders,
  };
}
