/** A configuration the server cannot run with: main.ts prints its message (no stack trace) and stops. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
