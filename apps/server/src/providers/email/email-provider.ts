import type { Language } from '@gpucloud/contracts';
import type { TemplateKey } from '../../core/messaging/template-params';

/** The keys of the texts that go out by email. */
export type EmailTemplateKey = Extract<TemplateKey, `email.${string}`>;

/** One email, rendered in `language` from `template` (kept for the logs). */
export interface EmailMessage {
  to: string;
  template: EmailTemplateKey;
  language: Language;
  subject: string;
  /** Plain text, a blank line between paragraphs. */
  text: string;
}

/** Sends email: the outbox (default) or an SMTP server. */
export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

/** A mail server that refused the message or could not be reached. Names no password. */
export class EmailProviderError extends Error {
  override name = 'EmailProviderError';
}
