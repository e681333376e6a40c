import type { OpsSaveTemplateRequest } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { listPublicImages } from '../images';
import { recordAudit } from '../staff';
import { storedEnvOf } from './template-env';
import { assertTemplateFits, templateOut } from './template-rules';
import {
  deleteTemplateRow,
  insertTemplate,
  lockTemplate,
  modelsUsingTemplate,
  publicTemplates,
  type TemplateRow,
  updateTemplate,
} from './templates.repository';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'vault' | 'config'>;
const NOT_FOUND = 'template not found';

export async function opsTemplates(deps: Pick<AppDeps, 'db'>) {
  const [rows, images] = await Promise.all([publicTemplates(deps.db, false), listPublicImages(deps.db)]);
  return {
    list: rows.map(templateOut),
    Images: images.map((image) => ({ ImageId: image.id, Name: image.label })),
  };
}

/** What the audit trail keeps of a template: never a variable's value (a secret one above all). */
function auditFacts(row: TemplateRow) {
  return {
    name: row.name,
    image_id: row.imageId,
    command: row.command,
    env: row.env.map((entry) => `${entry.name}${entry.secret ? ' (secret)' : ''}`),
    ports: row.ports.map((entry) => entry.port),
    disk_gb: row.diskGb,
    published: row.published,
  };
}

/** A public template of the staff: locked, so only ones without an owner are found. */
async function lockPublic(tx: AppDeps['db'], id: number): Promise<TemplateRow> {
  const row = await lockTemplate(tx, id);
  if (!row || row.ownerUserId !== null) throw refused(NOT_FOUND);
  return row;
}

/** Creates a public template (unpublished) or changes one, audited. */
export async function opsSaveTemplate(
  deps: Deps,
  actor: StaffActor,
  body: Omit<OpsSaveTemplateRequest, 'session'>,
) {
  await assertTemplateFits(deps, body);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const before = body.id === undefined ? null : await lockPublic(tx, body.id);
    const values = {
      name: body.name,
      imageId: body.image_id,
      command: body.command,
      env: storedEnvOf(deps.vault, body.env, before?.env ?? []),
      ports: body.ports.map((entry) => ({ port: entry.port, label: entry.label })),
      diskGb: body.disk_gb,
      description: body.description,
      descriptionEn: body.description_en,
      updatedAt: now,
    };
    const row = before
      ? await updateTemplate(tx, before.id, values)
      : await insertTemplate(tx, { ...values, ownerUserId: null, published: false, createdAt: now });
    if (!row) throw refused(NOT_FOUND);
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'template',
      objectId: row.id,
      before: before ? auditFacts(before) : null,
      after: auditFacts(row),
    });
    return { Id: row.id };
  });
}

export async function opsPublishTemplate(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  id: number,
  published: boolean,
) {
  await deps.db.transaction(async (tx) => {
    const before = await lockPublic(tx, id);
    const now = deps.clock.now();
    await updateTemplate(tx, id, { published, updatedAt: now });
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'template',
      objectId: id,
      before: { published: before.published },
      after: { published },
    });
  });
  return {};
}

/** Deletes a public template no AI model deploys through (instances made from it keep their settings). */
export async function opsDeleteTemplate(deps: Pick<AppDeps, 'db' | 'clock'>, actor: StaffActor, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await lockPublic(tx, id);
    if ((await modelsUsingTemplate(tx, id)) > 0)
      throw refused(
        'an AI model deploys through this template: choose another for it first, or unpublish this one',
      );
    await deleteTemplateRow(tx, id);
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      objectType: 'template',
      objectId: id,
      before: auditFacts(before),
      after: null,
    });
  });
  return {};
}
