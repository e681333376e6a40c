import { z } from 'zod';
import { opsCatalogPublishRequest } from './datasets';
import { envelopeSchema } from './envelope';
import {
  INT4_MAX,
  idField,
  intRangeField,
  pageField,
  pageSizeField,
  sessionField,
  typedText,
} from './fields';
import { staffSessionField } from './staff';

/**
 * AI models (issue 18): cards on /AIModels, a detail page (route `modelDetail`, which needs a
 * phone) and "deploy": the order page with a host that can hold the model and the model's image.
 */
export const AI_MODEL_LIMITS = {
  slugMax: 64,
  nameMax: 120,
  publisherMax: 80,
  parametersMax: 20,
  licenceMax: 80,
  gpuModelMax: 60,
  descriptionMax: 20_000,
  tagsMax: 8,
  tagMax: 32,
  /** 8 GPUs of 141 GB is the largest machine we rent. */
  gpuMemoryGbMax: 1_128,
} as const;

export const AI_MODEL_SLUG_PATTERN = /^[a-z0-9][a-z0-9.-]*$/;

export const aiModelCard = z.object({
  Id: z.number().int(),
  Slug: z.string(),
  Name: z.string(),
  Publisher: z.string(),
  Parameters: z.string().describe('e.g. 7B'),
  Licence: z.string(),
  GpuMemoryGb: z.number().int().describe('GPU memory the model needs, all GPUs together'),
  RecommendedGpu: z.string().describe('the GPU model it runs best on, e.g. RTX 4090'),
  ImageId: z.number().int().describe('the platform image it runs on'),
  ImageName: z.string().describe("the image's short display name"),
  TemplateId: z
    .number()
    .int()
    .nullable()
    .describe('the published public template "deploy" starts the order page from; null: the image alone'),
  Tags: z.array(z.string()),
  Summary: z.string().describe('one line, Chinese'),
  SummaryEn: z.string(),
});
export type AiModelCard = z.infer<typeof aiModelCard>;
export const aiModelDetail = aiModelCard.extend({
  Description: z.string().describe('markdown, Chinese'),
  DescriptionEn: z.string().describe('markdown, English'),
});
export type AiModelDetail = z.infer<typeof aiModelDetail>;

export const aiModelListRequest = z.object({
  session: sessionField,
  keyword: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  tag: z
    .string()
    .trim()
    .max(AI_MODEL_LIMITS.tagMax, `must be at most ${AI_MODEL_LIMITS.tagMax} characters`)
    .optional(),
  page: pageField.default(1),
  page_size: pageSizeField.default(12),
});
export type AiModelListRequest = z.infer<typeof aiModelListRequest>;
export const aiModelListResponse = envelopeSchema(
  z.object({
    data: z.array(aiModelCard),
    total: z.number().int(),
    Tags: z.array(z.string()).describe('every tag of a published model, for the filter'),
  }),
);

export const aiModelByIdRequest = z.object({ session: sessionField, id: idField });
export const aiModelDetailResponse = envelopeSchema(aiModelDetail);

/** Where "deploy" sends the order page; HostId null: no host on offer can hold the model now. */
export const aiModelDeployTarget = z.object({
  HostId: z.number().int().nullable(),
  GpuModel: z.string().nullable(),
  GpuCount: z.number().int().describe('GPUs the model needs on that host; 0 when none fits'),
  ImageId: z.number().int(),
  TemplateId: z
    .number()
    .int()
    .nullable()
    .describe('the public template the order page starts from; null: none'),
});
export type AiModelDeployTarget = z.infer<typeof aiModelDeployTarget>;
export const aiModelDeployTargetResponse = envelopeSchema(aiModelDeployTarget);

/* Operator console */

export const opsAiModel = aiModelDetail.extend({
  Published: z.boolean(),
  UpdateAt: z.string().describe('ISO 8601'),
});
export type OpsAiModel = z.infer<typeof opsAiModel>;
export const opsAiModelListRequest = z.object({
  session: staffSessionField,
  keyword: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const opsAiModelListResponse = envelopeSchema(
  z.object({
    data: z.array(opsAiModel),
    total: z.number().int(),
    Images: z
      .array(z.object({ ImageId: z.number().int(), Name: z.string() }))
      .describe('the public platform images a model may run on, for the editor'),
  }),
);

export const opsSaveAiModelRequest = z.object({
  session: staffSessionField,
  id: idField.optional().describe('the model to change; left out: a new (unpublished) model'),
  slug: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(AI_MODEL_LIMITS.slugMax, `must be at most ${AI_MODEL_LIMITS.slugMax} characters`)
    .regex(AI_MODEL_SLUG_PATTERN, 'must be lower-case letters, digits, dots and dashes'),
  name: typedText(AI_MODEL_LIMITS.nameMax),
  publisher: typedText(AI_MODEL_LIMITS.publisherMax),
  parameters: typedText(AI_MODEL_LIMITS.parametersMax).describe('e.g. 7B'),
  licence: typedText(AI_MODEL_LIMITS.licenceMax),
  gpu_memory_gb: intRangeField(1, AI_MODEL_LIMITS.gpuMemoryGbMax),
  recommended_gpu: typedText(AI_MODEL_LIMITS.gpuModelMax),
  image_id: idField.describe('a public platform image (another is refused)'),
  template_id: intRangeField(0, INT4_MAX)
    .default(0)
    .describe("a public template of the model's image that deploy starts from; 0 or left out: none"),
  tags: z
    .array(typedText(AI_MODEL_LIMITS.tagMax))
    .max(AI_MODEL_LIMITS.tagsMax, `must have at most ${AI_MODEL_LIMITS.tagsMax} tags`)
    .transform((tags) => [...new Set(tags)])
    .default([])
    .describe('tags typed twice are kept once'),
  summary: typedText(200).describe('one line, Chinese'),
  summary_en: typedText(300),
  description: typedText(AI_MODEL_LIMITS.descriptionMax).describe('markdown, Chinese'),
  description_en: typedText(AI_MODEL_LIMITS.descriptionMax).describe('markdown, English'),
});
export type OpsSaveAiModelRequest = z.infer<typeof opsSaveAiModelRequest>;

/** The same switch as datasets'. */
export const opsAiModelPublishRequest = opsCatalogPublishRequest;
