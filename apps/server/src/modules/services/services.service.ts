import { randomBytes } from 'node:crypto';
import {
  type InstanceService,
  type ListedServiceKind,
  PLUGIN_KINDS,
  SERVICE_KINDS,
  type ServiceBlock,
  servicePort,
} from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { sha256 } from '../../core/tokens';
import { pluginRowsOf } from '../instances';
import { type InstanceRecord, ownInstance } from '../ownership';
import { launchPortsOf } from '../templates';
import { serviceOrigin } from './service-host';
import { deleteExpiredCodes, hostServicesEnabled, insertServiceCode } from './services.repository';

/** How long a one-time address lets a browser in. */
export const CODE_TTL_MS = 60_000;
/** The path of the one-time address on a service origin. */
export const ENTER_PATH = '/.gpucloud/enter';

type ServiceDeps = Pick<AppDeps, 'db' | 'vault' | 'config' | 'compute' | 'clock'>;
type PluginRow = Awaited<ReturnType<typeof pluginRowsOf>>[number];

function blockOf(
  instance: InstanceRecord,
  kind: ListedServiceKind,
  plugin: PluginRow | undefined,
  context: { simulated: boolean; hostOn: boolean },
): ServiceBlock | null {
  if (instance.status !== 'running' || !instance.providerRef) return 'not_running';
  if (context.simulated) return 'simulated';
  if (!context.hostOn) return 'host_off';
  if (kind !== 'custom' && kind !== 'template_port' && plugin?.state !== 'installed') return 'not_installed';
  return null;
}

/** Every plugin, the custom port and its template's ports of an instance: origin, state, and whether it opens now. */
export async function listServices(deps: ServiceDeps, auth: AuthContext, input: { instance_id: number }) {
  const instance = await ownInstance(deps, auth, input.instance_id);
  return {
    Instance: { InstanceId: instance.id, Name: instance.name, Status: instance.status },
    list: await servicesOf(deps, instance),
  };
}

export async function servicesOf(deps: ServiceDeps, instance: InstanceRecord): Promise<InstanceService[]> {
  const plugins = instance.status === 'released' ? [] : await pluginRowsOf(deps, instance.id);
  // A running machine the provider has no address for runs nothing to reach: the simulated fleet.
  const running = instance.status === 'running' && Boolean(instance.providerRef);
  const address = running ? await deps.compute.serviceAddress(instance.providerRef as string) : null;
  const context = {
    simulated: running && address === null,
    hostOn: await hostServicesEnabled(deps.db, instance.hostId),
  };
  const fixed = SERVICE_KINDS.map((kind): InstanceService => {
    const plugin = plugins.find((row) => row.plugin === kind);
    const port = servicePort(kind);
    const block = blockOf(instance, kind, plugin, context);
    return {
      Service: kind,
      Port: port,
      Label: '',
      Url: serviceOrigin(deps.config.services, { instanceName: instance.name, port }),
      PluginState: kind === 'custom' ? 'installed' : (plugin?.state ?? 'none'),
      Program: plugin?.program ?? '',
      Openable: block === null,
      Blocked: block,
    };
  });
  // The ports a template exposes (issue 42) are served as the custom port is: always "installed".
  const templatePorts = (await launchPortsOf(deps.db, instance.id)).map((entry): InstanceService => {
    const block = blockOf(instance, 'template_port', undefined, context);
    return {
      Service: 'template_port',
      Port: entry.port,
      Label: entry.label,
      Url: serviceOrigin(deps.config.services, { instanceName: instance.name, port: entry.port }),
      PluginState: 'installed',
      Program: '',
      Openable: block === null,
      Blocked: block,
    };
  });
  return [...fixed, ...templatePorts];
}

const REFUSALS: Record<ServiceBlock, string> = {
  not_running: 'services open on a running instance: start it first',
  simulated: 'services need a real engine: this instance is simulated, nothing runs to reach',
  host_off: 'services are turned off on this instance’s host',
  not_installed: 'this plugin is not installed: install it first',
};

/**
 * A single-use address on the service's own origin (about a minute), bound to the instance, the
 * port and the caller's session; stored hashed so any server process can redeem it.
 */
export async function openService(
  deps: ServiceDeps,
  auth: AuthContext,
  input: { instance_id: number; service: ListedServiceKind; port?: number },
) {
  const instance = await ownInstance(deps, auth, input.instance_id);
  const service = (await servicesOf(deps, instance)).find(
    (row) => row.Service === input.service && (input.service !== 'template_port' || row.Port === input.port),
  );
  if (!service) throw refused('service: no such service');
  if (service.Blocked) throw refused(REFUSALS[service.Blocked]);
  const code = randomBytes(24).toString('base64url');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await deleteExpiredCodes(deps.db, new Date(now.getTime() - CODE_TTL_MS));
  await insertServiceCode(deps.db, {
    codeHash: sha256(code),
    instanceId: instance.id,
    port: service.Port,
    sessionId: auth.sessionId,
    expiresAt,
  });
  return { Url: `${service.Url}${ENTER_PATH}?code=${code}`, ExpiresAt: expiresAt.toISOString() };
}

/** Where a browser lands after entering: a plugin's start page with its own token (Jupyter's login). */
export async function startPathOf(deps: Pick<AppDeps, 'db' | 'vault'>, instanceId: number, port: number) {
  const kind = PLUGIN_KINDS.find((plugin) => servicePort(plugin) === port);
  if (!kind || kind === 'tensorboard') return '/';
  const row = (await pluginRowsOf(deps, instanceId)).find((plugin) => plugin.plugin === kind);
  if (!row?.token) return '/';
  return kind === 'code_server' ? '/' : `/?token=${encodeURIComponent(row.token)}`;
}
