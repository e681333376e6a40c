import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import type { StoredPort } from '../../db/schema/templates/templates.table';
import type { MachineLaunch } from '../../providers/compute/compute-provider';
import { openEnv } from './template-env';
import { findLaunch, insertLaunch, type TemplateRow } from './templates.repository';

/** Copies a template's start onto a new instance, in the rental's transaction (secret values stay sealed). */
export async function recordInstanceLaunch(tx: Db, instanceId: number, template: TemplateRow, now: Date) {
  await insertLaunch(tx, {
    instanceId,
    templateId: template.id,
    templateName: template.name,
    command: template.command,
    env: template.env,
    ports: template.ports,
    createdAt: now,
  });
}

/** What the provider is asked to start in an instance's machine, variables opened; undefined: nothing. */
export async function machineLaunchOf(
  deps: Pick<AppDeps, 'db' | 'vault'>,
  instanceId: number,
): Promise<MachineLaunch | undefined> {
  const launch = await findLaunch(deps.db, instanceId);
  if (!launch) return undefined;
  return {
    command: launch.command,
    env: openEnv(deps.vault, launch.env),
    ports: launch.ports.map((entry) => ({ port: entry.port, label: entry.label })),
  };
}

/** The HTTP ports an instance's template exposes (its service origins list them). */
export async function launchPortsOf(db: Db, instanceId: number): Promise<StoredPort[]> {
  return (await findLaunch(db, instanceId))?.ports ?? [];
}
