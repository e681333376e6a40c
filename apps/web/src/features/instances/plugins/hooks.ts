import {
  pluginsRoutes as api,
  type InstancePlugin,
  type ListedServiceKind,
  type PluginKind,
  servicesRoutes as servicesApi,
} from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallData, call } from '../../../api/call';
import { hasSession } from '../../../shared/session';
import { instanceKeys } from '../hooks';
import { needsPolling, PLUGIN_POLL_MS } from './pluginRules';
import { openServiceTab } from './serviceTab';

export type PluginList = CallData<typeof api.list>;

/** Query keys of the plugin page, under the instances feature's so its invalidations reach them. */
export const pluginKeys = {
  all: [...instanceKeys.all, 'plugins'] as const,
  byName: (instanceName: string) => [...pluginKeys.all, instanceName] as const,
};

/** An instance's plugins by its name (as the route names it); polls while anything is on the move. */
export function usePlugins(instanceName: string) {
  return useQuery({
    queryKey: pluginKeys.byName(instanceName),
    queryFn: () => call(api.list, { instance_name: instanceName }),
    enabled: hasSession() && instanceName !== '',
    // A plugin's address and token must be current when shown.
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && needsPolling(data.Instance.Status, data.list) ? PLUGIN_POLL_MS : false;
    },
  });
}

/** Puts one plugin's answer into the cached list, then reads the list again. */
function usePluginMutation(route: typeof api.install | typeof api.remove, instanceName: string) {
  const queryClient = useQueryClient();
  const key = pluginKeys.byName(instanceName);
  return useMutation({
    mutationFn: (body: { instance_id: number; plugin: PluginKind }) => call(route, body),
    onSuccess: (answer: InstancePlugin) =>
      queryClient.setQueryData<PluginList>(key, (data) =>
        data
          ? { ...data, list: data.list.map((row) => (row.Plugin === answer.Plugin ? answer : row)) }
          : data,
      ),
    // The whole plugin page's queries: the services list reads the plugins' states too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pluginKeys.all }),
  });
}

export const useInstallPlugin = (instanceName: string) => usePluginMutation(api.install, instanceName);
export const useRemovePlugin = (instanceName: string) => usePluginMutation(api.remove, instanceName);

export type ServiceList = CallData<typeof servicesApi.list>;

/** An instance's services (each plugin and the custom port) with their origins. */
export function useServices(instanceId: number | undefined) {
  return useQuery({
    queryKey: [...pluginKeys.all, 'services', instanceId ?? 0] as const,
    queryFn: () => call(servicesApi.list, { instance_id: instanceId ?? 0 }),
    enabled: hasSession() && instanceId !== undefined,
    staleTime: 0,
  });
}

/** Opens a service in a new tab through its single-use address (serviceTab.ts). */
export function useOpenService() {
  return useMutation({
    mutationFn: (body: { instance_id: number; service: ListedServiceKind; port?: number }) =>
      openServiceTab(window, () => call(servicesApi.open, body)),
  });
}
