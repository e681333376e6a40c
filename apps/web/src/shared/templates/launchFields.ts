import type { SaveTemplateRequest, Template } from '@gpucloud/contracts';

/**
 * A template's variables and ports as the customers' and the staff's editors hold them, and as
 * both send them: one rule for a stored secret (it never comes back; left empty, it is kept).
 */

/** One variable as a form holds it: a secret one already stored shows no value (left empty: kept). */
export interface EnvRow {
  name: string;
  value?: string;
  secret: boolean;
  /** The template already has this secret: an empty value keeps it. */
  stored?: boolean;
}

export interface PortRow {
  port?: number;
  label: string;
}

/** A template's variables as a form's rows: a secret's value never comes back. */
export function envRowsOf(env: Template['Env']): EnvRow[] {
  return env.map((entry) =>
    entry.Secret
      ? { name: entry.Name, secret: true, stored: true }
      : { name: entry.Name, value: entry.Value, secret: false },
  );
}

export function portRowsOf(ports: Template['Ports']): PortRow[] {
  return ports.map((entry) => ({ port: entry.Port, label: entry.Label }));
}

/** The rows as a save sends them: a stored secret left empty goes without a value (the server keeps it). */
export function envBodyOf(rows: EnvRow[] | undefined): SaveTemplateRequest['env'] {
  return (rows ?? []).map((row) =>
    row.secret && row.stored && !row.value
      ? { name: row.name, secret: true }
      : { name: row.name, value: row.value ?? '', secret: row.secret === true },
  );
}

export function portsBodyOf(rows: PortRow[] | undefined): SaveTemplateRequest['ports'] {
  return (rows ?? []).map((row) => ({ port: row.port ?? 0, label: row.label }));
}
