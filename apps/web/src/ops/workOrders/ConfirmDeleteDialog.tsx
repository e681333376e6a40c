import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { catalogueRefusal } from './catalogueRefusal';

/**
 * "Delete X?" said in full before it is done. A refusal the catalogue explains (still in use,
 * already gone) stays in the dialog in the reader's language.
 */
export function ConfirmDeleteDialog({
  title,
  body,
  done,
  pending,
  onDelete,
  onClose,
}: {
  title: string;
  body: string;
  done: string;
  pending: boolean;
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('opsWorkOrders');
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = () =>
    onDelete().then(
      () => {
        toast.success(done);
        onClose();
      },
      (error: unknown) => {
        const known = catalogueRefusal(error);
        setRefusal(known ? t(`refusals.${known}`) : null);
      },
    );
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={t('delete')}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={() => void confirm()}
      destroyOnHidden
    >
      <p>{body}</p>
      {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
    </Modal>
  );
}
