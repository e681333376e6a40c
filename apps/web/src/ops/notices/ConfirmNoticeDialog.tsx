import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export type NoticeConfirmation = 'publish' | 'unpublish';

/** Publishing or taking down a notice, said in full before it is done. */
export function ConfirmNoticeDialog({
  action,
  title,
  pending,
  onConfirm,
  onClose,
}: {
  action: NoticeConfirmation;
  title: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('opsContent');
  return (
    <Modal
      open
      title={t(`notices.${action}Dialog.title`)}
      onCancel={onClose}
      cancelText={t('common.cancel')}
      okText={t(`notices.${action}`)}
      okButtonProps={{ danger: action === 'unpublish', loading: pending }}
      onOk={onConfirm}
      destroyOnHidden
    >
      <p>{t(`notices.${action}Dialog.body`, { title })}</p>
    </Modal>
  );
}
