import type { FastifyBaseLogger } from 'fastify';
import type { MessagingConfig } from '../../core/messaging-config';
import type { EmailProvider } from './email-provider';
import { createSmtpEmail } from './smtp/smtp-email';

/** EMAIL_PROVIDER: the outbox (default) or an SMTP server with its settings. */
export function emailProviderOf(
  config: MessagingConfig,
  outbox: EmailProvider,
  log: FastifyBaseLogger,
): EmailProvider {
  const smtp = config.email.smtp;
  if (config.email.provider === 'smtp' && smtp) return createSmtpEmail(smtp, { log });
  return outbox;
}
