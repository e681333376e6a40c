import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, intRangeField, pageField, pageSizeField, sessionField, typedText } from './fields';
import { staffSessionField } from './staff';

/**
 * Public datasets (issue 18): read by anyone on /dataset and mounted read-only into an instance
 * chosen at rental time, at `/datasets/<slug>`. Staff (support) write and publish them.
 */
export const DATASET_LIMITS = {
  /** How many datasets one rental may mount. */
  perRentalMax: 5,
  slugMax: 64,
  nameMax: 120,
  descriptionMax: 20_000,
  licenceMax: 80,
  tagsMax: 8,
  tagMax: 32,
  filesMax: 50,
  fileNameMax: 200,
  /** 1 PiB: nothing we host is larger, and it stays a safe integer. */
  sizeBytesMax: 2 ** 50,
} as const;

/** Lower-case letters, digits and dashes: the slug becomes a path inside the instance. */
export const DATASET_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/** Where a dataset appears inside an instance. */
export function datasetMountTarget(slug: string): string {
  return `/datasets/${slug}`;
}

export const datasetFile = z.object({
  Name: z.string().describe('path inside the dataset'),
  SizeBytes: z.number().int(),
});

export const datasetItem = z.object({
  Id: z.number().int(),
  Slug: z.string().describe(`mounted at ${datasetMountTarget('<slug>')}`),
  Name: z.string().describe('Chinese name'),
  NameEn: z.string(),
  Description: z.string().describe('markdown, Chinese'),
  DescriptionEn: z.string().describe('markdown, English'),
  SizeBytes: z.number().int(),
  Licence: z.string(),
  Tags: z.array(z.string()),
  Files: z.array(datasetFile),
});
export type DatasetItem = z.infer<typeof datasetItem>;

const filterText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const datasetListRequest = z.object({
  session: sessionField,
  keyword: filterText(100).optional().describe('matches the slug, either name or either description'),
  tag: filterText(DATASET_LIMITS.tagMax).optional(),
  licence: filterText(DATASET_LIMITS.licenceMax).optional(),
  page: pageField.default(1),
  page_size: pageSizeField.default(12),
});
export type DatasetListRequest = z.infer<typeof datasetListRequest>;
export const datasetListResponse = envelopeSchema(
  z.object({
    data: z.array(datasetItem),
    total: z.number().int(),
    Tags: z.array(z.string()).describe('every tag of a published dataset, for the filter'),
    Licences: z.array(z.string()).describe('every licence of a published dataset, for the filter'),
  }),
);

/** The datasets a rental mounts: published ones, each once. */
export const datasetIdsField = z
  .array(idField)
  .max(DATASET_LIMITS.perRentalMax, `must name at most ${DATASET_LIMITS.perRentalMax} datasets`)
  .describe(
    `published datasets mounted read-only at /datasets/<slug> (at most ${DATASET_LIMITS.perRentalMax}; one named twice is mounted once); an unknown or unpublished one refuses the rental`,
  );

/** A dataset as an instance shows it. */
export const instanceDataset = z.object({
  Id: z.number().int(),
  Slug: z.string(),
  Name: z.string(),
  NameEn: z.string(),
  Target: z.string().describe('where it is mounted, read-only'),
});
export type InstanceDataset = z.infer<typeof instanceDataset>;
export const instanceDatasetsRequest = z.object({ session: sessionField, instance_id: idField });
export const instanceDatasetsResponse = envelopeSchema(z.object({ list: z.array(instanceDataset) }));

/* Operator console */

export const opsDataset = datasetItem.extend({
  Published: z.boolean(),
  UpdateAt: z.string().describe('ISO 8601'),
});
export type OpsDataset = z.infer<typeof opsDataset>;

export const opsDatasetListRequest = z.object({
  session: staffSessionField,
  keyword: filterText(100).optional(),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const opsDatasetListResponse = envelopeSchema(
  z.object({ data: z.array(opsDataset), total: z.number().int() }),
);

/** Tags typed twice are kept once. */
const tagList = z
  .array(typedText(DATASET_LIMITS.tagMax))
  .max(DATASET_LIMITS.tagsMax, `must have at most ${DATASET_LIMITS.tagsMax} tags`)
  .transform((tags) => [...new Set(tags)]);

export const opsSaveDatasetRequest = z.object({
  session: staffSessionField,
  id: idField.optional().describe('the dataset to change; left out: a new (unpublished) dataset'),
  slug: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(DATASET_LIMITS.slugMax, `must be at most ${DATASET_LIMITS.slugMax} characters`)
    .regex(DATASET_SLUG_PATTERN, 'must be lower-case letters, digits and dashes'),
  name: typedText(DATASET_LIMITS.nameMax).describe('Chinese name'),
  name_en: typedText(DATASET_LIMITS.nameMax),
  description: typedText(DATASET_LIMITS.descriptionMax).describe('markdown, Chinese'),
  description_en: typedText(DATASET_LIMITS.descriptionMax).describe('markdown, English'),
  licence: typedText(DATASET_LIMITS.licenceMax),
  tags: tagList.default([]),
  files: z
    .array(
      z.object({
        name: typedText(DATASET_LIMITS.fileNameMax),
        size_bytes: intRangeField(0, DATASET_LIMITS.sizeBytesMax),
      }),
    )
    .min(1, 'must list at least one file')
    .max(DATASET_LIMITS.filesMax, `must list at most ${DATASET_LIMITS.filesMax} files`)
    .describe('the size of the dataset is the sum of its files'),
});
export type OpsSaveDatasetRequest = z.infer<typeof opsSaveDatasetRequest>;

/** Ids answered by the console's writes. */
export const opsCatalogSavedResponse = envelopeSchema(z.object({ Id: z.number().int() }));
export const opsCatalogByIdRequest = z.object({ session: staffSessionField, id: idField });
export const opsCatalogPublishRequest = z.object({
  session: staffSessionField,
  id: idField,
  published: z.boolean().describe('true: customers see it; false: hidden (instances keep their mounts)'),
});
export const opsCatalogEmptyResponse = envelopeSchema(z.object({}).strict());
