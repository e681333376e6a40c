import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { findUserById, NOTICE_DEFAULTS } from '../account';
import { notify, sendEmail, sendSms } from '../notifications';

const WEBHOOKS_LINK = '/console/webhooks';

type Deps = Pick<AppDeps, 'config' | 'db' | 'sms' | 'email'>;

/**
 * Tells the owner an endpoint was disabled after a day of failures: in the inbox always (inside the
 * caller's transaction: the endpoint is configured in the console), and by SMS and email as the
 * account's "webhook endpoint disabled" notice settings say, answered as sends for after the commit.
 */
export async function tellEndpointDisabled(
  deps: Deps,
  tx: Db,
  endpoint: { userId: number; url: string; since: Date },
  now: Date,
): Promise<Array<() => Promise<void>>> {
  const user = await findUserById(tx, endpoint.userId);
  if (!user) return [];
  const settings = { ...NOTICE_DEFAULTS, ...user.noticeSettings }.webhook_disabled;
  const params = { url: endpoint.url, since: endpoint.since };
  await notify(
    tx,
    { userId: endpoint.userId, subAccountId: null },
    { kind: 'notification', link: WEBHOOKS_LINK, now, template: 'webhook.disabled', params },
  );
  const sends: Array<() => Promise<void>> = [];
  const phone = settings.sms ? (user.notifyPhone ?? user.phone) : null;
  if (phone) sends.push(() => sendSms(deps, { phone, fallback: user.language }, 'sms.webhook_disabled', {}));
  const email = settings.email ? user.noticeEmail : null;
  if (email) {
    const link = `${deps.config.publicBaseUrl}${WEBHOOKS_LINK}`;
    sends.push(() =>
      sendEmail(deps, { email, userId: user.id }, 'email.webhook_disabled', { ...params, link }),
    );
  }
  return sends;
}
