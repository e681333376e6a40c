import type { SendNotificationRequest } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { findActiveUserByPhone } from '../account/account.repository';
import { postOperatorText } from '../notifications/notification.service';
import { recordAudit } from '../staff/audit.service';
import type { Recipient } from './inbox.repository';
import type { InboxKind } from './inbox.table';

/**
 * Staff (support): a notification to one main account or to every active one, optionally copied to
 * messages; recorded in the audit trail in the same transaction.
 */
export async function sendStaffNotification(
  deps: AppDeps,
  actor: StaffActor,
  input: SendNotificationRequest,
): Promise<{ recipients: number }> {
  const now = deps.clock.now();
  const items: Array<{ kind: InboxKind; title: string; body: string; link: string; now: Date }> = [
    { kind: 'notification', title: input.title, body: input.original, link: input.link, now },
  ];
  if (input.also_message) items.push({ kind: 'message', title: '', body: input.original, link: '', now });
  return deps.db.transaction(async (tx) => {
    let recipient: Recipient | null = null;
    if (input.phone) {
      const user = await findActiveUserByPhone(tx, input.phone);
      if (!user) throw refused('no active account has this phone');
      recipient = { userId: user.id, subAccountId: null };
    }
    let recipients = 0;
    for (const item of items) recipients = await postOperatorText(tx, recipient, item);
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: recipient ? 'user' : 'all_users',
      objectId: recipient ? recipient.userId : '*',
      before: null,
      after: {
        Title: input.title,
        Original: input.original,
        Link: input.link,
        AlsoMessage: input.also_message,
        Recipients: recipients,
      },
      ...(input.phone ? { note: `phone ${input.phone}` } : {}),
    });
    return { recipients };
  });
}
