import {
  SECRET_MASK,
  type TemplateEnvIn,
  type TemplateEnvOut,
  type TemplatePortOut,
} from '@gpucloud/contracts';
import type { AppDeps } from '../../core/deps';
import { type AppError, refused } from '../../core/errors';
import type { StoredEnvVar, StoredPort } from '../../db/schema/templates/templates.table';

type Vault = AppDeps['vault'];

/** Whether a value may be left out depends on what the template holds: refused, naming the field. */
function illegal(field: string, rule: string): AppError {
  return refused(`${field}: ${rule}`);
}

/**
 * The variables a write stores: a secret value sealed; a secret one sent without a value keeps the
 * value the template had under that name (when it was secret there too); any other without a value
 * is refused, naming the field.
 */
export function storedEnvOf(vault: Vault, given: TemplateEnvIn[], before: StoredEnvVar[]): StoredEnvVar[] {
  return given.map((entry, index) => {
    if (entry.value === undefined) {
      const kept = before.find((old) => old.name === entry.name && old.secret);
      if (entry.secret && kept) return kept;
      throw illegal(`env.${index}.value`, 'is required');
    }
    if (entry.secret && entry.value === '') throw illegal(`env.${index}.value`, 'a secret value is required');
    return {
      name: entry.name,
      secret: entry.secret,
      value: entry.secret ? vault.seal(entry.value) : entry.value,
    };
  });
}

/** Variables as every answer shows them: a secret value masked, never opened. */
export function envOut(env: StoredEnvVar[]): TemplateEnvOut[] {
  return env.map((entry) => ({
    Name: entry.name,
    Value: entry.secret ? SECRET_MASK : entry.value,
    Secret: entry.secret,
  }));
}

export function portsOut(ports: StoredPort[]): TemplatePortOut[] {
  return ports.map((entry) => ({ Port: entry.port, Label: entry.label }));
}

/** The variables opened for the machine that runs them (the provider's create). */
export function openEnv(vault: Vault, env: StoredEnvVar[]) {
  return env.map((entry) => ({
    name: entry.name,
    secret: entry.secret,
    value: entry.secret ? vault.open(entry.value) : entry.value,
  }));
}
