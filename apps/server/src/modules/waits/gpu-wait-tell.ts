import type { GpuWaitFailure } from '@gpucloud/domain';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import type { hosts } from '../../db/schema/store/store.table';
import { findUserById, NOTICE_DEFAULTS } from '../account';
import { notify, sendEmail, sendSms } from '../notifications';
import type { GpuWaitRow } from './gpu-waits.repository';

/** Where the console lists waits (the notices' link). */
export const WAITS_LINK = '/console/gpu-waits';

export type Outcome =
  | { kind: 'available'; host: typeof hosts.$inferSelect }
  | { kind: 'rented'; host: typeof hosts.$inferSelect; instanceName: string }
  | { kind: 'failed'; failure: GpuWaitFailure }
  | { kind: 'expired' };

type Deps = Pick<AppDeps, 'db' | 'config' | 'sms' | 'email'>;

/**
 * Tells a wait's owner how it ended, as their "GPU wait" notice settings say: the in-app notice in
 * the caller's transaction, the SMS and email answered as sends to make once it has committed. An
 * expiry is told in-app only (nothing happened that needs acting on at once).
 */
export async function tellOwner(
  deps: Deps,
  tx: Db,
  wait: GpuWaitRow,
  outcome: Outcome,
  now: Date,
): Promise<Array<() => Promise<void>>> {
  const user = await findUserById(tx, wait.userId);
  if (!user) return [];
  const settings = { ...NOTICE_DEFAULTS, ...user.noticeSettings }.gpu_wait;
  const recipient = { userId: wait.userId, subAccountId: wait.subAccountId };
  const what = { gpu: wait.gpuModel, gpus: wait.gpuCount };
  if (settings.inapp) {
    const item = { kind: 'notification' as const, link: WAITS_LINK, now };
    if (outcome.kind === 'available')
      await notify(tx, recipient, {
        ...item,
        template: 'gpu_wait.available',
        params: { ...what, price: outcome.host.pricePerGpuHour },
      });
    else if (outcome.kind === 'rented')
      await notify(tx, recipient, {
        ...item,
        link: '/console/dashboard',
        template: 'gpu_wait.rented',
        params: { ...what, price: outcome.host.pricePerGpuHour, name: outcome.instanceName },
      });
    else if (outcome.kind === 'failed')
      await notify(tx, recipient, {
        ...item,
        template:
          outcome.failure === 'insufficient_funds' ? 'gpu_wait.failed_funds' : 'gpu_wait.failed_refused',
        params: what,
      });
    else await notify(tx, recipient, { ...item, template: 'gpu_wait.expired', params: what });
  }
  if (outcome.kind === 'expired') return [];
  const sends: Array<() => Promise<void>> = [];
  const phone = settings.sms ? (user.notifyPhone ?? user.phone) : null;
  if (phone) sends.push(() => sendSms(deps, { phone, fallback: user.language }, 'sms.gpu_wait_update', {}));
  const email = settings.email ? user.noticeEmail : null;
  if (email) {
    const link = `${deps.config.publicBaseUrl}${WAITS_LINK}`;
    sends.push(() => sendEmail(deps, { email, userId: user.id }, 'email.gpu_wait_update', { ...what, link }));
  }
  return sends;
}
