import type { SmsOutboxMessage } from '@gpucloud/contracts';
import type { AppDeps } from '../../core/deps';
import { listOutboxEmails } from '../../providers/email/outbox-email-provider';
import { listOutboxMessages } from '../../providers/sms/sms-outbox.repository';

const OUTBOX_PAGE = 50;

export async function listSmsOutbox(
  deps: Pick<AppDeps, 'db'>,
  phone: string | undefined,
): Promise<SmsOutboxMessage[]> {
  const rows = await listOutboxMessages(deps.db, phone, OUTBOX_PAGE);
  return rows.map((row) => ({
    Phone: row.phone,
    Message: row.message,
    CreateAt: row.createdAt.toISOString(),
  }));
}

export async function listEmailOutbox(deps: Pick<AppDeps, 'db'>, email: string | undefined) {
  const rows = await listOutboxEmails(deps.db, email, OUTBOX_PAGE);
  return rows.map((row) => ({
    Email: row.email,
    Subject: row.subject,
    Text: row.message,
    CreateAt: row.createdAt.toISOString(),
  }));
}
