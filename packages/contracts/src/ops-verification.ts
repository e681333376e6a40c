import { VERIFY_STATUSES, VERIFY_TYPES } from '@gpucloud/domain';
import { z } from 'zod';
import { emptyData, envelopeSchema } from './envelope';
import { idField, intEnumField, pageField, pageSizeField, typedText } from './fields';
import { customerSearchField, staffSessionField } from './staff';
import { verificationCheck, verificationFile, verificationRecord } from './verification';

/**
 * The review desk of verifications (issue 13 point 5, reviewer role): the queue of submissions
 * staff decide (enterprise letters, other channels, students), each with its documents, approve or
 * refuse with a reason. Answers are masked; `reveal` answers the full text and is audited.
 */

export const OPS_VERIFICATION_FILTERS = ['review', 'all'] as const;

export const opsVerificationListRequest = z.object({
  session: staffSessionField,
  queue: z
    .enum(OPS_VERIFICATION_FILTERS)
    .default('review')
    .describe('review: pending submissions staff decide, oldest first; all: every record, newest first'),
  verify_type: intEnumField(VERIFY_TYPES).optional().describe('0 personal, 1 enterprise, 2 student'),
  status: intEnumField(VERIFY_STATUSES).optional().describe('only with queue=all'),
  q: customerSearchField,
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export type OpsVerificationListRequest = z.infer<typeof opsVerificationListRequest>;

export const opsVerificationRow = verificationRecord.omit({ files: true, transfer: true, url: true }).extend({
  user_id: z.number().int(),
  user_phone: z.string(),
  reviewer_name: z.string().nullable(),
});
export type OpsVerificationRow = z.infer<typeof opsVerificationRow>;

export const opsVerificationListResponse = envelopeSchema(
  z.object({
    list: z.array(opsVerificationRow),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    /** Pending submissions waiting for staff, over the whole queue. */
    waiting: z.number().int(),
  }),
);

export const opsVerificationRequest = z.object({ session: staffSessionField, verification_id: idField });

export const opsVerificationDetail = opsVerificationRow.extend({
  files: z.array(verificationFile),
  /** The third-party checks behind it (OCR, face, bank card), masked. */
  checks: z.array(verificationCheck),
  document_type: z.string(),
  note: z.string(),
  contact_name: z.string().describe('masked'),
  email: z.string().describe('the school mailbox, masked'),
  report_code: z.string(),
  /** The caller may approve or refuse it now. */
  can_review: z.boolean(),
});
export type OpsVerificationDetail = z.infer<typeof opsVerificationDetail>;
export const opsVerificationDetailResponse = envelopeSchema(opsVerificationDetail);

/** The personal data of a record in full; each answer is written to the audit log. */
export const opsVerificationRevealResponse = envelopeSchema(
  z.object({
    name: z.string(),
    id_number: z.string(),
    bank_card: z.string(),
    legal_person_name: z.string(),
    legal_person_id_number: z.string(),
    contact_name: z.string(),
    email: z.string(),
  }),
);

/** What the customer reads of a refusal: required to refuse. */
export const verificationRefusalReason = typedText(200);

export const opsVerificationReviewRequest = z.discriminatedUnion('decision', [
  z.object({ session: staffSessionField, verification_id: idField, decision: z.literal('approve') }),
  z.object({
    session: staffSessionField,
    verification_id: idField,
    decision: z.literal('refuse'),
    reason: verificationRefusalReason.describe('why: the customer reads it'),
  }),
]);
export type OpsVerificationReviewRequest = z.infer<typeof opsVerificationReviewRequest>;
export const opsVerificationAcknowledged = envelopeSchema(emptyData);
