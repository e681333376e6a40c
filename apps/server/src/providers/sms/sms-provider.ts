import type { Language } from '@gpucloud/contracts';
import type { SmsTemplateKey } from '../../core/messaging/sms-params';

/**
 * One text message. A carrier sends a registered template with its values, never free text, so
 * the message carries both: `template` and `params` for a carrier, `text` (the same message
 * rendered in `language`) for the outbox and logs.
 */
export interface SmsMessage {
  /** A mainland mobile number as we keep it (11 digits), or one already in E.164 (+...). */
  phone: string;
  template: SmsTemplateKey;
  /** The template's values in the carrier's order (templates/sms-params.ts). */
  params: readonly string[];
  language: Language;
  text: string;
}

/** Sends text messages: the outbox (default) or a carrier (Tencent Cloud SMS). */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** A carrier that refused the message or could not be reached. Names no phone number unmasked. */
export class SmsProviderError extends Error {
  override name = 'SmsProviderError';
}
