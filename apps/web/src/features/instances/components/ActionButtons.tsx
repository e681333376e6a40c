import { instancesRoutes as endpoints, type InstanceRow } from '@gpucloud/contracts';
import { canDo } from '@gpucloud/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useToast } from '../../../shared/ui/toast';
import type { DialogAction } from '../dialogs/ActionDialog';
import { useInstanceCall } from '../hooks';
import { downloadRdpFile } from '../rdpFile';
import { allowedActions, type InstanceAction, lacksFreeGpus } from '../rules';
import styles from './InstanceCard.module.css';

const DANGER: readonly InstanceAction[] = ['stop', 'stopWithRefund', 'reinit', 'release'];
const PRIMARY: readonly InstanceAction[] = ['access', 'start'];

/**
 * The buttons an instance's state allows, each named with the instance ("Stop gpu-1"). Starting a
 * shut-down instance is immediate; everything else opens its dialog.
 */
export function ActionButtons({ row, onOpen }: { row: InstanceRow; onOpen: (action: DialogAction) => void }) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const start = useInstanceCall(endpoints.startFromShutdown);
  const [downloading, setDownloading] = useState(false);

  const run = (action: InstanceAction) => {
    if (action === 'start' && canDo(row.Status, 'startKept')) return onOpen('startKept');
    if (action === 'start') {
      return start.mutate(
        { instance_id: row.InstanceId },
        {
          onSuccess: () => toast.success(t('confirm.started', { name: row.Name })),
          onError: (error) => {
            if (error instanceof ApiError && lacksFreeGpus(error.reason)) onOpen('noGpu');
          },
        },
      );
    }
    if (action === 'rdp') {
      setDownloading(true);
      return void downloadRdpFile(row.InstanceId)
        .then((file) => toast.success(t('access.rdpSaved', { file })))
        .catch(() => {})
        .finally(() => setDownloading(false));
    }
    onOpen(action);
  };

  return (
    <div className={styles.actions}>
      {allowedActions(row).map((action) => {
        const label = t(`actions.${action}`);
        return (
          <Button
            key={action}
            size="small"
            type={PRIMARY.includes(action) ? 'primary' : 'default'}
            danger={DANGER.includes(action)}
            loading={(action === 'start' && start.isPending) || (action === 'rdp' && downloading)}
            aria-label={t('named', { action: label, name: row.Name })}
            onClick={() => run(action)}
          >
            {label}
          </Button>
        );
      })}
    </div>
  );
}
