import { isIP } from 'node:net';
import { ConfigError } from './config-error';

type Env = Record<string, string | undefined>;

/**
 * Webhooks (issue 45, point 4). Targets are HTTPS and public addresses only. Two settings relax
 * that, for tests and development on one machine, and are documented in docs/configuration.md:
 * - WEBHOOK_ALLOW_HTTP=1: `http://` targets are accepted too (refused in production unless set).
 * - WEBHOOK_ALLOWED_ADDRESSES: a comma-separated allow-list of exact IP addresses (such as
 *   127.0.0.1) that may be targeted although they are loopback, private or link-local. Only these
 *   exact addresses, after DNS resolution; nothing else is exempt.
 */
export interface WebhookConfig {
  allowHttp: boolean;
  allowedAddresses: readonly string[];
}

export function webhookFromEnv(env: Env): WebhookConfig {
  const allowedAddresses = (env.WEBHOOK_ALLOWED_ADDRESSES ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter((text) => text !== '');
  for (const address of allowedAddresses) {
    if (isIP(address) === 0)
      throw new ConfigError(`WEBHOOK_ALLOWED_ADDRESSES holds "${address}", which is no IP address`);
  }
  return { allowHttp: env.WEBHOOK_ALLOW_HTTP?.trim() === '1', allowedAddresses };
}
