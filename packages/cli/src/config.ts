import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CliError, ExitCode } from './exit-codes';

/** What `gpucloud login` keeps: where the API is and the access key pair that signs for it. */
export interface StoredConfig {
  endpoint: string;
  accessKeyId: string;
  secret: string;
}

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * The config directory: $XDG_CONFIG_HOME/gpucloud, else ~/.config/gpucloud; on Windows
 * %APPDATA%\gpucloud. GPUCLOUD_CONFIG_DIR names another one outright.
 */
export function configDir(env: Env, platform: NodeJS.Platform, home: string): string {
  if (env.GPUCLOUD_CONFIG_DIR) return env.GPUCLOUD_CONFIG_DIR;
  if (platform === 'win32')
    return path.join(env.APPDATA || path.join(home, 'AppData', 'Roaming'), 'gpucloud');
  return path.join(env.XDG_CONFIG_HOME || path.join(home, '.config'), 'gpucloud');
}

export const configFile = (dir: string) => path.join(dir, 'config.json');

function isStoredConfig(value: unknown): value is StoredConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { endpoint, accessKeyId, secret } = value as Record<string, unknown>;
  return typeof endpoint === 'string' && typeof accessKeyId === 'string' && typeof secret === 'string';
}

/** The stored config, or null when there is none; a file that is not one is an error naming it. */
export async function readConfig(dir: string): Promise<StoredConfig | null> {
  const file = configFile(dir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isStoredConfig(parsed))
    throw new CliError(ExitCode.NOT_LOGGED_IN, `${file} is not a gpucloud config: run gpucloud login again`);
  return parsed;
}

/**
 * Writes the config readable by its owner only: the directory 0700, the file 0600 (set again
 * after writing, as a file that existed keeps its old mode otherwise).
 */
export async function writeConfig(dir: string, config: StoredConfig): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const file = configFile(dir);
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}

export async function removeConfig(dir: string): Promise<boolean> {
  const file = configFile(dir);
  try {
    await rm(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** The server's origin: --endpoint, else GPUCLOUD_ENDPOINT, else the stored one. */
export function endpointOf(option: string | undefined, env: Env, stored: StoredConfig | null) {
  const endpoint = option || env.GPUCLOUD_ENDPOINT || stored?.endpoint;
  if (!endpoint)
    throw new CliError(
      ExitCode.NOT_LOGGED_IN,
      'no server: pass --endpoint URL, set GPUCLOUD_ENDPOINT, or run gpucloud login',
    );
  return normalizeEndpoint(endpoint);
}

/** An http(s) origin without a trailing slash; anything else is a usage error. */
export function normalizeEndpoint(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError(ExitCode.USAGE, `--endpoint: ${JSON.stringify(text)} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliError(ExitCode.USAGE, '--endpoint: must be an http or https URL');
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** The key pair: GPUCLOUD_ACCESS_KEY_ID with GPUCLOUD_SECRET (both), else the stored one. */
export function credentialsOf(env: Env, stored: StoredConfig | null) {
  if (env.GPUCLOUD_ACCESS_KEY_ID && env.GPUCLOUD_SECRET)
    return { accessKeyId: env.GPUCLOUD_ACCESS_KEY_ID, secret: env.GPUCLOUD_SECRET };
  if (stored) return { accessKeyId: stored.accessKeyId, secret: stored.secret };
  throw new CliError(
    ExitCode.NOT_LOGGED_IN,
    'not logged in: run gpucloud login, or set GPUCLOUD_ACCESS_KEY_ID and GPUCLOUD_SECRET',
  );
}
