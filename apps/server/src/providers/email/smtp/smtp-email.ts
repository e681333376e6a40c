import { rootCertificates } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { type EmailProvider, EmailProviderError } from '../email-provider';
import type { SmtpConfig } from './smtp-email-config';
import { textToHtml } from './text-to-html';

export interface SmtpEmailOptions {
  log: FastifyBaseLogger;
}

const SECONDS = 1000;

/**
 * Email through an SMTP server with nodemailer: TLS from the start or STARTTLS required (never
 * plain text), AUTH with the configured user, a UTF-8 subject and text with an escaped HTML
 * alternative. One connection per message: the server sends a handful of emails an hour.
 */
export function createSmtpEmail(config: SmtpConfig, options: SmtpEmailOptions): EmailProvider {
  const transport = createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    requireTLS: !config.secure,
    auth: { user: config.user, pass: config.password },
    // Node's `ca` replaces the system's trust; a private CA is trusted on top of it.
    tls: { minVersion: 'TLSv1.2', ...(config.ca ? { ca: [...rootCertificates, config.ca] } : {}) },
    connectionTimeout: 10 * SECONDS,
    greetingTimeout: 10 * SECONDS,
    socketTimeout: 30 * SECONDS,
    logger: false,
  });
  const from = config.from.name
    ? { name: config.from.name, address: config.from.address }
    : config.from.address;

  return {
    name: 'smtp',
    async send({ to, template, language, subject, text }) {
      let messageId: string;
      try {
        const sent = await transport.sendMail({
          from,
          to,
          subject,
          text,
          html: textToHtml(text, language),
          headers: { 'Content-Language': language },
        });
        messageId = sent.messageId;
      } catch (error) {
        throw smtpError(error, config, maskAddress(to));
      }
      options.log.info(
        { email: { provider: 'smtp', template, to: maskAddress(to), messageId } },
        'email sent',
      );
    },
  };
}

/** An email address inside a server's words. */
const ADDRESS = /[^\s<>"'@:;,]+@[^\s<>"';,]+/g;

/**
 * What the server or the connection said, in our words, with every address in it masked (a
 * server's refusal often quotes the recipient). Nodemailer's own error carries the recipient
 * unmasked (`recipient`, `rejected`), so it is not kept as the cause.
 */
function smtpError(error: unknown, config: SmtpConfig, to: string): EmailProviderError {
  const code = fieldOf(error, 'code') ?? 'ERROR';
  const said = fieldOf(error, 'response') ?? (error instanceof Error ? error.message : String(error));
  const reason = said.replace(/\s+/g, ' ').replace(ADDRESS, maskAddress).slice(0, 300);
  return new EmailProviderError(
    `smtp ${config.host}:${config.port} did not take the email to ${to} (${code}): ${reason}`,
  );
}

function fieldOf(error: unknown, name: 'code' | 'response'): string | null {
  if (!(error instanceof Error) || !(name in error)) return null;
  const value: unknown = Reflect.get(error, name);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** An address as logs may show it: the first character of the mailbox, then its domain. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
