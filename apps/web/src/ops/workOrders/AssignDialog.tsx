import type { OpsTicketDetail } from '@gpucloud/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog } from '../layout/useFormDialog';
import { useAssignTicket, useSupportStaff } from './hooks';

interface Values {
  staff_id: number;
}

/** Hands a ticket to a support colleague (or an admin): they find it under "Assigned to me". */
export function AssignDialog({ ticket, onClose }: { ticket: OpsTicketDetail; onClose: () => void }) {
  const { t } = useTranslation('opsWorkOrders');
  // No field of this form is the server's to blame: its refusals are the client's toasts.
  const { form, done } = useFormDialog<Values>([], onClose);
  const staff = useSupportStaff(true);
  const assign = useAssignTicket();
  const submit = ({ staff_id }: Values) => {
    const name = staff.data?.find((member) => member.id === staff_id)?.name ?? '';
    assign.mutate({ work_order_id: ticket.id, staff_id }, done(t('assign.done', { name })));
  };

  return (
    <FormDialog<Values>
      formId="ops-ticket-assign"
      form={form}
      title={t('assign.title', { id: ticket.id })}
      cancelText={t('cancel')}
      okText={t('assign.submit')}
      pending={assign.isPending}
      onClose={onClose}
      initialValues={ticket.assignee_id ? { staff_id: ticket.assignee_id } : {}}
      onFinish={submit}
    >
      <Form.Item
        name="staff_id"
        label={t('assign.staff')}
        rules={[{ required: true, message: t('assign.staffRequired') }]}
      >
        <Select
          loading={staff.isPending}
          placeholder={t('assign.staffPlaceholder')}
          options={(staff.data ?? []).map((member) => ({
            value: member.id,
            label: `${member.name} (${t(`roles.${member.role === 'admin' ? 'admin' : 'support'}`)})`,
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
