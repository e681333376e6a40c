import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { type DiskRow, useDeleteDisk, useDetachDisk } from '../hooks';

/**
 * Detach and delete, each after a titled confirmation naming the disk. A refusal is the API
 * client's toast; the confirmation closes either way.
 */
export function useDiskConfirms() {
  const { t } = useTranslation('disks');
  const toast = useToast();
  const [modal, holder] = Modal.useModal();
  const detach = useDetachDisk();
  const remove = useDeleteDisk();

  const confirmDetach = (disk: DiskRow) =>
    void modal.confirm({
      title: t('confirm.detachTitle', { name: disk.Name }),
      content: t('confirm.detachBody', { instance: disk.InstanceName }),
      okText: t('confirm.detach'),
      cancelText: t('cancel'),
      onOk: () =>
        detach
          .mutateAsync({ disk_id: disk.Id })
          .then(() => toast.success(t('confirm.detached', { name: disk.Name })))
          .catch(() => undefined),
    });

  const confirmDelete = (disk: DiskRow) =>
    void modal.confirm({
      title: t('confirm.deleteTitle', { name: disk.Name }),
      content: t('confirm.deleteBody'),
      okText: t('confirm.delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove
          .mutateAsync({ disk_id: disk.Id })
          .then(() => toast.success(t('confirm.deleted', { name: disk.Name })))
          .catch(() => undefined),
    });

  return { holder, detach: confirmDetach, remove: confirmDelete };
}
