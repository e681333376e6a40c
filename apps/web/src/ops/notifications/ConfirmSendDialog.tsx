import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NotificationFormValues } from './notificationForm';

/** Says who receives the notification and how many accounts that is, before it goes. */
export function ConfirmSendDialog({
  values,
  recipients,
  pending,
  onConfirm,
  onClose,
}: {
  values: NotificationFormValues;
  recipients: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('opsContent');
  const level = t(`notifications.levels.${values.vip_level ?? 0}`);
  const who = {
    user: t('notifications.confirm.toUser', { phone: values.phone }),
    level: t('notifications.confirm.toLevel', { level }),
    all: t('notifications.confirm.toAll'),
  }[values.target];
  return (
    <Modal
      open
      title={t('notifications.confirm.title')}
      onCancel={onClose}
      cancelText={t('common.cancel')}
      okText={t('notifications.confirm.submit')}
      okButtonProps={{ loading: pending, disabled: recipients === 0 }}
      onOk={onConfirm}
      destroyOnHidden
    >
      <p>
        <strong>{values.title}</strong>
      </p>
      <p>{who}</p>
      <p>{t('notifications.confirm.recipients', { count: recipients })}</p>
    </Modal>
  );
}
