import { instancesRoutes as endpoints } from '@gpucloud/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { useInstanceCall } from '../hooks';
import type { DialogProps } from './types';

/** Starting a stopped instance without its GPUs (no-GPU mode): what it gets and what an hour costs, then yes. */
export function StartWithoutGpusDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const call = useInstanceCall(endpoints.startFromShutdown, { money: true });
  const price = formatPrice(row.NoGpuHourlyCost ?? 0);
  return (
    <Modal
      open
      title={t('withoutGpus.title', { name: row.Name })}
      onCancel={onClose}
      okText={t('withoutGpus.action')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: call.isPending }}
      onOk={() =>
        call.mutate(
          { instance_id: row.InstanceId, gpu_mode: 'none' },
          {
            onSuccess: () => {
              toast.success(t('withoutGpus.started', { name: row.Name }));
              onClose();
            },
          },
        )
      }
    >
      <p>{t('withoutGpus.body')}</p>
      <p>{t('withoutGpus.charge', { price })}</p>
    </Modal>
  );
}
