import { type FleetHost, opsHostPartnerRequest } from '@gpucloud/contracts';

const shape = opsHostPartnerRequest.shape;

/** The partner's share when fleet does not say otherwise: the contract's own default. */
export const DEFAULT_SHARE_PERCENT: number = shape.share_percent.parse(undefined);

/** The set-partner form as typed: an empty partner id is the platform's own machine. */
export interface HostPartnerValues {
  partner_user_id: string;
  share_percent: string;
}

/** The form as a host stands now; a platform machine offers the default share for a partner to come. */
export function hostPartnerValuesOf(host: FleetHost): HostPartnerValues {
  const partner = host.PartnerUserId;
  return {
    partner_user_id: partner === null ? '' : String(partner),
    share_percent: String(
      partner !== null && host.PartnerSharePercent > 0 ? host.PartnerSharePercent : DEFAULT_SHARE_PERCENT,
    ),
  };
}

/** Empty (the platform's own) or a user id by the contract's rule. */
export function isPartnerIdText(text: string): boolean {
  const id = text.trim();
  return id === '' || shape.partner_user_id.safeParse(id).success;
}

/** The request body: the platform's own machine names no partner, and so no share. */
export function hostPartnerRequestOf(hostId: number, values: HostPartnerValues) {
  const partner = values.partner_user_id.trim();
  if (!partner) return { host_id: hostId };
  return { host_id: hostId, partner_user_id: partner, share_percent: values.share_percent.trim() };
}
