import type { OpsUserProfile } from '@gpucloud/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { useEndSessions } from './hooks';

/** Ends every session of the account and its sub-accounts, said in full before it is done. */
export function EndSessionsDialog({ profile, onClose }: { profile: OpsUserProfile; onClose: () => void }) {
  const { t } = useTranslation('opsUsers');
  const toast = useToast();
  const end = useEndSessions(profile.Id);
  return (
    <Modal
      open
      title={t('sessions.endAllTitle', { phone: profile.Phone })}
      okText={t('sessions.submit')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, loading: end.isPending }}
      onCancel={onClose}
      onOk={() =>
        end.mutate(undefined, {
          onSuccess: ({ Ended }) => {
            toast.success(t('sessions.done', { count: Ended }));
            onClose();
          },
        })
      }
      destroyOnHidden
    >
      <p>{t('sessions.endAllBody')}</p>
    </Modal>
  );
}
