import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { lockHost, updateHost } from '../fleet';
import { recordAudit } from '../staff';
import { partnerStatusOf } from './partners.repository';

/**
 * Registers a host as an approved machine partner's (issue 15 point 3), with the partner's share of
 * what it bills, or gives it back to the platform. Hours charged from then on earn the share.
 */
export async function setHostPartner(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: { host_id: number; partner_user_id?: number; share_percent: number },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const host = await lockHost(tx, input.host_id);
    if (!host) throw refused('host_id: no such host');
    if (input.partner_user_id !== undefined) {
      if ((await partnerStatusOf(tx, input.partner_user_id)) !== 'approved')
        throw refused('partner_user_id: not an approved sales partner');
    }
    const values =
      input.partner_user_id === undefined
        ? { partnerUserId: null, partnerShareBp: 0 }
        : { partnerUserId: input.partner_user_id, partnerShareBp: input.share_percent * 100 };
    await updateHost(tx, host.id, values);
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      objectType: 'host',
      objectId: host.id,
      before: { partner_user_id: host.partnerUserId, share_bp: host.partnerShareBp },
      after: { partner_user_id: values.partnerUserId, share_bp: values.partnerShareBp },
    });
  });
}
