import { instancesRoutes as endpoints } from '@gpucloud/contracts';
import { Button, Modal, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useInstanceCall } from '../hooks';
import type { DialogProps } from './types';

/** A screenshot of a cloud host's screen, taken when the dialog opens and again on request. */
export function ScreenshotDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const shot = useInstanceCall(endpoints.screenshot);
  const { mutate } = shot;
  useEffect(() => mutate({ instance_id: row.InstanceId }), [mutate, row.InstanceId]);

  return (
    <Modal
      open
      title={t('screenshot.title', { name: row.Name })}
      onCancel={onClose}
      width={760}
      footer={[
        <Button
          key="again"
          loading={shot.isPending}
          onClick={() => shot.mutate({ instance_id: row.InstanceId })}
        >
          {t('screenshot.again')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>,
      ]}
    >
      {shot.data ? (
        <figure style={{ margin: 0 }}>
          <img
            src={shot.data.Image}
            alt={t('screenshot.alt', { name: row.Name })}
            style={{ width: '100%', height: 'auto', border: '1px solid #eee' }}
          />
          <figcaption style={{ color: 'rgba(0,0,0,0.55)', marginTop: 6 }}>
            {t('screenshot.takenAt', { time: formatDateTime(shot.data.TakenAt) })}
          </figcaption>
        </figure>
      ) : (
        shot.isPending && <Spin aria-label={t('common.loading')} />
      )}
    </Modal>
  );
}
