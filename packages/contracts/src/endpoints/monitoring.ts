import { endpoint } from '../endpoint';
import {
  instanceMetricsRequest,
  instanceMetricsResponse,
  latestMetricsRequest,
  latestMetricsResponse,
  METRICS_RULE,
} from '../monitoring';

const tag = 'instance monitoring';

/** Monitoring (issue 42): an instance's figures over time (/console/instance/monitor) and the list's live figure. */
export const monitoringEndpoints = {
  series: endpoint({
    method: 'POST',
    path: '/api/instance/metrics',
    access: 'session',
    tag,
    summary: "An instance's CPU, memory, disk, network and GPU figures over the last hour, day or week",
    description: METRICS_RULE,
    request: instanceMetricsRequest,
    response: instanceMetricsResponse,
  }),
  latest: endpoint({
    method: 'POST',
    path: '/api/instance/metrics/latest',
    access: 'session',
    tag,
    summary:
      'The last figures of several instances of the caller (the instance card’s live CPU or GPU figure)',
    description: METRICS_RULE,
    request: latestMetricsRequest,
    response: latestMetricsResponse,
  }),
};

/** Staff see any instance's figures (support answering a ticket, fleet watching a host). */
export const opsMonitoringEndpoints = {
  series: endpoint({
    method: 'POST',
    path: '/api/ops/get_instance_metrics',
    access: 'staff',
    staffRoles: ['support', 'fleet'],
    tag,
    summary: "Any instance's figures over the last hour, day or week",
    description: METRICS_RULE,
    request: instanceMetricsRequest,
    response: instanceMetricsResponse,
  }),
};
