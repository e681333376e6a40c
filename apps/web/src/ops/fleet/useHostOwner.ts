import type { FleetHost } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';

/** Whose machine a host is, as the hosts table says it: the partner (masked) and share, or the platform. */
export function useHostOwner() {
  const { t } = useTranslation('opsFleet');
  return (host: FleetHost) =>
    host.PartnerUserId === null
      ? t('hosts.platform')
      : t('hosts.partnerValue', { phone: host.PartnerPhone, share: host.PartnerSharePercent });
}
