import { instancesRoutes as endpoints } from '@gpucloud/contracts';
import { Alert, Modal, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsableImages } from '../../../shared/queries/images';
import { useToast } from '../../../shared/ui/toast';
import { useInstanceCall, useLocalImages } from '../hooks';
import type { DialogProps } from './types';

/** A choice of the image select: a public image of the host, or a custom image ("My images"). */
type Choice = `public:${number}` | `custom:${number}`;

/**
 * Reinstall a cloud host from a public image of its host or one of "My images" (own or shared,
 * saved on a host of its kind); the system disk is wiped, so it warns first.
 */
export function ReinitDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const imageId = useId();
  const images = useLocalImages(row.InstanceId);
  const mine = useUsableImages(row.Kind);
  const [chosen, setChosen] = useState<Choice | null>(null);
  const reinit = useInstanceCall(endpoints.reinit);
  const publicImages = images.data ?? [];
  const [source, id] = (chosen ?? ':').split(':');
  // The contract takes one of image_id and custom_image_id.
  const request =
    chosen === null ? null : source === 'custom' ? { custom_image_id: Number(id) } : { image_id: Number(id) };

  return (
    <Modal
      open
      title={t('reinit.title', { name: row.Name })}
      onCancel={onClose}
      cancelText={t('common.cancel')}
      okText={t('reinit.confirm')}
      okButtonProps={{ danger: true, disabled: request === null, loading: reinit.isPending }}
      onOk={() =>
        request !== null &&
        reinit.mutate(
          { instance_id: row.InstanceId, ...request },
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
        onChange={(value: Choice) => setChosen(value)}
        options={[
          {
            label: t('reinit.publicImages'),
            options: publicImages.map((image) => ({ value: `public:${image.ImageId}`, label: image.Label })),
          },
          ...((mine.data?.list.length ?? 0) > 0
            ? [
                {
                  label: t('reinit.myImages'),
                  options: (mine.data?.list ?? []).map((image) => ({
                    value: `custom:${image.CustomImageId}`,
                    label: image.Name,
                  })),
                },
              ]
            : []),
        ]}
      />
    </Modal>
  );
}
