import { NOTICE_DEFAULTS } from '@gpucloud/contracts';
import type { Db } from '../../core/db';
import type { AppDeps, RequestMeta } from '../../core/deps';
import { notify, sendEmail, sendSms } from '../notifications';
import { deviceLabel, deviceOf, networkOf } from './device-label';
import { findAlertRecipient, type LoginOwner, rememberSignIn } from './login-sessions.repository';

/** Where the console lists and ends sessions (the alert's link). */
export const SECURITY_LINK = '/console/safe';

export type SignInAlertDeps = Pick<AppDeps, 'config' | 'db' | 'sms' | 'email' | 'log'>;

/**
 * Tells a login identity of a sign-in from a device and network it has not signed in from
 * (device-label.ts). A main account: in-app inside the caller's transaction, then SMS and email as
 * its "new sign-in" notice settings say. A sub-account is told itself, in its own inbox: it has no
 * phone, email or notice settings of its own, and its main account is not told (as a cloud's RAM
 * users are: the person who signs in is the one who can say "this was not me"; docs/security.md).
 * The identity's first sign-in (a registration, a sub-account's first) is only remembered; a
 * repeat from a known pair only moves its last-seen. The alert keeps the device as codes and the
 * time as an instant: each reader gets them in their language and the product's time zone.
 */
export async function alertIfNewSignIn(
  deps: SignInAlertDeps,
  db: Db,
  owner: LoginOwner,
  meta: RequestMeta,
  now: Date,
): Promise<void> {
  const seen = await rememberSignIn(db, {
    owner,
    device: deviceLabel(meta.userAgent),
    network: networkOf(meta.ip),
    now,
  });
  if (!seen.isNew || !seen.seenBefore) return;
  const params = { at: now, ip: meta.ip, device: deviceOf(meta.userAgent) };
  const inApp = {
    kind: 'notification',
    template: 'account.new_sign_in',
    params,
    link: SECURITY_LINK,
    now,
  } as const;
  if (owner.subAccountId !== null) {
    await notify(db, owner, inApp);
    return;
  }
  const user = await findAlertRecipient(db, owner.userId);
  if (!user) return;
  const settings = { ...NOTICE_DEFAULTS, ...user.noticeSettings }.new_sign_in;
  if (settings.inapp) await notify(db, owner, inApp);
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
