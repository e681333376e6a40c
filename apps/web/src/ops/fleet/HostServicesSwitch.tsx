import type { FleetHost } from '@gpucloud/contracts';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetHostServices } from './hooks';

/** A host's instance services on or off (issue 40): off refuses opening and answering them. */
export function HostServicesSwitch({ host }: { host: FleetHost }) {
  const { t } = useTranslation('opsFleet');
  const change = useSetHostServices();
  return (
    <Switch
      size="small"
      checked={host.ServicesEnabled}
      loading={change.isPending}
      aria-label={t('hosts.servicesSwitch', { name: host.Name })}
      onChange={(enabled) => change.mutate({ host_id: host.Id, enabled })}
    />
  );
}
