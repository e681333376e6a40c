import type { ImageSystem, InstancePlugin, PluginState } from '@gpucloud/contracts';
import { canDo, type InstanceState, isTransitional } from '@gpucloud/domain';

/** How often the page asks again while a plugin or its instance is between states. */
export const PLUGIN_POLL_MS = 2000;

/** Why nothing can be installed on an instance now (the server's rule, said before it refuses). */
export type InstallBlock = 'notLinux' | 'notRunning';

export function installBlock(instance: { Status: InstanceState; System: ImageSystem }): InstallBlock | null {
  if (instance.System !== 'linux') return 'notLinux';
  return canDo(instance.Status, 'plugins') ? null : 'notRunning';
}

/** A plugin the provider is still installing or removing: its card waits for the answer. */
export function isPluginBusy(state: PluginState): boolean {
  return state === 'installing' || state === 'removing';
}

/** The list is asked again while a plugin is busy or the instance is on its way to a new state. */
export function needsPolling(status: InstanceState, plugins: readonly Pick<InstancePlugin, 'State'>[]) {
  return isTransitional(status) || plugins.some((plugin) => isPluginBusy(plugin.State));
}

/** Address and token are shown from installation until the plugin is gone. */
export function hasAccess(plugin: Pick<InstancePlugin, 'Url' | 'Token'>): boolean {
  return plugin.Url !== '' && plugin.Token !== '';
}

/**
 * The address that opens the plugin at once: its token in the query, as JupyterLab's own links
 * carry it. Without the token the plugin's page asks for it.
 */
export function openAddress(url: string, token: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}${hash}`;
}
