import { monitoringRoutes as api, type MetricRange } from '@gpucloud/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, call } from '../../../api/call';
import { hasSession } from '../../../shared/session';
import { instanceKeys } from '../hooks';

export type InstanceMetricsData = CallData<typeof api.series>;

/** Query keys of monitoring, under the instances' lists so a list refresh refreshes the live figures. */
export const monitoringKeys = {
  series: (id: number, range: MetricRange) => [...instanceKeys.all, 'metrics', id, range] as const,
  latest: (ids: readonly number[]) => [...instanceKeys.lists(), 'latestMetrics', ...ids] as const,
};

/** The week's hour points change once an hour: asked again every ten minutes. */
const WEEK_POLL_MS = 10 * 60_000;

/** An instance's figures over a range, asked again as often as the machine is sampled. */
export function useInstanceMetrics(id: number, range: MetricRange) {
  return useQuery({
    queryKey: monitoringKeys.series(id, range),
    queryFn: () => call(api.series, { instance_id: id, range }),
    enabled: hasSession() && id > 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      range === '7d' ? WEEK_POLL_MS : Math.max(5, query.state.data?.SampleSeconds ?? 60) * 1000,
  });
}

/** How often the cards' live figures are asked again (the default sampling interval). */
const LATEST_POLL_MS = 60_000;

/** The last figures of the running instances shown (one call for the page of the list). */
export function useLatestMetrics(ids: readonly number[]) {
  return useQuery({
    queryKey: monitoringKeys.latest(ids),
    queryFn: () => call(api.latest, { instance_ids: [...ids] }),
    enabled: hasSession() && ids.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: LATEST_POLL_MS,
  });
}
