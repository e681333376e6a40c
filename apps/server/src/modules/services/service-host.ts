import type { ServiceConfig } from '../../core/service-config';

/** What a service origin names: an instance and a port in it. */
export interface ServiceTarget {
  instanceName: string;
  port: number;
}

const LABEL = /^([a-z0-9](?:[a-z0-9-]{0,55}[a-z0-9])?)-(\d{1,5})$/;

/**
 * The instance and port a request's Host names, when it is a service origin
 * (`<instance>-<port>.<domain>`, any port after it), else null: the console's own host, another
 * domain, a deeper name or a port out of range all go to the console.
 */
export function parseServiceHost(host: string | undefined, domain: string): ServiceTarget | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');
  const suffix = `.${domain}`;
  if (!name.endsWith(suffix)) return null;
  const match = LABEL.exec(name.slice(0, -suffix.length));
  if (!match?.[1] || !match[2]) return null;
  const port = Number(match[2]);
  if (port < 1 || port > 65_535 || String(port) !== match[2]) return null;
  return { instanceName: match[1], port };
}

/** The origin of an instance's port: `<scheme>://<instance>-<port>.<domain>[:<public port>]`. */
export function serviceOrigin(config: ServiceConfig, target: ServiceTarget): string {
  const port = config.publicPort === null ? '' : `:${config.publicPort}`;
  return `${config.scheme}://${target.instanceName.toLowerCase()}-${target.port}.${config.domain}${port}`;
}
