import {
  AUTO_STOP_RULE,
  autoStopClearRequest,
  autoStopInstanceRequest,
  autoStopListRequest,
  autoStopListResponse,
  autoStopResponse,
  autoStopSetRequest,
} from '../auto-stop';
import { endpoint } from '../endpoint';

const tag = 'instance auto-stop';
const access = 'session';

/** Auto-stop (issue 42): stop at a China time, after N idle minutes, or when a command finishes. */
export const autoStopEndpoints = {
  get: endpoint({
    method: 'POST',
    path: '/api/instance/auto_stop/get',
    access,
    tag,
    summary: "An instance's auto-stop rules",
    description: AUTO_STOP_RULE,
    request: autoStopInstanceRequest,
    response: autoStopResponse,
  }),
  list: endpoint({
    method: 'POST',
    path: '/api/instance/auto_stop/list',
    access,
    tag,
    summary: "The auto-stop rules of the caller's instances that have any",
    request: autoStopListRequest,
    response: autoStopListResponse,
  }),
  set: endpoint({
    method: 'POST',
    path: '/api/instance/auto_stop/set',
    access,
    tag,
    summary: 'Set auto-stop rules (the ones given; the others stay)',
    description: AUTO_STOP_RULE,
    request: autoStopSetRequest,
    response: autoStopResponse,
  }),
  clear: endpoint({
    method: 'POST',
    path: '/api/instance/auto_stop/clear',
    access,
    tag,
    summary: 'Clear an auto-stop rule, or all of them',
    request: autoStopClearRequest,
    response: autoStopResponse,
  }),
  keepRunning: endpoint({
    method: 'POST',
    path: '/api/instance/auto_stop/keep_running',
    access,
    tag,
    summary: 'Keep an idle instance running: idle time counts again from now (the idle warning’s link)',
    request: autoStopInstanceRequest,
    response: autoStopResponse,
  }),
};
