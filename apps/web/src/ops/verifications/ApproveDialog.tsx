import type { OpsVerificationDetail } from '@gpucloud/contracts';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { useReviewVerification } from './hooks';

/** "Approve this verification?" said in full: the record passes and the customer is told. */
export function ApproveDialog({ record, onClose }: { record: OpsVerificationDetail; onClose: () => void }) {
  const { t } = useTranslation('opsVerifications');
  const toast = useToast();
  const review = useReviewVerification();
  const facts = { id: record.id, phone: record.user_phone };
  const approve = () =>
    review.mutate(
      { verification_id: record.id, decision: 'approve' },
      {
        onSuccess: () => {
          toast.success(t('approve.done', facts));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t('approve.title')}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={t('approve.submit')}
      okButtonProps={{ loading: review.isPending }}
      onOk={approve}
      destroyOnHidden
    >
      <p>{t('approve.body', facts)}</p>
      {/* The server's reason stays in the dialog too (the record may have been decided meanwhile). */}
      {review.error ? <Alert type="error" showIcon title={review.error.message} /> : null}
    </Modal>
  );
}
