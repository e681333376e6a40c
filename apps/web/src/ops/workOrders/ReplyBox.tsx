import { PaperClipOutlined } from '@ant-design/icons';
import {
  type OpsTicketDetail,
  opsTicketReplyRequest,
  WORK_ORDER_FILES_PER_MESSAGE,
  WORK_ORDER_TEXT_MAX,
} from '@gpucloud/contracts';
import { Button, Form, Input, Select, Switch, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { cannedField, cannedLanguages } from './cannedTexts';
import { useCannedReplies, useReplyToTicket } from './hooks';
import { useReplyAttachments } from './useReplyAttachments';
import styles from './WorkOrders.module.css';

interface Values {
  content: string;
  internal: boolean;
}

/**
 * A reply to the customer or an internal note, with canned replies and files. On a ticket that
 * takes only notes (resolved), the note switch stays on.
 */
export function ReplyBox({ ticket }: { ticket: OpsTicketDetail }) {
  const { t } = useTranslation('opsWorkOrders');
  const { t: tOps } = useTranslation('ops');
  const toast = useToast();
  const zodRules = useZodRules();
  const [form] = Form.useForm<Values>();
  const notesOnly = !ticket.can.reply;
  const internal = Form.useWatch('internal', form) ?? notesOnly;
  const canned = useCannedReplies();
  const reply = useReplyToTicket();
  const attachments = useReplyAttachments();

  // One option per language a canned reply is written in: staff insert the customer's language.
  const cannedOptions = (canned.data ?? []).flatMap((item) =>
    cannedLanguages(item).map((language) => ({
      value: `${item.id}:${language}`,
      label: t('canned.optionIn', {
        title: item[cannedField('title', language)],
        language: tOps(`bilingual.languages.${language}`),
      }),
      text: item[cannedField('content', language)],
    })),
  );

  const insert = (value: string) => {
    const text = cannedOptions.find((option) => option.value === value)?.text;
    if (!text) return;
    const current = (form.getFieldValue('content') as string | undefined)?.trimEnd() ?? '';
    form.setFieldValue('content', current ? `${current}\n\n${text}` : text);
  };

  const send = ({ content, internal: note }: Values) =>
    reply.mutate(
      { work_order_id: ticket.id, content, internal: note, file_ids: attachments.ids },
      {
        onSuccess: () => {
          toast.success(t(note ? 'reply.noteDone' : 'reply.done'));
          form.setFieldsValue({ content: '', internal: notesOnly });
          attachments.clear();
        },
      },
    );

  return (
    <Form<Values>
      form={form}
      name="ticket-reply"
      layout="vertical"
      requiredMark={false}
      initialValues={{ content: '', internal: notesOnly }}
      onFinish={send}
      aria-label={t('reply.formLabel')}
      className={internal ? `${styles.replyBox} ${styles.internal}` : styles.replyBox}
    >
      <div className={styles.replyTools}>
        <Form.Item
          name="internal"
          label={t('reply.internal')}
          valuePropName="checked"
          className={styles.inline}
        >
          <Switch disabled={notesOnly} />
        </Form.Item>
        <Form.Item label={t('reply.canned')} htmlFor="ticket-reply-canned" className={styles.inline}>
          <Select<string>
            id="ticket-reply-canned"
            className={styles.cannedSelect}
            value={null}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('reply.cannedPlaceholder')}
            loading={canned.isPending}
            notFoundContent={t('reply.noCanned')}
            options={cannedOptions.map(({ value, label }) => ({ value, label }))}
            onChange={insert}
          />
        </Form.Item>
      </div>
      <Typography.Text type={internal ? 'warning' : 'secondary'} className={styles.hint}>
        {t(internal ? 'reply.internalHint' : 'reply.publicHint')}
      </Typography.Text>
      <Form.Item
        name="content"
        label={t('reply.content')}
        rules={zodRules(opsTicketReplyRequest.shape.content, {
          label: t('reply.content'),
          name: t('reply.contentName'),
        })}
        validateFirst
      >
        <Input.TextArea rows={6} maxLength={WORK_ORDER_TEXT_MAX} />
      </Form.Item>
      <Form.Item
        label={t('reply.attachments')}
        extra={t('reply.attachmentsHint', { count: WORK_ORDER_FILES_PER_MESSAGE })}
      >
        <Upload {...attachments.props}>
          <Button icon={<PaperClipOutlined />}>{t('reply.attach')}</Button>
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isPending} disabled={attachments.uploading}>
        {t(internal ? 'reply.sendNote' : 'reply.send')}
      </Button>
    </Form>
  );
}
