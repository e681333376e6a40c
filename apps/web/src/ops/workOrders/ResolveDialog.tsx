import { type OpsTicketDetail, WORK_ORDER_TEXT_MAX } from '@gpucloud/contracts';
import { WORK_ORDER_AUTO_CLOSE_DAYS } from '@gpucloud/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog } from '../layout/useFormDialog';
import { useResolveTicket } from './hooks';

interface Values {
  content?: string;
}

/** Resolving said in full: the customer may confirm or reopen it, else it closes by itself. */
export function ResolveDialog({ ticket, onClose }: { ticket: OpsTicketDetail; onClose: () => void }) {
  const { t } = useTranslation('opsWorkOrders');
  // No field of this form is the server's to blame: its refusals are the client's toasts.
  const { form, done } = useFormDialog<Values>([], onClose);
  const resolve = useResolveTicket();
  const submit = ({ content }: Values) => {
    const last = content?.trim();
    resolve.mutate(
      { work_order_id: ticket.id, ...(last ? { content: last } : {}) },
      done(t('resolve.done', { id: ticket.id })),
    );
  };

  return (
    <FormDialog<Values>
      formId="ops-ticket-resolve"
      form={form}
      title={t('resolve.title', { id: ticket.id })}
      cancelText={t('cancel')}
      okText={t('resolve.submit')}
      pending={resolve.isPending}
      onClose={onClose}
      intro={<p>{t('resolve.body', { days: WORK_ORDER_AUTO_CLOSE_DAYS })}</p>}
      onFinish={submit}
    >
      <Form.Item name="content" label={t('resolve.lastMessage')}>
        <Input.TextArea rows={4} maxLength={WORK_ORDER_TEXT_MAX} />
      </Form.Item>
    </FormDialog>
  );
}
