import { fenToYuan } from '@gpucloud/domain';
import type { Db } from '../core/db';
import type { AppDeps } from '../core/deps';
import { findUserById, NOTICE_DEFAULTS } from '../modules/account';
import { notify, sendEmail, sendSms } from '../modules/notifications';
import { type ClaimedAlert, claimAboutToStop, claimLowBalance, rearmAlerts } from '../modules/wallet';
import { enqueueWebhookEvent } from '../modules/webhooks';

const RECHARGE_LINK = '/console/recharge';

type Kind = 'low' | 'stop';
type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'sms' | 'email' | 'log'>;

/**
 * Money alerts (issue 44, point 4), once a minute: the low-balance notice when what an account can
 * spend falls below its threshold, and the warning when it covers less than one hour of its running
 * pay-as-you-go instances (the billing tick stops them at the next hour it cannot charge). Each is
 * sent once per crossing: claimed by a conditional write of its flag in this transaction (two
 * processes claim it once), re-armed when the funds are back above the line. In-app inside the
 * transaction, SMS and email after it commits, as the account's "balance low" notice settings say.
 * A low balance is also a `wallet.balance_low` webhook event, put in the outbox in that transaction.
 */
export async function runBalanceAlerts(deps: Deps): Promise<{ low: number; stop: number }> {
  const now = deps.clock.now();
  const { sends, counts } = await deps.db.transaction(async (tx) => {
    await rearmAlerts(tx, now);
    const low = await claimLowBalance(tx, now);
    const stop = await claimAboutToStop(tx, now);
    const sends: Array<() => Promise<void>> = [];
    for (const alert of low) sends.push(...(await tell(deps, tx, 'low', alert, now)));
    for (const alert of stop) sends.push(...(await tell(deps, tx, 'stop', alert, now)));
    return { sends, counts: { low: low.length, stop: stop.length } };
  });
  for (const send of sends) {
    try {
      await send();
    } catch (error) {
      // The in-app notice is kept either way; a gateway failure is only logged.
      deps.log.warn({ err: error }, 'balance alert not sent by SMS or email');
    }
  }
  return counts;
}

/** The in-app notice now; the SMS and email to send once the transaction has committed. */
async function tell(
  deps: Deps,
  tx: Db,
  kind: Kind,
  alert: ClaimedAlert,
  now: Date,
): Promise<Array<() => Promise<void>>> {
  const user = await findUserById(tx, alert.userId);
  if (!user) return [];
  const settings = (user.noticeSettings ?? NOTICE_DEFAULTS).balance_low;
  const link = `${deps.config.publicBaseUrl}${RECHARGE_LINK}`;
  const recipient = { userId: alert.userId, subAccountId: null };
  const low = { spendable: alert.spendableFen, threshold: alert.figureFen };
  const stop = { spendable: alert.spendableFen, burn: alert.figureFen };
  if (kind === 'low')
    await enqueueWebhookEvent(tx, {
      userId: alert.userId,
      type: 'wallet.balance_low',
      data: { spendable: fenToYuan(alert.spendableFen), threshold: fenToYuan(alert.figureFen) },
      now,
    });
  if (settings.inapp) {
    const item = { kind: 'notification' as const, link: RECHARGE_LINK, now };
    if (kind === 'low') await notify(tx, recipient, { ...item, template: 'wallet.balance_low', params: low });
    else await notify(tx, recipient, { ...item, template: 'wallet.about_to_stop', params: stop });
  }
  const sends: Array<() => Promise<void>> = [];
  const phone = settings.sms ? (user.notifyPhone ?? user.phone) : null;
  if (phone) {
    const to = { phone, fallback: user.language };
    sends.push(() => sendSms(deps, to, kind === 'low' ? 'sms.balance_low' : 'sms.about_to_stop', {}));
  }
  const email = settings.email ? user.noticeEmail : null;
  if (email) {
    const to = { email, userId: user.id };
    sends.push(() =>
      kind === 'low'
        ? sendEmail(deps, to, 'email.balance_low', { ...low, link })
        : sendEmail(deps, to, 'email.about_to_stop', { ...stop, link }),
    );
  }
  return sends;
}
