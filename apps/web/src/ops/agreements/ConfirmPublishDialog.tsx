import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Said in full before a version is published: customers read it from the moment it is. */
export function ConfirmPublishDialog({
  name,
  version,
  current,
  unchanged,
  pending,
  onConfirm,
  onClose,
}: {
  name: string;
  version: number;
  current: number | undefined;
  unchanged: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('opsAgreements');
  return (
    <Modal
      open
      title={t('confirm.title', { version })}
      onCancel={onClose}
      cancelText={t('confirm.back')}
      okText={t('confirm.publish')}
      okButtonProps={{ loading: pending }}
      onOk={onConfirm}
      destroyOnHidden
    >
      <p>{t('confirm.body', { version, name })}</p>
      {current ? <p>{t('confirm.kept', { current })}</p> : null}
      {unchanged && current ? (
        <Alert type="warning" showIcon title={t('confirm.unchanged', { current })} />
      ) : null}
    </Modal>
  );
}
