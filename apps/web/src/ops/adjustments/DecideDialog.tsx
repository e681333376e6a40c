import type { MoneyAdjustment } from '@gpucloud/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog } from '../layout/useFormDialog';
import { ReasonField } from '../users/ReasonField';
import { changeText } from './changeText';
import { useApproveAdjustment, useRejectAdjustment } from './hooks';

export type Decision = 'approve' | 'reject';
interface Values {
  note?: string;
}
const FIELDS = ['note'] as const;

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
  const { t } = useTranslation('opsAdjustments');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const approve = useApproveAdjustment();
  const reject = useRejectAdjustment();
  const mutation = decision === 'approve' ? approve : reject;
  const id = adjustment.Id;
  const facts = {
    id,
    phone: adjustment.UserPhone,
    name: adjustment.RequestedBy.Name,
    change: changeText(t, adjustment),
  };
  const submit = ({ note }: Values) =>
    mutation.mutate(
      { adjustment_id: id, note: note ?? '' },
      done(t(decision === 'approve' ? 'decide.approved' : 'decide.rejected', { id })),
    );

  return (
    <FormDialog<Values>
      formId="ops-decide-adjustment"
      form={form}
      title={t(decision === 'approve' ? 'decide.approveTitle' : 'decide.rejectTitle', { id })}
      okText={t(decision === 'approve' ? 'pending.approve' : 'pending.reject')}
      cancelText={t('cancel')}
      danger={decision === 'reject'}
      pending={mutation.isPending}
      onClose={onClose}
      intro={<p>{t(decision === 'approve' ? 'decide.approveBody' : 'decide.rejectBody', facts)}</p>}
      onFinish={submit}
    >
      {decision === 'approve' ? (
        <Form.Item name="note" label={t('decide.note')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      ) : (
        <ReasonField name="note" label={t('decide.reason')} fieldName={t('decide.reasonName')} />
      )}
    </FormDialog>
  );
}
