import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from '../../../core/config-error';
import { ProviderEnv } from '../../../core/provider-env';

type Env = Record<string, string | undefined>;

export interface SmtpConfig {
  host: string;
  port: number;
  /**
   * true: TLS from the first byte (implicit TLS, port 465, as RFC 8314 prefers for submission);
   * false: the server must offer STARTTLS (port 587), and no mail and no password goes out before
   * the upgrade. There is no plain-text mode.
   */
  secure: boolean;
  user: string;
  password: string;
  /** The sender: an address, and the name shown with it (empty for none). */
  from: { name: string; address: string };
  /** PEM certificates to trust besides the system's (SMTP_CA_FILE), for a relay with a private CA. */
  ca: string | null;
}

const WHO = 'EMAIL_PROVIDER=smtp';
const IMPLICIT_TLS_PORT = 465;
const STARTTLS_PORT = 587;
const address = z.email();

/**
 * EMAIL_PROVIDER=smtp: SMTP_HOST, SMTP_USER, SMTP_PASSWORD (or _FILE) and SMTP_FROM; SMTP_SECURE
 * (default true: implicit TLS on 465; false: STARTTLS on 587) and SMTP_PORT to change the default.
 */
export function smtpEmailFromEnv(env: Env): SmtpConfig {
  const settings = new ProviderEnv(env, WHO);
  const secure = secureOf(settings.optional('SMTP_SECURE', 'true'));
  const port = portOf(settings.optional('SMTP_PORT', String(secure ? IMPLICIT_TLS_PORT : STARTTLS_PORT)));
  if (secure && port === STARTTLS_PORT)
    throw new ConfigError(`${WHO}: SMTP_PORT ${port} is the STARTTLS port; set SMTP_SECURE=false for it`);
  if (!secure && port === IMPLICIT_TLS_PORT)
    throw new ConfigError(
      `${WHO}: SMTP_PORT ${port} speaks TLS from the start; leave SMTP_SECURE true for it`,
    );
  return {
    host: settings.required('SMTP_HOST'),
    port,
    secure,
    user: settings.required('SMTP_USER'),
    password: settings.secret('SMTP_PASSWORD'),
    from: fromOf(settings.required('SMTP_FROM')),
    ca: caOf(env.SMTP_CA_FILE?.trim()),
  };
}

function secureOf(value: string): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(`${WHO}: SMTP_SECURE must be true or false, got "${value}"`);
}

function portOf(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new ConfigError(`${WHO}: SMTP_PORT must be a port number, got "${value}"`);
  return port;
}

/** `noreply@example.com` or `GPU Cloud <noreply@example.com>`. */
function fromOf(value: string): SmtpConfig['from'] {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(value);
  const name = (named?.[1] ?? '').replace(/^"(.*)"$/, '$1').trim();
  const mailbox = (named?.[2] ?? value).trim();
  if (!address.safeParse(mailbox).success || /[\r\n<>"]/.test(name))
    throw new ConfigError(
      `${WHO}: SMTP_FROM must be an address, or a name and an address ("GPU Cloud <noreply@example.com>"), got "${value}"`,
    );
  return { name, address: mailbox };
}

function caOf(file: string | undefined): string | null {
  if (!file) return null;
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new ConfigError(`${WHO}: SMTP_CA_FILE names ${file}, which cannot be read (${reason})`);
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----'))
    throw new ConfigError(`${WHO}: SMTP_CA_FILE names ${file}, which holds no PEM certificate`);
  return pem;
}
