import type { OpsCouponGroup } from '@gpucloud/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { useStopCouponGroup } from './hooks';

/** Stopping said in full: no further claims, and what was claimed stays usable until it expires. */
export function StopCouponGroupDialog({ group, onClose }: { group: OpsCouponGroup; onClose: () => void }) {
  const { t } = useTranslation('opsContent');
  const toast = useToast();
  const stop = useStopCouponGroup();
  const name = group.Name;
  return (
    <Modal
      open
      title={t('coupons.stopDialog.title', { name })}
      onCancel={onClose}
      cancelText={t('common.cancel')}
      okText={t('coupons.stopDialog.submit')}
      okButtonProps={{ danger: true, loading: stop.isPending }}
      onOk={() =>
        stop.mutate(group.GroupId, {
          onSuccess: () => {
            toast.success(t('coupons.stopDialog.done', { name }));
            onClose();
          },
        })
      }
      destroyOnHidden
    >
      <p>{t('coupons.stopDialog.body')}</p>
    </Modal>
  );
}
