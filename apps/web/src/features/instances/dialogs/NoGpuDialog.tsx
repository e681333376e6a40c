import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DialogProps } from './types';

/** The start (or resume) was refused because the host lacks free GPUs: point at the choices of /restartInstance. */
export function NoGpuDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const navigate = useNavigate();
  const to = `/restartInstance?instance=${row.InstanceId}`;
  return (
    <Modal
      open
      title={t('noGpu.title', { name: row.Name })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
        // A link (it goes somewhere), drawn as the primary button and followed inside the app.
        <Button
          key="choose"
          type="primary"
          href={to}
          onClick={(event) => {
            event.preventDefault();
            void navigate(to);
          }}
        >
          {t('noGpu.choose')}
        </Button>,
      ]}
    >
      <p>{t(row.Status === 'suspended' ? 'noGpu.bodySuspended' : 'noGpu.body')}</p>
    </Modal>
  );
}
