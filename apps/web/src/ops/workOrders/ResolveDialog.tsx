import { type OpsTicketDetail, WORK_ORDER_TEXT_MAX } from '@gpucloud/contracts';
import { WORK_ORDER_AUTO_CLOSE_DAYS } from '@gpucloud/domain';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { useResolveTicket } from './hooks';

const FORM_ID = 'ops-ticket-resolve';

/** Resolving said in full: the customer may confirm or reopen it, else it closes by itself. */
export function ResolveDialog({ ticket, onClose }: { ticket: OpsTicketDetail; onClose: () => void }) {
  const { t } = useTranslation('opsWorkOrders');
  const toast = useToast();
  const resolve = useResolveTicket();

  const submit = ({ content }: { content?: string }) => {
    const last = content?.trim();
    resolve.mutate(
      { work_order_id: ticket.id, ...(last ? { content: last } : {}) },
      {
        onSuccess: () => {
          toast.success(t('resolve.done', { id: ticket.id }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('resolve.title', { id: ticket.id })}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={t('resolve.submit')}
      okButtonProps={{ loading: resolve.isPending, htmlType: 'submit', form: FORM_ID }}
      destroyOnHidden
    >
      <p>{t('resolve.body', { days: WORK_ORDER_AUTO_CLOSE_DAYS })}</p>
      <Form<{ content?: string }> id={FORM_ID} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item name="content" label={t('resolve.lastMessage')}>
          <Input.TextArea rows={4} maxLength={WORK_ORDER_TEXT_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
