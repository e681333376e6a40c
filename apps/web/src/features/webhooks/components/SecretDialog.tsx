import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The signing secret, shown this once after creation or rotation. */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal
      open
      title={t('secret.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('secret.body')}</Typography.Paragraph>
      <Typography.Paragraph
        code
        copyable={{ text: secret, tooltips: [t('secret.copy'), t('secret.copied')] }}
        style={{ wordBreak: 'break-all' }}
      >
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
