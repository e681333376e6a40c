import { NOTICE_DEFAULTS } from '@gpucloud/contracts';
import type { Db } from '../../core/db';
import type { AppDeps, RequestMeta } from '../../core/deps';
import { notify, sendEmail, sendSms } from '../notifications';
import { deviceLabel, networkOf } from './device-label';
import { findAlertRecipient, type LoginOwner, rememberSignIn } from './login-sessions.repository';

/** Where the console lists and ends sessions (the alert's link). */
export const SECURITY_LINK = '/console/safe';

export type SignInAlertDeps = Pick<AppDeps, 'config' | 'db' | 'sms' | 'email' | 'log'>;

/**
 * Tells a main account's owner of a sign-in from a device and network it has not signed in from
 * (device-label.ts): in-app inside the caller's transaction, then SMS and email as the "new
 * sign-in" notice settings say. The account's first sign-in (its registration) is only
 * remembered; a repeat from a known pair only moves its last-seen. Sub-accounts have no notice
 * settings of their own and are not told.
 */
export async function alertIfNewSignIn(
  deps: SignInAlertDeps,
  db: Db,
  owner: LoginOwner,
  meta: RequestMeta,
  now: Date,
): Promise<void> {
  if (owner.subAccountId !== null) return;
  const device = deviceLabel(meta.userAgent);
  const seen = await rememberSignIn(db, { userId: owner.userId, device, network: networkOf(meta.ip), now });
  if (!seen.isNew || !seen.seenBefore) return;
  const user = await findAlertRecipient(db, owner.userId);
  if (!user) return;
  const settings = { ...NOTICE_DEFAULTS, ...user.noticeSettings }.new_sign_in;
  const params = { at: now, ip: meta.ip, device };
  if (settings.inapp)
    await notify(db, owner, {
      kind: 'notification',
      template: 'account.new_sign_in',
      params,
      link: SECURITY_LINK,
      now,
    });
  const phone = settings.sms ? (user.notifyPhone ?? user.phone) : null;
  const email = settings.email ? user.noticeEmail : null;
  try {
    if (phone) await sendSms(deps, { phone, fallback: user.language }, 'sms.new_sign_in', {});
    if (email)
      await sendEmail(deps, { email, userId: owner.userId }, 'email.new_sign_in', {
        ...params,
        link: `${deps.config.publicBaseUrl}${SECURITY_LINK}`,
      });
  } catch (error) {
    // The sign-in stands and the in-app notice is kept; a gateway failure is only logged.
    deps.log.warn({ err: error, userId: owner.userId }, 'new sign-in alert not sent');
  }
}
