import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { INT4_MAX, idField, intRangeField, phoneField, sessionField, typedText } from './fields';
import { IMAGE_SYSTEMS } from './fleet';
import { INSTANCE_KINDS } from './kinds';

/**
 * What one main account may keep (issue 17): images being written and ready ones count against the
 * number; ready ones against the size (a new save is refused once the ready images fill it). Failed
 * images count against neither. Custom images are free within the quota.
 */
export const CUSTOM_IMAGE_QUOTA = { maxCount: 5, maxTotalGb: 500 } as const;
const QUOTA_RULE = `At most ${CUSTOM_IMAGE_QUOTA.maxCount} images (creating or ready) and ${CUSTOM_IMAGE_QUOTA.maxTotalGb} GB of ready images per main account; free within the quota.`;

export const CUSTOM_IMAGE_STATES = ['creating', 'ready', 'failed'] as const;
export type CustomImageState = (typeof CUSTOM_IMAGE_STATES)[number];

const imageFields = {
  CustomImageId: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  System: z.enum(IMAGE_SYSTEMS),
  Kind: z.enum(INSTANCE_KINDS).describe('the kind of host it was saved on, and the only kind it runs on'),
  BaseImageLabel: z.string().describe('the public image the saved instance was installed with'),
  State: z.enum(CUSTOM_IMAGE_STATES),
  SizeGb: z.number().int().describe('0 until ready'),
  FailReason: z.string().describe('why it failed; empty otherwise'),
  CreateAt: z.string(),
};

export const customImageShare = z.object({ Phone: z.string(), SharedAt: z.string() });

/** One of the caller's own images, with the accounts it is shared with. */
export const ownCustomImage = z.object({
  ...imageFields,
  SourceInstanceName: z.string(),
  SharedWith: z.array(customImageShare),
});

/** An image another account shared with the caller: usable, not shareable or deletable. */
export const sharedCustomImage = z.object({
  ...imageFields,
  OwnerPhone: z.string().describe('the owner, masked'),
  SharedAt: z.string(),
});

export const customImageQuota = z.object({
  MaxCount: z.number().int(),
  MaxTotalGb: z.number().int(),
  UsedCount: z.number().int(),
  UsedGb: z.number().int(),
});

export const customImageListRequest = z.object({ session: sessionField });
export const customImageListResponse = envelopeSchema(
  z.object({ list: z.array(ownCustomImage), Quota: customImageQuota }),
);
export const sharedCustomImageListResponse = envelopeSchema(z.object({ list: z.array(sharedCustomImage) }));

export const saveCustomImageRequest = z.object({
  session: sessionField,
  instance_id: intRangeField(1, INT4_MAX).describe('a stopped instance of the caller'),
  name: typedText(64).describe('unique among the caller’s images'),
  description: z.string().trim().max(200, 'must be at most 200 characters').optional(),
});
export const saveCustomImageResponse = envelopeSchema(ownCustomImage);

export const customImageIdRequest = z.object({ session: sessionField, image_id: idField });
export const shareCustomImageRequest = customImageIdRequest.extend({
  phone: phoneField.describe('the login phone of another main account'),
});
export const customImageAcknowledged = envelopeSchema(z.object({}));

/** The ready images (own and shared) a host of a kind can run: what the order form and reinitialise offer. */
export const usableCustomImagesRequest = z.object({ session: sessionField, kind: z.enum(INSTANCE_KINDS) });
export const usableCustomImage = z.object({
  CustomImageId: z.number().int(),
  Name: z.string(),
  System: z.enum(IMAGE_SYSTEMS),
  Kind: z.enum(INSTANCE_KINDS),
  SizeGb: z.number().int(),
  Shared: z.boolean().describe('shared with the caller by another account'),
});
export const usableCustomImagesResponse = envelopeSchema(z.object({ list: z.array(usableCustomImage) }));

export { QUOTA_RULE as CUSTOM_IMAGE_QUOTA_RULE };

export type OwnCustomImage = z.infer<typeof ownCustomImage>;
export type SharedCustomImage = z.infer<typeof sharedCustomImage>;
export type CustomImageQuota = z.infer<typeof customImageQuota>;
export type UsableCustomImage = z.infer<typeof usableCustomImage>;
