import type { AppDeps } from '../../core/deps';
import type { InstanceDeps } from '../instances';
import { type SshGateway, startSshGateway } from './ssh-gateway';
import { sshGatewaySettings } from './ssh-gateway.config';
import { loadOrCreateHostKey } from './ssh-host-key';

/** The product's gateway: the app's books, compute provider and shell into its machines (the web terminal's too). */
export async function startProductSshGateway(
  deps: InstanceDeps & Pick<AppDeps, 'shell'>,
  env: Record<string, string | undefined>,
): Promise<SshGateway> {
  const settings = sshGatewaySettings(env, deps.config);
  const gateway = await startSshGateway(
    {
      db: deps.db,
      clock: deps.clock,
      log: deps.log,
      compute: deps.compute,
      shell: deps.shell,
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
