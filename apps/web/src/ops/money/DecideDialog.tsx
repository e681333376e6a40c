import type { MoneyAdjustment } from '@gpucloud/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { useServerFieldErrors } from '../staff/useServerFieldErrors';
import { ReasonField } from '../users/ReasonField';
import { changeText } from './changeText';
import { useApproveAdjustment, useRejectAdjustment } from './hooks';

export type Decision = 'approve' | 'reject';
const FORM_ID = 'ops-decide-adjustment';

/** Approving moves the money at once; rejecting needs a reason. Both are said in full first. */
export function DecideDialog({
  decision,
  adjustment,
  onClose,
}: {
  decision: Decision;
  adjustment: MoneyAdjustment;
  onClose: () => void;
}) {
  const { t } = useTranslation('opsMoney');
  const toast = useToast();
  const [form] = Form.useForm<{ note: string }>();
  const approve = useApproveAdjustment();
  const reject = useRejectAdjustment();
  const mutation = decision === 'approve' ? approve : reject;
  const showOnFields = useServerFieldErrors(form, ['note']);
  const id = adjustment.Id;
  const facts = {
    id,
    phone: adjustment.UserPhone,
    name: adjustment.RequestedBy.Name,
    change: changeText(t, adjustment),
  };

  const submit = ({ note }: { note?: string }) =>
    mutation.mutate(
      { adjustment_id: id, note: note ?? '' },
      {
        onSuccess: () => {
          toast.success(t(decision === 'approve' ? 'decide.approved' : 'decide.rejected', { id }));
          onClose();
        },
        onError: showOnFields,
      },
    );

  return (
    <Modal
      open
      title={t(decision === 'approve' ? 'decide.approveTitle' : 'decide.rejectTitle', { id })}
      okText={t(decision === 'approve' ? 'pending.approve' : 'pending.reject')}
      cancelText={t('cancel')}
      okButtonProps={{
        danger: decision === 'reject',
        loading: mutation.isPending,
        htmlType: 'submit',
        form: FORM_ID,
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t(decision === 'approve' ? 'decide.approveBody' : 'decide.rejectBody', facts)}</p>
      <Form id={FORM_ID} form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {decision === 'approve' ? (
          <Form.Item name="note" label={t('decide.note')}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        ) : (
          <ReasonField name="note" label={t('decide.reason')} fieldName={t('decide.reasonName')} />
        )}
      </Form>
    </Modal>
  );
}
