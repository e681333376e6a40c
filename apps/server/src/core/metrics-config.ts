import { ConfigError } from './config-error';
import { intFromEnv } from './env-int';

type Env = Record<string, string | undefined>;

/**
 * Where Prometheus reads /metrics (core/metrics): never on the public port, but on a listener of its
 * own, METRICS_PORT (0 or unset: no metrics at all) on METRICS_HOST (127.0.0.1 unless set; a replica
 * in a container network sets 0.0.0.0 and publishes the port to nobody). METRICS_TOKEN, when set, is
 * also asked for as `Authorization: Bearer <token>` (where the metrics network is shared).
 */
export interface MetricsConfig {
  port: number;
  host: string;
  token: string | null;
}

export function metricsFromEnv(env: Env): MetricsConfig {
  const port = intFromEnv(env, 'METRICS_PORT', 0);
  if (port > 65_535) throw new ConfigError(`METRICS_PORT must be a port from 0 to 65535, got "${port}"`);
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && token.length < 16)
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1', token };
}
