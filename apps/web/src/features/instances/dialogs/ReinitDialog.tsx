import { instancesRoutes as endpoints } from '@gpucloud/contracts';
import { Alert, Modal, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { useInstanceCall, useLocalImages } from '../hooks';
import type { DialogProps } from './types';

/** Reinstall a cloud host from an image of its host; the system disk is wiped, so it warns first. */
export function ReinitDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const imageId = useId();
  const images = useLocalImages(row.InstanceId);
  const [chosen, setChosen] = useState<number | null>(null);
  const reinit = useInstanceCall(endpoints.reinit);

  return (
    <Modal
      open
      title={t('reinit.title', { name: row.Name })}
      onCancel={onClose}
      cancelText={t('common.cancel')}
      okText={t('reinit.confirm')}
      okButtonProps={{ danger: true, disabled: chosen === null, loading: reinit.isPending }}
      onOk={() =>
        chosen !== null &&
        reinit.mutate(
          { instance_id: row.InstanceId, image_id: chosen },
          {
            onSuccess: () => {
              toast.success(t('reinit.done', { name: row.Name }));
              onClose();
            },
          },
        )
      }
    >
      <Alert type="warning" showIcon title={t('reinit.body')} style={{ marginBottom: 12 }} />
      <label htmlFor={imageId} style={{ display: 'block', marginBottom: 4 }}>
        {t('reinit.image')}
      </label>
      <Select
        id={imageId}
        style={{ width: '100%' }}
        loading={images.isPending}
        value={chosen}
        onChange={(value: number) => setChosen(value)}
        options={(images.data ?? []).map((image) => ({ value: image.ImageId, label: image.Label }))}
      />
    </Modal>
  );
}
