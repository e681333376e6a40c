import type { PartnerInfo } from '@gpucloud/contracts';

/**
 * Which face of the dashboard the caller sees: the programme for those who may apply, a pointer to
 * verification for those who may not yet, the wait while finance reviews, the refusal with its
 * reason (and the way to apply again), the dashboard itself.
 */
export type PartnerStage = 'verify' | 'apply' | 'applied' | 'refused' | 'approved';

export function partnerStage(info: Pick<PartnerInfo, 'status' | 'verified'>): PartnerStage {
  if (info.status !== 'none') return info.status;
  return info.verified ? 'apply' : 'verify';
}
