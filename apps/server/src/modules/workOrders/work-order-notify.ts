import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { findUserById, NOTICE_DEFAULTS } from '../account';
import { notify, sendEmail, sendSms } from '../notifications';
import { enqueueWebhookEvent } from '../webhooks';
import { findSubscription, type TicketRow } from './work-order-tickets.repository';

export const ticketLink = (id: number) => `/console/createWorkOrder/myWorkOrderDetail/${id}`;

/** What is sent after the reply commits: SMS and email leave the transaction's hands. */
export type AfterReply = () => Promise<void>;

/**
 * Tells the owner of a ticket that staff replied, following the account's notice settings for
 * "work order reply": in-app inside the reply's transaction (a notification with a link to the
 * ticket), and, while the ticket is subscribed, SMS to the notice phone and email to the notice
 * address once it has committed. The account's webhooks get a `work_order.replied` event in the
 * same transaction, whatever the notice settings.
 */
export async function announceReply(
  deps: Pick<AppDeps, 'config' | 'db' | 'sms' | 'email' | 'log'>,
  tx: Db,
  ticket: TicketRow,
  now: Date,
): Promise<AfterReply> {
  const user = await findUserById(tx, ticket.userId);
  if (!user) return async () => undefined;
  await enqueueWebhookEvent(tx, {
    userId: ticket.userId,
    type: 'work_order.replied',
    data: { work_order_id: ticket.id, title: ticket.title },
    now,
  });
  const settings = (user.noticeSettings ?? NOTICE_DEFAULTS).work_order_reply;
  const params = { id: ticket.id, title: ticket.title };
  if (settings.inapp) {
    await notify(
      tx,
      { userId: ticket.userId, subAccountId: ticket.subAccountId },
      {
        kind: 'notification',
        template: 'work_order.replied',
        params,
        link: ticketLink(ticket.id),
        now,
      },
    );
  }
  if (!(await findSubscription(tx, ticket.id))) return async () => undefined;
  const phone = settings.sms ? (user.notifyPhone ?? user.phone) : null;
  const email = settings.email ? user.noticeEmail : null;
  return async () => {
    try {
      if (phone) await sendSms(deps, { phone, fallback: user.language }, 'sms.work_order_replied', params);
      if (email)
        await sendEmail(deps, { email, userId: user.id }, 'email.work_order_replied', {
          ...params,
          link: `${deps.config.publicBaseUrl}${ticketLink(ticket.id)}`,
        });
    } catch (error) {
      // The reply is saved and shown in-app either way; a gateway failure is only logged.
      deps.log.warn({ err: error, workOrderId: ticket.id }, 'work-order reply notice not sent');
    }
  };
}
