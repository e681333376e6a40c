import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db';
import { maskCodes } from '../../core/http/log-redaction';
import { emailOutbox } from './email-outbox.table';
import type { EmailProvider } from './email-provider';

/**
 * Delivers nothing outside: every email lands in `email_outbox` (read it with the operator's
 * get_email_outbox) and the log, with its code hidden there.
 */
export function createOutboxEmailProvider(db: Db, log: FastifyBaseLogger): EmailProvider {
  return {
    name: 'outbox',
    async send({ to, template, subject, text }) {
      await db.insert(emailOutbox).values({ email: to, subject, message: text });
      log.info(
        { email: { provider: 'outbox', template, to, subject, text: maskCodes(text) } },
        'email written to outbox',
      );
    },
  };
}

export async function listOutboxEmails(db: Db, email: string | undefined, limit: number) {
  return db
    .select()
    .from(emailOutbox)
    .where(email ? eq(emailOutbox.email, email) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}
