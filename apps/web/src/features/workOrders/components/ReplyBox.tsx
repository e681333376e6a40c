import { WORK_ORDER_TEXT_MAX, workOrderCommentRequest } from '@gpucloud/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { useAddComment } from '../hooks';
import { AttachmentsField } from './AttachmentsField';
import { MessageAlerts } from './MessageAlerts';
import { useAttachmentUploads } from './useAttachmentUploads';
import styles from './WorkOrders.module.css';

const contentField = workOrderCommentRequest.shape.content;

/** A reply with up to five files, on a ticket that still takes replies. */
export function ReplyBox({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('workOrders');
  const toast = useToast();
  const zodRules = useZodRules();
  const [form] = Form.useForm<{ content: string }>();
  const uploads = useAttachmentUploads();
  const add = useAddComment(ticketId);

  const send = ({ content }: { content: string }) => {
    if (uploads.holdWhileBusy()) return;
    add.mutate(
      { content, file_ids: uploads.ids },
      {
        onSuccess: () => {
          form.resetFields();
          uploads.reset();
          toast.success(t('detail.sent'));
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="work-order-reply">
      <h2 id="work-order-reply" className={styles.cardTitle}>
        {t('detail.reply')}
      </h2>
      <Form form={form} layout="vertical" onFinish={send}>
        <Form.Item
          name="content"
          label={t('detail.replyLabel')}
          rules={zodRules(contentField, { label: t('detail.replyLabel'), name: t('detail.replyName') })}
        >
          {/* Fixed rows: autoSize writes a style attribute, which the page's CSP refuses. */}
          <Input.TextArea rows={4} maxLength={WORK_ORDER_TEXT_MAX} />
        </Form.Item>
        <AttachmentsField uploads={uploads} id="work-order-reply-files" />
        <MessageAlerts uploads={uploads} refused={t('detail.refused')} error={add.error} />
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('detail.send')}
        </Button>
      </Form>
    </section>
  );
}
