import { isIP } from 'node:net';
import { ConfigError } from './config-error';

/** Where instance services answer (issue 40): `<scheme>://<instance>-<port>.<domain>[:<publicPort>]`. */
export interface ServiceConfig {
  /** SERVICE_DOMAIN: the parent of every service origin; never the console's own host. */
  domain: string;
  /** The scheme and port of the public address (PUBLIC_BASE_URL's), which service origins share. */
  scheme: 'http' | 'https';
  publicPort: number | null;
}

const DOMAIN = /^(?=.{1,200}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * SERVICE_DOMAIN, by default `localhost` when the console is served at an IP address or at
 * localhost (Chromium resolves every `*.localhost` to loopback), else `services.<console host>`
 * (which needs a DNS wildcard and a TLS wildcard certificate: docs/configuration.md).
 */
export function serviceFromEnv(
  env: Record<string, string | undefined>,
  publicBaseUrl: string,
): ServiceConfig {
  const base = new URL(publicBaseUrl);
  const hostname = base.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const local = isIP(hostname) !== 0 || hostname === 'localhost' || hostname.endsWith('.localhost');
  const domain = (env.SERVICE_DOMAIN?.trim() || (local ? 'localhost' : `services.${hostname}`))
    .toLowerCase()
    .replace(/^\.|\.$/g, '');
  if (!DOMAIN.test(domain))
    throw new ConfigError(`SERVICE_DOMAIN must be a DNS name like services.example.com, got "${domain}"`);
  if (domain === hostname)
    throw new ConfigError(
      'SERVICE_DOMAIN must not be the console’s own host: services need origins of their own',
    );
  return {
    domain,
    scheme: base.protocol === 'https:' ? 'https' : 'http',
    publicPort: base.port ? Number(base.port) : null,
  };
}
