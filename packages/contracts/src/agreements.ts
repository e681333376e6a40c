import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { INT4_MAX, intRangeField, sessionField, typedText } from './fields';
import { staffSessionField } from './staff';

/**
 * Agreements a person reads and accepts (SPEC §2 `/workOrderAgreement` and, with issue 18, the
 * others): versioned markdown texts in Chinese and English, managed by support in the operator
 * console. Publishing never edits a version: it adds the next one, so what someone accepted stays
 * readable.
 */
export const AGREEMENT_KEYS = ['service', 'privacy', 'work_order', 'verify', 'unregister'] as const;
export type AgreementKey = (typeof AGREEMENT_KEYS)[number];
/**
 * Accepted once by every main account (at registration) and asked again whenever a newer version is
 * published; the others are accepted by the checkbox of their form each time it is sent.
 */
export const STANDING_AGREEMENT_KEYS = ['service', 'privacy'] as const satisfies readonly AgreementKey[];
export const AGREEMENT_CONTENT_MAX = 50_000;

const agreementKeyField = z.enum(AGREEMENT_KEYS).describe(AGREEMENT_KEYS.join(', '));

export const agreement = z.object({
  key: agreementKeyField,
  version: z.number().int().describe('1 for the first text; each publication adds one'),
  title: z.string(),
  title_en: z.string(),
  content: z.string().describe('markdown, Chinese'),
  content_en: z.string().describe('markdown, English'),
  published_at: z.string().describe('ISO 8601'),
});
export type Agreement = z.infer<typeof agreement>;

export const agreementRequest = z.object({ key: agreementKeyField });
export const agreementResponse = envelopeSchema(agreement);

export const opsAgreementsRequest = z.object({ session: staffSessionField, key: agreementKeyField });
export const opsAgreementsResponse = envelopeSchema(
  z.object({
    /** Newest first: the first is the one in force. */
    versions: z.array(
      agreement.extend({
        published_by: z.string().describe('the staff member’s name'),
        accepted_count: z.number().int().describe('how many accounts accepted this version'),
      }),
    ),
  }),
);
export const opsPublishAgreementRequest = z.object({
  session: staffSessionField,
  key: agreementKeyField,
  title: typedText(100).describe('Chinese title'),
  title_en: typedText(150).describe('English title'),
  content: typedText(AGREEMENT_CONTENT_MAX).describe('markdown, Chinese'),
  content_en: typedText(AGREEMENT_CONTENT_MAX).describe('markdown, English'),
});
export type OpsPublishAgreementRequest = z.infer<typeof opsPublishAgreementRequest>;
export const opsPublishAgreementResponse = envelopeSchema(z.object({ version: z.number().int() }));

/** The index of /agreements: the version in force of every agreement, without its text. */
export const agreementSummary = agreement.omit({ content: true, content_en: true });
export type AgreementSummary = z.infer<typeof agreementSummary>;
export const agreementListRequest = z.object({});
export const agreementListResponse = envelopeSchema(z.object({ agreements: z.array(agreementSummary) }));

export const pendingAgreementsRequest = z.object({ session: sessionField });
export const pendingAgreementsResponse = envelopeSchema(
  z.object({
    /** Standing agreements whose version in force the account has not accepted (empty for sub-accounts). */
    agreements: z.array(agreement),
  }),
);

export const acceptAgreementRequest = z.object({
  session: sessionField,
  key: agreementKeyField,
  version: intRangeField(1, INT4_MAX).describe('the version in force, as read'),
});
export const acceptAgreementResponse = envelopeSchema(
  z.object({ accepted_at: z.string().describe('ISO 8601; the first acceptance of this version') }),
);
