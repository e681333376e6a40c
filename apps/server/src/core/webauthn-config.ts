import { isIP } from 'node:net';
import { ConfigError } from './config-error';

/** Passkeys (issue 46): whose credentials they are and which pages may use them. */
export interface WebAuthnConfig {
  /** WEBAUTHN_RP_ID: the relying party id, a host name (never an IP address: browsers refuse one). */
  rpId: string;
  /** WEBAUTHN_RP_NAME: the name an authenticator shows beside the account. */
  rpName: string;
  /** WEBAUTHN_ORIGINS: the page origins (scheme, host, port) an assertion may come from. */
  origins: string[];
}

const RP_ID = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

function originOf(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new ConfigError(
      `WEBAUTHN_ORIGINS: "${text.trim()}" is not an origin like https://console.example.com`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`WEBAUTHN_ORIGINS: "${text.trim()}" must be an http(s) origin`);
  return url.origin;
}

/** Whether `host` is the relying party id or one of its subdomains (the rule browsers apply). */
function withinRpId(host: string, rpId: string): boolean {
  return host === rpId || host.endsWith(`.${rpId}`);
}

/**
 * By default the relying party is PUBLIC_BASE_URL's host and the one origin is that address. A
 * console served at an IP address (the local default http://127.0.0.1:8080) cannot be a relying party,
 * so there the default is `localhost` and the same address with `localhost` for the IP: open the
 * console at http://localhost:<port> to use passkeys.
 */
export function webAuthnFromEnv(
  env: Record<string, string | undefined>,
  publicBaseUrl: string,
): WebAuthnConfig {
  const base = new URL(publicBaseUrl);
  const baseHost = base.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const atIp = isIP(baseHost) !== 0;
  const rpId = (env.WEBAUTHN_RP_ID?.trim() || (atIp ? 'localhost' : baseHost)).toLowerCase();
  if (!RP_ID.test(rpId))
    throw new ConfigError(
      `WEBAUTHN_RP_ID must be a host name like console.example.com (no IP address), got "${rpId}"`,
    );
  const defaultOrigin = atIp ? `${base.protocol}//localhost${base.port ? `:${base.port}` : ''}` : base.origin;
  const listed = (env.WEBAUTHN_ORIGINS ?? '').split(',').filter((text) => text.trim() !== '');
  const origins = listed.length > 0 ? listed.map(originOf) : [defaultOrigin];
  for (const origin of origins) {
    const { hostname, protocol } = new URL(origin);
    if (!withinRpId(hostname, rpId))
      throw new ConfigError(
        `WEBAUTHN_ORIGINS: ${origin} is not on the relying party ${rpId} or a subdomain of it`,
      );
    if (protocol === 'http:' && hostname !== 'localhost' && !hostname.endsWith('.localhost'))
      throw new ConfigError(
        `WEBAUTHN_ORIGINS: ${origin} must be https (browsers allow passkeys over http on localhost only)`,
      );
  }
  return { rpId, rpName: env.WEBAUTHN_RP_NAME?.trim() || 'GPU Cloud', origins };
}
