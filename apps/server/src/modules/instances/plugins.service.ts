import type { InstancePlugin, PluginKind, PluginState } from '@gpucloud/contracts';
import { PLUGIN_KINDS } from '@gpucloud/contracts';
import { canDo } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { PLUGIN_KINDS as PROVIDER_PLUGIN_KINDS } from '../../providers/compute/compute-provider';
import { findImage } from '../images';
import { assertOwned, ownInstance } from '../ownership';
import { type InstanceRecord, lockInstance } from './instances.repository';
import {
  deletePlugin,
  deletePluginsOf,
  findInstanceByName,
  listPlugins,
  lockPlugin,
  markInstalling,
  type PluginRecord,
  updatePlugin,
} from './plugins.repository';

// The API's plugin kinds are the provider's, in the same order.
const SAME_KINDS: readonly PluginKind[] = PROVIDER_PLUGIN_KINDS satisfies readonly PluginKind[];
if (SAME_KINDS.join() !== PLUGIN_KINDS.join())
  throw new Error('plugin kinds of the API and the provider differ');

function answerOf(
  deps: Pick<AppDeps, 'vault'>,
  instance: InstanceRecord,
  plugin: PluginKind,
  row: PluginRecord | undefined,
): InstancePlugin {
  const state: PluginState = row?.state ?? 'none';
  return {
    Plugin: plugin,
    State: state,
    Url: row?.url ?? '',
    Token: row?.tokenSealed ? deps.vault.open(row.tokenSealed) : '',
    FailReason: row?.failReason ?? '',
    Running: state === 'installed' && instance.status === 'running',
    InstalledAt: row?.installedAt?.toISOString() ?? null,
  };
}

async function systemOf(deps: Pick<AppDeps, 'db'>, instance: InstanceRecord) {
  return (await findImage(deps.db, instance.imageId))?.system ?? 'linux';
}

/**
 * The plugins of an instance of the caller, by id or by name, every kind listed. A released
 * instance's plugins went with its machine: they are cleaned up here and listed as not installed.
 */
export async function listInstancePlugins(
  deps: Pick<AppDeps, 'db' | 'vault' | 'compute'>,
  auth: AuthContext,
  input: { instance_id?: number | undefined; instance_name?: string | undefined },
) {
  const instance =
    input.instance_id !== undefined
      ? await ownInstance(deps, auth, input.instance_id)
      : assertOwned(auth, await findInstanceByName(deps.db, input.instance_name ?? ''));
  if (instance.status === 'released') await deletePluginsOf(deps.db, instance.id);
  const rows = instance.status === 'released' ? [] : await listPlugins(deps.db, instance.id);
  return {
    Instance: {
      InstanceId: instance.id,
      Name: instance.name,
      Status: instance.status,
      System: await systemOf(deps, instance),
      Simulated: deps.compute.isSimulated({ ref: instance.providerRef, kind: instance.kind }),
    },
    list: PLUGIN_KINDS.map((plugin) =>
      answerOf(
        deps,
        instance,
        plugin,
        rows.find((row) => row.plugin === plugin),
      ),
    ),
  };
}

/**
 * Installs a plugin on a running Linux instance of the caller: `installing` is committed, the
 * provider called after (idempotent), its address and token recorded (the token sealed) as
 * installed, or the reason as failed. Installing an installed plugin answers it as it is.
 */
export async function installPlugin(
  deps: Pick<AppDeps, 'db' | 'clock' | 'compute' | 'vault' | 'log'>,
  auth: AuthContext,
  input: { instance_id: number; plugin: PluginKind },
): Promise<InstancePlugin> {
  const owned = await ownInstance(deps, auth, input.instance_id);
  if ((await systemOf(deps, owned)) !== 'linux') throw refused('plugins run on Linux instances');
  const now = deps.clock.now();
  const { instance, existing } = await deps.db.transaction(async (tx) => {
    const locked = assertOwned(auth, await lockInstance(tx, owned.id));
    if (!canDo(locked.status, 'plugins') || !locked.providerRef)
      throw refused('plugins are installed on a running instance: start it first');
    const row = await lockPlugin(tx, locked.id, input.plugin);
    if (row?.state === 'removing') throw refused('this plugin is being removed: try again in a moment');
    if (row?.state !== 'installed') await markInstalling(tx, locked.id, input.plugin, now);
    return { instance: locked, existing: row?.state === 'installed' ? row : null };
  });
  if (existing) return ensureRunning(deps, instance, input.plugin, existing);

  let settled: PluginRecord | null;
  try {
    const access = await deps.compute.installPlugin(instance.providerRef as string, input.plugin);
    settled = await updatePlugin(deps.db, instance.id, input.plugin, {
      state: 'installed',
      url: access.url,
      tokenSealed: deps.vault.seal(access.token),
      program: access.program ?? '',
      failReason: '',
      installedAt: deps.clock.now(),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'the provider refused';
    deps.log.warn({ err: error, instanceId: instance.id, plugin: input.plugin }, 'plugin install failed');
    settled = await updatePlugin(deps.db, instance.id, input.plugin, { state: 'failed', failReason: reason });
  }
  return answerOf(deps, instance, input.plugin, settled ?? undefined);
}

/**
 * Installing an installed plugin asks the provider again, which starts its process when the machine
 * lost it (a real container's processes end when it stops) and answers the running one otherwise,
 * with the same token; a refusal is the caller's answer, the plugin stays installed.
 */
async function ensureRunning(
  deps: Pick<AppDeps, 'compute' | 'vault' | 'log'>,
  instance: InstanceRecord,
  plugin: PluginKind,
  row: PluginRecord,
): Promise<InstancePlugin> {
  try {
    await deps.compute.installPlugin(instance.providerRef as string, plugin);
  } catch (error) {
    deps.log.warn({ err: error, instanceId: instance.id, plugin }, 'plugin restart failed');
    throw refused(error instanceof Error ? error.message : 'the provider refused');
  }
  return answerOf(deps, instance, plugin, row);
}

/** Removes a plugin: `removing` is committed, the provider removes it, then the row goes. */
export async function removePlugin(
  deps: Pick<AppDeps, 'db' | 'compute' | 'vault' | 'log'>,
  auth: AuthContext,
  input: { instance_id: number; plugin: PluginKind },
): Promise<InstancePlugin> {
  const owned = await ownInstance(deps, auth, input.instance_id);
  const { instance, previous } = await deps.db.transaction(async (tx) => {
    const locked = assertOwned(auth, await lockInstance(tx, owned.id));
    const row = await lockPlugin(tx, locked.id, input.plugin);
    if (!row) throw refused('this plugin is not installed');
    if (row.state === 'installing') throw refused('this plugin is being installed: try again in a moment');
    await updatePlugin(tx, locked.id, input.plugin, { state: 'removing' });
    return { instance: locked, previous: row };
  });
  try {
    if (instance.providerRef) await deps.compute.removePlugin(instance.providerRef, input.plugin);
  } catch (error) {
    // Nothing was removed: the plugin is as it was, and the caller may try again.
    await updatePlugin(deps.db, instance.id, input.plugin, { state: previous.state });
    deps.log.warn({ err: error, instanceId: instance.id, plugin: input.plugin }, 'plugin removal failed');
    throw refused('the plugin could not be removed: try again');
  }
  await deletePlugin(deps.db, instance.id, input.plugin);
  return answerOf(deps, instance, input.plugin, undefined);
}

/** An instance's plugin rows with their tokens opened, for the services module (their origins). */
export async function pluginRowsOf(deps: Pick<AppDeps, 'db' | 'vault'>, instanceId: number) {
  const rows = await listPlugins(deps.db, instanceId);
  return rows.map((row) => ({
    plugin: row.plugin,
    state: row.state,
    program: row.program,
    token: row.tokenSealed ? deps.vault.open(row.tokenSealed) : '',
  }));
}
