import { readFileSync } from 'node:fs';
import { ConfigError } from './config-error';

type Env = Record<string, string | undefined>;

/**
 * Reads the settings of one real provider (WeChat Pay, Alipay, Tencent SMS, SMTP...). `who` is how the
 * start-up refusal names the choice that needs them, e.g. `PAYMENT_PROVIDER=wechatpay`.
 *
 * A secret comes from `NAME`, or from the file `NAME_FILE` names (a key mounted by the deployment,
 * never committed); either way a missing one stops the server with a message naming both.
 */
export class ProviderEnv {
  constructor(
    private readonly env: Env,
    private readonly who: string,
  ) {}

  /** A setting that must be there. */
  required(name: string): string {
    const value = this.env[name]?.trim();
    if (!value) throw new ConfigError(`${this.who} needs ${name}`);
    return value;
  }

  optional(name: string, fallback: string): string {
    return this.env[name]?.trim() || fallback;
  }

  /** A secret (a key, a password): `NAME` itself, or the contents of the file `NAME_FILE` names. */
  secret(name: string): string {
    const inline = this.env[name]?.trim();
    if (inline) return inline;
    const file = this.env[`${name}_FILE`]?.trim();
    if (!file)
      throw new ConfigError(`${this.who} needs ${name} (or ${name}_FILE naming a file that holds it)`);
    let contents: string;
    try {
      contents = readFileSync(file, 'utf8').trim();
    } catch (error) {
      const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
      throw new ConfigError(`${this.who}: ${name}_FILE names ${file}, which cannot be read (${reason})`);
    }
    if (!contents) throw new ConfigError(`${this.who}: ${name}_FILE names ${file}, which is empty`);
    return contents;
  }

  /** A JSON object of string values (a map of template ids...), checked to be one. */
  stringMap(name: string): Record<string, string> {
    const text = this.required(name);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ConfigError(`${this.who}: ${name} is not JSON`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new ConfigError(`${this.who}: ${name} must be a JSON object`);
    const entries = Object.entries(parsed);
    for (const [key, value] of entries)
      if (typeof value !== 'string' || !value.trim())
        throw new ConfigError(`${this.who}: ${name}.${key} must be a non-empty string`);
    return Object.fromEntries(entries) as Record<string, string>;
  }
}
