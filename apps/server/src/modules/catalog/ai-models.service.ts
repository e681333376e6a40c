import type {
  AiModelCard,
  AiModelDeployTarget,
  AiModelDetail,
  AiModelListRequest,
  OpsAiModel,
  OpsSaveAiModelRequest,
} from '@gpucloud/contracts';
import { chooseDeployHost } from '@gpucloud/domain';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { findImage, imageFitsKind, listPublicImages } from '../images';
import { recordAudit } from '../staff';
import { findTemplate } from '../templates';
import {
  type AiModelRow,
  type AiModelWithImage,
  deleteAiModelRow,
  findAiModel,
  hostsOnOffer,
  insertAiModel,
  listAiModels,
  publishedModelTags,
  updateAiModel,
} from './ai-models.repository';

/** The most GPUs one rental takes (the rent contract's gpu_count). */
const MAX_GPUS_PER_RENTAL = 8;

/** A model as customers see it: the template it deploys through only while that is published. */
function cardOf({ model, imageName, templatePublished }: AiModelWithImage): AiModelCard {
  return {
    Id: model.id,
    Slug: model.slug,
    Name: model.name,
    Publisher: model.publisher,
    Parameters: model.parameters,
    Licence: model.licence,
    GpuMemoryGb: model.gpuMemoryGb,
    RecommendedGpu: model.recommendedGpu,
    ImageId: model.imageId,
    ImageName: imageName,
    TemplateId: templatePublished ? model.templateId : null,
    Tags: model.tags,
    Summary: model.summary,
    SummaryEn: model.summaryEn,
  };
}

function detailOf(found: AiModelWithImage): AiModelDetail {
  return { ...cardOf(found), Description: found.model.description, DescriptionEn: found.model.descriptionEn };
}

export async function publishedAiModels(
  deps: Pick<AppDeps, 'db'>,
  request: Omit<AiModelListRequest, 'session'>,
) {
  const filter = { publishedOnly: true, keyword: request.keyword, tag: request.tag };
  const [{ rows, total }, tags] = await Promise.all([
    listAiModels(deps.db, filter, request.page, request.page_size),
    publishedModelTags(deps.db),
  ]);
  return { data: rows.map(cardOf), total, Tags: tags };
}

async function publishedModel(deps: Pick<AppDeps, 'db'>, id: number): Promise<AiModelWithImage> {
  const found = await findAiModel(deps.db, id);
  if (!found?.model.published) throw refused('model not found');
  return found;
}

export async function publishedAiModel(deps: Pick<AppDeps, 'db'>, id: number): Promise<AiModelDetail> {
  return detailOf(await publishedModel(deps, id));
}

/**
 * Where "deploy" sends the order page: a host of the live store chosen by the domain's rule, among
 * those that rent GPU machines (bare metal is reserved, not ordered) and run the model's image.
 */
export async function deployTarget(deps: Pick<AppDeps, 'db'>, id: number): Promise<AiModelDeployTarget> {
  const { model, templatePublished } = await publishedModel(deps, id);
  const [image, candidates] = await Promise.all([findImage(deps.db, model.imageId), hostsOnOffer(deps.db)]);
  const usable = candidates.filter(
    (host) => host.kind !== 'bare_metal' && (!image || imageFitsKind(image.system, host.kind)),
  );
  const choice = chooseDeployHost(usable, {
    gpuMemoryGb: model.gpuMemoryGb,
    recommendedGpu: model.recommendedGpu,
    maxGpus: MAX_GPUS_PER_RENTAL,
  });
  return {
    HostId: choice?.hostId ?? null,
    GpuModel: choice?.gpuModel ?? null,
    GpuCount: choice?.gpuCount ?? 0,
    ImageId: model.imageId,
    TemplateId: templatePublished ? model.templateId : null,
  };
}

/* Operator console */

function opsModelOut(found: AiModelWithImage): OpsAiModel {
  return {
    ...detailOf(found),
    // Staff see the template the model names, published or not (the editor labels it).
    TemplateId: found.model.templateId,
    Published: found.model.published,
    UpdateAt: found.model.updatedAt.toISOString(),
  };
}

export async function opsAiModels(
  deps: Pick<AppDeps, 'db'>,
  request: { keyword?: string; page: number; page_size: number },
) {
  const [{ rows, total }, images] = await Promise.all([
    listAiModels(
      deps.db,
      { publishedOnly: false, keyword: request.keyword },
      request.page,
      request.page_size,
    ),
    listPublicImages(deps.db),
  ]);
  return {
    data: rows.map(opsModelOut),
    total,
    Images: images.map((image) => ({ ImageId: image.id, Name: image.label })),
  };
}

function auditFacts(row: AiModelRow) {
  return {
    slug: row.slug,
    name: row.name,
    gpu_memory_gb: row.gpuMemoryGb,
    recommended_gpu: row.recommendedGpu,
    image_id: row.imageId,
    template_id: row.templateId,
    published: row.published,
  };
}

/** Creates (unpublished) or changes a model, audited; its image must be a public platform image. */
export async function saveAiModel(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  body: OpsSaveAiModelRequest,
) {
  const image = await findImage(deps.db, body.image_id);
  if (!image?.isPublic) throw refused('image_id: not a public platform image');
  if (body.template_id !== 0) {
    const found = await findTemplate(deps.db, body.template_id);
    if (!found || found.template.ownerUserId !== null) throw refused('template_id: not a public template');
    if (found.template.imageId !== body.image_id)
      throw refused("template_id: the template runs another image than the model's");
  }
  const values = {
    slug: body.slug,
    name: body.name,
    publisher: body.publisher,
    parameters: body.parameters,
    licence: body.licence,
    gpuMemoryGb: body.gpu_memory_gb,
    recommendedGpu: body.recommended_gpu,
    imageId: body.image_id,
    templateId: body.template_id === 0 ? null : body.template_id,
    tags: body.tags,
    summary: body.summary,
    summaryEn: body.summary_en,
    description: body.description,
    descriptionEn: body.description_en,
  };
  return deps.db
    .transaction(async (tx) => {
      const now = deps.clock.now();
      const before = body.id === undefined ? null : ((await findAiModel(tx, body.id))?.model ?? null);
      if (body.id !== undefined && !before) throw refused('model not found');
      const row = before
        ? await updateAiModel(tx, before.id, { ...values, updatedAt: now })
        : await insertAiModel(tx, { ...values, createdAt: now, updatedAt: now });
      if (!row) throw refused('model not found');
      await recordAudit(tx, {
        ...actor,
        at: now,
        objectType: 'ai_model',
        objectId: row.id,
        before: before ? auditFacts(before) : null,
        after: auditFacts(row),
      });
      return { Id: row.id };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? refused('another model already has this slug') : error;
    });
}

export async function publishAiModel(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  id: number,
  published: boolean,
) {
  await deps.db.transaction(async (tx) => {
    const before = (await findAiModel(tx, id))?.model;
    if (!before) throw refused('model not found');
    const now = deps.clock.now();
    await updateAiModel(tx, id, { published, updatedAt: now });
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'ai_model',
      objectId: id,
      before: { published: before.published },
      after: { published },
    });
  });
  return {};
}

export async function deleteAiModel(deps: Pick<AppDeps, 'db' | 'clock'>, actor: StaffActor, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = (await findAiModel(tx, id))?.model;
    if (!before) throw refused('model not found');
    await deleteAiModelRow(tx, id);
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      objectType: 'ai_model',
      objectId: id,
      before: auditFacts(before),
      after: null,
    });
  });
  return {};
}
