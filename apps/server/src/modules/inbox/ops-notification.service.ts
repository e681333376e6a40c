import type { NotificationTarget, OpsSendNotificationRequest } from '@gpucloud/contracts';
import type { VipLevel } from '@gpucloud/domain';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import type { InboxKind } from '../../db/schema/inbox/inbox.table';
import { findActiveUserByPhone } from '../account';
import { countOperatorAudience, type OperatorAudience, postOperatorTextTo } from '../notifications';
import { recordAudit } from '../staff';

/**
 * Whom a staff notification goes to: the console names a `target`; /admin/send_notification names
 * none, and goes to its phone's account, or to everyone without one.
 */
type NotificationAudience = Pick<OpsSendNotificationRequest, 'phone' | 'vip_level'> & {
  target?: NotificationTarget | undefined;
};

function targetOf(input: NotificationAudience): NotificationTarget {
  return input.target ?? (input.phone ? 'user' : 'all');
}

/** The request's target as the notification service's audience; an unknown phone is refused. */
async function audienceOf(db: Db, input: NotificationAudience): Promise<OperatorAudience> {
  const target = targetOf(input);
  if (target === 'level') return { kind: 'level', level: input.vip_level as VipLevel };
  if (target === 'all') return { kind: 'all' };
  const user = input.phone ? await findActiveUserByPhone(db, input.phone) : null;
  if (!user) throw refused('no active account has this phone');
  return { kind: 'user', recipient: { userId: user.id, subAccountId: null } };
}

/** What the confirmation dialog shows before sending: how many accounts the target reaches now. */
export async function countNotificationRecipients(
  deps: Pick<AppDeps, 'db'>,
  input: NotificationAudience,
): Promise<{ recipients: number }> {
  return { recipients: await countOperatorAudience(deps.db, await audienceOf(deps.db, input)) };
}

function auditedTarget(audience: OperatorAudience) {
  if (audience.kind === 'user') return { objectType: 'user', objectId: audience.recipient.userId };
  if (audience.kind === 'level') return { objectType: 'vip_level', objectId: audience.level };
  return { objectType: 'all_users', objectId: '*' };
}

/**
 * Staff (support): a notification to one main account, a membership level or everyone, optionally
 * copied to messages, through the one notification service; audited in the same transaction. Serves
 * the console and /admin/send_notification, whose audit names no target as its request names none.
 */
export async function sendOpsNotification(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: NotificationAudience &
    Pick<OpsSendNotificationRequest, 'title' | 'original' | 'link' | 'also_message'>,
): Promise<{ recipients: number }> {
  const now = deps.clock.now();
  const items: Array<{ kind: InboxKind; title: string; body: string; link: string; now: Date }> = [
    { kind: 'notification', title: input.title, body: input.original, link: input.link, now },
  ];
  if (input.also_message) items.push({ kind: 'message', title: '', body: input.original, link: '', now });
  return deps.db.transaction(async (tx) => {
    const audience = await audienceOf(tx, input);
    let recipients = 0;
    for (const item of items) recipients = await postOperatorTextTo(tx, audience, item);
    await recordAudit(tx, {
      ...actor,
      at: now,
      ...auditedTarget(audience),
      before: null,
      after: {
        ...(input.target ? { Target: input.target } : {}),
        ...(input.target === 'level' ? { VipLevel: input.vip_level } : {}),
        Title: input.title,
        Original: input.original,
        Link: input.link,
        AlsoMessage: input.also_message,
        Recipients: recipients,
      },
      ...(targetOf(input) === 'user' && input.phone
        ? { note: systemText('audit.notice_to_phone', { phone: input.phone }) }
        : {}),
    });
    return { recipients };
  });
}
