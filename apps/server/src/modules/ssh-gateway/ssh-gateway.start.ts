import type {} from '../../core/deps';
import { createDockerHosts } from '../../providers/compute/docker/docker-hosts';
import { createDockerShell } from '../../providers/compute/docker/docker-shell';
import type { InstanceDeps } from '../instances';
import { type SshGateway, startSshGateway } from './ssh-gateway';
import { sshGatewaySettings } from './ssh-gateway.config';
import { loadOrCreateHostKey } from './ssh-host-key';

/** The product's gateway: the app's books and compute provider, a shell into the docker engines. */
export async function startProductSshGateway(
  deps: InstanceDeps,
  env: Record<string, string | undefined>,
): Promise<SshGateway> {
  const settings = sshGatewaySettings(env, deps.config);
  const gateway = await startSshGateway(
    {
      db: deps.db,
      clock: deps.clock,
      log: deps.log,
      compute: deps.compute,
      shell: createDockerShell(createDockerHosts(deps.config.compute.docker)),
    },
    {
      port: settings.port,
      host: settings.host,
      hostKey: loadOrCreateHostKey(settings.hostKeyFile),
      maxFileBytes: settings.maxFileBytes,
    },
  );
  deps.log.info(
    { host: settings.host, port: gateway.port, hostKeyFile: settings.hostKeyFile },
    `SSH gateway is listening at ${settings.host}:${gateway.port}`,
  );
  return gateway;
}
