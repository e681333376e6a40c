import { z } from 'zod';
import { emptyData, envelopeSchema } from './envelope';
import { idField, intRangeField, typedText } from './fields';
import { staffSessionField } from './staff';

/**
 * What a customer reads before writing a ticket (issue 12 point 2): categories, their
 * subcategories (each naming the kind of resource it concerns) and short markdown help documents
 * per subcategory. Every text has a Chinese and an English version; the page shows the one of its
 * language.
 */
export const WORK_ORDER_RESOURCE_TYPES = ['instance', 'bare_metal', 'billing', 'account', 'other'] as const;
export type WorkOrderResourceType = (typeof WORK_ORDER_RESOURCE_TYPES)[number];

/** A help document's markdown: long enough for a how-to with commands, short enough to read first. */
export const WORK_ORDER_DOCUMENT_MAX_LENGTH = 20_000;

const sortField = intRangeField(0, 10_000).describe('lower comes first');
const resourceTypeField = z.enum(WORK_ORDER_RESOURCE_TYPES).describe(WORK_ORDER_RESOURCE_TYPES.join(', '));

// Customer side (third-party API)

export const workOrderSubcategory = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  resource_type: resourceTypeField,
  sort: z.number().int(),
});
export const workOrderCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  sort: z.number().int(),
  subcategories: z.array(workOrderSubcategory),
});
export const workOrderCategoriesResponse = envelopeSchema(
  z.object({ categories: z.array(workOrderCategory) }),
);
export type WorkOrderCategory = z.infer<typeof workOrderCategory>;
export type WorkOrderSubcategory = z.infer<typeof workOrderSubcategory>;

export const workOrderDocumentsRequest = z.object({
  subcategory_id: idField.describe('the subcategory whose help documents to read'),
});
export const workOrderDocument = z.object({
  id: z.number().int(),
  subcategory_id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  content: z.string().describe('markdown, Chinese'),
  content_en: z.string().describe('markdown, English'),
  sort: z.number().int(),
  updated_at: z.string().describe('ISO 8601'),
});
export const workOrderDocumentsResponse = envelopeSchema(z.object({ documents: z.array(workOrderDocument) }));
export type WorkOrderDocumentsRequest = z.infer<typeof workOrderDocumentsRequest>;
export type WorkOrderDocument = z.infer<typeof workOrderDocument>;

// Staff side (operator console, support role)

const categoryFields = {
  name: typedText(40).describe('Chinese name, unique'),
  name_en: typedText(60).describe('English name, unique'),
};
export const opsWorkOrderSessionRequest = z.object({ session: staffSessionField });
export const opsCategoryCreateRequest = z.object({
  session: staffSessionField,
  ...categoryFields,
  sort: sortField.default(0),
});
export const opsCategoryRenameRequest = z.object({
  session: staffSessionField,
  category_id: idField,
  ...categoryFields,
  sort: sortField.optional().describe('unchanged when left out'),
});
export const opsCategoryDeleteRequest = z.object({ session: staffSessionField, category_id: idField });

const subcategoryFields = {
  name: typedText(40).describe('Chinese name, unique within its category'),
  name_en: typedText(60).describe('English name, unique within its category'),
};
export const opsSubcategoryCreateRequest = z.object({
  session: staffSessionField,
  category_id: idField,
  ...subcategoryFields,
  resource_type: resourceTypeField,
  sort: sortField.default(0),
});
export const opsSubcategoryRenameRequest = z.object({
  session: staffSessionField,
  subcategory_id: idField,
  ...subcategoryFields,
  resource_type: resourceTypeField.optional().describe('unchanged when left out'),
  sort: sortField.optional().describe('unchanged when left out'),
});
export const opsSubcategoryDeleteRequest = z.object({ session: staffSessionField, subcategory_id: idField });

const documentText = typedText(WORK_ORDER_DOCUMENT_MAX_LENGTH);
export const opsDocumentListRequest = z.object({ session: staffSessionField, subcategory_id: idField });
export const opsDocumentCreateRequest = z.object({
  session: staffSessionField,
  subcategory_id: idField,
  title: typedText(100).describe('Chinese title'),
  title_en: typedText(150).describe('English title'),
  content: documentText.describe('markdown, Chinese'),
  content_en: documentText.describe('markdown, English'),
  sort: sortField.default(0),
});
/** Only the fields sent change; a document may move to another subcategory. */
export const opsDocumentEditRequest = z.object({
  session: staffSessionField,
  document_id: idField,
  subcategory_id: idField.optional(),
  title: typedText(100).optional(),
  title_en: typedText(150).optional(),
  content: documentText.optional(),
  content_en: documentText.optional(),
  sort: sortField.optional(),
});
export const opsDocumentDeleteRequest = z.object({ session: staffSessionField, document_id: idField });

export type OpsCategoryCreateRequest = z.infer<typeof opsCategoryCreateRequest>;
export type OpsCategoryRenameRequest = z.infer<typeof opsCategoryRenameRequest>;
export type OpsSubcategoryCreateRequest = z.infer<typeof opsSubcategoryCreateRequest>;
export type OpsSubcategoryRenameRequest = z.infer<typeof opsSubcategoryRenameRequest>;
export type OpsDocumentCreateRequest = z.infer<typeof opsDocumentCreateRequest>;
export type OpsDocumentEditRequest = z.infer<typeof opsDocumentEditRequest>;

/** The console's tree: what customers see, plus how many documents each subcategory has. */
export const opsWorkOrderCatalogueResponse = envelopeSchema(
  z.object({
    categories: z.array(
      workOrderCategory.extend({
        subcategories: z.array(workOrderSubcategory.extend({ documents: z.number().int() })),
      }),
    ),
  }),
);
export type OpsWorkOrderCatalogue = z.infer<typeof opsWorkOrderCatalogueResponse>['data'];
export const opsWorkOrderCreatedResponse = envelopeSchema(z.object({ id: z.number().int() }));
export const opsWorkOrderAcknowledged = envelopeSchema(emptyData);
