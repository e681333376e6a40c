import { ConfigError } from './config-error';
import { intFromEnv } from './env-int';

/**
 * The file-storage SFTP share's port. The share is a service apart from the instance SSH gateway
 * (SSH_GATEWAY_PORT, 2222, which opens instances by their names), so it has its own default.
 */
export const DEFAULT_SFTP_PORT = 2223;

/** Where customers reach their file storage's SFTP share: SFTP_HOST (default HOST) and SFTP_PORT. */
export function sftpFromEnv(env: Record<string, string | undefined>, host: string) {
  return { host: env.SFTP_HOST?.trim() || host, port: intFromEnv(env, 'SFTP_PORT', DEFAULT_SFTP_PORT) };
}

/**
 * Refuses to start when customers would be told one address for both the SSH gateway and the file
 * share: one port answers only one of them, and the other's logins would fail.
 */
export function assertSftpApartFromGateway(config: {
  compute: { provider: string; sshGatewayPort: number; sshHost: string };
  sftp: { host: string; port: number };
}): void {
  const { compute, sftp } = config;
  const gatewayRuns = compute.provider === 'docker' && compute.sshGatewayPort !== 0;
  if (gatewayRuns && sftp.port === compute.sshGatewayPort && sftp.host === compute.sshHost)
    throw new ConfigError(
      `SFTP_PORT and SSH_GATEWAY_PORT are both ${sftp.port} at ${sftp.host}: the file storage share and the SSH gateway each need their own port (or SFTP_HOST another address)`,
    );
}
