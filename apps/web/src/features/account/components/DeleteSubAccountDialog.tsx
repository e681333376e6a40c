import { accountRoutes, type SubAccountRow } from '@gpucloud/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { useSubAccountCall } from '../hooks';

/** Deleting ends the sub-account's sessions at once; the dialog says so before anything happens. */
export function DeleteSubAccountDialog({ row, onClose }: { row: SubAccountRow; onClose: () => void }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const remove = useSubAccountCall(accountRoutes.deleteSubAccount);

  return (
    <Modal
      open
      title={t('deleteDialog.title', { name: row.Name })}
      onCancel={onClose}
      cancelText={t('deleteDialog.cancel')}
      okText={t('deleteDialog.confirm')}
      okButtonProps={{ danger: true, loading: remove.isPending }}
      onOk={() =>
        remove.mutate(
          { sub_account_id: row.SubAccountId },
          {
            onSuccess: () => {
              toast.success(t('deleteDialog.done', { name: row.Name }));
              onClose();
            },
          },
        )
      }
      destroyOnHidden
    >
      <p>{t('deleteDialog.body')}</p>
    </Modal>
  );
}
