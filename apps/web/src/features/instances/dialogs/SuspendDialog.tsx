import { instancesRoutes as endpoints } from '@gpucloud/contracts';
import { fenToYuan, STORAGE_FEN_PER_GB_DAY } from '@gpucloud/domain';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { useInstanceCall } from '../hooks';
import type { DialogProps } from './types';

/**
 * Suspend a stopped pay-as-you-go instance, after saying what it means: its GPUs go back to the
 * host and are no longer billed, its disks are kept and billed as storage by the day, and resuming
 * needs free GPUs again.
 */
export function SuspendDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const suspend = useInstanceCall(endpoints.suspend, { money: true });
  const perGbDay = formatMoney(fenToYuan(STORAGE_FEN_PER_GB_DAY.suspended));

  return (
    <Modal
      open
      title={t('suspend.title', { name: row.Name })}
      onCancel={onClose}
      okText={t('actions.suspend')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: suspend.isPending }}
      onOk={() =>
        suspend.mutate(
          { instance_id: row.InstanceId },
          {
            onSuccess: () => {
              toast.success(t('suspend.done', { name: row.Name }));
              onClose();
            },
          },
        )
      }
    >
      <ul style={{ paddingInlineStart: 20, margin: '8px 0' }}>
        <li>{t('suspend.gpus')}</li>
        <li>{t('suspend.disk', { price: perGbDay })}</li>
        <li>{t('suspend.resume')}</li>
      </ul>
    </Modal>
  );
}
