import type { AccessKeyRow } from '@gpucloud/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { useDeleteKey, useSetKeyEnabled } from '../hooks';

/**
 * Disable and delete, each after a titled confirmation naming the key; enable at once (it takes
 * nothing away). A refusal is the API client's toast; the confirmation closes either way.
 */
export function useKeyConfirms() {
  const { t } = useTranslation('openApi');
  const toast = useToast();
  const [modal, holder] = Modal.useModal();
  const setEnabled = useSetKeyEnabled();
  const remove = useDeleteKey();

  const enable = (row: AccessKeyRow) =>
    setEnabled.mutate(
      { access_key_id: row.AccessKeyId, enabled: true },
      { onSuccess: () => toast.success(t('actions.enabled', { name: row.Name })) },
    );

  const disable = (row: AccessKeyRow) =>
    void modal.confirm({
      title: t('disableDialog.title', { name: row.Name }),
      content: t('disableDialog.body', { id: row.AccessKeyId }),
      okText: t('disableDialog.confirm'),
      cancelText: t('cancel'),
      onOk: () =>
        setEnabled
          .mutateAsync({ access_key_id: row.AccessKeyId, enabled: false })
          .then(() => toast.success(t('disableDialog.done', { name: row.Name })))
          .catch(() => undefined),
    });

  const confirmDelete = (row: AccessKeyRow) =>
    void modal.confirm({
      title: t('deleteDialog.title', { name: row.Name }),
      content: t('deleteDialog.body', { id: row.AccessKeyId }),
      okText: t('deleteDialog.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove
          .mutateAsync(row.AccessKeyId)
          .then(() => toast.success(t('deleteDialog.done', { name: row.Name })))
          .catch(() => undefined),
    });

  return { holder, enable, disable, remove: confirmDelete };
}
