import { type SaveTemplateRequest, TEMPLATE_LIMITS, type Template } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { findImage, listPublicImages } from '../images';
import { ownInstance } from '../ownership';
import { storedEnvOf } from './template-env';
import { assertTemplateFits, templateOut } from './template-rules';
import {
  countOwnTemplates,
  deleteTemplateRow,
  findLaunch,
  findTemplate,
  insertTemplate,
  instanceDataDiskGb,
  largestDataDiskGb,
  lockTemplate,
  ownTemplates,
  publicTemplates,
  type TemplateRow,
  type TemplateWithImage,
  updateTemplate,
} from './templates.repository';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'vault' | 'config'>;

const NOT_FOUND = 'template not found';

/** Whether a customer may use a template: its own, or a published public one. */
export function mayUseTemplate(auth: AuthContext, row: TemplateRow): boolean {
  return row.ownerUserId === null ? row.published : row.ownerUserId === auth.userId;
}

/** A template the caller may use, or "not found" (another account's is never confirmed to exist). */
export async function usableTemplate(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  id: number,
): Promise<TemplateWithImage> {
  const found = await findTemplate(deps.db, id);
  if (!found || !mayUseTemplate(auth, found.template)) throw refused(NOT_FOUND);
  return found;
}

export async function listTemplates(deps: Pick<AppDeps, 'db'>, auth: AuthContext) {
  const [own, published, images] = await Promise.all([
    ownTemplates(deps.db, auth.userId),
    publicTemplates(deps.db, true),
    listPublicImages(deps.db),
  ]);
  return {
    Own: own.map(templateOut),
    Public: published.map(templateOut),
    Images: images.map((image) => ({ ImageId: image.id, Name: image.label })),
  };
}

export async function getTemplate(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  id: number,
): Promise<Template> {
  return templateOut(await usableTemplate(deps, auth, id));
}

/** Creates a private template or changes an own one (a secret left without a value keeps its stored one). */
export async function saveTemplate(
  deps: Deps,
  auth: AuthContext,
  body: Omit<SaveTemplateRequest, 'session'>,
): Promise<Template> {
  await assertTemplateFits(deps, body);
  const id = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const before = body.template_id === undefined ? null : await lockTemplate(tx, body.template_id);
    if (body.template_id !== undefined && (!before || before.ownerUserId !== auth.userId))
      throw refused(NOT_FOUND);
    const values = {
      name: body.name,
      imageId: body.image_id,
      command: body.command,
      env: storedEnvOf(deps.vault, body.env, before?.env ?? []),
      ports: body.ports.map((entry) => ({ port: entry.port, label: entry.label })),
      diskGb: body.disk_gb,
      updatedAt: now,
    };
    if (before) return (await updateTemplate(tx, before.id, values))?.id ?? before.id;
    if ((await countOwnTemplates(tx, auth.userId)) >= TEMPLATE_LIMITS.perAccountMax)
      throw refused(`an account keeps at most ${TEMPLATE_LIMITS.perAccountMax} templates`);
    return (
      await insertTemplate(tx, { ...values, ownerUserId: auth.userId, published: true, createdAt: now })
    ).id;
  });
  return templateOut((await findTemplate(deps.db, id)) as TemplateWithImage);
}

export async function deleteTemplate(deps: Pick<AppDeps, 'db'>, auth: AuthContext, id: number) {
  const found = await findTemplate(deps.db, id);
  if (!found || found.template.ownerUserId !== auth.userId) throw refused(NOT_FOUND);
  await deleteTemplateRow(deps.db, id);
  return {};
}

/**
 * A private template from one of the caller's instances: its public image, its data disk (within
 * what a host of the store has), and the command, variables (secret ones still sealed) and ports it
 * was rented with from a template, if any.
 */
export async function templateFromInstance(
  deps: Deps,
  auth: AuthContext,
  input: { instance_id: number; name: string },
): Promise<Template> {
  const instance = await ownInstance(deps, auth, input.instance_id);
  if (instance.status === 'released') throw refused('this instance has been released');
  const image = await findImage(deps.db, instance.imageId);
  if (!image?.isPublic) throw refused('this instance’s image is no longer offered');
  const [launch, diskGb, largest, count] = await Promise.all([
    findLaunch(deps.db, instance.id),
    instanceDataDiskGb(deps.db, instance.hostId, instance.extraDiskGb),
    largestDataDiskGb(deps.db),
    countOwnTemplates(deps.db, auth.userId),
  ]);
  if (count >= TEMPLATE_LIMITS.perAccountMax)
    throw refused(`an account keeps at most ${TEMPLATE_LIMITS.perAccountMax} templates`);
  const now = deps.clock.now();
  const row = await insertTemplate(deps.db, {
    ownerUserId: auth.userId,
    name: input.name,
    imageId: image.id,
    command: launch?.command ?? '',
    env: launch?.env ?? [],
    ports: launch?.ports ?? [],
    diskGb: Math.max(TEMPLATE_LIMITS.diskGbMin, Math.min(diskGb, largest, TEMPLATE_LIMITS.diskGbMax)),
    published: true,
    createdAt: now,
    updatedAt: now,
  });
  return templateOut({ template: row, imageName: image.label });
}
