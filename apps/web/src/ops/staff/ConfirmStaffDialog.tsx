import type { StaffListEntry } from '@gpucloud/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { useDisableStaff, useResetStaffTotp } from './hooks';

export type StaffConfirmation = 'disable' | 'resetTotp';

/** Disabling a member or resetting their second factor, each said in full before it is done. */
export function ConfirmStaffDialog({
  action,
  member,
  onClose,
}: {
  action: StaffConfirmation;
  member: StaffListEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation('ops');
  const toast = useToast();
  const disable = useDisableStaff();
  const resetTotp = useResetStaffTotp();
  const mutation = action === 'disable' ? disable : resetTotp;
  const name = member.Name;

  return (
    <Modal
      open
      title={t(`staff.${action}.title`, { name })}
      onCancel={onClose}
      cancelText={t('staff.cancel')}
      okText={t(`staff.${action}.submit`)}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      onOk={() =>
        mutation.mutate(member.Id, {
          onSuccess: () => {
            toast.success(t(`staff.${action}.done`, { name }));
            onClose();
          },
        })
      }
      destroyOnHidden
    >
      <p>{t(`staff.${action}.body`)}</p>
    </Modal>
  );
}
