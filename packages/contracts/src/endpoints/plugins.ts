import { endpoint } from '../endpoint';
import {
  PLUGIN_RULE,
  pluginActionRequest,
  pluginListRequest,
  pluginListResponse,
  pluginResponse,
} from '../plugins';

const tag = 'instance plugins';

/** Instance plugins (issue 17, /console/instancePlugin/:instanceName): JupyterLab, TensorBoard, code-server, monitor. */
export const pluginsEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/instance/plugin/list',
    access: 'session',
    tag,
    summary: 'The plugins of an instance: each kind with its state, address and token',
    description: PLUGIN_RULE,
    request: pluginListRequest,
    response: pluginListResponse,
  }),
  install: endpoint({
    method: 'POST',
    path: '/api/instance/plugin/install',
    access: 'session',
    tag,
    summary: 'Install a plugin (installing twice is one plugin); answers its address and token',
    description: PLUGIN_RULE,
    request: pluginActionRequest,
    response: pluginResponse,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/instance/plugin/remove',
    access: 'session',
    tag,
    summary: 'Remove a plugin from an instance',
    request: pluginActionRequest,
    response: pluginResponse,
  }),
};
