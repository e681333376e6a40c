import { endpoint } from '../endpoint';
import {
  RUNWAY_RULE,
  runwayRequest,
  runwayResponse,
  setLowBalanceThresholdRequest,
  setLowBalanceThresholdResponse,
  timelineRequest,
  timelineResponse,
} from '../runway';

/** Before the money runs out (issue 44): the runway, the low-balance threshold, an instance's timeline. */
export const runwayEndpoints = {
  get: endpoint({
    method: 'POST',
    path: '/api/wallet/get_runway',
    access: 'main',
    tag: 'wallet',
    summary: 'How long the balance, vouchers and credit line last at the current burn',
    description: RUNWAY_RULE,
    request: runwayRequest,
    response: runwayResponse,
  }),
  setThreshold: endpoint({
    method: 'POST',
    path: '/api/wallet/set_low_balance_threshold',
    access: 'main',
    tag: 'wallet',
    summary: 'Set the low-balance notice threshold (0 = off): one notice each time the funds fall below it',
    request: setLowBalanceThresholdRequest,
    response: setLowBalanceThresholdResponse,
  }),
  timeline: endpoint({
    method: 'POST',
    path: '/api/instance/get_timeline',
    access: 'session',
    tag: 'instances',
    summary:
      'What happens next to an instance and when: next hourly charge, period end, scheduled stop, disk release',
    request: timelineRequest,
    response: timelineResponse,
  }),
};
