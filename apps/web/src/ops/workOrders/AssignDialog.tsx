import type { OpsTicketDetail } from '@gpucloud/contracts';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { useAssignTicket, useSupportStaff } from './hooks';

const FORM_ID = 'ops-ticket-assign';

/** Hands a ticket to a support colleague (or an admin): they find it under "Assigned to me". */
export function AssignDialog({ ticket, onClose }: { ticket: OpsTicketDetail; onClose: () => void }) {
  const { t } = useTranslation('opsWorkOrders');
  const toast = useToast();
  const staff = useSupportStaff(true);
  const assign = useAssignTicket();

  const submit = ({ staff_id }: { staff_id: number }) => {
    const name = staff.data?.find((member) => member.id === staff_id)?.name ?? '';
    assign.mutate(
      { work_order_id: ticket.id, staff_id },
      {
        onSuccess: () => {
          toast.success(t('assign.done', { name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('assign.title', { id: ticket.id })}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={t('assign.submit')}
      okButtonProps={{ loading: assign.isPending, htmlType: 'submit', form: FORM_ID }}
      destroyOnHidden
    >
      <Form<{ staff_id: number }>
        id={FORM_ID}
        layout="vertical"
        requiredMark={false}
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
      </Form>
    </Modal>
  );
}
