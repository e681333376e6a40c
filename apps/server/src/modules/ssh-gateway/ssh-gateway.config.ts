import path from 'node:path';
import type { Config } from '../../core/config';
import { intFromEnv } from '../../core/env-int';

export interface SshGatewaySettings {
  port: number;
  host: string;
  hostKeyFile: string;
  maxFileBytes: number;
}

/**
 * Where the gateway listens and what it keeps: the port is the compute configuration's
 * (SSH_GATEWAY_PORT); SSH_GATEWAY_HOST (default HOST), SSH_HOST_KEY_FILE (default
 * DATA_DIR/ssh_host_ed25519_key) and SSH_SFTP_MAX_FILE_MB (default 2048) are the gateway's own.
 */
export function sshGatewaySettings(
  env: Record<string, string | undefined>,
  config: Config,
): SshGatewaySettings {
  return {
    port: config.compute.sshGatewayPort,
    host: env.SSH_GATEWAY_HOST?.trim() || config.host,
    hostKeyFile: env.SSH_HOST_KEY_FILE?.trim() || path.join(config.dataDir, 'ssh_host_ed25519_key'),
    maxFileBytes: intFromEnv(env, 'SSH_SFTP_MAX_FILE_MB', 2048) * 1024 * 1024,
  };
}

/** The gateway runs beside the docker provider, whose containers it opens; port 0 turns it off. */
export function gatewayWanted(config: Config): boolean {
  return config.compute.provider === 'docker' && config.compute.sshGatewayPort !== 0;
}
