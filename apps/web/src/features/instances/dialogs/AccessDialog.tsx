import { Button, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../components/CopyField';
import { useAccess } from '../hooks';
import type { DialogProps } from './types';

/** SSH and VNC details of a running instance, each with a copy button. */
export function AccessDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const access = useAccess(row.InstanceId);
  return (
    <Modal
      open
      title={t('access.title', { name: row.Name })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={640}
    >
      {access.data ? (
        <>
          <dl style={{ margin: 0 }}>
            <CopyField label={t('access.command')} value={access.data.SshCommand} />
            <CopyField label={t('access.host')} value={access.data.SshHost} />
            <CopyField label={t('access.port')} value={String(access.data.SshPort)} />
            <CopyField label={t('access.username')} value={access.data.Username} />
            <CopyField label={t('access.password')} value={access.data.Password} />
          </dl>
          {access.data.VncUrl && (
            <p style={{ marginTop: 12 }}>
              <a href={access.data.VncUrl} target="_blank" rel="noopener noreferrer">
                {t('access.vnc')}
              </a>
            </p>
          )}
        </>
      ) : (
        <Spin aria-label={t('common.loading')} />
      )}
    </Modal>
  );
}
